import { leadFieldMax, leadFieldRules } from '@tessera/cards';
import { type CardFormField, normalizeTextInput, toE164, validateField } from '@tessera/document';

export type LeadErrors = Record<string, string[]>;

/**
 * Checks a lead-form post against the card's own fields (the rules its page declares, SPEC §5
 * messages). Fields the form does not have are dropped; phones are stored as E.164.
 */
export function validateLead(
  fields: readonly CardFormField[],
  submitted: Readonly<Record<string, unknown>>,
): { data: Record<string, string>; errors: LeadErrors } {
  const data: Record<string, string> = {};
  const errors: LeadErrors = {};
  for (const field of fields) {
    const raw = Object.hasOwn(submitted, field.name) ? submitted[field.name] : undefined;
    const text = typeof raw === 'string' ? raw : '';
    const max = leadFieldMax(field);
    if (text.length > max) {
      errors[field.name] = [`Please enter no more than ${max} characters.`];
      continue;
    }
    const rules = leadFieldRules(field);
    const message = validateField(text, rules);
    if (message !== null) {
      errors[field.name] = [message];
      continue;
    }
    const value = normalizeTextInput(text, rules).trim();
    if (value === '') continue;
    data[field.name] = field.name === 'phone' ? (toE164(value) ?? value) : value;
  }
  return { data, errors };
}

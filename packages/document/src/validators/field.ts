import type { CountryCode } from 'libphonenumber-js';
import { validateCustomDomain, validateInclude, validateSubdomain } from './domain.ts';
import { MESSAGES } from './messages.ts';
import { validatePhone } from './phone.ts';
import { normalizeTextInput, parseRules } from './rules.ts';
import { validateEmail, validateUrl } from './text.ts';

export interface ValidateFieldOptions {
  /** Country for phone numbers typed without '+'. */
  country?: CountryCode;
}

/**
 * Runs a field's rules text against its value and returns the first message, or null when valid.
 * The value is normalised first the way the input stores it (whitespace stripped for
 * email/customurl/subdomain). An empty value only fails `required` (and `subdomain`, which SPEC
 * makes required); every other rule applies to non-empty values. Unknown rules are ignored.
 */
export function validateField(
  rawValue: string | null | undefined,
  rulesText: string | null | undefined,
  { country = 'US' }: ValidateFieldOptions = {},
): string | null {
  const rules = parseRules(rulesText);
  const value = normalizeTextInput(rawValue ?? '', rulesText);
  if (value.trim() === '') {
    return rules.some((r) => r.name === 'required' || r.name === 'subdomain') ? MESSAGES.required : null;
  }
  for (const rule of rules) {
    const message = checkRule(rule.name, rule.arg, value, country);
    if (message !== null) return message;
  }
  return null;
}

function checkRule(
  name: string,
  arg: string | undefined,
  value: string,
  country: CountryCode,
): string | null {
  switch (name) {
    case 'email':
      return validateEmail(value);
    case 'url':
      return validateUrl(value);
    case 'phone':
      return validatePhone(value, country);
    case 'customurl':
    case 'domain':
      return validateCustomDomain(value);
    case 'subdomain':
      return validateSubdomain(value);
    case 'include':
      return arg === undefined || arg === '' ? null : validateInclude(value, arg);
    default:
      return null;
  }
}

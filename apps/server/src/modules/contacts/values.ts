import type { ContactDetail } from '@tessera/api-contract';
import type { FormField } from '@tessera/document';

/** Reading a contact's values the same way in lists, its detail, exports and alert mail. */

export type ContactFields = Record<string, string | boolean>;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

/** A display name from the usual fields: fullName, else first and last name, else `name`. */
export function contactName(fields: ContactFields): string {
  const full = text(fields.fullName);
  if (full) return full;
  const parts = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ');
  return parts || text(fields.name);
}

/** The `email` field, else the first value that looks like an address. */
export function contactEmail(fields: ContactFields): string {
  const direct = text(fields.email);
  if (direct) return direct;
  for (const value of Object.values(fields))
    if (typeof value === 'string' && /^\S+@\S+\.\S+$/.test(value.trim())) return value.trim();
  return '';
}

export function contactPhone(fields: ContactFields): string {
  return text(fields.phone);
}

/** `companySize` → `Company size`: a label for values whose form no longer says. */
export function humanizeFieldName(name: string): string {
  const spaced = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Every value with the label its form gives it, in the form's order, then any others. */
export function labelledEntries(fields: readonly FormField[], data: ContactFields): ContactDetail['entries'] {
  const labelled = new Set<string>();
  const entries: ContactDetail['entries'] = [];
  for (const field of fields) {
    if (!Object.hasOwn(data, field.name)) continue;
    labelled.add(field.name);
    entries.push({
      name: field.name,
      label: field.label || humanizeFieldName(field.name),
      value: data[field.name]!,
    });
  }
  for (const [name, value] of Object.entries(data))
    if (!labelled.has(name)) entries.push({ name, label: humanizeFieldName(name), value });
  return entries;
}

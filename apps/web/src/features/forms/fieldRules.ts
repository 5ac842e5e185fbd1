import {
  FORM_FIELD_PRESETS,
  type FormField,
  type FormFieldPresetName,
  formFieldFromPreset,
} from '@tessera/document';

/** Rules text split into its parts: 'required|email' → ['required', 'email']. */
function parts(rules: string): string[] {
  return rules
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function isRequiredRule(rules: string): boolean {
  return parts(rules).some((part) => part.toLowerCase() === 'required');
}

/** Adds or removes `required`, keeping the other rules in their order (required goes first). */
export function withRequired(rules: string, required: boolean): string {
  const others = parts(rules).filter((part) => part.toLowerCase() !== 'required');
  return (required ? ['required', ...others] : others).join('|');
}

/** `Company size` → `companySize`: a field name from its label (SPEC field names start with a letter). */
export function fieldNameFromLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const camel = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  const name = camel.replace(/^[^A-Za-z]+/, '');
  return (name || 'field').slice(0, 60);
}

/** The name itself, or with the lowest number that makes it unique among `taken`. */
export function uniqueFieldName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, 58)}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const PRESET_LABELS: Record<FormFieldPresetName, string> = {
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
};

export const PRESET_NAMES = Object.keys(FORM_FIELD_PRESETS) as FormFieldPresetName[];

export function presetField(name: FormFieldPresetName): FormField {
  return formFieldFromPreset(name);
}

export const CUSTOM_TYPES: ReadonlyArray<{ type: FormField['type']; label: string; rules: string }> = [
  { type: 'text', label: 'Short text', rules: '' },
  { type: 'textarea', label: 'Long text', rules: '' },
  { type: 'email', label: 'Email address', rules: 'email' },
  { type: 'tel', label: 'Phone number', rules: 'phone' },
  { type: 'number', label: 'Number', rules: '' },
  { type: 'date', label: 'Date', rules: '' },
  { type: 'select', label: 'Dropdown', rules: '' },
  { type: 'checkbox', label: 'Checkbox', rules: '' },
];

/** A new custom field of a type, named uniquely among the form's fields. */
export function customField(type: FormField['type'], existing: readonly FormField[]): FormField {
  const kind = CUSTOM_TYPES.find((entry) => entry.type === type) ?? CUSTOM_TYPES[0]!;
  const taken = new Set(existing.map((field) => field.name));
  return {
    name: uniqueFieldName(fieldNameFromLabel(kind.label), taken),
    label: kind.label,
    type,
    placeholder: type === 'checkbox' || type === 'select' ? '' : kind.label,
    rules: kind.rules,
    choices: type === 'select' ? ['Option 1', 'Option 2'] : [],
  };
}

import { z } from 'zod';

export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'textarea',
  'number',
  'date',
  'select',
  'checkbox',
] as const;

/**
 * A form field. `rules` is the rules text the validators read ('required|email'); whether the
 * field is required is derived from it, so the two can never disagree.
 */
export const formFieldSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Field name is invalid.'),
  label: z.string().max(200),
  type: z.enum(FORM_FIELD_TYPES),
  placeholder: z.string().max(200).default(''),
  rules: z.string().max(200).default(''),
  /** Choices for `select` fields. */
  choices: z.array(z.string().max(200)).max(200).default([]),
});
export type FormField = z.infer<typeof formFieldSchema>;

/**
 * Field names become keys of the submitted data, so two fields of a form may not share one: an
 * issue at each later field that repeats a name (for `superRefine` on a list of fields).
 */
export function checkUniqueFieldNames(fields: readonly { name: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.name))
      ctx.addIssue({
        code: 'custom',
        path: [index, 'name'],
        message: `Field name "${field.name}" is used twice.`,
      });
    seen.add(field.name);
  });
}

/**
 * SPEC §3 presets. SPEC marks email and state required and phone and postalCode optional; the
 * name fields are required too (a lead without a name is rarely usable) and address and city
 * optional, since most lead forms do not need a postal address.
 */
export const FORM_FIELD_PRESETS = {
  fullName: {
    name: 'fullName',
    label: 'Full Name',
    type: 'text',
    placeholder: 'Full Name',
    rules: 'required',
  },
  firstName: {
    name: 'firstName',
    label: 'First Name',
    type: 'text',
    placeholder: 'First Name',
    rules: 'required',
  },
  lastName: {
    name: 'lastName',
    label: 'Last Name',
    type: 'text',
    placeholder: 'Last Name',
    rules: 'required',
  },
  email: {
    name: 'email',
    label: 'Email',
    type: 'email',
    placeholder: 'Email Address',
    rules: 'required|email',
  },
  phone: { name: 'phone', label: 'Phone', type: 'tel', placeholder: 'Phone Number', rules: 'phone' },
  address: { name: 'address', label: 'Address', type: 'text', placeholder: 'Street Address', rules: '' },
  city: { name: 'city', label: 'City', type: 'text', placeholder: 'City', rules: '' },
  state: { name: 'state', label: 'State', type: 'text', placeholder: 'State', rules: 'required' },
  postalCode: {
    name: 'postalCode',
    label: 'Postal Code',
    type: 'text',
    placeholder: 'Postal Code',
    rules: '',
  },
} as const satisfies Record<string, Omit<FormField, 'choices'>>;
export type FormFieldPresetName = keyof typeof FORM_FIELD_PRESETS;

export function formFieldFromPreset(name: FormFieldPresetName): FormField {
  return { ...FORM_FIELD_PRESETS[name], choices: [] };
}

/**
 * The hidden field a form carries to catch bots: people never see it, form-filling bots fill it.
 * The hyphen makes it an invalid field name, so no real field can ever be called this.
 */
export const FORM_HONEYPOT_NAME = 'company-website';

/** A form sent sooner than this after its page loaded was not filled in by a person: spam. */
export const FORM_MIN_FILL_MS = 2500;

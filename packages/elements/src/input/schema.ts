import { isPhoneCountry } from '@tessera/document';
import { z } from 'zod';
import { placeholderOption, showLabelOption, singleFieldShape } from '../shared/form-input.ts';

export const INPUT_TYPES = ['text', 'email', 'tel', 'number', 'date'] as const;

export const inputSchema = z.object({
  ...singleFieldShape({ name: 'company', label: 'Company' }),
  inputType: z.enum(INPUT_TYPES).default('text'),
  showLabel: showLabelOption,
  placeholder: placeholderOption('Company name'),
  /** Country the phone input starts on (ISO 3166 code); SPEC §5 hides six territories from the list. */
  defaultCountry: z
    .string()
    .refine((code) => isPhoneCountry(code), 'Not a country the phone input offers.')
    .default('US'),
});
export type InputOptions = z.infer<typeof inputSchema>;

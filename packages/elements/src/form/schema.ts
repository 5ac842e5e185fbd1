import {
  checkUniqueFieldNames,
  colorSchema,
  elementBaseShape,
  fontFamilyOption,
  formFieldFromPreset,
  formFieldSchema,
  smallPixelSchema,
  urlSchema,
} from '@tessera/document';
import { z } from 'zod';
import { embeddedButtonSchema } from '../shared/embedded-button.ts';
import { fontSize, inputStyleSchema, plainText, recordIdSchema } from '../shared/options.ts';

export const FORM_LAYOUTS = ['stacked', 'two-column', 'inline'] as const;
export const FORM_AFTER_SUBMIT = ['message', 'redirect'] as const;

/** Field names become keys of the submitted data, so two fields may not share one. */
const fieldsSchema = z.array(formFieldSchema).min(1).max(30).superRefine(checkUniqueFieldNames);

export const formSchema = z.object({
  ...elementBaseShape,
  /** The site's form record that stores submissions and forwards them; null until saved once. */
  formId: recordIdSchema.nullable().default(null),
  /** SPEC §3 presets (fullName, email, …) or custom fields; `rules` says which are required. */
  fields: fieldsSchema.default(() => [
    formFieldFromPreset('fullName'),
    formFieldFromPreset('email'),
    formFieldFromPreset('phone'),
  ]),
  /** The submit button: a full (modern) button option set, so it styles like any other button. */
  Button: embeddedButtonSchema({ Text: 'Submit', Width: 'fill' }),
  afterSubmit: z.enum(FORM_AFTER_SUBMIT).default('message'),
  successMessage: plainText(1000).default('Thank you! We will be in touch shortly.'),
  redirectUrl: urlSchema.default(''),
  /** Integrations (CRM, email list, webhook) that also receive each submission. */
  integrationIds: z.array(recordIdSchema).max(50).default([]),
  layout: z.enum(FORM_LAYOUTS).default('stacked'),
  /** Off: labels are left to the placeholders, the compact look most landing pages use. */
  showLabels: z.boolean().default(false),
  inputStyle: inputStyleSchema.default('default'),
  FontFamily: fontFamilyOption,
  FontSize: fontSize(15),
  TextColor: colorSchema.default(''),
  labelColor: colorSchema.default(''),
  /** Space between fields, px. */
  fieldSpacing: smallPixelSchema.default(12),
});
export type FormOptions = z.infer<typeof formSchema>;

import {
  checkUniqueFieldNames,
  FORM_FIELD_PRESETS,
  type FormField,
  formFieldFromPreset,
  formFieldSchema,
} from '@tessera/document';
import { z } from 'zod';
import { endpoint, onSite } from './endpoint.ts';
import { actionResult, childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { versionField } from './inputs.ts';
import { landingIdParams } from './landings.ts';
import { emailRule } from './password.ts';

/** A form holds at most this many fields, as the form element does. */
export const FORM_MAX_FIELDS = 30;

/** A form's fields: distinct names (they key the submitted data), choices for every dropdown. */
export const formFields = z
  .array(formFieldSchema)
  .min(1, 'A form needs at least one field.')
  .max(FORM_MAX_FIELDS, `A form holds at most ${FORM_MAX_FIELDS} fields.`)
  .superRefine((fields, ctx) => {
    checkUniqueFieldNames(fields, ctx);
    fields.forEach((field, index) => {
      if (field.type === 'select' && field.choices.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'choices'],
          message: 'A dropdown needs at least one choice.',
        });
    });
  });

/** The fields a new form starts with: the SPEC §3 presets most lead forms use. */
export const DEFAULT_FORM_FIELDS: FormField[] = [
  formFieldFromPreset('fullName'),
  formFieldFromPreset('email'),
  formFieldFromPreset('phone'),
];

/** SPEC §3 preset names in the order the form builder offers them. */
export const FORM_PRESET_NAMES = Object.keys(FORM_FIELD_PRESETS) as Array<keyof typeof FORM_FIELD_PRESETS>;

export const formIdParams = childParams('formId');
export type FormIdParams = z.infer<typeof formIdParams>;

export const formListQuery = pageQuery.extend({
  sort: z.enum(['name', 'created_at', 'updated_at', 'contacts']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type FormListQuery = z.infer<typeof formListQuery>;

const formName = z.string().trim().min(1, 'The name field is required.').max(100);
const successMessage = z.string().trim().max(1000);

/** A form's alert mail goes to at most this many addresses. */
export const FORM_MAX_NOTIFY_EMAILS = 10;

/**
 * Who is emailed about each new lead: `null` for the agency owner (the default), a list of
 * addresses, or an empty list for nobody.
 */
export const notifyEmails = z
  .array(emailRule)
  .max(FORM_MAX_NOTIFY_EMAILS, `Alerts go to at most ${FORM_MAX_NOTIFY_EMAILS} addresses.`)
  .superRefine((emails, ctx) => {
    emails.forEach((email, index) => {
      if (emails.indexOf(email) !== index)
        ctx.addIssue({ code: 'custom', path: [index], message: 'This address is already in the list.' });
    });
  })
  .nullable();

export const createFormBody = z
  .object({
    name: formName,
    fields: formFields.default(() => DEFAULT_FORM_FIELDS.map((field) => ({ ...field }))),
    success_message: successMessage.default(''),
    notify_emails: notifyEmails.default(null),
  })
  .strict();
export type CreateFormBody = z.input<typeof createFormBody>;

/** A whole form as edited; `version` is the one loaded (a stale one is 409). */
export const updateFormBody = z
  .object({
    name: formName,
    fields: formFields,
    success_message: successMessage,
    /** Left out: the recipients stay as they are. */
    notify_emails: notifyEmails.optional(),
    version: versionField,
  })
  .strict();
export type UpdateFormBody = z.input<typeof updateFormBody>;

export const formSummary = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  name: z.string(),
  fields: z.array(formFieldSchema),
  success_message: z.string(),
  version: z.number().int(),
  /** Leads filed under the form, and suspected spam held back from them. */
  contacts_count: z.number().int().nonnegative(),
  spam_count: z.number().int().nonnegative(),
  notify_emails: z.array(z.string()).nullable(),
  last_contact_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FormSummary = z.infer<typeof formSummary>;
export const formListResponse = listEnvelope(formSummary);
export const formResponse = itemEnvelope(formSummary);

/**
 * What the form island posts to `/_forms/{pageId}/{elementId}` on a site host: the fields, and
 * what the spam checks read (the hidden field's value; milliseconds since the page loaded).
 */
export const siteFormPostBody = z.object({
  fields: z.record(z.string().max(60), z.union([z.string().max(10_000), z.boolean()])),
  meta: z
    .object({
      hp: z.string().max(1000).optional(),
      elapsed_ms: z.number().int().min(0).max(2_147_483_647).optional(),
    })
    .optional(),
});
export type SiteFormPostBody = z.infer<typeof siteFormPostBody>;

/**
 * A site's form records: `view` reads them (the editor's form picker lists them), `manage_forms`
 * changes them. What visitors send through a form on a site host is `sites/forms.ts`, not these.
 */
export const formEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/forms',
    params: landingIdParams,
    query: formListQuery,
    responses: { 200: formListResponse },
    access: onSite('view'),
    summary: "A page of the site's forms",
    notes:
      'Each with `id, landing_id, name, fields, success_message, notify_emails, version, contacts_count` (leads), `spam_count` (held as spam), `last_contact_at, created_at, updated_at`; `search` (name), `sort` `name` (default) / `created_at` / `updated_at` / `contacts`.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/landings/:id/forms',
    params: landingIdParams,
    body: createFormBody,
    responses: { 200: formResponse },
    access: onSite('manage_forms'),
    summary: 'Adds a form',
    notes:
      'Body `{ name, fields?, success_message?, notify_emails? }`; fields default to the SPEC §3 presets full name, email (required), phone; names unique per site (422); at most 30 fields with distinct names, dropdowns need choices. `notify_emails`: who is emailed about each lead, `null` (default) the agency owner, `[]` nobody, else up to 10 distinct addresses (422 on `notify_emails.{i}`).',
  }),
  get: endpoint({
    method: 'GET',
    path: '/landings/:id/forms/:formId',
    params: formIdParams,
    responses: { 200: formResponse },
    access: onSite('view'),
    summary: 'One form',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/landings/:id/forms/:formId',
    params: formIdParams,
    body: updateFormBody,
    responses: { 200: formResponse },
    access: onSite('manage_forms'),
    summary: 'Changes a form',
    notes:
      'Body `{ name, fields, success_message, notify_emails?, version }` (`notify_emails` left out: unchanged); a stale `version` is 409.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/forms/:formId',
    params: formIdParams,
    responses: { 200: actionResult },
    access: onSite('manage_forms'),
    summary: 'Deletes a form',
    notes: 'Its contacts stay, no longer filed under a form.',
  }),
};

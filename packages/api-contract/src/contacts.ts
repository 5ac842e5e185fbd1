import { z } from 'zod';
import { endpoint, forRoles, onSite, SITE_ROLES } from './endpoint.ts';
import { actionResult, childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { recordId } from './inputs.ts';
import { landingIdParams } from './landings.ts';

export const contactIdParams = childParams('contactId');
export type ContactIdParams = z.infer<typeof contactIdParams>;

/**
 * Why the spam checks doubted a lead: a hidden field people never see was filled in, it was sent
 * sooner after the page loaded than a person types, or one address sent many in a short time.
 * Such leads are kept, hidden behind the Spam filter, until someone marks them "Not spam".
 */
export const spamReasons = ['honeypot', 'too-fast', 'rate'] as const;
export const spamReason = z.enum(spamReasons);
export type SpamReason = z.infer<typeof spamReason>;

/** Each reason in plain words, for the Spam filter and exports. */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'A hidden field only bots see was filled in',
  'too-fast': 'Sent faster than a person can fill in the form',
  rate: 'Many sent from one address in a few minutes',
};

/** `form_id`: a form record's id, or `none` for contacts whose form element names no record. */
const formFilter = z.union([z.literal('none'), recordId]).optional();

/** `spam=true` lists only suspected spam; without it (or `false`) only leads. */
export const spamFilter = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

const contactFilters = {
  form_id: formFilter,
  spam: spamFilter,
  order: z.enum(['asc', 'desc']).default('desc'),
};

export const contactListQuery = pageQuery.extend({
  ...contactFilters,
  sort: z.enum(['created_at', 'name', 'email']).default('created_at'),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

/**
 * The CSV export takes the list's filters and sort, without paging; unlike the list it runs
 * oldest first unless told otherwise, as a spreadsheet is read.
 */
const exportOrder = { order: z.enum(['asc', 'desc']).default('asc') };
export const contactExportQuery = contactListQuery.omit({ page: true, per_page: true }).extend(exportOrder);
export type ContactExportQuery = z.infer<typeof contactExportQuery>;

/**
 * The agency-wide inbox (`GET /contacts`): the contacts of every site where the caller may see
 * them, filtered to one site with `landing_id`.
 */
export const inboxListQuery = pageQuery.extend({
  ...contactFilters,
  landing_id: recordId.optional(),
  sort: z.enum(['created_at', 'name', 'email', 'site']).default('created_at'),
});
export type InboxListQuery = z.infer<typeof inboxListQuery>;
export const inboxExportQuery = inboxListQuery.omit({ page: true, per_page: true }).extend(exportOrder);
export type InboxExportQuery = z.infer<typeof inboxExportQuery>;

export const contactValue = z.union([z.string(), z.boolean()]);

export const contactSummary = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  /** The site's name, for lists that span sites. */
  landing_title: z.string(),
  form_id: z.number().int().nullable(),
  form_name: z.string().nullable(),
  page_id: z.number().int().nullable(),
  page_name: z.string().nullable(),
  /** Read from the usual fields (fullName, firstName + lastName, email) for lists. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  fields: z.record(z.string(), contactValue),
  /** Why it is held as spam; null for a lead. */
  spam_reason: spamReason.nullable(),
  created_at: z.string(),
});
export type ContactSummary = z.infer<typeof contactSummary>;
export const contactListResponse = listEnvelope(contactSummary);

export const contactDetail = contactSummary.extend({
  element_id: z.string(),
  /** Every value with the label its form gives it, in the form's order, then any others. */
  entries: z.array(z.object({ name: z.string(), label: z.string(), value: contactValue })),
});
export type ContactDetail = z.infer<typeof contactDetail>;
export const contactDetailResponse = itemEnvelope(contactDetail);

/** A CSV export's body: UTF-8 text with a BOM, downloaded as a file rather than read as JSON. */
export const contactsCsv = z.string();

const EXPORT_NOTES =
  "As CSV (UTF-8 with BOM, streamed, formula-looking cells prefixed with `'`; oldest first unless `order` says), columns labelled from the forms; spam exports say why each was held.";

/**
 * A site's contacts (form submissions), and the agency-wide inbox across every site where the
 * caller may see them: personal data, so every call needs `manage_forms` on the site.
 */
export const contactEndpoints = {
  inbox: endpoint({
    method: 'GET',
    path: '/contacts',
    query: inboxListQuery,
    responses: { 200: contactListResponse },
    access: forRoles(SITE_ROLES, { kind: 'own' }),
    summary: 'The agency-wide inbox: the contacts of every site where the caller holds `manage_forms`',
    notes:
      "The owner: all its sites. The site list's filters and `landing_id`; `sort` also `site`. Sites the caller may not see contacts of are simply not in it.",
  }),
  inboxExport: endpoint({
    method: 'GET',
    path: '/contacts/export',
    query: inboxExportQuery,
    responses: { 200: contactsCsv },
    access: forRoles(SITE_ROLES, { kind: 'own' }),
    summary: "The inbox's contacts the same filters and sort list",
    notes: `${EXPORT_NOTES} Adds a Website column.`,
    download: true,
  }),
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/contacts',
    params: landingIdParams,
    query: contactListQuery,
    responses: { 200: contactListResponse },
    access: onSite('manage_forms'),
    summary: "A page of the site's contacts",
    notes:
      "Each with `id, landing_id, landing_title, form_id, form_name, page_id, page_name, name, email, phone, fields, spam_reason, created_at` (20 per page in the app); leads only, or with `spam=true` only suspected spam; `search` matches any value literally; `form_id` a form's id or `none`; `sort` `created_at` (default) / `name` / `email`, `order`.",
  }),
  export: endpoint({
    method: 'GET',
    path: '/landings/:id/contacts/export',
    params: landingIdParams,
    query: contactExportQuery,
    responses: { 200: contactsCsv },
    access: onSite('manage_forms'),
    summary: "The site's contacts the same filters and sort list",
    notes: EXPORT_NOTES,
    download: true,
  }),
  get: endpoint({
    method: 'GET',
    path: '/landings/:id/contacts/:contactId',
    params: contactIdParams,
    responses: { 200: contactDetailResponse },
    access: onSite('manage_forms'),
    summary: 'One contact',
    notes: "With `entries: [{ name, label, value }]` in its form's order.",
  }),
  notSpam: endpoint({
    method: 'POST',
    path: '/landings/:id/contacts/:contactId/not-spam',
    params: contactIdParams,
    responses: { 200: actionResult },
    access: onSite('manage_forms'),
    summary: '"Not spam": the contact joins the leads',
    notes: 'It is announced then, once (webhooks, live screens, alert mail).',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/contacts/:contactId',
    params: contactIdParams,
    responses: { 200: actionResult },
    access: onSite('manage_forms'),
    summary: 'Deletes a contact',
  }),
};

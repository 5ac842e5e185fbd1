import { z } from 'zod';
import { childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { recordId } from './inputs.ts';

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

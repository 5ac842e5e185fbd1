import { z } from 'zod';
import { childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { recordId } from './inputs.ts';

export const contactIdParams = childParams('contactId');
export type ContactIdParams = z.infer<typeof contactIdParams>;

/** `form_id`: a form record's id, or `none` for contacts whose form element names no record. */
const formFilter = z.union([z.literal('none'), recordId]).optional();

export const contactListQuery = pageQuery.extend({
  form_id: formFilter,
  sort: z.enum(['created_at']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

/** The CSV export takes the list's filters, without paging. */
export const contactExportQuery = z.object({
  form_id: formFilter,
  search: z.string().trim().max(200).optional(),
});
export type ContactExportQuery = z.infer<typeof contactExportQuery>;

export const contactValue = z.union([z.string(), z.boolean()]);

export const contactSummary = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  form_id: z.number().int().nullable(),
  form_name: z.string().nullable(),
  page_id: z.number().int().nullable(),
  page_name: z.string().nullable(),
  /** Read from the usual fields (fullName, firstName + lastName, email) for lists. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  fields: z.record(z.string(), contactValue),
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

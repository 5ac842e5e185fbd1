import { z } from 'zod';
import { publishedDraftState } from './designs.ts';
import { idParams, itemEnvelope, listEnvelope } from './envelopes.ts';
import { idField } from './inputs.ts';
import { landingTemplate } from './landings.ts';
import {
  catalogueItem,
  categoryMessages,
  templateCategoryId,
  templateCategoryRef,
  templateDescription,
  templateName,
} from './template-catalogue.ts';

/**
 * SPEC §1/§2/§7 admin page templates: page designs admins build once (in the full-screen editor)
 * and publish, sorted into categories, from which agencies start new pages. Admins manage them
 * under `/admin-page-templates`; agencies browse the published ones under `/page-templates`.
 */

export const PAGE_TEMPLATE_MESSAGES = {
  ...categoryMessages('page template', 'Another category already has this name.'),
  templateUnavailable: 'This page template is not available. Choose another one.',
} as const;

export const pageTemplateIdParams = idParams;

// Categories: the shared kind as it is (template-catalogue.ts: `adminCategory…`).

// ---------------------------------------------------------------------------------------------
// Templates (admin)

// The list query is the shared `adminTemplateListQuery` (template-catalogue.ts).

export const pageTemplateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: templateCategoryRef,
  ...publishedDraftState,
});
export type PageTemplateSummary = z.infer<typeof pageTemplateSummary>;
export const pageTemplateListResponse = listEnvelope(pageTemplateSummary);

export const pageTemplateDetail = pageTemplateSummary.extend({
  /** The draft page document (packages/document format, current schemaVersion). */
  document: z.record(z.string(), z.unknown()),
});
export type PageTemplateDetail = z.infer<typeof pageTemplateDetail>;
export const pageTemplateDetailResponse = itemEnvelope(pageTemplateDetail);
export const pageTemplateSummaryResponse = itemEnvelope(pageTemplateSummary);

export const createPageTemplateBody = z
  .object({
    name: templateName,
    category_id: templateCategoryId,
    description: templateDescription.default(''),
    /** What the design starts as: an empty page, or a copy of one of the sample pages. */
    start_from: landingTemplate.default('blank'),
  })
  .strict();
export type CreatePageTemplateBody = z.input<typeof createPageTemplateBody>;

export const updatePageTemplateBody = z
  .object({
    name: templateName,
    category_id: idField('Choose a category.'),
    description: templateDescription,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdatePageTemplateBody = z.input<typeof updatePageTemplateBody>;

// The catalogue agencies start pages from: the shared catalogue (template-catalogue.ts:
// `catalogueQuery`, `catalogueCategoriesResponse`), its items as they are.

export const pageTemplateCatalogueResponse = listEnvelope(catalogueItem);

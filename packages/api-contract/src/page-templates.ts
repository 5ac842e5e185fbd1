import { z } from 'zod';
import {
  anySignedIn,
  catalogueEndpoints,
  categoryEndpoints,
  designRecordEndpoints,
  designSaveEndpoint,
  editorDataEndpoint,
  previewLinkEndpoint,
} from './design-records.ts';
import { publishedDraftState } from './designs.ts';
import { forRoles } from './endpoint.ts';
import { actionResult, idParams, itemEnvelope, listEnvelope } from './envelopes.ts';
import { idField } from './inputs.ts';
import { landingTemplate } from './landings.ts';
import {
  adminCategory,
  adminCategoryBody,
  adminCategoryListQuery,
  adminTemplateListQuery,
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

const pageTemplateKind = {
  base: '/admin-page-templates',
  noun: 'page template',
  listQuery: adminTemplateListQuery,
  summary: pageTemplateSummary,
  detail: pageTemplateDetail,
  createBody: createPageTemplateBody,
  updateBody: updatePageTemplateBody,
  notes: {
    create:
      'Body `{ name, category_id, description?, start_from? }`: the design starts empty or as a copy of a sample page.',
    update: 'Name, category and description; the design has its own call.',
    publish:
      "Publishing copies the draft to what agencies preview and start pages from; the message says when the template's category keeps it hidden.",
  },
} as const;

/**
 * SPEC §2/§4/§7 admin page templates: the design-record calls, the design, its editor data, preview
 * link and categories for admins, and the published catalogue (`/page-templates`) for whoever makes
 * pages. Pages are made from a template through `POST /landings/{id}/pages` with `template_id`.
 */
export const pageTemplateEndpoints = {
  ...designRecordEndpoints(pageTemplateKind),
  design: designSaveEndpoint(pageTemplateKind),
  editorData: editorDataEndpoint(pageTemplateKind),
  // Admins preview any draft; everyone else what they could start a page from.
  previewLink: previewLinkEndpoint(pageTemplateKind, anySignedIn),
  categories: categoryEndpoints({
    base: pageTemplateKind.base,
    listQuery: adminCategoryListQuery,
    category: adminCategory,
    createBody: adminCategoryBody,
    updateBody: adminCategoryBody,
    publishResponse: actionResult,
  }),
  catalogue: catalogueEndpoints(
    '/page-templates',
    catalogueItem,
    forRoles(['Agency', 'AgencyUser', 'WebsiteUser'], { kind: 'platform' }),
  ),
};

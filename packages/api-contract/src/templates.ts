import { z } from 'zod';
import {
  anySignedIn,
  catalogueEndpoints,
  categoryEndpoints,
  designRecordEndpoints,
} from './design-records.ts';
import { endpoint, forRoles } from './endpoint.ts';
import { idParams, itemEnvelope, listEnvelope } from './envelopes.ts';
import { idField } from './inputs.ts';
import { landingTemplate } from './landings.ts';
import { previewLinkResponse } from './pages.ts';
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
 * SPEC §1/§2/§4/§7 admin templates: whole websites admins build once and publish, sorted into
 * categories, from which agencies start new websites. A template is backed by a site of its own
 * (`landing_id`, only admins see it) whose pages, menus and design are edited through the
 * ordinary site routes (`/landings/{landingId}/pages…`, the page editor, `/landings/{id}/menus`).
 * Admins manage templates under `/admin-templates`; agencies browse the published ones under
 * `/templates` and create a website from one with `POST /landings` and `template_id`.
 */

export const TEMPLATE_MESSAGES = {
  ...categoryMessages('template', 'Another template category already has this name.'),
  templateUnavailable: 'This template is not available. Choose another one.',
  pageUnknown: 'This page is not part of the template.',
  noPages: 'This template has no pages yet.',
} as const;

export const templateIdParams = idParams;

/** A picture of the template for the pickers: an http(s) URL or a path on the app (`/…`); null for none. */
const thumbnailUrl = z
  .string()
  .trim()
  .max(2048, 'The address may have at most 2048 characters.')
  .refine(
    (value) => /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value),
    'The thumbnail must be a web address (https://…) or a path starting with /.',
  )
  .nullable();

// ---------------------------------------------------------------------------------------------
// Categories

// The shared categories (template-catalogue.ts: `adminCategory…`) with a `position` of their own.

export const templateCategoryListQuery = adminCategoryListQuery.extend({
  sort: z.enum(['position', 'name', 'created_at', 'updated_at']).default('position'),
});
export type TemplateCategoryListQuery = z.infer<typeof templateCategoryListQuery>;

export const templateCategory = adminCategory.extend({
  /** Sort order in the pickers (smaller first, then the name). */
  position: z.number().int(),
});
export type TemplateCategory = z.infer<typeof templateCategory>;
export const templateCategoryListResponse = listEnvelope(templateCategory);
export const templateCategoryResponse = itemEnvelope(templateCategory);

const position = z
  .number({ error: 'The position must be a whole number.' })
  .int('The position must be a whole number.')
  .min(0, 'The position must be 0 or more.')
  .max(10_000, 'The position may be at most 10000.');

export const createTemplateCategoryBody = adminCategoryBody.extend({ position: position.default(0) });
export type CreateTemplateCategoryBody = z.input<typeof createTemplateCategoryBody>;

export const updateTemplateCategoryBody = adminCategoryBody
  .extend({ position })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateTemplateCategoryBody = z.input<typeof updateTemplateCategoryBody>;

// ---------------------------------------------------------------------------------------------
// Templates (admin)

export const templateListQuery = adminTemplateListQuery.extend({
  sort: z.enum(['name', 'updated_at', 'created_at']).default('updated_at'),
});
export type TemplateListQuery = z.infer<typeof templateListQuery>;

export const templateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  category: templateCategoryRef,
  published: z.boolean(),
  published_at: z.string().nullable(),
  /** The backing site: its pages are managed under `/landings/{landing_id}/pages`. */
  landing_id: z.number().int(),
  pages_count: z.number().int().nonnegative(),
  /** The page the template's preview opens on; null while it has none. */
  home_page_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;
export const templateListResponse = listEnvelope(templateSummary);
export const templateResponse = itemEnvelope(templateSummary);

export const createTemplateBody = z
  .object({
    name: templateName,
    category_id: templateCategoryId,
    description: templateDescription.default(''),
    thumbnail_url: thumbnailUrl.default(null),
    /** What the backing site starts as: a blank home page, or one of the built-in sample sites. */
    start_from: landingTemplate.default('blank'),
  })
  .strict();
export type CreateTemplateBody = z.input<typeof createTemplateBody>;

export const updateTemplateBody = z
  .object({
    name: templateName,
    category_id: templateCategoryId,
    description: templateDescription,
    thumbnail_url: thumbnailUrl,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateTemplateBody = z.input<typeof updateTemplateBody>;

/** `POST /admin-templates/{id}/preview-link`: a page of the template, its home page when left out. */
export const templatePreviewLinkBody = z
  .object({ page_id: idField('Choose a page.').optional() })
  .strict()
  .nullish();
export type TemplatePreviewLinkBody = z.input<typeof templatePreviewLinkBody>;

// ---------------------------------------------------------------------------------------------
// The catalogue agencies start websites from: the shared catalogue (template-catalogue.ts:
// `catalogueQuery`, `catalogueCategoriesResponse`), its items with a picture and a page count.

export const templateCatalogueItem = catalogueItem.extend({
  thumbnail_url: z.string().nullable(),
  pages_count: z.number().int().nonnegative(),
});
export type TemplateCatalogueItem = z.infer<typeof templateCatalogueItem>;
export const templateCatalogueResponse = listEnvelope(templateCatalogueItem);

// ---------------------------------------------------------------------------------------------
// Endpoints

const templateKind = {
  base: '/admin-templates',
  noun: 'template',
  listQuery: templateListQuery,
  summary: templateSummary,
  detail: templateSummary,
  createBody: createTemplateBody,
  updateBody: updateTemplateBody,
  publishResponse: templateResponse,
  notes: {
    create:
      'Body `{ name, category_id, description?, thumbnail_url?, start_from? }`: the template and its backing site, blank or one of the built-in sample sites.',
    update: 'Name, category, description and thumbnail; the backing site keeps the name and description.',
    publish: 'Answers the template. Agencies see it while its category is published too.',
  },
} as const;

/**
 * SPEC §2/§4/§7 admin templates: the design-record calls (a template's pages, menus and design are
 * edited through the site calls on its backing site, `landing_id`), its preview link and
 * categories for admins, and the published catalogue (`/templates`) for whoever may create
 * websites; a website is made from one with `POST /landings` and `template_id`.
 */
export const templateEndpoints = {
  ...designRecordEndpoints(templateKind),
  previewLink: endpoint({
    method: 'POST',
    path: '/admin-templates/:id/preview-link',
    params: idParams,
    body: templatePreviewLinkBody,
    responses: { 200: previewLinkResponse },
    // Admins preview any template; everyone else only what agencies may start a website from.
    access: anySignedIn,
    summary:
      "A signed link showing a page of a template (its home page unless `page_id` says) on the template site's own host",
  }),
  categories: categoryEndpoints({
    base: templateKind.base,
    listQuery: templateCategoryListQuery,
    category: templateCategory,
    createBody: createTemplateCategoryBody,
    updateBody: updateTemplateCategoryBody,
    publishResponse: templateCategoryResponse,
  }),
  catalogue: catalogueEndpoints(
    '/templates',
    templateCatalogueItem,
    forRoles(['Agency', 'AgencyUser'], { kind: 'platform' }),
  ),
};

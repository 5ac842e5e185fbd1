import { z } from 'zod';
import { anySignedIn, designRecordEndpoints, recordUpdateBody } from './design-records.ts';
import { endpoint, forRoles } from './endpoint.ts';
import { idParams, itemEnvelope } from './envelopes.ts';
import { idField } from './inputs.ts';
import { previewLinkResponse } from './pages.ts';
import {
  adminCategory,
  adminCategoryBody,
  adminCategoryListQuery,
  adminTemplateListQuery,
  catalogueItem,
  categoryMessages,
  templateBodies,
  templateKindEndpoints,
  templateSummaryFields,
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
  pageUnknown: 'This page is not part of the template.',
  noPages: 'This template has no pages yet.',
} as const;

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

const position = z
  .number({ error: 'The position must be a whole number.' })
  .int('The position must be a whole number.')
  .min(0, 'The position must be 0 or more.')
  .max(10_000, 'The position may be at most 10000.');

export const createTemplateCategoryBody = adminCategoryBody.extend({ position: position.default(0) });
export type CreateTemplateCategoryBody = z.input<typeof createTemplateCategoryBody>;

export const updateTemplateCategoryBody = recordUpdateBody({ ...adminCategoryBody.shape, position });
export type UpdateTemplateCategoryBody = z.input<typeof updateTemplateCategoryBody>;

// ---------------------------------------------------------------------------------------------
// Templates (admin)

// The list query is the shared `adminTemplateListQuery` (template-catalogue.ts).

export const templateSummary = z.object({
  id: z.number().int(),
  ...templateSummaryFields,
  thumbnail_url: z.string().nullable(),
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

/** A new template's backing site starts as a blank home page, or one of the built-in sample sites. */
export const { create: createTemplateBody, update: updateTemplateBody } = templateBodies(
  { thumbnail_url: thumbnailUrl },
  { thumbnail_url: thumbnailUrl.default(null) },
);
export type CreateTemplateBody = z.input<typeof createTemplateBody>;
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

// ---------------------------------------------------------------------------------------------
// Endpoints

/**
 * SPEC §2/§4/§7 admin templates: the design-record calls (a template's pages, menus and design are
 * edited through the site calls on its backing site, `landing_id`), its preview link and
 * categories for admins, and the published catalogue (`/templates`) for whoever may create
 * websites; a website is made from one with `POST /landings` and `template_id`.
 */
export const templateEndpoints = templateKindEndpoints(
  {
    ...designRecordEndpoints({
      base: '/admin-templates',
      noun: 'template',
      listQuery: adminTemplateListQuery,
      summary: templateSummary,
      detail: templateSummary,
      createBody: createTemplateBody,
      updateBody: updateTemplateBody,
      publishResponse: itemEnvelope(templateSummary),
      notes: {
        create:
          'Body `{ name, category_id, description?, thumbnail_url?, start_from? }`: the template and its backing site, blank or one of the built-in sample sites.',
        update: 'Name, category, description and thumbnail; the backing site keeps the name and description.',
        publish: 'Answers the template. Agencies see it while its category is published too.',
      },
    }),
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
  },
  {
    path: '/templates',
    item: templateCatalogueItem,
    access: forRoles(['Agency', 'AgencyUser'], { kind: 'platform' }),
  },
  {
    listQuery: templateCategoryListQuery,
    category: templateCategory,
    createBody: createTemplateCategoryBody,
    updateBody: updateTemplateCategoryBody,
    publishResponse: itemEnvelope(templateCategory),
  },
);

import { z } from 'zod';
import { idParams, itemEnvelope, listEnvelope, pageQuery, recordId } from './envelopes.ts';
import { landingTemplate } from './landings.ts';

/**
 * SPEC §1/§2/§4/§7 admin templates: whole websites admins build once and publish, sorted into
 * categories, from which agencies start new websites. A template is backed by a site of its own
 * (`landing_id`, only admins see it) whose pages, menus and design are edited through the
 * ordinary site routes (`/landings/{landingId}/pages…`, the page editor, `/landings/{id}/menus`).
 * Admins manage templates under `/admin-templates`; agencies browse the published ones under
 * `/templates` and create a website from one with `POST /landings` and `template_id`.
 */

export const TEMPLATE_MESSAGES = {
  categoryNameTaken: 'Another template category already has this name.',
  categoryUnknown: 'Choose one of the categories.',
  categoryNotEmpty: (count: number) =>
    `This category still holds ${count === 1 ? 'one template' : `${count} templates`}. Move them to another category or delete them first.`,
  templateUnavailable: 'This template is not available. Choose another one.',
  pageUnknown: 'This page is not part of the template.',
  noPages: 'This template has no pages yet.',
} as const;

export const templateIdParams = idParams;

const templateName = z
  .string()
  .trim()
  .min(1, 'The name field is required.')
  .max(120, 'The name may have at most 120 characters.');
const templateDescription = z.string().trim().max(500, 'The description may have at most 500 characters.');
/** A picture of the template for the pickers: an http(s) URL or a path on the app (`/…`); null for none. */
const thumbnailUrl = z
  .string()
  .trim()
  .max(2048, 'The address may have at most 2048 characters.')
  .refine(
    (value) => /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value),
    'The thumbnail must be an http(s) address or a path starting with /.',
  )
  .nullable();

/** `?published=true|false`: only published (true) or only unpublished (false); both when left out. */
const publishedFilter = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** `POST …/publish` of a category or a template: the state wanted, published unless said. */
export const templatePublishBody = z
  .object({ published: z.boolean().default(true) })
  .strict()
  // No body at all is a plain "publish".
  .nullish();
export type TemplatePublishBody = z.input<typeof templatePublishBody>;

// ---------------------------------------------------------------------------------------------
// Categories

export const templateCategoryListQuery = pageQuery.extend({
  sort: z.enum(['position', 'name', 'created_at', 'updated_at']).default('position'),
  order: z.enum(['asc', 'desc']).default('asc'),
  published: publishedFilter,
});
export type TemplateCategoryListQuery = z.infer<typeof templateCategoryListQuery>;

export const templateCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Agencies see a category's published templates only while the category is published too. */
  published: z.boolean(),
  /** Sort order in the pickers (smaller first, then the name). */
  position: z.number().int(),
  /** Templates in the category, published or not. */
  templates_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateCategory = z.infer<typeof templateCategory>;
export const templateCategoryListResponse = listEnvelope(templateCategory);
export const templateCategoryResponse = itemEnvelope(templateCategory);

const categoryName = z
  .string()
  .trim()
  .min(1, 'The name field is required.')
  .max(80, 'The name may have at most 80 characters.');
const position = z
  .number({ error: 'The position must be a whole number.' })
  .int('The position must be a whole number.')
  .min(0, 'The position must be 0 or more.')
  .max(10_000, 'The position may be at most 10000.');

export const createTemplateCategoryBody = z
  .object({ name: categoryName, position: position.default(0) })
  .strict();
export type CreateTemplateCategoryBody = z.input<typeof createTemplateCategoryBody>;

export const updateTemplateCategoryBody = z
  .object({ name: categoryName, position })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateTemplateCategoryBody = z.input<typeof updateTemplateCategoryBody>;

// ---------------------------------------------------------------------------------------------
// Templates (admin)

export const templateListQuery = pageQuery.extend({
  category_id: recordId.optional(),
  published: publishedFilter,
  sort: z.enum(['name', 'updated_at', 'created_at']).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TemplateListQuery = z.infer<typeof templateListQuery>;

const categoryRef = z.object({ id: z.number().int(), name: z.string(), published: z.boolean() });

export const templateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  category: categoryRef,
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
    category_id: z.number({ error: 'Choose a category.' }).int().positive('Choose a category.'),
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
    category_id: z.number({ error: 'Choose a category.' }).int().positive('Choose a category.'),
    description: templateDescription,
    thumbnail_url: thumbnailUrl,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateTemplateBody = z.input<typeof updateTemplateBody>;

/** `POST /admin-templates/{id}/preview-link`: a page of the template, its home page when left out. */
export const templatePreviewLinkBody = z
  .object({ page_id: z.number({ error: 'Choose a page.' }).int().positive('Choose a page.').optional() })
  .strict()
  .nullish();
export type TemplatePreviewLinkBody = z.input<typeof templatePreviewLinkBody>;

// ---------------------------------------------------------------------------------------------
// The catalogue agencies start websites from

export const templateCatalogueQuery = pageQuery.extend({
  category_id: recordId.optional(),
  sort: z.enum(['name', 'published_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TemplateCatalogueQuery = z.infer<typeof templateCatalogueQuery>;

/** A published template as agencies see it. */
export const templateCatalogueItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  pages_count: z.number().int().nonnegative(),
  published_at: z.string(),
});
export type TemplateCatalogueItem = z.infer<typeof templateCatalogueItem>;
export const templateCatalogueResponse = listEnvelope(templateCatalogueItem);

/** Published categories holding at least one published template: the catalogue's filter. */
export const templateCatalogueCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  templates_count: z.number().int().nonnegative(),
});
export type TemplateCatalogueCategory = z.infer<typeof templateCatalogueCategory>;
export const templateCatalogueCategoriesResponse = itemEnvelope(z.array(templateCatalogueCategory));

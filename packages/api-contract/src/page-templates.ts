import { z } from 'zod';
import { idParams, itemEnvelope, listEnvelope, pageQuery, recordId } from './envelopes.ts';
import { landingTemplate } from './landings.ts';

/**
 * SPEC §1/§2/§7 admin page templates: page designs admins build once (in the full-screen editor)
 * and publish, sorted into categories, from which agencies start new pages. Admins manage them
 * under `/admin-page-templates`; agencies browse the published ones under `/page-templates`.
 */

export const PAGE_TEMPLATE_MESSAGES = {
  categoryNameTaken: 'Another category already has this name.',
  categoryUnknown: 'Choose one of the categories.',
  categoryNotEmpty: (count: number) =>
    `This category still holds ${count === 1 ? 'one page template' : `${count} page templates`}. Move them to another category or delete them first.`,
  templateUnavailable: 'This page template is not available. Choose another one.',
} as const;

export const pageTemplateIdParams = idParams;

const templateName = z
  .string()
  .trim()
  .min(1, 'The name field is required.')
  .max(120, 'The name may have at most 120 characters.');
const templateDescription = z.string().trim().max(500, 'The description may have at most 500 characters.');

/** `?published=true|false`: only published (true) or only unpublished (false); both when left out. */
const publishedFilter = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

// ---------------------------------------------------------------------------------------------
// Categories

export const pageTemplateCategoryListQuery = pageQuery.extend({
  sort: z.enum(['name', 'created_at', 'updated_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  published: publishedFilter,
});
export type PageTemplateCategoryListQuery = z.infer<typeof pageTemplateCategoryListQuery>;

export const pageTemplateCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Agencies see a category's published templates only while the category is published too. */
  published: z.boolean(),
  /** Templates in the category, published or not. */
  templates_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PageTemplateCategory = z.infer<typeof pageTemplateCategory>;
export const pageTemplateCategoryListResponse = listEnvelope(pageTemplateCategory);
export const pageTemplateCategoryResponse = itemEnvelope(pageTemplateCategory);

export const pageTemplateCategoryBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'The name field is required.')
      .max(80, 'The name may have at most 80 characters.'),
  })
  .strict();
export type PageTemplateCategoryBody = z.input<typeof pageTemplateCategoryBody>;

/**
 * `POST …/publish` of a category or a template: the state wanted, published unless said. For a
 * template, publishing again publishes its current draft.
 */
export const publishStateBody = z
  .object({ published: z.boolean().default(true) })
  .strict()
  // No body at all is a plain "publish".
  .nullish();
export type PublishStateBody = z.input<typeof publishStateBody>;

// ---------------------------------------------------------------------------------------------
// Templates (admin)

export const pageTemplateListQuery = pageQuery.extend({
  category_id: recordId.optional(),
  published: publishedFilter,
  sort: z.enum(['name', 'created_at', 'updated_at']).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PageTemplateListQuery = z.infer<typeof pageTemplateListQuery>;

const categoryRef = z.object({ id: z.number().int(), name: z.string(), published: z.boolean() });

export const pageTemplateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: categoryRef,
  published: z.boolean(),
  published_at: z.string().nullable(),
  /** Published, and the draft was changed since: agencies still get the published copy. */
  has_unpublished_changes: z.boolean(),
  /** The draft's version: what the next `PUT /admin-page-templates/{id}/design` must name. */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
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
    category_id: z.number({ error: 'Choose a category.' }).int().positive('Choose a category.'),
    description: templateDescription.default(''),
    /** What the design starts as: an empty page, or a copy of one of the sample pages. */
    start_from: landingTemplate.default('blank'),
  })
  .strict();
export type CreatePageTemplateBody = z.input<typeof createPageTemplateBody>;

export const updatePageTemplateBody = z
  .object({
    name: templateName,
    category_id: z.number().int().positive('Choose a category.'),
    description: templateDescription,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdatePageTemplateBody = z.input<typeof updatePageTemplateBody>;

// ---------------------------------------------------------------------------------------------
// The catalogue agencies start pages from

export const pageTemplateCatalogueQuery = pageQuery.extend({
  category_id: recordId.optional(),
  sort: z.enum(['name', 'published_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type PageTemplateCatalogueQuery = z.infer<typeof pageTemplateCatalogueQuery>;

/** A published template as agencies see it: what was published, nothing of the draft. */
export const pageTemplateCatalogueItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  published_at: z.string(),
});
export type PageTemplateCatalogueItem = z.infer<typeof pageTemplateCatalogueItem>;
export const pageTemplateCatalogueResponse = listEnvelope(pageTemplateCatalogueItem);

/** Published categories holding at least one published template: the catalogue's filter. */
export const pageTemplateCatalogueCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  templates_count: z.number().int().nonnegative(),
});
export type PageTemplateCatalogueCategory = z.infer<typeof pageTemplateCatalogueCategory>;
export const pageTemplateCatalogueCategoriesResponse = itemEnvelope(z.array(pageTemplateCatalogueCategory));

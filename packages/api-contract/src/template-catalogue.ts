import { z } from 'zod';
import { itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { idField, recordId } from './inputs.ts';

/**
 * What the two admin template areas have in common: admin page templates (`page-templates.ts`)
 * and admin site templates (`templates.ts`). Both file their templates under categories admins
 * manage and publish, both publish with the same body, and agencies browse both as a published
 * catalogue with the same query and category filter. An area extends these where it has more
 * (site templates: a category `position`, a thumbnail, a page count).
 */

/** "one page template", "3 page templates": how many templates of an area, in words. */
export function countOf(count: number, noun: string): string {
  return count === 1 ? `one ${noun}` : `${count} ${noun}s`;
}

/** The category messages of an area whose templates are called `noun` ("page template"). */
export function categoryMessages(noun: string, nameTaken: string) {
  return {
    categoryNameTaken: nameTaken,
    categoryUnknown: 'Choose one of the categories.',
    categoryNotEmpty: (count: number) =>
      `This category still holds ${countOf(count, noun)}. Move them to another category or delete them first.`,
  } as const;
}
export type CategoryMessages = ReturnType<typeof categoryMessages>;

/** `?published=true|false`: only published (true) or only unpublished (false); both when left out. */
export const publishedFilter = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/**
 * `POST …/publish` of a category or a template: the state wanted, published unless said. For a
 * page template, publishing again publishes its current draft.
 */
export const publishStateBody = z
  .object({ published: z.boolean().default(true) })
  .strict()
  // No body at all is a plain "publish".
  .nullish();
export type PublishStateBody = z.input<typeof publishStateBody>;

/** A template's name and description, as both areas take them. */
export const templateName = z
  .string()
  .trim()
  .min(1, 'The name field is required.')
  .max(120, 'The name may have at most 120 characters.');
export const templateDescription = z
  .string()
  .trim()
  .max(500, 'The description may have at most 500 characters.');

/** The category a template names on create: a positive id. */
export const templateCategoryId = idField('Choose a category.');

/** A template's category as its summary names it. */
export const templateCategoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  published: z.boolean(),
});

/** The admins' list of templates: search, category, published or not, sorted and paged. */
export const adminTemplateListQuery = pageQuery.extend({
  category_id: recordId.optional(),
  published: publishedFilter,
  sort: z.enum(['name', 'created_at', 'updated_at']).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminTemplateListQuery = z.infer<typeof adminTemplateListQuery>;

// ---------------------------------------------------------------------------------------------
// Categories, as admins manage them

export const adminCategoryListQuery = pageQuery.extend({
  sort: z.enum(['name', 'created_at', 'updated_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  published: publishedFilter,
});
export type AdminCategoryListQuery = z.infer<typeof adminCategoryListQuery>;

export const adminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Agencies see a category's published templates only while the category is published too. */
  published: z.boolean(),
  /** Templates in the category, published or not. */
  templates_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryListResponse = listEnvelope(adminCategory);
export const adminCategoryResponse = itemEnvelope(adminCategory);

/** Create or rename a category. */
export const adminCategoryBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'The name field is required.')
      .max(80, 'The name may have at most 80 characters.'),
  })
  .strict();
export type AdminCategoryBody = z.input<typeof adminCategoryBody>;

// ---------------------------------------------------------------------------------------------
// The published catalogue agencies browse

export const catalogueQuery = pageQuery.extend({
  category_id: recordId.optional(),
  sort: z.enum(['name', 'published_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type CatalogueQuery = z.infer<typeof catalogueQuery>;

/** A published template as agencies see it: what was published, nothing of a draft. */
export const catalogueItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  published_at: z.string(),
});
export type CatalogueItem = z.infer<typeof catalogueItem>;

/** Published categories holding at least one published template: the catalogue's filter. */
export const catalogueCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  templates_count: z.number().int().nonnegative(),
});
export type CatalogueCategory = z.infer<typeof catalogueCategory>;
export const catalogueCategoriesResponse = itemEnvelope(z.array(catalogueCategory));

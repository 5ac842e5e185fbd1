import { z } from 'zod';
import {
  adminsOnOne,
  type ListQuerySchema,
  platformAdmins,
  publishEndpoint,
  publishedFilter,
  publishedListQuery,
  recordBodies,
  recordDescription,
  recordListQuery,
  recordName,
  removeEndpoint,
} from './design-records.ts';
import { endpoint, type SignedInAccess } from './endpoint.ts';
import { actionResult, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { idField, recordId } from './inputs.ts';
import { landingTemplate } from './landings.ts';

/**
 * What the two design-record kinds filed under categories have in common: admin page templates
 * (`page-templates.ts`) and admin site templates (`templates.ts`). Both file their templates under
 * categories admins manage and publish, and agencies browse both as a published catalogue with the
 * same query and category filter. An area extends these where it has more (site templates: a
 * category `position`, a thumbnail, a page count).
 */

/** "one page template", "3 page templates": how many templates of an area, in words. */
export function countOf(count: number, noun: string): string {
  return count === 1 ? `one ${noun}` : `${count} ${noun}s`;
}

/** The messages of an area whose templates are called `noun` ("page template"). */
export function categoryMessages(noun: string, nameTaken: string) {
  return {
    categoryNameTaken: nameTaken,
    categoryUnknown: 'Choose one of the categories.',
    categoryNotEmpty: (count: number) =>
      `This category still holds ${countOf(count, noun)}. Move them to another category or delete them first.`,
    templateUnavailable: `This ${noun} is not available. Choose another one.`,
  } as const;
}
export type CategoryMessages = ReturnType<typeof categoryMessages>;

/** A template's name and description, as both areas take them. */
export const templateName = recordName('name');
export const templateDescription = recordDescription(500);

/** The category a template names on create: a positive id. */
export const templateCategoryId = idField('Choose a category.');

/** A template's category as its summary names it. */
export const templateCategoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  published: z.boolean(),
});

/** A template's own fields in an admins' summary (each area adds its own). */
export const templateSummaryFields = {
  name: z.string(),
  description: z.string(),
  category: templateCategoryRef,
};

/**
 * A template's create and update bodies: the fields admins set in both areas and the area's `own`;
 * a new one starts as `start_from` (blank, or a sample), its description empty unless given.
 */
export function templateBodies<const S extends z.ZodRawShape, const C extends z.ZodRawShape>(
  own: S,
  onCreate: C,
) {
  return recordBodies(
    { name: templateName, category_id: templateCategoryId, description: templateDescription, ...own },
    {
      description: templateDescription.default(''),
      ...onCreate,
      start_from: landingTemplate.default('blank'),
    },
  );
}

/** The admins' list of templates: search, category, published or not, sorted and paged. */
export const adminTemplateListQuery = recordListQuery('name', { category_id: recordId.optional() });
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

/** What a kind's categories are: the shared kind above, unless the kind has fields of its own. */
interface CategorySchemas {
  listQuery: ListQuerySchema;
  category: z.ZodType;
  createBody: z.ZodType;
  updateBody: z.ZodType;
  /** What publishing a category answers: a message, or the category as it now is. */
  publishResponse: z.ZodType;
}

const sharedCategories = {
  listQuery: adminCategoryListQuery,
  category: adminCategory,
  createBody: adminCategoryBody,
  updateBody: adminCategoryBody,
  publishResponse: actionResult,
} satisfies CategorySchemas;

/** The five category calls of a kind filed under categories (under `{base}/categories`), admins only. */
function categoryEndpoints<const Base extends string, C extends CategorySchemas = typeof sharedCategories>(
  base: Base,
  // The default is the shared kind, which is what `C` defaults to.
  schemas: C = sharedCategories as unknown as C,
) {
  const all = `${base}/categories` as const;
  const one = `${all}/:id` as const;
  const categoryResponse = itemEnvelope(schemas.category);
  return {
    list: endpoint({
      method: 'GET',
      path: all,
      query: schemas.listQuery,
      responses: { 200: listEnvelope(schemas.category) },
      access: platformAdmins,
      summary: 'A page of the categories, each with how many templates it holds',
    }),
    create: endpoint({
      method: 'POST',
      path: all,
      body: schemas.createBody,
      responses: { 201: categoryResponse },
      access: platformAdmins,
      summary: 'Creates a category, unpublished',
      notes: 'A name another category has, whatever its case, is 422.',
    }),
    update: adminsOnOne({
      method: 'PUT',
      path: one,
      body: schemas.updateBody,
      responses: { 200: categoryResponse },
      summary: 'Renames a category',
    }),
    remove: removeEndpoint(
      one,
      'Deletes an empty category',
      'One that still holds templates is 409, naming how many: move or delete them first.',
    ),
    publish: publishEndpoint(
      one,
      schemas.publishResponse,
      'Publishes a category (`{ published: false }` unpublishes it)',
      'Agencies see a published template only while its category is published too.',
    ),
  };
}

/** Any kind's category calls, their schemas widened. */
export type CategoryEndpoints = ReturnType<typeof categoryEndpoints<string, CategorySchemas>>;

// ---------------------------------------------------------------------------------------------
// The published catalogue agencies browse

export const catalogueQuery = publishedListQuery('name', { category_id: recordId.optional() });
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

/**
 * The published catalogue agencies start from, at `path`: published templates in published
 * categories as they were published (`item`), and the categories that hold any.
 */
function catalogueEndpoints<const P extends string, const I extends z.ZodType>(
  path: P,
  item: I,
  access: SignedInAccess,
) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      query: catalogueQuery,
      responses: { 200: listEnvelope(item) },
      access,
      summary: 'A page of the published catalogue: search, category, sort, paging',
    }),
    categories: endpoint({
      method: 'GET',
      path: `${path}/categories`,
      responses: { 200: catalogueCategoriesResponse },
      access,
      summary: "The catalogue's category filter: published categories holding published templates",
    }),
  };
}

/**
 * Every call of a kind filed under categories: its design-record calls (`records`), then its
 * categories under `{base}/categories` and its published catalogue at `catalogue.path`, the shared
 * kinds (categories as `adminCategory`, items as `catalogueItem`) unless it has its own.
 */
export function templateKindEndpoints<
  const R extends { list: { path: string } },
  const P extends string,
  I extends z.ZodType = typeof catalogueItem,
  C extends CategorySchemas = typeof sharedCategories,
>(records: R, catalogue: { path: P; access: SignedInAccess; item?: I }, categories?: C) {
  return {
    ...records,
    categories: categoryEndpoints(records.list.path, categories),
    // The default is the shared item, which is what `I` defaults to.
    catalogue: catalogueEndpoints(
      catalogue.path,
      catalogue.item ?? (catalogueItem as unknown as I),
      catalogue.access,
    ),
  };
}

/** Any kind's catalogue calls, its items' schema widened. */
export type CatalogueEndpoints = ReturnType<typeof catalogueEndpoints<string, z.ZodType>>;

import { z } from 'zod';
import { saveDesignBody, saveDesignResponse } from './designs.ts';
import { editorDataResponse } from './editor-data.ts';
import { endpoint, forRoles, type SignedInAccess } from './endpoint.ts';
import { actionResult, idParams, itemEnvelope, listEnvelope } from './envelopes.ts';
import { previewLinkResponse } from './pages.ts';
import { roles } from './roles.ts';
import { catalogueCategoriesResponse, catalogueQuery, publishStateBody } from './template-catalogue.ts';

/**
 * Design records: what admins design once for the whole platform and publish (courses, order
 * pages, blocks, page templates, site templates; podcast episodes and commerce order pages next).
 * Each kind is one record type with a name, draft and published states, publish, clone and delete,
 * and, where it holds a page document, a design saved like every design, its editor data and a
 * preview link. A kind declares its endpoints with these factories, over its own base path and
 * schemas; the server serves them with `modules/design-records`, the web app calls them with
 * `api/design-records.ts`. Kinds filed under categories (page templates, site templates) add the
 * category calls and the published catalogue agencies browse (their schemas: template-catalogue.ts).
 */

/** Who manages design records: admins, on records no tenant owns. */
export const platformAdmins = forRoles(['Admin'], { kind: 'platform' });

/** Every signed-in caller, on records no tenant owns (previews of what agencies may start from). */
export const anySignedIn = forRoles(roles, { kind: 'platform' });

/** A design record's name (or a course's title) as every kind takes it: 1 to 120 characters. */
export function recordName(field: 'name' | 'title') {
  return z
    .string()
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(120, `The ${field} may have at most 120 characters.`);
}

/** A record's description: at most `max` characters. */
export function recordDescription(max: number) {
  return z.string().trim().max(max, `The description may have at most ${max} characters.`);
}

/** A kind as its declarations name it: where its routes are and what its schemas are. */
export interface DesignRecordDeclaration<
  Base extends string = string,
  Query extends ListQuerySchema = ListQuerySchema,
  Summary extends z.ZodType = z.ZodType,
  Detail extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  UpdateAnswer extends z.ZodType | undefined = z.ZodType | undefined,
  PublishAnswer extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** `/admin-courses`: the admins' routes of the kind. */
  base: Base;
  /** "course": how the route table names one record. */
  noun: string;
  listQuery: Query;
  /** One record as the list shows it. */
  summary: Summary;
  /** One record as it is read, created and cloned (with its draft document where it has one). */
  detail: Detail;
  createBody: Create;
  updateBody: Update;
  /** What `PUT {base}/{id}` answers when not the detail (order pages: a design save too). */
  updateResponse?: UpdateAnswer;
  /** What publishing answers when not a message (site templates: the template). */
  publishResponse?: PublishAnswer;
  /** docs/api.md's words for the kind's create, update and publish calls. */
  notes?: { create?: string; update?: string; publish?: string };
}

/** A list's query: paged like every list (docs/api.md "Lists"), with the kind's own filters. */
type ListQuerySchema = z.ZodType<{ page: number; per_page: number }>;

/** The calls every kind has: list, create, read, update, publish, clone and delete. */
export function designRecordEndpoints<
  const Base extends string,
  Query extends ListQuerySchema,
  Summary extends z.ZodType,
  Detail extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  UpdateAnswer extends z.ZodType | undefined = undefined,
  PublishAnswer extends z.ZodType | undefined = undefined,
>(kind: DesignRecordDeclaration<Base, Query, Summary, Detail, Create, Update, UpdateAnswer, PublishAnswer>) {
  const one = `${kind.base}/:id` as const;
  const { noun } = kind;
  const detailResponse = itemEnvelope(kind.detail);
  return {
    list: endpoint({
      method: 'GET',
      path: kind.base,
      query: kind.listQuery,
      responses: { 200: listEnvelope(kind.summary) },
      access: platformAdmins,
      summary: `A page of the ${noun}s: search, filters, sort, paging`,
    }),
    create: endpoint({
      method: 'POST',
      path: kind.base,
      body: kind.createBody,
      responses: { 201: detailResponse },
      access: platformAdmins,
      summary: `Creates an unpublished ${noun}`,
      ...(kind.notes?.create ? { notes: kind.notes.create } : {}),
    }),
    get: endpoint({
      method: 'GET',
      path: one,
      params: idParams,
      responses: { 200: detailResponse },
      access: platformAdmins,
      summary: `One ${noun}`,
    }),
    update: endpoint({
      method: 'PUT',
      path: one,
      params: idParams,
      body: kind.updateBody,
      responses: { 200: kind.updateResponse ?? detailResponse },
      access: platformAdmins,
      summary: `Changes the ${noun}'s details`,
      ...(kind.notes?.update ? { notes: kind.notes.update } : {}),
    }),
    publish: endpoint({
      method: 'POST',
      path: `${one}/publish`,
      params: idParams,
      body: publishStateBody,
      responses: { 200: kind.publishResponse ?? actionResult },
      access: platformAdmins,
      summary: `Publishes the ${noun} (\`{ published: false }\` unpublishes it)`,
      ...(kind.notes?.publish ? { notes: kind.notes.publish } : {}),
    }),
    clone: endpoint({
      method: 'POST',
      path: `${one}/clone`,
      params: idParams,
      responses: { 201: detailResponse },
      access: platformAdmins,
      summary: `A copy of the ${noun}, named "… (copy)", unpublished`,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: one,
      params: idParams,
      responses: { 200: actionResult },
      access: platformAdmins,
      summary: `Deletes the ${noun}`,
    }),
  };
}

/** Any kind's calls, their schemas widened: what code serving or calling every kind takes. */
export type DesignRecordEndpoints = ReturnType<
  typeof designRecordEndpoints<
    string,
    ListQuerySchema,
    z.ZodType,
    z.ZodType,
    z.ZodType,
    z.ZodType,
    z.ZodType | undefined,
    z.ZodType | undefined
  >
>;

/** Where a kind's records are, for the calls on one of them. */
interface RecordPlace<Base extends string> {
  base: Base;
  noun: string;
}

/**
 * `PUT {base}/{id}/design`: the draft document, saved as every design is (the version it was
 * loaded with, 409 when stale, idempotent retries).
 */
export function designSaveEndpoint<const Base extends string>(kind: RecordPlace<Base>) {
  return endpoint({
    method: 'PUT',
    path: `${kind.base}/:id/design`,
    params: idParams,
    body: saveDesignBody,
    responses: { 200: saveDesignResponse },
    access: platformAdmins,
    summary: `Saves the ${kind.noun}'s draft design`,
    notes:
      'Body `{ document, version, idempotency_key? }`; 409 `{ message, current_version }` when the version is stale.',
  });
}

/** `GET {base}/{id}/editor-data`: the designer's shared state for a record of the platform. */
export function editorDataEndpoint<const Base extends string>(kind: RecordPlace<Base>) {
  return endpoint({
    method: 'GET',
    path: `${kind.base}/:id/editor-data`,
    params: idParams,
    responses: { 200: editorDataResponse },
    access: platformAdmins,
    summary: `The designer's editor data for the ${kind.noun}`,
  });
}

/**
 * `POST {base}/{id}/preview-link`: a signed link showing the record on the preview host; admins
 * see the draft, others (where `access` lets them in) what agencies may see, as published.
 */
export function previewLinkEndpoint<const Base extends string>(
  kind: RecordPlace<Base>,
  access: SignedInAccess = platformAdmins,
) {
  return endpoint({
    method: 'POST',
    path: `${kind.base}/:id/preview-link`,
    params: idParams,
    responses: { 200: previewLinkResponse },
    access,
    summary: `A signed link showing the ${kind.noun} on the preview host, valid for ten minutes`,
  });
}

/** A kind's categories as its declarations name them (the shared ones, or with its own fields). */
export interface CategoryDeclaration<
  Base extends string = string,
  Query extends ListQuerySchema = ListQuerySchema,
  Category extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  PublishAnswer extends z.ZodType = z.ZodType,
> {
  /** The kind's base path: its categories are under `{base}/categories`. */
  base: Base;
  listQuery: Query;
  category: Category;
  createBody: Create;
  updateBody: Update;
  /** What publishing a category answers: a message, or the category as it now is. */
  publishResponse: PublishAnswer;
}

/** The five category calls of a kind filed under categories, admins only. */
export function categoryEndpoints<
  const Base extends string,
  Query extends ListQuerySchema,
  Category extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  PublishAnswer extends z.ZodType,
>(kind: CategoryDeclaration<Base, Query, Category, Create, Update, PublishAnswer>) {
  const all = `${kind.base}/categories` as const;
  const one = `${all}/:id` as const;
  const categoryResponse = itemEnvelope(kind.category);
  return {
    list: endpoint({
      method: 'GET',
      path: all,
      query: kind.listQuery,
      responses: { 200: listEnvelope(kind.category) },
      access: platformAdmins,
      summary: 'A page of the categories, each with how many templates it holds',
    }),
    create: endpoint({
      method: 'POST',
      path: all,
      body: kind.createBody,
      responses: { 201: categoryResponse },
      access: platformAdmins,
      summary: 'Creates a category, unpublished',
      notes: 'A name another category has, whatever its case, is 422.',
    }),
    update: endpoint({
      method: 'PUT',
      path: one,
      params: idParams,
      body: kind.updateBody,
      responses: { 200: categoryResponse },
      access: platformAdmins,
      summary: 'Renames a category',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: one,
      params: idParams,
      responses: { 200: actionResult },
      access: platformAdmins,
      summary: 'Deletes an empty category',
      notes: 'One that still holds templates is 409, naming how many: move or delete them first.',
    }),
    publish: endpoint({
      method: 'POST',
      path: `${one}/publish`,
      params: idParams,
      body: publishStateBody,
      responses: { 200: kind.publishResponse },
      access: platformAdmins,
      summary: 'Publishes a category (`{ published: false }` unpublishes it)',
      notes: 'Agencies see a published template only while its category is published too.',
    }),
  };
}

/** Any kind's category calls, their schemas widened. */
export type CategoryEndpoints = ReturnType<
  typeof categoryEndpoints<string, ListQuerySchema, z.ZodType, z.ZodType, z.ZodType, z.ZodType>
>;

/**
 * The published catalogue agencies start from, at `path`: published templates in published
 * categories as they were published (`item`), and the categories that hold any.
 */
export function catalogueEndpoints<const P extends string, const I extends z.ZodType>(
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

/** Any kind's catalogue calls, its items' schema widened. */
export type CatalogueEndpoints = ReturnType<typeof catalogueEndpoints<string, z.ZodType>>;

/** The calls on the page document of a kind that has one (any kind's). */
export interface DocumentEndpoints {
  /** Absent where the design is saved through the update call (order pages). */
  design?: ReturnType<typeof designSaveEndpoint<string>>;
  editorData: ReturnType<typeof editorDataEndpoint<string>>;
  previewLink: ReturnType<typeof previewLinkEndpoint<string>>;
}

import { z } from 'zod';
import { publishedDraftState, saveDesignBody, saveDesignResponse } from './designs.ts';
import { editorDataResponse } from './editor-data.ts';
import { type EndpointDefinition, endpoint, forRoles, type SignedInAccess } from './endpoint.ts';
import { actionResult, idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { previewLinkResponse } from './pages.ts';
import { roles } from './roles.ts';

/**
 * Design records: what admins design once for the whole platform and publish (courses, order
 * pages, blocks, page templates, site templates; podcast episodes and commerce order pages next).
 * Each kind is one record type with a name, draft and published states, publish, clone and delete,
 * and, where it holds a page document, a design saved like every design, its editor data and a
 * preview link. A kind declares its endpoints with these factories, over its own base path and
 * schemas; the server serves them with `modules/design-records`, the web app calls them with
 * `api/design-records.ts`. Kinds filed under categories (page templates, site templates) add the
 * category calls and the published catalogue agencies browse (template-catalogue.ts).
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

/** `?published=true|false`: only published (true) or only unpublished (false); both when left out. */
export const publishedFilter = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/**
 * `POST …/publish` of a record or a category: the state wanted, published unless said. For a
 * record with a page document, publishing again publishes its current draft.
 */
export const publishStateBody = z
  .object({ published: z.boolean().default(true) })
  .strict()
  // No body at all is a plain "publish".
  .nullish();
export type PublishStateBody = z.input<typeof publishStateBody>;

/**
 * The admins' list of a kind: paged and searched like every list, published or not, the kind's own
 * `filters`, sorted by the record's name (`nameField`) or its dates, the latest change first unless
 * asked otherwise.
 */
export function recordListQuery<const N extends string, F extends z.ZodRawShape>(nameField: N, filters: F) {
  const sort = z.enum([nameField, 'updated_at', 'created_at']);
  return pageQuery.extend({
    published: publishedFilter,
    ...filters,
    // `updated_at` is one of its values; TypeScript cannot see it while `N` is a type parameter.
    sort: sort.default((() => 'updated_at') as Parameters<typeof sort.default>[0]),
    order: z.enum(['asc', 'desc']).default('desc'),
  });
}

/**
 * What agencies browse of a kind: its published records, paged and searched like every list, the
 * kind's own `filters`, by name (`nameField`, A to Z unless asked otherwise) or publication date.
 */
export function publishedListQuery<const N extends string, F extends z.ZodRawShape>(
  nameField: N,
  filters: F,
) {
  const sort = z.enum([nameField, 'published_at']);
  return pageQuery.extend({
    ...filters,
    // As above: `nameField` is one of its values.
    sort: sort.default((() => nameField) as Parameters<typeof sort.default>[0]),
    order: z.enum(['asc', 'desc']).default('asc'),
  });
}

/**
 * A kind with a page document as its calls answer it: `summary`, a record as the list shows it (its
 * id, the kind's `own` fields, the published and draft state), and `detail`, one record as it is
 * read, created and cloned: the summary with its draft page document.
 */
export function documentRecordSchemas<const S extends z.ZodRawShape>(own: S) {
  const summary = z.object({ id: z.number().int(), ...own, ...publishedDraftState });
  return {
    summary,
    detail: summary.extend({
      /** The draft page document (packages/document format, current schemaVersion). */
      document: z.record(z.string(), z.unknown()),
    }),
  };
}

/**
 * A kind's create and update bodies over its `fields`: a new record takes them as `onCreate`
 * changes them (defaults, optional ones, what only a new record takes); an update any of them.
 */
export function recordBodies<const F extends z.ZodRawShape, const C extends z.ZodRawShape>(
  fields: F,
  onCreate: C,
) {
  // Spread, `onCreate` replaces the fields it names; TypeScript types a spread of type parameters as both.
  const created = { ...fields, ...onCreate } as Omit<F, keyof C> & C;
  return { create: z.object(created).strict(), update: recordUpdateBody(fields) };
}

/** A kind's update: any of its `fields`, at least one, and nothing else. */
export function recordUpdateBody<const S extends z.ZodRawShape>(fields: S) {
  return z
    .object(fields)
    .partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
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
export type ListQuerySchema = z.ZodType<{ page: number; per_page: number }>;

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
    get: adminsOnOne({
      method: 'GET',
      path: one,
      responses: { 200: detailResponse },
      summary: `One ${noun}`,
    }),
    update: adminsOnOne({
      method: 'PUT',
      path: one,
      body: kind.updateBody,
      responses: { 200: kind.updateResponse ?? detailResponse },
      summary: `Changes the ${noun}'s details`,
      ...(kind.notes?.update ? { notes: kind.notes.update } : {}),
    }),
    publish: publishEndpoint(
      one,
      kind.publishResponse ?? actionResult,
      `Publishes the ${noun} (\`{ published: false }\` unpublishes it)`,
      kind.notes?.publish,
    ),
    clone: adminsOnOne({
      method: 'POST',
      path: `${one}/clone`,
      responses: { 201: detailResponse },
      summary: `A copy of the ${noun}, named "… (copy)", unpublished`,
    }),
    remove: removeEndpoint(one, `Deletes the ${noun}`),
  };
}

/**
 * A call admins make on one record or category, its id in the path (`{base}/:id…`): what every
 * such call of a kind is, but for the preview link others may ask for too.
 */
export function adminsOnOne<const D extends Omit<EndpointDefinition, 'params' | 'access'>>(definition: D) {
  return endpoint({ ...definition, params: idParams, access: platformAdmins });
}

/** `POST {one}/publish` of a record or a category (`one`: its path), admins only. */
export function publishEndpoint<const P extends string, A extends z.ZodType>(
  one: P,
  answer: A,
  summary: string,
  notes?: string,
) {
  return adminsOnOne({
    method: 'POST',
    path: `${one}/publish`,
    body: publishStateBody,
    responses: { 200: answer },
    summary,
    ...(notes ? { notes } : {}),
  });
}

/** `DELETE {one}` of a record or a category, admins only: the answer says what was deleted. */
export function removeEndpoint<const P extends string>(one: P, summary: string, notes?: string) {
  return adminsOnOne({
    method: 'DELETE',
    path: one,
    responses: { 200: actionResult },
    summary,
    ...(notes ? { notes } : {}),
  });
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
function designSaveEndpoint<const Base extends string>(kind: RecordPlace<Base>) {
  return adminsOnOne({
    method: 'PUT',
    path: `${kind.base}/:id/design`,
    body: saveDesignBody,
    responses: { 200: saveDesignResponse },
    summary: `Saves the ${kind.noun}'s draft design`,
    notes:
      'Body `{ document, version, idempotency_key? }`; 409 `{ message, current_version }` when the version is stale.',
  });
}

/** `GET {base}/{id}/editor-data`: the designer's shared state for a record of the platform. */
export function editorDataEndpoint<const Base extends string>(kind: RecordPlace<Base>) {
  return adminsOnOne({
    method: 'GET',
    path: `${kind.base}/:id/editor-data`,
    responses: { 200: editorDataResponse },
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

/**
 * The calls on the page document of a kind that saves its design on a call of its own: the design
 * save, the designer's editor data and the preview link (`preview`: who may ask for one).
 */
function documentEndpoints<const Base extends string>(
  kind: RecordPlace<Base>,
  preview: SignedInAccess = platformAdmins,
) {
  return {
    design: designSaveEndpoint(kind),
    editorData: editorDataEndpoint(kind),
    previewLink: previewLinkEndpoint(kind, preview),
  };
}

/**
 * Every call of a kind that holds a page document and saves its design on a call of its own
 * (courses, admin blocks, page templates): the design-record calls and the document's.
 */
export function documentRecordEndpoints<const K extends DocumentKindDeclaration>(
  kind: K,
  preview?: SignedInAccess,
) {
  return {
    ...designRecordEndpoints<
      K['base'],
      K['listQuery'],
      K['summary'],
      K['detail'],
      K['createBody'],
      K['updateBody']
    >(kind),
    ...documentEndpoints(kind, preview),
  };
}

/** Such a kind's declaration: its update and publish calls answer as every kind's do. */
type DocumentKindDeclaration = DesignRecordDeclaration & {
  updateResponse?: undefined;
  publishResponse?: undefined;
};

/** The calls on the page document of a kind that has one (any kind's). */
export interface DocumentEndpoints {
  /** Absent where the design is saved through the update call (order pages). */
  design?: ReturnType<typeof designSaveEndpoint<string>>;
  editorData: ReturnType<typeof editorDataEndpoint<string>>;
  previewLink: ReturnType<typeof previewLinkEndpoint<string>>;
}

import {
  type ActionResult,
  type AdminCategory,
  actionResult,
  type CatalogueCategory,
  type CatalogueEndpoints,
  type CatalogueQuery,
  type CategoryEndpoints,
  type DesignRecordEndpoints,
  type DocumentEndpoints,
  type EditorData,
  type PreviewKind,
  type SaveDesignBody,
  type SavedDesign,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { AdminPreviewLoader } from '../../sites/admin-previews.ts';
import type { PreviewShow } from '../../sites/preview-tokens.ts';
import { previewLinkData, type Sites } from '../../sites/runtime.ts';
import type { AuthContext } from '../auth/session.ts';
import { DESIGN_BODY_LIMIT_BYTES } from '../designs/routes.ts';
import type { CategoryQuery, CategoryService } from './categories.ts';

/**
 * The server's half of a design-record kind: its declared calls (packages/api-contract
 * design-records.ts) served from its service. A kind with a page document serves
 * `serveDocumentRecords` (the calls every kind has, and its design, editor data and preview); site
 * templates `serveDesignRecords`; a kind filed under categories `serveCategories` and
 * `serveCatalogue` too.
 */

/** What a kind's routes are given: the database, and the sites runtime its previews render on. */
export type RecordRouteDeps = Pick<AppDeps, 'db'> & { sites: Sites };

/** What a handler gets of a declared input schema. */
type In<S> = S extends z.ZodType ? z.output<S> : never;
/** What an answer of schema `S` is, and what it holds under `data`. */
type Answer<S> = S extends z.ZodType ? z.input<S> : never;
type DataOf<S> = Answer<S> extends { data: infer D } ? D : never;

/** What a kind does for the calls every kind has, in the types its declarations `E` give. */
export interface DesignRecordCalls<E extends DesignRecordEndpoints> {
  list(
    db: Database,
    query: In<E['list']['query']>,
  ): Promise<{ rows: DataOf<E['list']['responses'][200]>; total: number }>;
  create(
    db: Database,
    auth: AuthContext,
    body: In<E['create']['body']>,
  ): Promise<DataOf<E['create']['responses'][201]>>;
  get(db: Database, id: number): Promise<DataOf<E['get']['responses'][200]>>;
  update(
    db: Database,
    id: number,
    body: In<E['update']['body']>,
  ): Promise<DataOf<E['update']['responses'][200]>>;
  /** The answer: a message saying what changed, or what the kind answers instead (the record). */
  publish(db: Database, id: number, published: boolean): Promise<Answer<E['publish']['responses'][200]>>;
  clone(db: Database, auth: AuthContext, id: number): Promise<DataOf<E['clone']['responses'][201]>>;
  /** Deletes the record; the answer's message. */
  remove(db: Database, id: number): Promise<string>;
}

/** The list, create, read, update, publish, clone and delete calls of a kind. */
export function serveDesignRecords<E extends DesignRecordEndpoints>(
  app: FastifyInstance,
  db: Database,
  endpoints: E,
  kindCalls: DesignRecordCalls<NoInfer<E>>,
  options: { updateBodyLimit?: number } = {},
): void {
  // Served as any kind: the declaration's schemas check what comes in and goes out, and the
  // kind's own types were checked against its declarations where it was given (TypeScript
  // cannot follow them through `serve` while they are a type parameter).
  const calls = kindCalls as unknown as DesignRecordCalls<DesignRecordEndpoints>;
  const declared: DesignRecordEndpoints = endpoints;
  serve(app, declared.list, async ({ query }) => listAnswer(await calls.list(db, query), query));
  serve(app, declared.create, async ({ auth, body }) => ({ data: await calls.create(db, auth, body) }));
  serve(app, declared.get, async ({ params }) => ({ data: await calls.get(db, params.id) }));
  serve(
    app,
    declared.update,
    async ({ params, body }) => ({ data: await calls.update(db, params.id, body) }),
    {
      ...(options.updateBodyLimit === undefined ? {} : { bodyLimit: options.updateBodyLimit }),
    },
  );
  serve(app, declared.publish, async ({ params, body }) =>
    calls.publish(db, params.id, body?.published ?? true),
  );
  serve(app, declared.clone, async ({ auth, params }) => ({ data: await calls.clone(db, auth, params.id) }));
  serve(app, declared.remove, async ({ params }) => ({
    success: true as const,
    message: await calls.remove(db, params.id),
  }));
}

/** How a kind with a page document words what its publish and delete calls did. */
interface DocumentWords<Detail, Row> {
  published(record: Detail, published: boolean): string;
  deleted(row: Row): string;
}

/** The service of a kind with a page document, as its calls use it (`documentRecords`). */
interface DocumentStore<Detail, Row> {
  publish(db: Database, id: number, published: boolean): Promise<Detail>;
  remove(db: Database, id: number): Promise<Row>;
}

/** The calls every kind has, from the service of a kind with a page document. */
function documentCalls<Detail, Row, S extends object>(
  store: S & DocumentStore<Detail, Row>,
  words: DocumentWords<Detail, Row>,
) {
  return {
    ...store,
    async publish(db: Database, id: number, published: boolean): Promise<ActionResult> {
      const record = await store.publish(db, id, published);
      return { success: true, message: words.published(record, published) };
    },
    remove: async (db: Database, id: number) => words.deleted(await store.remove(db, id)),
  };
}

/**
 * Every call of a kind with a page document (`serveDesignRecords` and `serveDocumentCalls`) from
 * its service, its publish and delete calls answering in the kind's `words`. A kind that answers
 * an update otherwise (order pages: a design save too) gives its own `update`.
 */
export function serveDocumentRecords<E extends DesignRecordEndpoints & DocumentEndpoints, Detail, Row>(
  app: FastifyInstance,
  deps: RecordRouteDeps,
  endpoints: E,
  store: DocumentCallsStore &
    DocumentStore<Detail, Row> &
    Omit<DesignRecordCalls<NoInfer<E>>, 'publish' | 'remove'>,
  words: DocumentWords<Detail, Row>,
  options: { update?: DesignRecordCalls<NoInfer<E>>['update']; updateBodyLimit?: number } = {},
): void {
  const calls = documentCalls(store, words);
  serveDesignRecords(
    app,
    deps.db,
    endpoints,
    // The store's calls were checked against the declarations above; publish and delete answer messages.
    { ...calls, update: options.update ?? calls.update } as unknown as DesignRecordCalls<E>,
    options.updateBodyLimit === undefined ? {} : { updateBodyLimit: options.updateBodyLimit },
  );
  serveDocumentCalls(app, deps, endpoints, store);
}

/** What those calls use of the kind's service (`documentRecords`). */
interface DocumentCallsStore {
  kind: { previewKind: PreviewKind };
  saveDraft(db: Database, id: number, body: SaveDesignBody): Promise<SavedDesign>;
  editorData(db: Database, id: number, origin: string): Promise<EditorData>;
  previewShowFor(db: Database, auth: AuthContext, id: number): Promise<PreviewShow>;
  loadPreview: AdminPreviewLoader;
}

/**
 * The design save, the designer's editor data and the preview link of a kind with a page
 * document, and its reader on the preview host (`preview.{SITES_DOMAIN}`, never the app's).
 */
function serveDocumentCalls(
  app: FastifyInstance,
  deps: { db: Database; sites: Sites },
  endpoints: DocumentEndpoints,
  store: DocumentCallsStore,
): void {
  const { db, sites } = deps;
  const { previewKind } = store.kind;
  sites.adminPreviews.register(previewKind, store.loadPreview);

  if (endpoints.design) {
    serve(
      app,
      endpoints.design,
      async ({ params, body }) => ({ data: await store.saveDraft(db, params.id, body) }),
      {
        bodyLimit: DESIGN_BODY_LIMIT_BYTES,
      },
    );
  }

  serve(app, endpoints.editorData, async ({ params }) => ({
    data: await store.editorData(db, params.id, sites.previewOrigin()),
  }));

  serve(app, endpoints.previewLink, async ({ auth, params }) => {
    // Admins see any draft; others (where the declaration lets them in) what is published.
    const show = await store.previewShowFor(db, auth, params.id);
    const link = await sites.adminPreviewLink(previewKind, params.id, show);
    return { data: previewLinkData(link) };
  });
}

/**
 * The five category calls of a kind filed under categories. Publishing answers with a message, or
 * with the category as it now is where the declaration says so (site templates).
 */
export function serveCategories<R extends AdminCategory, S extends string, C, U>(
  app: FastifyInstance,
  db: Database,
  endpoints: CategoryEndpoints,
  service: CategoryService<R, S, C, U>,
): void {
  // As in serveDesignRecords: the kind's schemas were checked against its service where it was given.
  const declared = endpoints;
  serve(app, declared.list, async ({ query }) =>
    listAnswer(await service.list(db, query as CategoryQuery<S>), query),
  );
  serve(app, declared.create, async ({ body }) => ({ data: await service.create(db, body as C) }));
  serve(app, declared.update, async ({ params, body }) => ({
    data: await service.update(db, params.id, body as U),
  }));
  serve(app, declared.remove, async ({ params }) => {
    const category = await service.remove(db, params.id);
    return { success: true as const, message: `The category ${category.name} is deleted.` };
  });
  const answersMessage = endpoints.publish.responses[200] === actionResult;
  serve(app, declared.publish, async ({ params, body }) => {
    const published = body?.published ?? true;
    const category = await service.setPublished(db, params.id, published);
    if (!answersMessage) return { data: category };
    return {
      success: true as const,
      message: published
        ? `The category ${category.name} is published: agencies see its published templates.`
        : `The category ${category.name} is no longer published: agencies do not see its templates.`,
    };
  });
}

/** What a kind's published catalogue reads, in the types its declarations `E` give. */
export interface CatalogueCalls<E extends CatalogueEndpoints> {
  list(
    db: Database,
    query: CatalogueQuery,
  ): Promise<{ rows: DataOf<E['list']['responses'][200]>; total: number }>;
  categories(db: Database): Promise<CatalogueCategory[]>;
}

/** The published catalogue of a kind filed under categories, and its category filter. */
export function serveCatalogue<E extends CatalogueEndpoints>(
  app: FastifyInstance,
  db: Database,
  endpoints: E,
  kindCatalogue: CatalogueCalls<NoInfer<E>>,
): void {
  // As in serveDesignRecords: the kind's types were checked where it was given.
  const catalogue = kindCatalogue as unknown as CatalogueCalls<CatalogueEndpoints>;
  const declared: CatalogueEndpoints = endpoints;
  serve(app, declared.list, async ({ query }) => listAnswer(await catalogue.list(db, query), query));
  serve(app, declared.categories, async () => ({ data: await catalogue.categories(db) }));
}

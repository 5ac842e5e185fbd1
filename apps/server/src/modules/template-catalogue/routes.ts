import {
  type AdminCategory,
  actionResult,
  type CatalogueCategory,
  type CatalogueQuery,
  catalogueCategoriesResponse,
  catalogueQuery,
  idParams,
  type ListMeta,
  publishStateBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Access } from '../../lib/access.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { CategoryQuery, CategoryService } from './categories.ts';

/** The zod schemas of an area's category routes (its own where its categories have more fields). */
export interface CategorySchemas<R extends AdminCategory, S extends string, C, U> {
  listQuery: z.ZodType<CategoryQuery<S>, unknown>;
  listResponse: z.ZodType<{ data: R[]; meta: ListMeta }>;
  response: z.ZodType<{ data: R }>;
  createBody: z.ZodType<C, unknown>;
  updateBody: z.ZodType<U, unknown>;
}

/**
 * The five category routes of an admin template area under `prefix` (`/admin-page-templates`,
 * `/admin-templates`): `GET|POST {prefix}/categories`, `PUT|DELETE {prefix}/categories/:id` and
 * `POST {prefix}/categories/:id/publish`. Publishing answers with a message (`'message'`, page
 * templates) or with the category as it now is (`'category'`, site templates).
 */
export function categoryRoutes<R extends AdminCategory, S extends string, C, U>(
  app: FastifyInstance,
  options: {
    db: Database;
    prefix: string;
    access: Access;
    service: CategoryService<R, S, C, U>;
    schemas: CategorySchemas<R, S, C, U>;
    publishAnswer: 'message' | 'category';
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, access, service, schemas } = options;
  const path = `${options.prefix}/categories`;

  api.get(
    path,
    {
      config: { access },
      schema: { querystring: schemas.listQuery, response: { 200: schemas.listResponse } },
    },
    async (request) => listAnswer(await service.list(db, request.query), request.query),
  );

  api.post(
    path,
    { config: { access }, schema: { body: schemas.createBody, response: { 201: schemas.response } } },
    // The body is what `createBody` gave (`C`); the type provider widens it to `unknown`.
    async (request, reply) => reply.status(201).send({ data: await service.create(db, request.body as C) }),
  );

  api.put(
    `${path}/:id`,
    {
      config: { access },
      schema: { params: idParams, body: schemas.updateBody, response: { 200: schemas.response } },
    },
    // The body is what `updateBody` gave (`U`), as above.
    async (request) => ({ data: await service.update(db, request.params.id, request.body as U) }),
  );

  api.delete(
    `${path}/:id`,
    { config: { access }, schema: { params: idParams, response: { 200: actionResult } } },
    async (request) => {
      const category = await service.remove(db, request.params.id);
      return { success: true as const, message: `The category ${category.name} is deleted.` };
    },
  );

  const publish = { params: idParams, body: publishStateBody };
  if (options.publishAnswer === 'category') {
    api.post(
      `${path}/:id/publish`,
      { config: { access }, schema: { ...publish, response: { 200: schemas.response } } },
      async (request) => ({
        data: await service.setPublished(db, request.params.id, request.body?.published ?? true),
      }),
    );
    return;
  }
  api.post(
    `${path}/:id/publish`,
    { config: { access }, schema: { ...publish, response: { 200: actionResult } } },
    async (request) => {
      const published = request.body?.published ?? true;
      const category = await service.setPublished(db, request.params.id, published);
      return {
        success: true as const,
        message: published
          ? `The category ${category.name} is published: agencies see its published templates.`
          : `The category ${category.name} is no longer published: agencies do not see its templates.`,
      };
    },
  );
}

/**
 * The two routes of an area's published catalogue under `path` (`/page-templates`, `/templates`):
 * `GET {path}` (search, category, sort, pages) and `GET {path}/categories` (the filter), for the
 * roles in `access`.
 */
export function catalogueRoutes<I>(
  app: FastifyInstance,
  options: {
    db: Database;
    path: string;
    access: Access;
    /** The list answer: the area's catalogue items. */
    response: z.ZodType<{ data: I[]; meta: ListMeta }>;
    list: (db: Database, query: CatalogueQuery) => Promise<{ rows: I[]; total: number }>;
    categories: (db: Database) => Promise<CatalogueCategory[]>;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, access } = options;

  api.get(
    options.path,
    { config: { access }, schema: { querystring: catalogueQuery, response: { 200: options.response } } },
    async (request) => listAnswer(await options.list(db, request.query), request.query),
  );

  api.get(
    `${options.path}/categories`,
    { config: { access }, schema: { response: { 200: catalogueCategoriesResponse } } },
    async () => ({ data: await options.categories(db) }),
  );
}

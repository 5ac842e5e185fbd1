import {
  actionResult,
  blockDetailResponse,
  blockIdParams,
  blockListQuery,
  blockListResponse,
  createBlockBody,
  renameBlockBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth } from '../../lib/access.ts';
import { listMeta } from '../../lib/pagination.ts';
import { createBlock, deleteBlock, getBlock, listBlocks, renameBlock } from './service.ts';

/** Everyone who designs pages uses the agency's saved blocks. */
const designers = onlyRoles(['Agency', 'AgencyUser', 'WebsiteUser']);

/** A saved section of a large page is well under this. */
const BLOCK_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export async function blockRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'>): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/agency-blocks',
    {
      config: { access: designers },
      schema: { querystring: blockListQuery, response: { 200: blockListResponse } },
    },
    async (request) => {
      const { rows, total } = await listBlocks(db, requireAuth(request.auth), request.query);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.per_page) };
    },
  );

  api.post(
    '/agency-blocks',
    {
      bodyLimit: BLOCK_BODY_LIMIT_BYTES,
      config: { access: designers },
      schema: { body: createBlockBody, response: { 201: blockDetailResponse } },
    },
    async (request, reply) => {
      const block = await createBlock(db, requireAuth(request.auth), request.body);
      return reply.status(201).send({ data: block });
    },
  );

  api.get(
    '/agency-blocks/:id',
    {
      config: { access: designers },
      schema: { params: blockIdParams, response: { 200: blockDetailResponse } },
    },
    async (request) => ({ data: await getBlock(db, requireAuth(request.auth), request.params.id) }),
  );

  api.put(
    '/agency-blocks/:id',
    {
      config: { access: designers },
      schema: { params: blockIdParams, body: renameBlockBody, response: { 200: blockDetailResponse } },
    },
    async (request) => ({
      data: await renameBlock(db, requireAuth(request.auth), request.params.id, request.body),
    }),
  );

  api.delete(
    '/agency-blocks/:id',
    { config: { access: designers }, schema: { params: blockIdParams, response: { 200: actionResult } } },
    async (request) => {
      await deleteBlock(db, requireAuth(request.auth), request.params.id);
      return { success: true as const, message: 'The block is deleted.' };
    },
  );
}

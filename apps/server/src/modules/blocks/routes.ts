import { blockEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import { createBlock, deleteBlock, getBlock, listBlocks, renameBlock } from './service.ts';

/** A saved section of a large page is well under this. */
const BLOCK_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** SPEC §7 agency blocks: the sections and rows an agency saved, for everyone who designs its pages. */
export async function blockRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'>): Promise<void> {
  const { db } = deps;

  serve(app, blockEndpoints.list, async ({ auth, query }) =>
    listAnswer(await listBlocks(db, auth, query), query),
  );

  serve(app, blockEndpoints.create, async ({ auth, body }) => ({ data: await createBlock(db, auth, body) }), {
    bodyLimit: BLOCK_BODY_LIMIT_BYTES,
  });

  serve(app, blockEndpoints.get, async ({ auth, params }) => ({ data: await getBlock(db, auth, params.id) }));

  serve(app, blockEndpoints.rename, async ({ auth, params, body }) => ({
    data: await renameBlock(db, auth, params.id, body),
  }));

  serve(app, blockEndpoints.remove, async ({ auth, params }) => {
    await deleteBlock(db, auth, params.id);
    return { success: true as const, message: 'The block is deleted.' };
  });
}

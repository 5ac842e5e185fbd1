import { statsEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { serve } from '../../lib/endpoints.ts';
import type { Sites } from '../../sites/runtime.ts';
import { resetStats, siteStats } from './service.ts';

/** SPEC §7 Landings: GET /{id}/stats, POST /{id}/stats/reset. */
export async function statsRoutes(app: FastifyInstance, deps: { db: Database; sites: Sites }): Promise<void> {
  const { db, sites } = deps;

  serve(app, statsEndpoints.get, async ({ auth, params, query }) => ({
    data: await siteStats(db, auth, params.id, query, sites),
  }));

  serve(app, statsEndpoints.reset, async ({ auth, params, body }) => {
    const { page_id: pageId, post_id: postId } = body;
    await resetStats(db, auth, params.id, { pageId, postId }, sites);
    const of = pageId !== undefined ? 'page' : postId !== undefined ? 'blog post' : 'site';
    return { success: true as const, message: `The ${of}'s statistics are reset.` };
  });
}

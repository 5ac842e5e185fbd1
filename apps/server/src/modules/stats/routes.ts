import { actionResult, recordId, resetStatsBody, siteStatsResponse, statsQuery } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAuth, siteRoute } from '../../lib/access.ts';
import type { Sites } from '../../sites/runtime.ts';
import { resetStats, siteStats } from './service.ts';

const params = z.object({ id: recordId });

/** SPEC §7 Landings: GET /{id}/stats, POST /{id}/stats/reset. */
export async function statsRoutes(app: FastifyInstance, deps: { db: Database; sites: Sites }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;

  api.get(
    '/landings/:id/stats',
    siteRoute({ params, querystring: statsQuery, response: { 200: siteStatsResponse } }),
    async (request) => ({
      data: await siteStats(db, requireAuth(request.auth), request.params.id, request.query, sites),
    }),
  );

  api.post(
    '/landings/:id/stats/reset',
    siteRoute({ params, body: resetStatsBody, response: { 200: actionResult } }),
    async (request) => {
      const { page_id: pageId, post_id: postId } = request.body;
      await resetStats(db, requireAuth(request.auth), request.params.id, { pageId, postId }, sites);
      const of = pageId !== undefined ? 'page' : postId !== undefined ? 'blog post' : 'site';
      return { success: true as const, message: `The ${of}'s statistics are reset.` };
    },
  );
}

import {
  actionResult,
  addKeywordsBody,
  keywordListQuery,
  keywordListResponse,
  keywordNameParams,
  recordId,
} from '@tessera/api-contract';
import { countOf } from '@tessera/document';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAuth, siteRoute } from '../../lib/access.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import { addKeywords, deleteKeyword, listKeywords } from './service.ts';

const params = z.object({ id: recordId });

const plural = (n: number) => countOf(n, 'keyword');

/**
 * SPEC §7 Landings keywords: GET, POST names, DELETE by name. `generate-keywords` needs the AI
 * client, which does not exist yet.
 */
export async function keywordRoutes(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/landings/:id/keywords',
    siteRoute({ params, querystring: keywordListQuery, response: { 200: keywordListResponse } }),
    siteListHandler((auth, id, query) => listKeywords(db, auth, id, query)),
  );

  api.post(
    '/landings/:id/keywords',
    siteRoute({ params, body: addKeywordsBody, response: { 200: actionResult } }),
    async (request) => {
      const { added, skipped } = await addKeywords(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.body.names,
      );
      const message =
        added.length === 0
          ? `The site already has ${skipped.length === 1 ? 'this keyword' : 'these keywords'}.`
          : `Added ${plural(added.length)}${skipped.length ? ` (${plural(skipped.length)} already there)` : ''}.`;
      return { success: true as const, message };
    },
  );

  api.delete(
    '/landings/:id/keywords/:name',
    siteRoute({ params: keywordNameParams, response: { 200: actionResult } }),
    async (request) => {
      await deleteKeyword(db, requireAuth(request.auth), request.params.id, request.params.name);
      return { success: true as const, message: `The keyword "${request.params.name}" is deleted.` };
    },
  );
}

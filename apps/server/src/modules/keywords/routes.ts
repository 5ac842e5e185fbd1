import { keywordEndpoints } from '@tessera/api-contract';
import { countOf } from '@tessera/document';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { serve } from '../../lib/endpoints.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import { addKeywords, deleteKeyword, listKeywords } from './service.ts';

const plural = (n: number) => countOf(n, 'keyword');

/**
 * SPEC §7 Landings keywords: GET, POST names, DELETE by name. `generate-keywords` needs the AI
 * client, which does not exist yet.
 */
export async function keywordRoutes(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  const { db } = deps;

  serve(
    app,
    keywordEndpoints.list,
    siteListHandler((auth, id, query) => listKeywords(db, auth, id, query)),
  );

  serve(app, keywordEndpoints.add, async ({ auth, params, body }) => {
    const { added, skipped } = await addKeywords(db, auth, params.id, body.names);
    const message =
      added.length === 0
        ? `The site already has ${skipped.length === 1 ? 'this keyword' : 'these keywords'}.`
        : `Added ${plural(added.length)}${skipped.length ? ` (${plural(skipped.length)} already there)` : ''}.`;
    return { success: true as const, message };
  });

  serve(app, keywordEndpoints.remove, async ({ auth, params }) => {
    await deleteKeyword(db, auth, params.id, params.name);
    return { success: true as const, message: `The keyword "${params.name}" is deleted.` };
  });
}

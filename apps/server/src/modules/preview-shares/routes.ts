import { previewShareEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { issueShare, listShares, openShare, revokeShare } from './service.ts';

/** Opening a share link is public; its token is signed, so this only caps scripted hammering. */
const OPEN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Share links of previews: issued, listed and revoked by whoever may preview the record (site
 * roles on their sites' pages and posts, admins on template and admin-blog sites and on admin
 * records), opened by anyone holding one.
 */
export async function previewShareRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'> & { sites: Sites },
): Promise<void> {
  const { db, sites } = deps;

  serve(app, endpoints.create, async ({ auth, body, request }) => ({
    data: await issueShare(db, sites, auth, body, request.ip),
  }));

  serve(app, endpoints.list, async ({ auth, query }) =>
    listAnswer(await listShares(db, sites, auth, query), query),
  );

  serve(app, endpoints.revoke, async ({ auth, params, request }) => {
    await revokeShare(db, sites, auth, params.id, request.ip);
    return { success: true as const, message: 'The share link is revoked. It no longer opens.' };
  });

  serve(
    app,
    endpoints.open,
    async ({ body, reply }) => {
      const opened = await openShare(db, sites, body.token);
      // A refusal (404 forged or gone, 410 expired or revoked) says why in its own body.
      if (!opened.ok) return reply.status(opened.status).send(opened.body);
      return { data: opened.data };
    },
    { config: { rateLimit: OPEN_RATE_LIMIT } },
  );
}

import {
  actionResult,
  landingIdParams,
  type RedirectMatch,
  redirectBody,
  redirectListQuery,
  redirectListResponse,
  redirectParams,
  redirectResponse,
  updateRedirectBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { requireAuth, siteRoute } from '../../lib/access.ts';
import { listMeta, siteListHandler } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import {
  createRedirect,
  deleteRedirect,
  getRedirect,
  listRedirects,
  redirectItem,
  resetRedirectHits,
  updateRedirect,
} from './service.ts';

/**
 * Page redirects under `/landings/{id}/redirects` and redirect rules (the settings redirects)
 * under `/landings/{id}/settings/redirects`: the same operations on the two kinds. The public
 * server applies both before pages; any change drops the site from the render cache.
 */
export async function redirectRoutes(app: FastifyInstance, deps: AppDeps & { sites: Sites }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;

  const register = (base: string, match: RedirectMatch, noun: string) => {
    api.get(
      base,
      siteRoute({
        params: landingIdParams,
        querystring: redirectListQuery,
        response: { 200: redirectListResponse },
      }),
      siteListHandler((auth, id, query) => listRedirects(db, auth, id, match, query)),
    );

    api.get(
      `${base}/all`,
      siteRoute({ params: landingIdParams, response: { 200: redirectListResponse } }),
      async (request) => {
        const { rows, total } = await listRedirects(
          db,
          requireAuth(request.auth),
          request.params.id,
          match,
          null,
        );
        return { data: rows, meta: listMeta(total, 1, Math.max(total, 1)) };
      },
    );

    api.post(
      base,
      siteRoute({ params: landingIdParams, body: redirectBody, response: { 201: redirectResponse } }),
      async (request, reply) => {
        const row = await createRedirect(
          db,
          requireAuth(request.auth),
          request.params.id,
          match,
          request.body,
        );
        sites.invalidate(row.landingId);
        return reply.status(201).send({ data: redirectItem(row) });
      },
    );

    api.get(
      `${base}/:redirectId`,
      siteRoute({ params: redirectParams, response: { 200: redirectResponse } }),
      async (request) => {
        const { id, redirectId } = request.params;
        return {
          data: redirectItem(await getRedirect(db, requireAuth(request.auth), id, redirectId, match)),
        };
      },
    );

    api.put(
      `${base}/:redirectId`,
      siteRoute({ params: redirectParams, body: updateRedirectBody, response: { 200: redirectResponse } }),
      async (request) => {
        const { id, redirectId } = request.params;
        const row = await updateRedirect(db, requireAuth(request.auth), id, redirectId, match, request.body);
        sites.invalidate(row.landingId);
        return { data: redirectItem(row) };
      },
    );

    api.delete(
      `${base}/:redirectId`,
      siteRoute({ params: redirectParams, response: { 200: actionResult } }),
      async (request) => {
        const { id, redirectId } = request.params;
        const row = await deleteRedirect(db, requireAuth(request.auth), id, redirectId, match);
        sites.invalidate(row.landingId);
        return { success: true as const, message: `The ${noun} for ${row.fromPath} is deleted.` };
      },
    );

    api.put(
      `${base}/:redirectId/reset`,
      siteRoute({ params: redirectParams, response: { 200: redirectResponse } }),
      async (request) => {
        const { id, redirectId } = request.params;
        // Hits counted in memory but not yet written would land on the reset counter: write them first.
        await sites.counters.flush();
        const row = await resetRedirectHits(db, requireAuth(request.auth), id, redirectId, match);
        return { data: redirectItem(row) };
      },
    );
  };

  register('/landings/:id/redirects', 'exact', 'redirect');
  register('/landings/:id/settings/redirects', 'prefix', 'redirect rule');
}

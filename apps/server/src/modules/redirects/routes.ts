import { type RedirectMatch, redirectEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer, listMeta } from '../../lib/pagination.ts';
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
  const { db, sites } = deps;

  const register = (match: RedirectMatch, noun: string) => {
    const endpoints = redirectEndpoints[match];

    serve(app, endpoints.list, async ({ auth, params, query }) =>
      listAnswer(await listRedirects(db, auth, params.id, match, query), query),
    );

    serve(app, endpoints.all, async ({ auth, params }) => {
      const { rows, total } = await listRedirects(db, auth, params.id, match, null);
      return { data: rows, meta: listMeta(total, 1, Math.max(total, 1)) };
    });

    serve(app, endpoints.create, async ({ auth, params, body }) => {
      const row = await createRedirect(db, auth, params.id, match, body);
      sites.invalidate(row.landingId);
      return { data: redirectItem(row) };
    });

    serve(app, endpoints.get, async ({ auth, params }) => ({
      data: redirectItem(await getRedirect(db, auth, params.id, params.redirectId, match)),
    }));

    serve(app, endpoints.update, async ({ auth, params, body }) => {
      const row = await updateRedirect(db, auth, params.id, params.redirectId, match, body);
      sites.invalidate(row.landingId);
      return { data: redirectItem(row) };
    });

    serve(app, endpoints.remove, async ({ auth, params }) => {
      const row = await deleteRedirect(db, auth, params.id, params.redirectId, match);
      sites.invalidate(row.landingId);
      return { success: true as const, message: `The ${noun} for ${row.fromPath} is deleted.` };
    });

    serve(app, endpoints.resetHits, async ({ auth, params }) => {
      // Hits counted in memory but not yet written would land on the reset counter: write them first.
      await sites.counters.flush();
      return { data: redirectItem(await resetRedirectHits(db, auth, params.id, params.redirectId, match)) };
    });
  };

  register('exact', 'redirect');
  register('prefix', 'redirect rule');
}

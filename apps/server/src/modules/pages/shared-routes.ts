import {
  pageIdParams,
  pageUniqueIdResponse,
  sharedPageParams,
  sharedPageResponse,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, siteRoute } from '../../lib/access.ts';
import type { Sites } from '../../sites/runtime.ts';
import { pageUniqueId, sharedPageByUniqueId } from './shared.ts';

/**
 * Pages shared inside an agency by unique id: SPEC §7 `GET /agency-page/{id}/unique-id` and the
 * lookup behind SPEC §2 `/agency/pages/{uniqueId}` (the import itself is
 * `POST /landings/{id}/pages/import`, manage-routes.ts).
 */
export async function sharedPageRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'> & { sites: Sites },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;

  api.get(
    '/agency-page/:id/unique-id',
    siteRoute({ params: pageIdParams, response: { 200: pageUniqueIdResponse } }),
    async (request) => ({ data: await pageUniqueId(db, requireAuth(request.auth), request.params.id) }),
  );

  api.get(
    '/agency-pages/unique-id/:uniqueId',
    siteRoute({ params: sharedPageParams, response: { 200: sharedPageResponse } }),
    async (request) => ({
      data: await sharedPageByUniqueId(db, requireAuth(request.auth), request.params.uniqueId, sites.origins),
    }),
  );
}

import { pageEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
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
  const { db, sites } = deps;

  serve(app, endpoints.uniqueId, async ({ auth, params }) => ({
    data: await pageUniqueId(db, auth, params.id),
  }));

  serve(app, endpoints.sharedByUniqueId, async ({ auth, params }) => ({
    data: await sharedPageByUniqueId(db, auth, params.uniqueId, sites.origins),
  }));
}

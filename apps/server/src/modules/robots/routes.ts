import { recordId, robotsResponse, saveRobotsBody } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAuth, siteRoute } from '../../lib/access.ts';
import type { Sites } from '../../sites/runtime.ts';
import { getRobots, saveRobots } from './service.ts';

const params = z.object({ id: recordId });

/** SPEC §7 Landings robots: GET/POST robots, POST robots/reset. */
export async function robotsRoutes(
  app: FastifyInstance,
  deps: { db: Database; sites: Sites },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;

  api.get(
    '/landings/:id/robots',
    siteRoute({ params, response: { 200: robotsResponse } }),
    async (request) => ({ data: await getRobots(db, requireAuth(request.auth), request.params.id, sites) }),
  );

  api.post(
    '/landings/:id/robots',
    siteRoute({ params, body: saveRobotsBody, response: { 200: robotsResponse } }),
    async (request) => ({
      data: await saveRobots(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.body.robots_txt,
        sites,
      ),
    }),
  );

  api.post(
    '/landings/:id/robots/reset',
    siteRoute({ params, response: { 200: robotsResponse } }),
    async (request) => ({
      data: await saveRobots(db, requireAuth(request.auth), request.params.id, null, sites),
    }),
  );
}

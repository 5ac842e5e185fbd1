import { robotsEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { serve } from '../../lib/endpoints.ts';
import type { Sites } from '../../sites/runtime.ts';
import { getRobots, saveRobots } from './service.ts';

/** SPEC §7 Landings robots: GET/POST robots, POST robots/reset. */
export async function robotsRoutes(
  app: FastifyInstance,
  deps: { db: Database; sites: Sites },
): Promise<void> {
  const { db, sites } = deps;

  serve(app, robotsEndpoints.get, async ({ auth, params }) => ({
    data: await getRobots(db, auth, params.id, sites),
  }));

  serve(app, robotsEndpoints.save, async ({ auth, params, body }) => ({
    data: await saveRobots(db, auth, params.id, body.robots_txt, sites),
  }));

  serve(app, robotsEndpoints.reset, async ({ auth, params }) => ({
    data: await saveRobots(db, auth, params.id, null, sites),
  }));
}

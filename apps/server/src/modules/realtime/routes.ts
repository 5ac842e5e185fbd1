import { realtimeEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import { routeOptionsOf } from '../../lib/endpoints.ts';
import type { RealtimeHub } from '../../lib/realtime.ts';

/**
 * `GET /api/v1/realtime`, the agency app's websocket. The upgrade itself carries no token (a
 * browser cannot set headers on a websocket), so the route is public at the HTTP level and the
 * hub refuses everything but `{ type: 'auth', token }` until a valid token arrives.
 */
export async function realtimeRoutes(app: FastifyInstance, deps: { realtime: RealtimeHub }): Promise<void> {
  const { connect } = realtimeEndpoints;
  app.get(connect.path, { websocket: true, ...routeOptionsOf(connect) }, (socket) => {
    deps.realtime.attach(socket);
  });
}

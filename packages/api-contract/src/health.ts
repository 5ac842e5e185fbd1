import { z } from 'zod';
import { anyone, endpoint } from './endpoint.ts';

/** What a process serves (`ROLE`): the agency app and API, site hosts, background jobs, or all. */
export const processRole = z.enum(['all', 'app', 'sites', 'worker']);
export type ProcessRole = z.infer<typeof processRole>;

export const healthResponse = z.object({
  status: z.literal('ok'),
  role: processRole,
  /** The answering process, so a check through a balancer shows which instance it reached. */
  pid: z.number().int(),
  uptime_seconds: z.number().int().nonnegative(),
});

export const readinessResponse = z.object({
  status: z.literal('ready'),
  role: processRole,
  database_ms: z.number().int().nonnegative(),
});

/** For load balancers and process supervisors (docs/operations.md); every role answers them. */
export const healthEndpoints = {
  live: endpoint({
    method: 'GET',
    path: '/health',
    responses: { 200: healthResponse },
    access: anyone,
    summary: 'Liveness: the process is up and its event loop answers',
    notes: 'Never touches the database, never waits its turn behind API requests.',
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    responses: { 200: readinessResponse },
    access: anyone,
    summary: 'Readiness: the database answers and the process is not shutting down',
    notes:
      '503 with a message while the database is unreachable (checked with a 2-second limit) or after SIGTERM, while requests in progress finish.',
  }),
};

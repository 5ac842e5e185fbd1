import { healthEndpoints, type ProcessRole } from '@tessera/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { serve } from '../../lib/endpoints.ts';
import { HttpError } from '../../lib/errors.ts';

/** How long readiness waits for the database before it says the instance is not ready. */
const DATABASE_CHECK_MS = 2000;

/**
 * Liveness and readiness for load balancers and supervisors (docs/operations.md). While the
 * server shuts down, Fastify itself answers 503 to new requests on open connections and the
 * listener refuses new ones, so readiness turns false the moment SIGTERM arrives.
 */
export async function healthRoutes(app: FastifyInstance, deps: { db: Database; role: ProcessRole }) {
  serve(app, healthEndpoints.live, async () => ({
    status: 'ok' as const,
    role: deps.role,
    pid: process.pid,
    uptime_seconds: Math.floor(process.uptime()),
  }));

  serve(app, healthEndpoints.ready, async () => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), DATABASE_CHECK_MS);
    });
    const answer = await Promise.race([deps.db.execute(sql`select 1`).then(() => 'ok' as const), timedOut])
      .catch(() => 'failed' as const)
      .finally(() => clearTimeout(timer));
    if (answer !== 'ok') {
      throw new HttpError(
        503,
        answer === 'timeout'
          ? 'The database did not answer within 2 seconds.'
          : 'The database is unreachable right now.',
      );
    }
    return {
      status: 'ready' as const,
      role: deps.role,
      database_ms: Math.round(performance.now() - started),
    };
  });
}

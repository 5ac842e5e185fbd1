import { auditEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import { listAudit } from './service.ts';

export async function auditRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serve(app, auditEndpoints.list, async ({ query }) => listAnswer(await listAudit(deps.db, query), query));
}

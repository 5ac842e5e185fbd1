import { auditLogQuery, auditLogResponse } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles } from '../../lib/access.ts';
import { listMeta } from '../../lib/pagination.ts';
import { listAudit } from './service.ts';

export async function auditRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/audit-log',
    {
      config: { access: onlyRoles(['Admin']) },
      schema: { querystring: auditLogQuery, response: { 200: auditLogResponse } },
    },
    async (request) => {
      const { rows, total } = await listAudit(deps.db, request.query);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.per_page) };
    },
  );
}

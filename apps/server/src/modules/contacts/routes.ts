import { Readable } from 'node:stream';
import {
  actionResult,
  contactDetailResponse,
  contactExportQuery,
  contactIdParams,
  contactListQuery,
  contactListResponse,
  landingIdParams,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { requireAuth, siteRoute } from '../../lib/access.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import { deleteContact, exportContacts, getContact, listContacts } from './service.ts';

/** A site's contacts (form submissions): personal data, so every route needs `manage_forms`. */
export async function contactRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/landings/:id/contacts',
    siteRoute({
      params: landingIdParams,
      querystring: contactListQuery,
      response: { 200: contactListResponse },
    }),
    siteListHandler((auth, id, query) => listContacts(db, auth, id, query)),
  );

  api.get(
    '/landings/:id/contacts/export',
    siteRoute({ params: landingIdParams, querystring: contactExportQuery }),
    async (request, reply) => {
      const csv = await exportContacts(db, requireAuth(request.auth), request.params.id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(csv.rows));
    },
  );

  api.get(
    '/landings/:id/contacts/:contactId',
    siteRoute({ params: contactIdParams, response: { 200: contactDetailResponse } }),
    async (request) => ({
      data: await getContact(db, requireAuth(request.auth), request.params.id, request.params.contactId),
    }),
  );

  api.delete(
    '/landings/:id/contacts/:contactId',
    siteRoute({ params: contactIdParams, response: { 200: actionResult } }),
    async (request) => {
      await deleteContact(db, requireAuth(request.auth), request.params.id, request.params.contactId);
      return { success: true as const, message: 'The contact was deleted.' };
    },
  );
}

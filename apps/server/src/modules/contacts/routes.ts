import { Readable } from 'node:stream';
import {
  actionResult,
  contactDetailResponse,
  contactExportQuery,
  contactIdParams,
  contactListQuery,
  contactListResponse,
  inboxExportQuery,
  inboxListQuery,
  landingIdParams,
} from '@tessera/api-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, SITE_ROLES, siteRoute } from '../../lib/access.ts';
import { listAnswer, siteListHandler } from '../../lib/pagination.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { announceContact } from './announce.ts';
import {
  type ContactExport,
  deleteContact,
  exportContacts,
  exportInbox,
  getContact,
  listContacts,
  listInbox,
  markNotSpam,
} from './service.ts';
import { registerSpamRetention } from './spam-retention.ts';

function sendCsv(reply: FastifyReply, csv: ContactExport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(csv.rows));
}

/**
 * A site's contacts (form submissions), and the agency-wide inbox across every site where the
 * caller may see them: personal data, so every route needs `manage_forms` on the site.
 */
export async function contactRoutes(
  app: FastifyInstance,
  deps: AppDeps & { origins: SiteOrigins },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  registerSpamRetention(app.jobs, db);

  api.get(
    '/contacts',
    {
      config: { access: SITE_ROLES },
      schema: { querystring: inboxListQuery, response: { 200: contactListResponse } },
    },
    async (request) =>
      listAnswer(await listInbox(db, requireAuth(request.auth), request.query), request.query),
  );

  api.get(
    '/contacts/export',
    { config: { access: SITE_ROLES }, schema: { querystring: inboxExportQuery } },
    async (request, reply) => sendCsv(reply, await exportInbox(db, requireAuth(request.auth), request.query)),
  );

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
    async (request, reply) =>
      sendCsv(reply, await exportContacts(db, requireAuth(request.auth), request.params.id, request.query)),
  );

  api.get(
    '/landings/:id/contacts/:contactId',
    siteRoute({ params: contactIdParams, response: { 200: contactDetailResponse } }),
    async (request) => ({
      data: await getContact(db, requireAuth(request.auth), request.params.id, request.params.contactId),
    }),
  );

  api.post(
    '/landings/:id/contacts/:contactId/not-spam',
    siteRoute({ params: contactIdParams, response: { 200: actionResult } }),
    async (request) => {
      const { restored } = await markNotSpam(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.contactId,
      );
      // Told now, once: webhooks, open screens and the form's alert list hear of it as of a new lead.
      await announceContact(
        { db, siteEvents: app.siteEvents, mail: app.mail, origins: deps.origins, log: request.log },
        request.params.contactId,
      );
      return {
        success: true as const,
        message: restored
          ? 'The contact was moved to your leads.'
          : 'The contact is already among your leads.',
      };
    },
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

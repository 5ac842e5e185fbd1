import { Readable } from 'node:stream';
import { contactEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
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
  const { db } = deps;
  registerSpamRetention(app.jobs, db);

  serve(app, endpoints.inbox, async ({ auth, query }) => listAnswer(await listInbox(db, auth, query), query));

  serve(app, endpoints.inboxExport, async ({ auth, query, reply }) =>
    sendCsv(reply, await exportInbox(db, auth, query)),
  );

  serve(app, endpoints.list, async ({ auth, params, query }) =>
    listAnswer(await listContacts(db, auth, params.id, query), query),
  );

  serve(app, endpoints.export, async ({ auth, params, query, reply }) =>
    sendCsv(reply, await exportContacts(db, auth, params.id, query)),
  );

  serve(app, endpoints.get, async ({ auth, params }) => ({
    data: await getContact(db, auth, params.id, params.contactId),
  }));

  serve(app, endpoints.notSpam, async ({ auth, params, request }) => {
    const { restored } = await markNotSpam(db, auth, params.id, params.contactId);
    // Told now, once: webhooks, open screens and the form's alert list hear of it as of a new lead.
    await announceContact(
      { db, siteEvents: app.siteEvents, mail: app.mail, origins: deps.origins, log: request.log },
      params.contactId,
    );
    return {
      success: true as const,
      message: restored ? 'The contact was moved to your leads.' : 'The contact is already among your leads.',
    };
  });

  serve(app, endpoints.remove, async ({ auth, params }) => {
    await deleteContact(db, auth, params.id, params.contactId);
    return { success: true as const, message: 'The contact was deleted.' };
  });
}

import { Readable } from 'node:stream';
import { siteOrderEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import type { OrderDeps } from './order-sync.ts';
import {
  cancelCustomerSubscription,
  exportInvoices,
  getInvoice,
  listCustomerSubscriptions,
  listInvoices,
} from './orders.ts';
import { republishOrderPages } from './republish.ts';
import { applyConnectEvent, verifyConnectEvent } from './webhook.ts';

/** Events that change what a site's order elements show: they are rendered again. */
const ACCOUNT_EVENTS = new Set(['account.updated', 'account.application.deauthorized']);

/**
 * A site's orders and customer subscriptions (`/landings/{id}/invoices`, `/subscriptions`) and the
 * Connect webhook that records them.
 */
export async function commerceOrderRoutes(
  app: FastifyInstance,
  deps: AppDeps & { sites: Sites },
): Promise<void> {
  const { db } = deps;
  const orderDeps = (): OrderDeps & Pick<AppDeps, 'config'> => ({
    db,
    config: deps.config,
    siteEvents: app.siteEvents,
    mail: app.mail,
    origins: deps.sites.origins,
    log: app.log,
  });

  serve(app, endpoints.invoices, async ({ auth, params, query }) =>
    listAnswer(await listInvoices(db, auth, params.id, query), query),
  );

  serve(app, endpoints.exportInvoices, async ({ auth, params, query, reply }) => {
    const csv = await exportInvoices(db, auth, params.id, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.filename}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(csv.rows));
  });

  serve(app, endpoints.invoice, async ({ auth, params }) => ({
    data: await getInvoice(db, auth, params.id, params.invoiceId),
  }));

  serve(app, endpoints.subscriptions, async ({ auth, params, query }) =>
    listAnswer(await listCustomerSubscriptions(db, auth, params.id, query), query),
  );

  serve(app, endpoints.cancelSubscription, async ({ auth, params, body }) => ({
    data: await cancelCustomerSubscription(
      orderDeps(),
      auth,
      params.id,
      params.subscriptionId,
      body.at_period_end,
    ),
  }));

  // Stripe signs the exact bytes it sent: this one route reads its body raw, in a scope of its own.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    serve(scope, endpoints.connectWebhook, async ({ request }) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      const event = verifyConnectEvent(deps, payload, Array.isArray(signature) ? signature[0] : signature);
      await applyConnectEvent(orderDeps(), event);
      if (ACCOUNT_EVENTS.has(event.type) && event.account)
        await republishOrderPages(db, deps.sites, { accountId: event.account });
      return { received: true as const };
    });
  });
}

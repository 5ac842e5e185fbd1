import { customerSubscriptions, gateways, orders } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixCaller, type MatrixWorld, matrixCallers } from '../matrix.ts';

/**
 * A site's orders: invoices, customer subscriptions and the Connect webhook (modules/commerce,
 * order-routes.ts). The matrix world has no Stripe: cancelling a subscription answers 503 to whoever
 * may do it, and the webhook (open to anyone, checked by Stripe's signature) 503 to everyone.
 */

const NOT_SET_UP = 'Payments are not set up in the matrix world: the call needs Stripe, so it answers 503.';

/** A revoked gateway of the target site, which orders and subscriptions hang on. */
async function gatewayOf(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(gateways)
    .values({
      agencyId: w.agencyId,
      landingId: w.siteId,
      name: 'Stripe',
      accountId: `acct_orders${w.unique().replace(/[^A-Za-z0-9]/g, '')}`,
      status: 'revoked',
      revokedAt: new Date(),
    })
    .returning({ id: gateways.id });
  return row!.id;
}

async function newOrder(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(orders)
    .values({
      agencyId: w.agencyId,
      landingId: w.siteId,
      gatewayId: await gatewayOf(w),
      number: `M-${w.unique()}`,
      status: 'paid',
      lines: [],
      subtotal: 1900,
      total: 1900,
      currency: 'usd',
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  return row!.id;
}

async function newSubscription(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(customerSubscriptions)
    .values({
      landingId: w.siteId,
      gatewayId: await gatewayOf(w),
      productName: 'Club',
      stripeSubscriptionId: `sub_matrix${w.unique().replace(/[^A-Za-z0-9]/g, '')}`,
      status: 'active',
      amount: 1500,
      currency: 'usd',
      interval: 'Monthly',
    })
    .returning({ id: customerSubscriptions.id });
  return row!.id;
}

const everyone = (status: number) =>
  Object.fromEntries(matrixCallers.map((caller) => [caller, status])) as Record<MatrixCaller, number>;

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /landings/:id/invoices',
    check: (w, _caller, response) => {
      const rows = (response.body as { data?: Array<{ landing_id: number }> }).data ?? [];
      return rows.every((row) => row.landing_id === w.siteId) ? null : 'lists orders of another site';
    },
  },
  { route: 'GET /landings/:id/invoices/export' },
  {
    route: 'GET /landings/:id/invoices/:invoiceId',
    request: async (w) => ({ params: { invoiceId: await newOrder(w) } }),
  },
  { route: 'GET /landings/:id/subscriptions' },
  {
    route: 'POST /landings/:id/subscriptions/:subscriptionId/cancel',
    expect: { owner: 503, agencyUser: 503 },
    note: NOT_SET_UP,
    request: async (w) => ({
      params: { subscriptionId: await newSubscription(w) },
      body: { at_period_end: true },
    }),
  },
  {
    route: 'POST /stripe/connect-webhook',
    expect: everyone(503),
    note: NOT_SET_UP,
  },
]);

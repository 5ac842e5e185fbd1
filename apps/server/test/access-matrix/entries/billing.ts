import { subscriptions } from '../../../src/db/schema/index.ts';
import { insertPlan } from '../../plans.ts';
import { defineAccessMatrix, type MatrixWorld, matrixCallers } from '../matrix.ts';

/**
 * The matrix world has no Stripe (billing not set up, the embedded default): a call that needs
 * Stripe answers 503 "not set up" to whoever may make it, and the rest answer as usual. The same
 * calls against the fake Stripe are apps/server/src/modules/billing/billing.test.ts.
 */

const everyone = (status: number) => Object.fromEntries(matrixCallers.map((caller) => [caller, status]));
const NOT_SET_UP = 'Billing is not set up in the matrix world: the call needs Stripe, so it answers 503.';
/** Owners may call it; without Stripe both agencies' owners get 503. */
const ownersNotSetUp = { owner: 503, otherOwner: 503 } as const;

async function plan(w: MatrixWorld, type: 'agency' | 'app' | 'reseller' | 'unlimited' = 'agency') {
  const name = `matrix-${type}-${w.unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  return { name, ...(await insertPlan(w.db, { name, type, amount: 1900 })) };
}

/** A plan agency A holds, given by an admin, so cancelling works without Stripe. */
async function heldPlan(w: MatrixWorld): Promise<void> {
  const { id } = await plan(w);
  await w.db
    .insert(subscriptions)
    .values({ agencyId: w.agencyId, section: 'agency', planId: id, status: 'active', comped: true });
}

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /subscriptions/plans' },
  {
    route: 'GET /subscriptions/plans/:name',
    request: async (w) => ({ params: { name: (await plan(w)).name } }),
  },
  { route: 'GET /subscriptions/prices' },
  { route: 'GET /plans/:id', request: async (w) => ({ params: { id: (await plan(w)).id } }) },
  {
    route: 'POST /plans',
    request: (w) => ({
      body: {
        name: `matrix-new-${w.unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-'),
        title: 'Matrix plan',
        type: 'agency',
      },
    }),
  },
  {
    route: 'PUT /plans/:id',
    request: async (w) => ({ params: { id: (await plan(w)).id }, body: { title: 'Renamed plan' } }),
  },
  { route: 'GET /prices/:id', request: async (w) => ({ params: { id: (await plan(w)).priceId! } }) },
  {
    route: 'POST /prices',
    request: async (w) => ({
      body: { plan_id: (await plan(w)).id, amount: 4900, currency: 'usd', interval: 'Yearly' },
    }),
  },
  {
    route: 'PUT /prices/:id',
    request: async (w) => ({ params: { id: (await plan(w)).priceId! }, body: { amount: 2900 } }),
  },
  { route: 'GET /subscriptions/current' },
  { route: 'GET /subscriptions/invoices' },
  {
    route: 'GET /subscriptions/preview/:plan',
    expect: ownersNotSetUp,
    note: NOT_SET_UP,
    request: async (w) => {
      const made = await plan(w);
      return { params: { plan: made.name }, query: { price_id: String(made.priceId) } };
    },
  },
  {
    route: 'POST /subscriptions/:plan',
    expect: ownersNotSetUp,
    note: NOT_SET_UP,
    request: async (w) => {
      const made = await plan(w);
      return {
        params: { plan: made.name },
        body: {
          price_id: made.priceId,
          idempotency_key: `matrix-${w.unique()}`.replace(/[^A-Za-z0-9_-]/g, '-'),
        },
      };
    },
  },
  {
    route: 'POST /subscriptions/promo',
    expect: ownersNotSetUp,
    note: NOT_SET_UP,
    request: async (w) => ({
      body: {
        planId: (await plan(w)).id,
        idempotency_key: `matrix-${w.unique()}`.replace(/[^A-Za-z0-9_-]/g, '-'),
      },
    }),
  },
  {
    route: 'POST /subscriptions/subscribe-unlimited',
    expect: ownersNotSetUp,
    note: NOT_SET_UP,
    request: async (w) => {
      await plan(w, 'unlimited');
      return { body: { idempotency_key: `matrix-${w.unique()}`.replace(/[^A-Za-z0-9_-]/g, '-') } };
    },
  },
  {
    route: 'DELETE /subscriptions/:userId/:planType/cancel',
    expect: { otherOwner: 403 },
    note: "An owner cancels only their own plans; admins any owner's (at once here).",
    request: async (w, caller) => {
      await heldPlan(w);
      return {
        params: { userId: w.users.owner.id, planType: 'agency' },
        query: { at_period_end: caller === 'admin' ? 'false' : 'true' },
      };
    },
  },
  {
    route: 'POST /subscriptions/resume',
    expect: { owner: 503, otherOwner: 403, admin: 503 },
    note: `${NOT_SET_UP} Another agency's owner is refused before anything is asked of Stripe.`,
    request: async (w) => {
      const { id } = await plan(w);
      await w.db.insert(subscriptions).values({
        agencyId: w.agencyId,
        section: 'agency',
        planId: id,
        status: 'active',
        stripeId: `sub_matrix${w.unique()}`.replace(/[^A-Za-z0-9_]/g, ''),
        cancelAtPeriodEnd: true,
      });
      return { body: { user: w.users.owner.id, plan_type: 'agency' } };
    },
  },
  {
    route: 'POST /subscriptions/check-coupon',
    expect: everyone(503),
    note: NOT_SET_UP,
    request: () => ({ query: { code: 'WELCOME20' } }),
  },
  { route: 'GET /payment-methods' },
  { route: 'GET /payment-methods/secret', expect: ownersNotSetUp, note: NOT_SET_UP },
  {
    route: 'POST /payment-methods',
    expect: ownersNotSetUp,
    note: NOT_SET_UP,
    request: () => ({ body: { payment_method: 'pm_matrix' } }),
  },
  {
    route: 'PUT /payment-methods/:id/default',
    expect: ownersNotSetUp,
    note: NOT_SET_UP,
    request: () => ({ params: { id: 'pm_matrix' } }),
  },
  {
    route: 'DELETE /payment-methods/:id',
    expect: ownersNotSetUp,
    note: NOT_SET_UP,
    request: () => ({ params: { id: 'pm_matrix' } }),
  },
  { route: 'GET /order-pages/live' },
  ...(['POST /order', 'POST /order-onetime'] as const).map((route) => ({
    route,
    expect: everyone(503),
    note: NOT_SET_UP,
    request: async (w: MatrixWorld) => ({
      body: {
        price_id: (await plan(w)).priceId,
        name: 'Matrix Buyer',
        agency_name: 'Matrix Agency',
        email: `${w.unique()}@buyer.test`.toLowerCase(),
        password: w.password,
        payment_method: 'pm_matrix',
        idempotency_key: `matrix-${w.unique()}`.replace(/[^A-Za-z0-9_-]/g, '-'),
      },
    }),
  })),
  {
    route: 'POST /stripe/webhook',
    expect: everyone(503),
    note: NOT_SET_UP,
    request: () => ({ body: { id: 'evt_matrix', type: 'invoice.paid' } }),
  },
  { route: 'GET /agencies/:id/billing', request: (w) => ({ params: { id: w.agencyId } }) },
  {
    route: 'POST /agencies/:id/billing/comp',
    request: async (w) => ({ params: { id: w.agencyId }, body: { plan_id: (await plan(w)).id } }),
  },
]);

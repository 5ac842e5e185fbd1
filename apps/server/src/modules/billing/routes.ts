import { BILLING_MESSAGES, billingEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { serve } from '../../lib/endpoints.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { findAgency } from '../agencies/store.ts';
import { recordAudit } from '../audit/log.ts';
import { requestWhitelabel } from '../config/whitelabel-host.ts';
import { findUserById } from '../users/store.ts';
import {
  createPlan,
  createPrice,
  getPlan,
  getPrice,
  listPlans,
  listPrices,
  offeredPlan,
  offeredPlansOfType,
  planRow,
  planRowByName,
  updatePlan,
  updatePrice,
} from './catalog.ts';
import { liveOrderPage, placeOrder } from './orders.ts';
import { billingOverview, listInvoices } from './overview.ts';
import {
  addPaymentMethod,
  billingAgency,
  deletePaymentMethod,
  listPaymentMethods,
  ownerContact,
  setDefaultPaymentMethod,
  setupSecret,
} from './payment-methods.ts';
import { graceDays } from './settings.ts';
import { agenciesPastGrace, refreshAgencyBilling } from './state.ts';
import {
  cancelSubscription,
  checkCoupon,
  choosePurchase,
  compPlan,
  defaultPrice,
  previewPurchase,
  resumeSubscription,
  subscribe,
} from './subscribe.ts';
import { applyStripeEvent, verifyWebhook } from './webhook.ts';

export const BILLING_GRACE_JOB = 'billing-grace';
const DAY_MS = 86_400_000;

/** Per-IP ceiling of the public billing calls (ordering, coupon checks). */
const publicRateLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

/**
 * The agency whose subscription a cancel or resume names: an owner names themselves, an admin any
 * agency owner (and only admins end a subscription at once).
 */
async function ownersAgency(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  atOnce: boolean,
): Promise<number> {
  if (auth.user.role !== 'Admin') {
    if (userId !== auth.user.id || !auth.agency) throw forbidden(BILLING_MESSAGES.ownerOnly);
    if (atOnce) throw forbidden('Only administrators end a subscription at once.');
    return auth.agency.id;
  }
  const owner = await findUserById(deps.db, userId);
  if (owner?.role !== 'Agency' || owner.agencyId === null) throw notFound('Agency owner not found.');
  return owner.agencyId;
}

/** SPEC §7 "Subscriptions and payments" (orders, plans, prices, subscriptions, payment methods). */
export async function billingRoutes(
  app: FastifyInstance,
  deps: AppDeps & { jobs: Jobs; sites: Pick<Sites, 'adminPreviewLink'> },
): Promise<void> {
  const graceMs = () => graceDays(deps.config) * DAY_MS;

  // A renewal left unpaid past its grace period blocks the agency without waiting for an event.
  deps.jobs.register({
    name: BILLING_GRACE_JOB,
    cron: '*/10 * * * *',
    handler: async () => {
      for (const agencyId of await agenciesPastGrace(deps.db, graceMs(), new Date()))
        await refreshAgencyBilling(deps.db, agencyId, { graceMs: graceMs(), reason: 'grace-period-ended' });
    },
  });

  const overviewOf = async (agencyId: number) => ({ data: await billingOverview(deps, agencyId) });

  serve(app, endpoints.listPlans, async ({ auth, query }) =>
    listAnswer(await listPlans(deps, auth, query), query),
  );
  serve(app, endpoints.planByName, async ({ params }) => ({ data: await offeredPlan(deps, params.name) }));
  serve(app, endpoints.listPrices, async ({ auth, query }) =>
    listAnswer(await listPrices(deps, auth, query), query),
  );
  serve(app, endpoints.getPlan, async ({ params }) => ({ data: await getPlan(deps, params.id) }));
  serve(app, endpoints.createPlan, async ({ body }) => ({ data: await createPlan(deps, body) }));
  serve(app, endpoints.updatePlan, async ({ params, body }) => ({
    data: await updatePlan(deps, params.id, body),
  }));
  serve(app, endpoints.getPrice, async ({ params }) => ({ data: await getPrice(deps, params.id) }));
  serve(app, endpoints.createPrice, async ({ body }) => ({ data: await createPrice(deps, body) }));
  serve(app, endpoints.updatePrice, async ({ params, body }) => ({
    data: await updatePrice(deps, params.id, body),
  }));

  serve(app, endpoints.overview, async ({ auth }) => {
    if (!auth.agency) throw notFound('No agency is linked to this account.');
    return overviewOf(auth.agency.id);
  });
  serve(app, endpoints.invoices, async ({ auth, query }) =>
    listAnswer(await listInvoices(deps, billingAgency(auth).id, query), query),
  );

  serve(app, endpoints.preview, async ({ auth, params, query }) => {
    const agency = billingAgency(auth);
    const purchase = await choosePurchase(deps, await planRowByName(deps.db, params.plan), query.price_id, {
      recurring: true,
      target: query.section,
    });
    return { data: await previewPurchase(deps, agency, ownerContact(auth), purchase, query.coupon) };
  });

  serve(app, endpoints.subscribe, async ({ auth, params, query, body }) => {
    const agency = billingAgency(auth);
    const purchase = await choosePurchase(deps, await planRowByName(deps.db, params.plan), body.price_id, {
      recurring: true,
      target: query.section,
    });
    await subscribe(deps, {
      agency,
      owner: ownerContact(auth),
      purchase,
      paymentMethod: body.payment_method,
      coupon: query.coupon,
      idempotencyKey: body.idempotency_key,
      actorUserId: auth.user.id,
    });
    return overviewOf(agency.id);
  });

  serve(app, endpoints.promo, async ({ auth, body }) => {
    const agency = billingAgency(auth);
    const plan = await planRow(deps.db, body.planId);
    const purchase = await choosePurchase(
      deps,
      plan,
      body.price_id ?? (await defaultPrice(deps, body.planId)),
      {
        recurring: true,
      },
    );
    await subscribe(deps, {
      agency,
      owner: ownerContact(auth),
      purchase,
      idempotencyKey: body.idempotency_key,
      actorUserId: auth.user.id,
    });
    return overviewOf(agency.id);
  });

  serve(app, endpoints.subscribeUnlimited, async ({ auth, body }) => {
    const agency = billingAgency(auth);
    const [unlimited] = await offeredPlansOfType(deps, 'unlimited');
    if (!unlimited) throw notFound(BILLING_MESSAGES.noUnlimitedPlan);
    const purchase = await choosePurchase(
      deps,
      await planRow(deps.db, unlimited.id),
      body.price_id ?? (await defaultPrice(deps, unlimited.id)),
      { recurring: true, target: 'reseller' },
    );
    await subscribe(deps, {
      agency,
      owner: ownerContact(auth),
      purchase,
      paymentMethod: body.payment_method,
      idempotencyKey: body.idempotency_key,
      actorUserId: auth.user.id,
    });
    return overviewOf(agency.id);
  });

  serve(app, endpoints.cancel, async ({ auth, params, query }) => {
    const atOnce = query.at_period_end === 'false';
    const agencyId = await ownersAgency(deps, auth, params.userId, atOnce);
    await cancelSubscription(deps, agencyId, params.planType, {
      atPeriodEnd: !atOnce,
      actorUserId: auth.user.id,
    });
    await recordAudit(deps.db, {
      action: 'billing.canceled',
      actorUserId: auth.user.id,
      subjectUserId: params.userId,
      details: { agency_id: agencyId, plan_type: params.planType, at_period_end: !atOnce },
    });
    return overviewOf(agencyId);
  });

  serve(app, endpoints.resume, async ({ auth, body }) => {
    const agencyId = await ownersAgency(deps, auth, body.user, false);
    await resumeSubscription(deps, agencyId, body.plan_type, auth.user.id);
    return overviewOf(agencyId);
  });

  serve(
    app,
    endpoints.checkCoupon,
    async ({ query }) => ({ data: await checkCoupon(deps, query.code, query.price_id) }),
    publicRateLimit,
  );

  serve(app, endpoints.paymentMethods, async ({ auth }) => ({
    data: await listPaymentMethods(deps, billingAgency(auth).id),
  }));
  serve(app, endpoints.setupSecret, async ({ auth }) => ({
    data: { client_secret: await setupSecret(deps, auth) },
  }));
  serve(app, endpoints.addPaymentMethod, async ({ auth, body }) => ({
    data: await addPaymentMethod(deps, auth, body),
  }));
  serve(app, endpoints.defaultPaymentMethod, async ({ auth, params }) => ({
    data: await setDefaultPaymentMethod(deps, auth, params.id),
  }));
  serve(app, endpoints.deletePaymentMethod, async ({ auth, params }) => ({
    data: await deletePaymentMethod(deps, auth, params.id),
  }));

  serve(app, endpoints.liveOrderPage, async ({ query }) => ({
    data: await liveOrderPage(deps, deps.sites, query.id),
  }));

  serve(
    app,
    endpoints.order,
    async ({ auth, body, request }) => ({
      data: await placeOrder(deps, auth, body, await requestWhitelabel(deps.db, request), 'recurring'),
    }),
    publicRateLimit,
  );
  serve(
    app,
    endpoints.orderOnetime,
    async ({ auth, body, request }) => ({
      data: await placeOrder(deps, auth, body, await requestWhitelabel(deps.db, request), 'onetime'),
    }),
    publicRateLimit,
  );

  // Stripe signs the exact bytes it sent: this one route reads its body raw, in a scope of its own.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    serve(scope, endpoints.webhook, async ({ request }) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      const event = verifyWebhook(deps, payload, Array.isArray(signature) ? signature[0] : signature);
      await applyStripeEvent(deps, event);
      return { received: true as const };
    });
  });

  serve(app, endpoints.agencyBilling, async ({ params }) => {
    const agency = await findAgency(deps.db, params.id);
    if (!agency || agency.isPlatform) throw notFound('Agency not found.');
    const [overview, invoices] = await Promise.all([
      billingOverview(deps, agency.id),
      listInvoices(deps, agency.id, { page: 1, per_page: 20 }),
    ]);
    return { data: { overview, invoices: invoices.rows } };
  });

  serve(app, endpoints.compPlan, async ({ auth, params, body }) => {
    const agency = await findAgency(deps.db, params.id);
    if (!agency || agency.isPlatform) throw notFound('Agency not found.');
    await compPlan(deps, agency.id, body.plan_id, auth.user.id);
    await recordAudit(deps.db, {
      action: 'billing.plan_given',
      actorUserId: auth.user.id,
      subjectUserId: null,
      details: { agency_id: agency.id, plan_id: body.plan_id },
    });
    return overviewOf(agency.id);
  });
}

import {
  BILLING_MESSAGES,
  type CouponEffect,
  formatMoney,
  type SubscriptionPreview,
  type SubscriptionSection,
} from '@tessera/api-contract';
import { and, asc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { prices, subscriptions } from '../../db/schema/billing.ts';
import type { AppDeps } from '../../deps.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { askStripe } from '../../lib/stripe.ts';
import { type PlanRow, type PriceRow, planRow, planRowByName, priceRow, stripePriceOf } from './catalog.ts';
import { couponEffect, discountedAmount, type ResolvedCoupon, resolveCoupon } from './coupons.ts';
import { ensureCustomer, requireStripe } from './customers.ts';
import { attachCard, makeDefault } from './payment-methods.ts';
import { graceDays } from './settings.ts';
import { isLive, refreshAgencyBilling, type SubscriptionRow, subscriptionsOf } from './state.ts';
import { syncOneTimePayment, syncSubscription } from './sync.ts';

/**
 * Starting, changing and ending an agency's plans (SPEC §4 subscribing, app and reseller
 * subscriptions). Each call asks Stripe to act and writes back the object Stripe answers with;
 * the webhooks that follow confirm it (and win whenever they are newer).
 */

const DAY_MS = 86_400_000;

export interface Purchase {
  plan: PlanRow;
  price: PriceRow;
  section: SubscriptionSection;
}

/** The section a plan is held in: `section=app-{plan}`, `section=reseller`, or the agency plan. */
export function sectionForPlan(plan: PlanRow, target: string | undefined): SubscriptionSection {
  const expected: SubscriptionSection =
    plan.type === 'app' ? 'app' : plan.type === 'agency' ? 'agency' : 'reseller';
  const named = target ?? (expected === 'app' ? `app-${plan.name}` : expected);
  const section = named.startsWith('app-') ? 'app' : (named as SubscriptionSection);
  if (section !== expected || (section === 'app' && named !== `app-${plan.name}`))
    throw invalidField('section', BILLING_MESSAGES.planType);
  return section;
}

/** The plan and price a buyer chose, checked: the price is the plan's, offered, and recurring or not. */
export async function choosePurchase(
  deps: AppDeps,
  plan: PlanRow | null,
  priceId: number,
  options: { recurring: boolean; target?: string | undefined },
): Promise<Purchase> {
  if (!plan?.active) throw notFound(BILLING_MESSAGES.planNotFound);
  const price = await priceRow(deps.db, priceId);
  if (!price) throw invalidField('price_id', BILLING_MESSAGES.priceNotFound);
  if (price.planId !== plan.id) throw invalidField('price_id', BILLING_MESSAGES.priceOfOtherPlan);
  if (!price.active) throw invalidField('price_id', BILLING_MESSAGES.priceInactive);
  if (price.currency !== plan.currency) throw invalidField('price_id', BILLING_MESSAGES.priceCurrency);
  if (options.recurring && price.interval === 'Once')
    throw invalidField('price_id', BILLING_MESSAGES.priceRecurring);
  if (!options.recurring && price.interval !== 'Once')
    throw invalidField('price_id', BILLING_MESSAGES.priceOneTime);
  return { plan, price, section: sectionForPlan(plan, options.target) };
}

/** The plan's first offered price of the kind asked (for promo and unlimited, which name no price). */
export async function defaultPrice(deps: AppDeps, planId: number): Promise<number> {
  const [row] = await deps.db
    .select({ id: prices.id })
    .from(prices)
    .where(and(eq(prices.planId, planId), eq(prices.active, true)))
    .orderBy(asc(prices.amount), asc(prices.id))
    .limit(1);
  if (!row) throw invalidField('price_id', BILLING_MESSAGES.priceInactive);
  return row.id;
}

/**
 * What a Stripe subscription or payment says it was made for: webhooks find the agency, plan,
 * price and section by it (sync.ts), whichever of our rows exist yet.
 */
function purchaseMetadata(agencyId: number, purchase: Purchase): Record<string, string> {
  return {
    tessera_agency_id: String(agencyId),
    tessera_plan_id: String(purchase.plan.id),
    tessera_price_id: String(purchase.price.id),
    tessera_section: purchase.section,
  };
}

/** The live Stripe subscription the agency holds in a section (for app plans: of that plan). */
function heldIn(rows: SubscriptionRow[], purchase: Purchase, graceMs: number): SubscriptionRow | null {
  const now = new Date();
  return (
    rows.find(
      (row) =>
        row.section === purchase.section &&
        (purchase.section !== 'app' || row.planId === purchase.plan.id) &&
        isLive(row, graceMs, now),
    ) ?? null
  );
}

export interface SubscribeRequest {
  agency: { id: number; name: string };
  owner: { email: string; name: string };
  purchase: Purchase;
  paymentMethod?: string | undefined;
  coupon?: string | undefined;
  idempotencyKey: string;
  actorUserId: number;
}

const graceOf = (deps: AppDeps) => graceDays(deps.config) * DAY_MS;

async function refresh(deps: AppDeps, agencyId: number, reason: string, actorUserId: number | null) {
  await refreshAgencyBilling(deps.db, agencyId, { graceMs: graceOf(deps), reason, actorUserId });
}

/**
 * Subscribes the agency, or moves its subscription in the section to the new plan or price with
 * proration. The idempotency key is the buyer's intent: a second click sends the same key and
 * Stripe answers with the subscription the first made.
 */
export async function subscribe(deps: AppDeps, request: SubscribeRequest): Promise<void> {
  const stripe = requireStripe(deps);
  const { agency, purchase } = request;
  const customer = await ensureCustomer(deps, agency, request.owner);
  if (request.paymentMethod) {
    await attachCard(stripe, customer, request.paymentMethod);
    await makeDefault(deps, stripe, agency.id, customer, request.paymentMethod);
  }
  const coupon = request.coupon ? await resolveCoupon(stripe, request.coupon, purchase.plan.currency) : null;
  const stripePrice = (await stripePriceOf(deps, purchase.price, purchase.plan))!;
  const rows = await subscriptionsOf(deps.db, agency.id);
  const held = heldIn(rows, purchase, graceOf(deps));
  const key = `tessera-${agency.id}-${request.idempotencyKey}`;
  let subscription: Stripe.Subscription;
  if (held?.stripeId?.startsWith('sub_')) {
    if (held.planId === purchase.plan.id && held.priceId === purchase.price.id)
      throw invalidField('price_id', BILLING_MESSAGES.alreadySubscribed);
    const current = await askStripe(() => stripe.subscriptions.retrieve(held.stripeId!));
    subscription = await askStripe(() =>
      stripe.subscriptions.update(
        current.id,
        {
          items: [{ id: current.items.data[0]!.id, price: stripePrice }],
          proration_behavior: 'create_prorations',
          cancel_at_period_end: false,
          ...(coupon ? { discounts: [coupon.discount] } : {}),
          metadata: purchaseMetadata(agency.id, purchase),
        },
        { idempotencyKey: key },
      ),
    );
  } else {
    if (held) throw invalidField('price_id', BILLING_MESSAGES.alreadySubscribed);
    // A trial is for a first subscription in the section, not for coming back.
    const firstTime = !rows.some((row) => row.section === purchase.section && row.stripeId);
    const trialDays = firstTime ? purchase.plan.trialDays : 0;
    if (!request.paymentMethod && trialDays === 0) {
      const customerRow = await askStripe(() => stripe.customers.retrieve(customer));
      const hasCard =
        !('deleted' in customerRow && customerRow.deleted) &&
        Boolean((customerRow as Stripe.Customer).invoice_settings?.default_payment_method);
      if (!hasCard) throw invalidField('payment_method', BILLING_MESSAGES.paymentMethodNeeded);
    }
    subscription = await askStripe(() =>
      stripe.subscriptions.create(
        {
          customer,
          items: [{ price: stripePrice }],
          ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
          ...(coupon ? { discounts: [coupon.discount] } : {}),
          payment_behavior: 'allow_incomplete',
          metadata: purchaseMetadata(agency.id, purchase),
        },
        { idempotencyKey: key },
      ),
    );
  }
  await syncSubscription(deps.db, subscription, new Date(Math.floor(Date.now() / 1000) * 1000), {
    current: true,
  });
  await refresh(deps, agency.id, `subscribe:${purchase.plan.name}`, request.actorUserId);
  if (subscription.status === 'incomplete')
    throw invalidField('payment_method', BILLING_MESSAGES.cardDeclined);
}

/** A one-time order: charged at once with the card given; the plan is held for good once paid. */
export async function payOnce(
  deps: AppDeps,
  request: SubscribeRequest & { paymentMethod: string },
): Promise<void> {
  const stripe = requireStripe(deps);
  const { agency, purchase } = request;
  const customer = await ensureCustomer(deps, agency, request.owner);
  await attachCard(stripe, customer, request.paymentMethod);
  await makeDefault(deps, stripe, agency.id, customer, request.paymentMethod);
  const coupon = request.coupon ? await resolveCoupon(stripe, request.coupon, purchase.plan.currency) : null;
  const amount = coupon ? discountedAmount(purchase.price.amount, coupon.coupon) : purchase.price.amount;
  const payment = await askStripe(() =>
    stripe.paymentIntents.create(
      {
        amount,
        currency: purchase.price.currency,
        customer,
        payment_method: request.paymentMethod,
        confirm: true,
        off_session: true,
        description: `${purchase.plan.title} (one time)`,
        metadata: { tessera_kind: 'onetime', ...purchaseMetadata(agency.id, purchase) },
      },
      { idempotencyKey: `tessera-${agency.id}-${request.idempotencyKey}` },
    ),
  );
  await syncOneTimePayment(deps.db, payment, new Date(Math.floor(Date.now() / 1000) * 1000), {
    current: true,
  });
  await refresh(deps, agency.id, `order-onetime:${purchase.plan.name}`, request.actorUserId);
  if (payment.status !== 'succeeded') throw invalidField('payment_method', BILLING_MESSAGES.cardDeclined);
}

/** What subscribing would charge now: a plan change is priced by Stripe's proration preview. */
export async function previewPurchase(
  deps: AppDeps,
  agency: { id: number; name: string },
  owner: { email: string; name: string },
  purchase: Purchase,
  couponCode: string | undefined,
): Promise<SubscriptionPreview> {
  const stripe = requireStripe(deps);
  const coupon = couponCode ? await resolveCoupon(stripe, couponCode, purchase.plan.currency) : null;
  const rows = await subscriptionsOf(deps.db, agency.id);
  const held = heldIn(rows, purchase, graceOf(deps));
  if (held?.stripeId?.startsWith('sub_')) {
    const customer = await ensureCustomer(deps, agency, owner);
    const stripePrice = (await stripePriceOf(deps, purchase.price, purchase.plan))!;
    const current = await askStripe(() => stripe.subscriptions.retrieve(held.stripeId!));
    const invoice = await askStripe(() =>
      stripe.invoices.createPreview({
        customer,
        subscription: current.id,
        subscription_details: {
          items: [{ id: current.items.data[0]!.id, price: stripePrice }],
          proration_behavior: 'always_invoice',
        },
      }),
    );
    return {
      amount_due: invoice.amount_due,
      currency: invoice.currency,
      proration: true,
      lines: invoice.lines.data.map((line) => ({ description: line.description ?? '', amount: line.amount })),
      trial_days: 0,
    };
  }
  const firstTime = !rows.some((row) => row.section === purchase.section && row.stripeId);
  const trialDays = firstTime ? purchase.plan.trialDays : 0;
  const amount = coupon ? discountedAmount(purchase.price.amount, coupon.coupon) : purchase.price.amount;
  return {
    amount_due: trialDays > 0 ? 0 : amount,
    currency: purchase.price.currency,
    proration: false,
    lines: [
      { description: purchase.plan.title, amount: purchase.price.amount },
      ...(coupon ? [{ description: `Coupon ${coupon.code}`, amount: amount - purchase.price.amount }] : []),
    ],
    trial_days: trialDays,
  };
}

export async function checkCoupon(
  deps: AppDeps,
  code: string,
  priceId: number | undefined,
): Promise<CouponEffect> {
  const stripe = requireStripe(deps);
  const price = priceId ? await priceRow(deps.db, priceId) : null;
  if (priceId && !price) throw invalidField('price_id', BILLING_MESSAGES.priceNotFound);
  const resolved: ResolvedCoupon = await resolveCoupon(stripe, code, price?.currency ?? 'usd');
  return couponEffect(resolved, formatMoney, price);
}

/** The subscription a cancel or resume names: the owner's section (`app-{plan}`: that plan's). */
async function targetSubscription(deps: AppDeps, agencyId: number, target: string): Promise<SubscriptionRow> {
  const rows = await subscriptionsOf(deps.db, agencyId);
  const appPlan = target.startsWith('app-') ? await planRowByName(deps.db, target.slice(4)) : null;
  const section: SubscriptionSection = target.startsWith('app-') ? 'app' : (target as SubscriptionSection);
  const now = new Date();
  const row = rows.find(
    (candidate) =>
      candidate.section === section &&
      (section !== 'app' || candidate.planId === appPlan?.id) &&
      isLive(candidate, graceOf(deps), now),
  );
  if (!row) throw notFound(BILLING_MESSAGES.subscriptionNotFound);
  return row;
}

/**
 * Ends a subscription: at its period end (owners), or at once (admins). A plan an admin gave, or
 * one bought once, has no period: it ends at once.
 */
export async function cancelSubscription(
  deps: AppDeps,
  agencyId: number,
  target: string,
  options: { atPeriodEnd: boolean; actorUserId: number },
): Promise<void> {
  const row = await targetSubscription(deps, agencyId, target);
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  if (row.stripeId?.startsWith('sub_')) {
    const stripe = requireStripe(deps);
    const subscription = options.atPeriodEnd
      ? await askStripe(() => stripe.subscriptions.update(row.stripeId!, { cancel_at_period_end: true }))
      : await askStripe(() => stripe.subscriptions.cancel(row.stripeId!));
    await syncSubscription(deps.db, subscription, now, { current: true });
  } else {
    await deps.db
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(eq(subscriptions.id, row.id));
  }
  await refresh(deps, agencyId, `cancel:${target}`, options.actorUserId);
}

export async function resumeSubscription(
  deps: AppDeps,
  agencyId: number,
  target: string,
  actorUserId: number,
): Promise<void> {
  const row = await targetSubscription(deps, agencyId, target);
  if (!row.cancelAtPeriodEnd || !row.stripeId?.startsWith('sub_'))
    throw invalidField('plan_type', BILLING_MESSAGES.notCancelable);
  const stripe = requireStripe(deps);
  const subscription = await askStripe(() =>
    stripe.subscriptions.update(row.stripeId!, { cancel_at_period_end: false }),
  );
  await syncSubscription(deps.db, subscription, new Date(Math.floor(Date.now() / 1000) * 1000), {
    current: true,
  });
  await refresh(deps, agencyId, `resume:${target}`, actorUserId);
}

/** An admin gives a plan without payment (SPEC §6 admin control): held until an admin cancels it. */
export async function compPlan(
  deps: AppDeps,
  agencyId: number,
  planId: number,
  actorUserId: number,
): Promise<void> {
  const plan = await planRow(deps.db, planId);
  if (!plan) throw invalidField('plan_id', BILLING_MESSAGES.planNotFound);
  const section = sectionForPlan(plan, undefined);
  const rows = await subscriptionsOf(deps.db, agencyId);
  const now = new Date();
  const heldAlready = rows.some(
    (row) => row.planId === plan.id && row.comped && isLive(row, graceOf(deps), now),
  );
  if (heldAlready) throw invalidField('plan_id', BILLING_MESSAGES.alreadySubscribed);
  await deps.db
    .insert(subscriptions)
    .values({ agencyId, section, planId: plan.id, status: 'active', comped: true });
  await refresh(deps, agencyId, `comp:${plan.name}`, actorUserId);
}

import type Stripe from 'stripe';
import { cycleLines, type ItemState, readItems, recurrenceOf } from './billing.ts';
import type { Call, Fake } from './context.ts';
import { activeDiscounts, discountRequests } from './discounts.ts';
import { invalid, missingParam } from './errors.ts';
import { buildInvoice, type LineSpec } from './invoices.ts';
import { Params } from './params.ts';
import { boundary, nextBoundary } from './periods.ts';
import { expandsOf, present } from './render.ts';
import { newId } from './store.ts';
import { planBilling } from './subscription-update.ts';

/**
 * `POST /v1/invoices/create_preview`: the invoice a subscription change would make (its
 * prorations as of `proration_date`), the subscription's next invoice, or a new subscription's
 * first one. Nothing is kept.
 */

interface Preview {
  lines: LineSpec[];
  period: { start: number; end: number };
  reason: Stripe.Invoice.BillingReason;
  discountsFrom: number;
  prorationDate: number | null;
}

function noUpcoming(customer: string): never {
  throw invalid(`No upcoming invoices for customer: ${customer}`, undefined, 'invoice_upcoming_none');
}

function ofSubscription(fake: Fake, subscription: Stripe.Subscription, details: Params | undefined): Preview {
  if (subscription.status === 'canceled') noUpcoming(subscription.customer as string);
  const settings = details ?? new Params({}, 'subscription_details');
  const { items, changed } = readItems(fake, subscription.items.data, details?.list('items') ?? []);
  for (const item of items) item.id ??= newId('si', 14);
  const billing = planBilling(fake, settings, subscription, items, changed);
  const prorationDate = settings.integer('proration_date') ?? fake.store.now();
  if (billing.now) {
    return {
      lines: billing.now.lines,
      period: billing.now.period,
      reason: 'subscription_update',
      discountsFrom: billing.now.period.start,
      prorationDate,
    };
  }
  const cancels = settings.boolean('cancel_at_period_end') ?? subscription.cancel_at_period_end;
  if (cancels) noUpcoming(subscription.customer as string);
  const current = billing.period;
  const next = { start: current.end, end: nextBoundary(billing.anchor, recurrenceOf(items), current.end) };
  const pending = fake.store.pendingLines.get(subscription.id) ?? [];
  return {
    lines: [
      ...pending,
      ...billing.later,
      ...cycleLines(fake, items as Array<ItemState & { id: string }>, next, false),
    ],
    period: current,
    reason: 'subscription_cycle',
    discountsFrom: next.start,
    prorationDate: billing.later.length > 0 ? prorationDate : null,
  };
}

function ofNewSubscription(fake: Fake, details: Params | undefined): Preview {
  const entries = details?.list('items') ?? [];
  if (entries.length === 0) throw missingParam('subscription_details[items]');
  const { items } = readItems(fake, [], entries);
  for (const item of items) item.id ??= newId('si', 14);
  const now = fake.store.now();
  const trialEnd = details?.integer('trial_end');
  const period = { start: now, end: trialEnd ?? boundary(now, recurrenceOf(items), 1) };
  return {
    lines: cycleLines(fake, items as Array<ItemState & { id: string }>, period, trialEnd !== undefined),
    period: { start: now, end: now },
    reason: 'subscription_create',
    discountsFrom: now,
    prorationDate: null,
  };
}

/** Discounts the preview is asked to add, shown as they would apply but not redeemed. */
function askedDiscounts(fake: Fake, params: Params, customer: string, currency: string): Stripe.Discount[] {
  return discountRequests(fake, params, customer, currency).map(
    (request) =>
      request.existing ?? {
        id: newId('di'),
        object: 'discount',
        checkout_session: null,
        customer,
        customer_account: null,
        end: null,
        invoice: null,
        invoice_item: null,
        promotion_code: request.promotionCode?.id ?? null,
        source: { coupon: request.coupon.id, type: 'coupon' },
        start: fake.store.now(),
        subscription: null,
        subscription_item: null,
      },
  );
}

export function createPreview({ fake, params }: Call): Stripe.Invoice {
  params.only(['customer', 'subscription', 'subscription_details', 'discounts', 'preview_mode', 'expand']);
  const subscriptionId = params.string('subscription');
  const subscription = subscriptionId ? fake.store.subscription(subscriptionId, 'subscription') : null;
  const customerId = params.string('customer') ?? (subscription?.customer as string | undefined);
  if (!customerId) throw missingParam('customer');
  const customer = fake.store.customer(customerId);
  if (subscription && subscription.customer !== customer.id) {
    throw invalid(
      `The subscription ${subscription.id} does not belong to the customer ${customer.id}.`,
      'subscription',
    );
  }
  const details = params.object('subscription_details');
  details?.only(['items', 'proration_date', 'proration_behavior', 'trial_end', 'cancel_at_period_end']);
  const preview = subscription
    ? ofSubscription(fake, subscription, details)
    : ofNewSubscription(fake, details);
  const discounts = [
    ...(subscription ? activeDiscounts(fake, subscription, preview.discountsFrom) : []),
    ...askedDiscounts(fake, params, customer.id, preview.lines[0]?.price.currency ?? 'usd'),
  ];
  const invoice = buildInvoice(fake, {
    customer,
    subscription,
    lines: preview.lines,
    billingReason: preview.reason,
    period: preview.period,
    discounts,
    preview: { prorationDate: preview.prorationDate },
  });
  return present(fake.store, invoice, expandsOf(params));
}

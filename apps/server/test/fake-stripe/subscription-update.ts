import type Stripe from 'stripe';
import {
  cycleLines,
  type ItemState,
  paymentBehaviorOf,
  prorationLines,
  readItems,
  recurrenceOf,
  stateOf,
  subscriptionItem,
} from './billing.ts';
import { refuseFailingCharge } from './charging.ts';
import { collect, invoiceIntent } from './collection.ts';
import type { Call, Fake } from './context.ts';
import { activeDiscounts, discountRequests, redeem, retireDiscounts } from './discounts.ts';
import { invalid } from './errors.ts';
import { changes } from './events.ts';
import { buildInvoice, type LineSpec, openInvoice } from './invoices.ts';
import type { Params } from './params.ts';
import { customersPaymentMethod } from './payment-methods.ts';
import { boundary, sameRecurrence } from './periods.ts';
import { expandsOf, present, snapshot } from './render.ts';
import { newId } from './store.ts';

/**
 * A subscription update: plan and quantity changes with their prorations (left for the next
 * invoice, invoiced now, or none), a new interval or an ended trial restarting the cycle and
 * billing at once, cancellation at period end, default payment method, metadata, discounts.
 */

const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'] as const;

export interface Billing {
  /** Lines to invoice now, if anything is; the invoice's period. */
  now: { lines: LineSpec[]; period: { start: number; end: number } } | null;
  /** Prorations for the next invoice. */
  later: LineSpec[];
  period: { start: number; end: number };
  anchor: number;
}

/**
 * What a change to `items` (and `trial_end`, `proration_behavior`, `proration_date` in `params`)
 * bills: shared by the update and its preview (`invoices.createPreview`).
 */
export function planBilling(
  fake: Fake,
  params: Params,
  subscription: Stripe.Subscription,
  items: ItemState[],
  changed: boolean,
): Billing {
  const now = fake.store.now();
  const first = subscription.items.data[0]!;
  const period = { start: first.current_period_start, end: first.current_period_end };
  const before = subscription.items.data.map(stateOf);
  const trialing = subscription.status === 'trialing';
  const behavior = params.oneOf('proration_behavior', PRORATION_BEHAVIORS) ?? 'create_prorations';
  const at = params.integer('proration_date') ?? now;
  const pending = fake.store.pendingLines.get(subscription.id) ?? [];
  const withIds = items as Array<ItemState & { id: string }>;
  const trialEnd = params.string('trial_end');

  const restart =
    (trialEnd === 'now' && trialing) ||
    (changed && !trialing && !sameRecurrence(recurrenceOf(before), recurrenceOf(items)));
  if (restart) {
    // A new interval (or the trial's end) starts a new cycle now: the unused time of the old one
    // is credited and the new one billed in full.
    const next = { start: now, end: boundary(now, recurrenceOf(items), 1) };
    const credit = trialing ? [] : prorationLines(fake, before, [], period, now);
    return {
      now: {
        lines: [...pending, ...credit, ...cycleLines(fake, withIds, next, false)],
        period: { start: now, end: now },
      },
      later: [],
      period: next,
      anchor: now,
    };
  }
  if (trialEnd !== undefined && trialEnd !== 'now') {
    const end = params.integer('trial_end')!;
    if (!trialing)
      throw invalid('The fake Stripe changes trial_end of trialing subscriptions only.', 'trial_end');
    if (end <= now)
      throw invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
    return { now: null, later: [], period: { start: period.start, end }, anchor: end };
  }
  const prorations =
    changed && !trialing && behavior !== 'none' ? prorationLines(fake, before, items, period, at) : [];
  if (behavior === 'always_invoice' && prorations.length > 0) {
    return {
      now: { lines: [...pending, ...prorations], period: { start: at, end: at } },
      later: [],
      period,
      anchor: subscription.billing_cycle_anchor,
    };
  }
  return { now: null, later: prorations, period, anchor: subscription.billing_cycle_anchor };
}

function applyItems(
  call: Call,
  subscription: Stripe.Subscription,
  items: ItemState[],
  period: Billing['period'],
): void {
  subscription.items.data = items.map((item) => {
    const existing = subscription.items.data.find((entry) => entry.id === item.id);
    const next = subscriptionItem(call.fake, subscription.id, item, period);
    return existing ? { ...next, created: existing.created } : next;
  });
  subscription.currency = items[0]!.price.currency;
}

/** `cancellation_details[comment|feedback]`, which an update may set even once canceled. */
export function applyCancellationDetails(params: Params, subscription: Stripe.Subscription): void {
  const details = params.object('cancellation_details');
  if (!details) return;
  details.only(['comment', 'feedback']);
  const current = subscription.cancellation_details;
  subscription.cancellation_details = {
    comment: details.has('comment') ? details.string('comment') || null : (current?.comment ?? null),
    feedback: details.has('feedback')
      ? (details.oneOf('feedback', FEEDBACK) ?? null)
      : (current?.feedback ?? null),
    feedback_option: null,
    reason: current?.reason ?? null,
  };
}

const FEEDBACK = [
  'customer_service',
  'low_quality',
  'missing_features',
  'other',
  'switched_service',
  'too_complex',
  'too_expensive',
  'unused',
] as const;

function applyCancellation(call: Call, subscription: Stripe.Subscription, periodEnd: number): void {
  const cancel = call.params.boolean('cancel_at_period_end');
  if (cancel === undefined) return;
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? periodEnd : null;
  subscription.canceled_at = cancel ? call.fake.store.now() : null;
  subscription.cancellation_details = {
    comment: subscription.cancellation_details?.comment ?? null,
    feedback: subscription.cancellation_details?.feedback ?? null,
    feedback_option: null,
    reason: cancel ? 'cancellation_requested' : null,
  };
}

const CANCELED_FIELDS = ['metadata', 'cancellation_details', 'expand'];

export function updateSubscription(call: Call): Stripe.Subscription {
  const { fake, params, path } = call;
  params.only([
    'items',
    'proration_behavior',
    'proration_date',
    'cancel_at_period_end',
    'default_payment_method',
    'metadata',
    'description',
    'trial_end',
    'payment_behavior',
    'discounts',
    'off_session',
    'expand',
    'cancellation_details',
  ]);
  const subscription = fake.store.subscription(path.id!);
  const before = snapshot(subscription);
  if (subscription.status === 'canceled') {
    if (Object.keys(params.values).some((key) => !CANCELED_FIELDS.includes(key))) {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    subscription.metadata = params.metadata(subscription.metadata);
  } else {
    updateLive(call, subscription);
  }
  applyCancellationDetails(params, subscription);
  const previous = changes(before, snapshot(subscription));
  if (previous) fake.events.emit('customer.subscription.updated', subscription, previous);
  return present(fake.store, subscription, expandsOf(params));
}

function updateLive(call: Call, subscription: Stripe.Subscription): void {
  const { fake, params } = call;
  const customer = fake.store.customer(subscription.customer as string);
  const paymentBehavior = paymentBehaviorOf(params);
  const { items, changed } = readItems(fake, subscription.items.data, params.list('items'));
  for (const item of items) item.id ??= newId('si', 14);
  const billing = planBilling(fake, params, subscription, items, changed);
  const paymentMethod = params.isEmpty('default_payment_method')
    ? null
    : params.has('default_payment_method')
      ? customersPaymentMethod(
          fake,
          customer.id,
          params.requiredString('default_payment_method'),
          'default_payment_method',
        )
      : (subscription.default_payment_method as string | null);
  const requests = params.has('discounts')
    ? discountRequests(fake, params, customer.id, items[0]!.price.currency)
    : null;
  const invoiceSpec = billing.now && {
    customer,
    subscription,
    lines: billing.now.lines,
    billingReason: 'subscription_update' as const,
    period: billing.now.period,
    discounts: activeDiscounts(fake, subscription, billing.now.period.start),
  };
  if (invoiceSpec && paymentBehavior === 'error_if_incomplete') {
    const amount = buildInvoice(fake, { ...invoiceSpec, preview: { prorationDate: null } }).amount_due;
    refuseFailingCharge(
      amount,
      paymentMethod ?? (customer.invoice_settings.default_payment_method as string | null),
      fake,
    );
  }

  applyItems(call, subscription, items, billing.period);
  subscription.billing_cycle_anchor = billing.anchor;
  const trialEnd = params.string('trial_end');
  if (trialEnd === 'now' && subscription.status === 'trialing') {
    subscription.trial_end = fake.store.now();
    subscription.status = 'active';
  } else if (trialEnd !== undefined && trialEnd !== 'now') subscription.trial_end = billing.period.end;
  applyCancellation(call, subscription, billing.period.end);
  subscription.default_payment_method = paymentMethod;
  subscription.metadata = params.metadata(subscription.metadata);
  if (params.has('description')) subscription.description = params.string('description') || null;
  if (requests)
    subscription.discounts = requests.map(
      (request) => redeem(fake, request, customer.id, subscription.id).id,
    );
  if (billing.later.length > 0) {
    fake.store.pendingLines.set(subscription.id, [
      ...(fake.store.pendingLines.get(subscription.id) ?? []),
      ...billing.later,
    ]);
  }
  if (!invoiceSpec) return;

  fake.store.pendingLines.delete(subscription.id);
  const invoice = openInvoice(fake, invoiceSpec);
  retireDiscounts(fake, subscription, invoice);
  subscription.latest_invoice = invoice.id;
  if (invoice.status === 'paid') return;
  if (paymentBehavior === 'default_incomplete') {
    invoiceIntent(fake, invoice);
    subscription.status = 'past_due';
  } else if (collect(fake, invoice)) subscription.status = 'past_due';
}

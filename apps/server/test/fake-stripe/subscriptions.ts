import type Stripe from 'stripe';
import {
  cycleLines,
  type ItemState,
  paymentBehaviorOf,
  readItems,
  recurrenceOf,
  stateOf,
  subscriptionItem,
} from './billing.ts';
import { refuseFailingCharge } from './charging.ts';
import { collect, invoiceIntent } from './collection.ts';
import { type Call, type Fake, type Route, retrieve } from './context.ts';
import { activeDiscounts, discountAmount, discountRequests, redeem, retireDiscounts } from './discounts.ts';
import { invalid, missingParam, noSuch } from './errors.ts';
import { openInvoice } from './invoices.ts';
import type { Params } from './params.ts';
import { customersPaymentMethod } from './payment-methods.ts';
import { boundary } from './periods.ts';
import { expandsOf, listPage, present } from './render.ts';
import { newId } from './store.ts';
import { applyCancellationDetails, updateSubscription } from './subscription-update.ts';

/**
 * Subscriptions: created with their first invoice charged (or a trial), listed, canceled.
 * Updates are subscription-update.ts, renewals renewal.ts.
 */

function trialEndOf(params: Params, items: ItemState[], now: number): number | null {
  if (params.string('trial_end') === 'now') return null;
  const end = params.integer('trial_end');
  if (end !== undefined) {
    if (end <= now)
      throw invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
    return end;
  }
  const days = params.integer('trial_period_days');
  if (days !== undefined && days > 0) return now + days * 86_400;
  if (params.boolean('trial_from_plan')) {
    const planDays = items[0]!.price.recurring?.trial_period_days;
    if (planDays) return now + planDays * 86_400;
  }
  return null;
}

function newSubscription(
  fake: Fake,
  customer: Stripe.Customer,
  params: Params,
  items: ItemState[],
  trialEnd: number | null,
): Stripe.Subscription {
  const now = fake.store.now();
  const id = newId('sub');
  const periodEnd = trialEnd ?? boundary(now, recurrenceOf(items), 1);
  const period = { start: now, end: periodEnd };
  const cancelAtPeriodEnd = params.boolean('cancel_at_period_end') ?? false;
  const defaultPaymentMethod = params.string('default_payment_method');
  const settings = params.object('payment_settings');
  settings?.only(['save_default_payment_method']);
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: trialEnd ?? now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: cancelAtPeriodEnd ? periodEnd : null,
    cancel_at_period_end: cancelAtPeriodEnd,
    canceled_at: cancelAtPeriodEnd ? now : null,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
    },
    collection_method: 'charge_automatically',
    created: now,
    currency: items[0]!.price.currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: defaultPaymentMethod
      ? customersPaymentMethod(fake, customer.id, defaultPaymentMethod, 'default_payment_method')
      : null,
    default_source: null,
    default_tax_rates: [],
    description: params.string('description') || null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: items.map((item) => subscriptionItem(fake, id, item, period)),
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: params.metadata(),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method:
        settings?.oneOf('save_default_payment_method', ['off', 'on_subscription'] as const) ?? 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: trialEnd === null ? null : now,
  };
}

export function create({ fake, params }: Call): Stripe.Subscription {
  params.only([
    'customer',
    'items',
    'trial_period_days',
    'trial_end',
    'trial_from_plan',
    'default_payment_method',
    'discounts',
    'metadata',
    'description',
    'payment_behavior',
    'proration_behavior',
    'cancel_at_period_end',
    'collection_method',
    'payment_settings',
    'off_session',
    'expand',
  ]);
  const customer = fake.store.customer(params.requiredString('customer'));
  const entries = params.list('items');
  if (entries.length === 0) throw missingParam('items');
  const { items } = readItems(fake, [], entries);
  const behavior = paymentBehaviorOf(params);
  if ((params.string('collection_method') ?? 'charge_automatically') !== 'charge_automatically') {
    throw invalid(
      'The fake Stripe implements collection_method=charge_automatically only.',
      'collection_method',
    );
  }
  params.oneOf('proration_behavior', ['always_invoice', 'create_prorations', 'none'] as const);
  const now = fake.store.now();
  const trialEnd = trialEndOf(params, items, now);
  const requests = discountRequests(fake, params, customer.id, items[0]!.price.currency);
  const subscription = newSubscription(fake, customer, params, items, trialEnd);

  if (behavior === 'error_if_incomplete' && trialEnd === null) {
    let amount = items.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * item.quantity, 0);
    for (const request of requests) amount -= discountAmount(request.coupon, amount);
    const paymentMethod =
      (subscription.default_payment_method as string | null) ??
      (customer.invoice_settings.default_payment_method as string | null);
    refuseFailingCharge(amount + customer.balance, paymentMethod, fake);
  }

  fake.store.subscriptions.set(subscription.id, subscription);
  subscription.discounts = requests.map((request) => redeem(fake, request, customer.id, subscription.id).id);
  const created = fake.events.emit('customer.subscription.created', subscription);
  const period = { start: now, end: subscription.items.data[0]!.current_period_end };
  const invoice = openInvoice(fake, {
    customer,
    subscription,
    lines: cycleLines(fake, subscription.items.data.map(stateOf), period, trialEnd !== null),
    billingReason: 'subscription_create',
    period: { start: now, end: now },
    discounts: activeDiscounts(fake, subscription, now),
  });
  retireDiscounts(fake, subscription, invoice);
  subscription.latest_invoice = invoice.id;
  if (invoice.status === 'paid') subscription.status = trialEnd === null ? 'active' : 'trialing';
  else if (behavior === 'default_incomplete') invoiceIntent(fake, invoice);
  else subscription.status = collect(fake, invoice) ? 'incomplete' : 'active';
  // The created event shows the subscription as its first invoice left it, as Stripe's does.
  fake.events.refresh(created, subscription);
  return present(fake.store, subscription, expandsOf(params));
}

function list({ fake, params }: Call) {
  params.only(['customer', 'price', 'status', 'limit', 'starting_after', 'ending_before', 'expand']);
  const customer = params.string('customer');
  const price = params.string('price');
  const status = params.string('status');
  const subscriptions = [...fake.store.subscriptions.values()].filter(
    (subscription) =>
      (customer === undefined || subscription.customer === customer) &&
      (price === undefined || subscription.items.data.some((item) => item.price.id === price)) &&
      // Without a status, Stripe lists every subscription but the canceled ones.
      (status === 'all' ||
        (status === undefined ? subscription.status !== 'canceled' : subscription.status === status)),
  );
  return listPage(fake.store, subscriptions, params, '/v1/subscriptions');
}

/** Ends the subscription now: `canceled`, with `customer.subscription.deleted`. */
export function endSubscription(fake: Fake, subscription: Stripe.Subscription, at: number): void {
  subscription.status = 'canceled';
  subscription.ended_at = at;
  subscription.canceled_at ??= at;
  subscription.cancellation_details = {
    comment: subscription.cancellation_details?.comment ?? null,
    feedback: subscription.cancellation_details?.feedback ?? null,
    feedback_option: null,
    reason: subscription.cancellation_details?.reason ?? 'cancellation_requested',
  };
  fake.store.pendingLines.delete(subscription.id);
  fake.events.emit('customer.subscription.deleted', subscription);
}

function cancel({ fake, params, path }: Call): Stripe.Subscription {
  params.only(['invoice_now', 'prorate', 'cancellation_details', 'expand']);
  const subscription = fake.store.subscription(path.id!);
  // Stripe no longer finds a canceled subscription to cancel.
  if (subscription.status === 'canceled') throw noSuch('subscription', subscription.id);
  applyCancellationDetails(params, subscription);
  endSubscription(fake, subscription, fake.store.now());
  return present(fake.store, subscription, expandsOf(params));
}

export const subscriptionRoutes: Route[] = [
  { method: 'POST', path: '/v1/subscriptions', handle: create },
  { method: 'GET', path: '/v1/subscriptions', handle: list },
  { method: 'GET', path: '/v1/subscriptions/:id', handle: retrieve((store, id) => store.subscription(id)) },
  { method: 'POST', path: '/v1/subscriptions/:id', handle: updateSubscription },
  { method: 'DELETE', path: '/v1/subscriptions/:id', handle: cancel },
];

import type Stripe from 'stripe';
import { cycleLines, recurrenceOf, stateOf } from './billing.ts';
import { collect } from './collection.ts';
import type { ConnectedAccounts, Fake } from './context.ts';
import { activeDiscounts, retireDiscounts } from './discounts.ts';
import { invalid } from './errors.ts';
import { changes } from './events.ts';
import { openInvoice } from './invoices.ts';
import { nextBoundary } from './periods.ts';
import { snapshot } from './render.ts';
import { endSubscription } from './subscriptions.ts';

/**
 * Moves a subscription to its next period, as Stripe does when a period ends (a fake-only
 * control: nothing waits for real time). The fake's clock moves to the period's end; the
 * subscription ends there if it was set to, else the period's invoice is charged: paid keeps
 * it (or makes it) active, a failed charge makes it `past_due`.
 */
export function renewSubscription(fake: Fake, id: string): Stripe.Subscription {
  const subscription = fake.store.subscription(id);
  if (!['active', 'trialing', 'past_due'].includes(subscription.status)) {
    throw invalid(`A ${subscription.status} subscription has no next period to move to.`, 'id');
  }
  const first = subscription.items.data[0]!;
  const { current_period_start: start, current_period_end: end } = first;
  fake.store.advanceTo(end);
  if (
    subscription.cancel_at_period_end ||
    (subscription.cancel_at !== null && subscription.cancel_at <= end)
  ) {
    endSubscription(fake, subscription, end);
    return subscription;
  }

  const before = snapshot(subscription);
  const items = subscription.items.data.map(stateOf);
  const period = {
    start: end,
    end: nextBoundary(subscription.billing_cycle_anchor, recurrenceOf(items), end),
  };
  for (const item of subscription.items.data) {
    item.current_period_start = period.start;
    item.current_period_end = period.end;
  }
  if (subscription.status === 'trialing') subscription.status = 'active';
  fake.events.emit('customer.subscription.updated', subscription, changes(before, snapshot(subscription)));

  const customer = fake.store.customer(subscription.customer as string);
  const pending = fake.store.pendingLines.get(subscription.id) ?? [];
  fake.store.pendingLines.delete(subscription.id);
  const invoice = openInvoice(fake, {
    customer,
    subscription,
    lines: [...pending, ...cycleLines(fake, items, period, false)],
    billingReason: 'subscription_cycle',
    // A renewal invoice's own period is the one that just ended; its lines bill the new one.
    period: { start, end },
    discounts: activeDiscounts(fake, subscription, period.start),
  });
  retireDiscounts(fake, subscription, invoice);
  const afterPeriod = snapshot(subscription);
  subscription.latest_invoice = invoice.id;
  if (invoice.status !== 'paid' && collect(fake, invoice)) subscription.status = 'past_due';
  const previous = changes(afterPeriod, subscription);
  if (previous) fake.events.emit('customer.subscription.updated', subscription, previous);
  return subscription;
}

/** The account whose subscription this is (the platform's when none has it: its 404 then). */
export function subscriptionHolder(connect: ConnectedAccounts, id: string): Fake {
  return connect.holding((fake) => fake.store.subscriptions.has(id)) ?? connect.platform;
}

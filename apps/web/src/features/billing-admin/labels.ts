import {
  type BillingStatus,
  formatPrice,
  type InvoiceSummary,
  PLAN_TYPE_LABELS,
  type PlanType,
  type PriceInterval,
  type PriceSummary,
  planTypes,
  priceIntervals,
  type SubscriptionSection,
  type SubscriptionSummary,
} from '@tessera/api-contract';

/** What each plan type gives the agency holding it, for the plan form's type choice. */
export const PLAN_TYPE_HELP: Record<PlanType, string> = {
  agency: 'Gives the agency access to the platform: its websites, pages and cards.',
  app: 'Adds the premium apps and elements chosen below to an agency that already has access.',
  reseller: 'Lets the agency create and manage client agencies, whose access it covers.',
  unlimited: 'A reseller plan that also grants every premium app and element there is.',
};

export const PLAN_TYPE_CHOICES = planTypes.map((value) => ({
  value,
  label: PLAN_TYPE_LABELS[value],
  description: PLAN_TYPE_HELP[value],
}));

export const PLAN_TYPE_COLORS: Record<PlanType, string> = {
  agency: 'blue',
  app: 'grape',
  reseller: 'indigo',
  unlimited: 'violet',
};

/** How the price form names an interval (the contract's labels say "per month" after an amount). */
export const INTERVAL_NAMES: Record<PriceInterval, string> = {
  Daily: 'Daily',
  Weekly: 'Weekly',
  Monthly: 'Monthly',
  Yearly: 'Yearly',
  Once: 'One time',
};

export const INTERVAL_OPTIONS = priceIntervals.map((value) => ({ value, label: INTERVAL_NAMES[value] }));

/**
 * A plan's offered prices, by amount as the API lists them ("$97.00 per month", "$970.00 per
 * year", shown as one line joined by " · "), and how many are no longer offered.
 */
export function planPricesLine(
  prices: readonly Pick<PriceSummary, 'id' | 'amount' | 'currency' | 'interval' | 'active'>[],
): { offered: { id: number; text: string }[]; inactive: number } {
  const offered = prices.filter((price) => price.active);
  return {
    offered: offered.map((price) => ({ id: price.id, text: formatPrice(price) })),
    inactive: prices.length - offered.length,
  };
}

export const SECTION_LABELS: Record<SubscriptionSection, string> = {
  agency: 'Agency plan',
  app: 'Premium app',
  reseller: 'Reseller plan',
};

export const STATUS_BADGES: Record<BillingStatus, { label: string; color: string }> = {
  none: { label: 'None', color: 'gray' },
  active: { label: 'Active', color: 'teal' },
  trialing: { label: 'Trial', color: 'blue' },
  past_due: { label: 'Payment overdue', color: 'orange' },
  canceled: { label: 'Canceled', color: 'gray' },
  incomplete: { label: 'Incomplete', color: 'yellow' },
};

export const INVOICE_BADGES: Record<InvoiceSummary['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  open: { label: 'Open', color: 'blue' },
  paid: { label: 'Paid', color: 'teal' },
  uncollectible: { label: 'Uncollectible', color: 'red' },
  void: { label: 'Void', color: 'gray' },
};

/**
 * The `planType` the cancel call names a subscription by (`subscriptionTarget`): `agency`,
 * `reseller`, or `app-{plan name}` for a premium app.
 */
export function cancelTarget(subscription: Pick<SubscriptionSummary, 'section' | 'plan'>): string {
  return subscription.section === 'app' ? `app-${subscription.plan.name}` : subscription.section;
}

/**
 * A subscription that is still running (active, on trial, or paid late), so an admin may end it.
 * Past its grace period a late one no longer counts as running; the server then says so.
 */
export function isCancelable(subscription: Pick<SubscriptionSummary, 'status'>): boolean {
  return (
    subscription.status === 'active' ||
    subscription.status === 'trialing' ||
    subscription.status === 'past_due'
  );
}

/**
 * What each subscription's Cancel does. The cancel call names a section (`cancelTarget`), and the
 * server ends the newest running subscription of it: the first in the overview's order (newest
 * first). A running one behind it in the same section waits until that one is ended.
 */
export function cancelActions(
  subscriptions: readonly Pick<SubscriptionSummary, 'id' | 'section' | 'plan' | 'status'>[],
): Map<number, { kind: 'cancel' } | { kind: 'behind'; first: string }> {
  const firstOf = new Map<string, string>();
  const out = new Map<number, { kind: 'cancel' } | { kind: 'behind'; first: string }>();
  for (const subscription of subscriptions) {
    if (!isCancelable(subscription)) continue;
    const target = cancelTarget(subscription);
    const first = firstOf.get(target);
    if (first === undefined) {
      firstOf.set(target, subscription.plan.title);
      out.set(subscription.id, { kind: 'cancel' });
    } else out.set(subscription.id, { kind: 'behind', first });
  }
  return out;
}

/** When a subscription renews or ends, for its row: the words and the date they name (null: none). */
export function renewalOf(
  subscription: Pick<
    SubscriptionSummary,
    'status' | 'cancel_at_period_end' | 'current_period_end' | 'trial_end' | 'comped' | 'price'
  >,
): { text: string; at: string | null } {
  const end = subscription.current_period_end;
  if (subscription.status === 'canceled') return { text: 'Ended', at: end };
  if (subscription.status === 'trialing' && subscription.trial_end) {
    return { text: subscription.cancel_at_period_end ? 'Ends' : 'Trial ends', at: subscription.trial_end };
  }
  if (end) return { text: subscription.cancel_at_period_end ? 'Ends' : 'Renews', at: end };
  if (subscription.price?.interval === 'Once') return { text: 'Paid once, kept for good', at: null };
  if (subscription.comped) return { text: 'Until canceled', at: null };
  return { text: '—', at: null };
}

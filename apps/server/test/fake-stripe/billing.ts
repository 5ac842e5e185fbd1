import type Stripe from 'stripe';
import { productName } from './catalog.ts';
import { decimal, type Fake } from './context.ts';
import { invalid, missingParam } from './errors.ts';
import type { Params } from './params.ts';
import { day, intervalText, money, prorate, sameRecurrence } from './periods.ts';
import { snapshot } from './render.ts';
import type { LineSpec } from './store.ts';
import { newId } from './store.ts';

/** What a subscription bills: its items, their invoice lines, prorations, and which discounts apply. */

/** A subscription item as a change leaves it; `id` null for one being added. */
export interface ItemState {
  id: string | null;
  price: Stripe.Price;
  quantity: number;
  metadata: Record<string, string>;
}

export function recurringPrice(fake: Fake, id: string, param: string): Stripe.Price {
  const price = fake.store.price(id, param);
  if (!price.active)
    throw invalid('The price specified is inactive. This field only accepts active prices.', param);
  if (!price.recurring) {
    throw invalid(
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      param,
    );
  }
  return price;
}

export function recurrenceOf(items: ItemState[]): Stripe.Price.Recurring {
  return items[0]!.price.recurring!;
}

/** All items of one subscription bill together: one currency, one interval. */
function checkTogether(items: ItemState[]): void {
  const first = items[0];
  if (!first) throw missingParam('items');
  for (const item of items) {
    if (item.price.currency !== first.price.currency) {
      throw invalid('All prices on a subscription must have the same currency.', 'items');
    }
    if (!sameRecurrence(item.price.recurring, first.price.recurring)) {
      throw invalid(
        'All prices on a subscription must have the same `recurring.interval` and `recurring.interval_count`.',
        'items',
      );
    }
  }
}

/**
 * Items after `items[n][…]` of a create or an update: `id` picks an existing item (`price`,
 * `quantity` change it, `deleted=true` drops it), no `id` adds one. `changed` says whether billing moves.
 */
export function readItems(
  fake: Fake,
  current: Stripe.SubscriptionItem[],
  entries: Params[],
): { items: ItemState[]; changed: boolean } {
  const items: ItemState[] = current.map((item) => ({
    id: item.id,
    price: fake.store.prices.get(item.price.id) ?? item.price,
    quantity: item.quantity ?? 1,
    metadata: item.metadata,
  }));
  let changed = false;
  for (const entry of entries) {
    entry.only(['id', 'price', 'quantity', 'metadata', 'deleted']);
    const id = entry.string('id');
    const quantity = entry.integer('quantity');
    if (quantity !== undefined && quantity < 0)
      throw invalid('Invalid quantity: must be at least 0', entry.name('quantity'));
    if (id) {
      const index = items.findIndex((item) => item.id === id);
      const item = items[index];
      if (!item) throw invalid(`No such subscription item: '${id}'`, entry.name('id'), 'resource_missing');
      if (entry.boolean('deleted')) {
        items.splice(index, 1);
        changed = true;
        continue;
      }
      const priceId = entry.string('price');
      if (priceId && priceId !== item.price.id) {
        item.price = recurringPrice(fake, priceId, entry.name('price'));
        changed = true;
      }
      if (quantity !== undefined && quantity !== item.quantity) {
        item.quantity = quantity;
        changed = true;
      }
      item.metadata = entry.metadata(item.metadata);
      continue;
    }
    const price = recurringPrice(fake, entry.requiredString('price'), entry.name('price'));
    items.push({ id: null, price, quantity: quantity ?? 1, metadata: entry.metadata() });
    changed = true;
  }
  checkTogether(items);
  return { items, changed };
}

export function planOf(price: Stripe.Price): Stripe.Plan {
  const recurring = price.recurring!;
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: decimal(price.unit_amount ?? 0),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: recurring.trial_period_days,
    usage_type: 'licensed',
  };
}

export function subscriptionItem(
  fake: Fake,
  subscription: string,
  state: ItemState,
  period: { start: number; end: number },
): Stripe.SubscriptionItem {
  return {
    id: state.id ?? newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: fake.store.now(),
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata: state.metadata,
    plan: planOf(state.price),
    price: snapshot(state.price),
    quantity: state.quantity,
    subscription,
    tax_rates: [],
  };
}

function label(fake: Fake, item: ItemState): string {
  const name = productName(fake, item.price);
  return item.quantity === 1 ? name : `${item.quantity} × ${name}`;
}

/** A period's lines: `1 × Pro (at $10.00 / month)`, or `Trial period for Pro` at zero. */
export function cycleLines(
  fake: Fake,
  items: Array<ItemState & { id: string }>,
  period: { start: number; end: number },
  trial: boolean,
): LineSpec[] {
  return items.map((item) => {
    const unit = item.price.unit_amount ?? 0;
    const name = productName(fake, item.price);
    return {
      description: trial
        ? `Trial period for ${name}`
        : `${item.quantity} × ${name} (at ${money(unit, item.price.currency)} / ${intervalText(item.price.recurring!)})`,
      amount: trial ? 0 : unit * item.quantity,
      price: item.price,
      quantity: item.quantity,
      period,
      subscriptionItem: item.id,
      proration: false,
    };
  });
}

/**
 * Prorations of moving from `before` to `after` at `at` within [start, end): a credit for the
 * unused time of what changed, a charge for the remaining time of what replaces it.
 */
export function prorationLines(
  fake: Fake,
  before: ItemState[],
  after: ItemState[],
  period: { start: number; end: number },
  at: number,
): LineSpec[] {
  const lines: LineSpec[] = [];
  const same = (a: ItemState, b: ItemState) =>
    a.id === b.id && a.price.id === b.price.id && a.quantity === b.quantity;
  const rest = { start: at, end: period.end };
  for (const item of before) {
    if (after.some((other) => same(item, other))) continue;
    lines.push({
      description: `Unused time on ${label(fake, item)} after ${day(at)}`,
      amount: -prorate((item.price.unit_amount ?? 0) * item.quantity, period.start, period.end, at),
      price: item.price,
      quantity: item.quantity,
      period: rest,
      subscriptionItem: item.id,
      proration: true,
    });
  }
  for (const item of after) {
    if (before.some((other) => same(item, other))) continue;
    lines.push({
      description: `Remaining time on ${label(fake, item)} after ${day(at)}`,
      amount: prorate((item.price.unit_amount ?? 0) * item.quantity, period.start, period.end, at),
      price: item.price,
      quantity: item.quantity,
      period: rest,
      subscriptionItem: item.id,
      proration: true,
    });
  }
  return lines;
}

export const PAYMENT_BEHAVIORS = [
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
] as const;
export type PaymentBehavior = (typeof PAYMENT_BEHAVIORS)[number];

export function paymentBehaviorOf(params: Params): Exclude<PaymentBehavior, 'pending_if_incomplete'> {
  const behavior = params.oneOf('payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete';
  if (behavior === 'pending_if_incomplete') {
    throw invalid(
      'The fake Stripe does not implement payment_behavior=pending_if_incomplete (pending updates).',
      'payment_behavior',
    );
  }
  return behavior;
}

export function stateOf(item: Stripe.SubscriptionItem): ItemState & { id: string } {
  return { id: item.id, price: item.price, quantity: item.quantity ?? 1, metadata: item.metadata };
}

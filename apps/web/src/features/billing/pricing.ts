import {
  type BillingOverview,
  type BillingStatus,
  type CouponEffect,
  formatMoney,
  type PaymentMethod,
  type PlanDetail,
  PRICE_INTERVAL_LABELS,
  type PriceInterval,
  type PriceSummary,
  type SubscriptionSummary,
} from '@tessera/api-contract';

/**
 * The billing screens' arithmetic and wording, in the currency's minor unit throughout (cents;
 * yen have none), so nothing here rounds through floating-point money.
 */

// ---------------------------------------------------------------------------------------------
// Prices and plans

/** Recurring intervals, in the order a price switch offers them. */
const INTERVAL_ORDER: readonly PriceInterval[] = ['Monthly', 'Yearly', 'Weekly', 'Daily', 'Once'];

export const INTERVAL_CHOICE_LABELS: Record<PriceInterval, string> = {
  Daily: 'Daily',
  Weekly: 'Weekly',
  Monthly: 'Monthly',
  Yearly: 'Yearly',
  Once: 'One-time',
};

/** The intervals the plans' offered prices come in, in the switch's order. */
export function intervalsOf(plans: readonly PlanDetail[]): PriceInterval[] {
  const offered = new Set(
    plans.flatMap((plan) => plan.prices.filter((p) => p.active).map((p) => p.interval)),
  );
  return INTERVAL_ORDER.filter((interval) => offered.has(interval));
}

/** The plan's offered price for an interval (the lowest, should there be several). */
export function priceFor(plan: PlanDetail, interval: PriceInterval): PriceSummary | null {
  const offered = plan.prices
    .filter((p) => p.active && p.interval === interval)
    .sort((a, b) => a.amount - b.amount);
  return offered[0] ?? null;
}

/** How much less twelve months cost on the yearly price than on the monthly one, in percent (whole). */
export function yearlySaving(plan: PlanDetail): number | null {
  const monthly = priceFor(plan, 'Monthly');
  const yearly = priceFor(plan, 'Yearly');
  if (!monthly || !yearly || monthly.amount <= 0) return null;
  const fullYear = monthly.amount * 12;
  if (yearly.amount >= fullYear) return null;
  return Math.round(((fullYear - yearly.amount) / fullYear) * 100);
}

/** "$97.00" and "per month" apart, for a price shown large with its interval beside it. */
export function priceParts(price: Pick<PriceSummary, 'amount' | 'currency' | 'interval'>) {
  return { amount: formatMoney(price.amount, price.currency), per: PRICE_INTERVAL_LABELS[price.interval] };
}

export function trialLabel(days: number): string | null {
  return days > 0 ? `${days}-day free trial` : null;
}

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** What a plan gives, one line each, in the words the plan cards show. */
export function planFeatures(
  plan: Pick<
    PlanDetail,
    'site_limit' | 'card_limit' | 'premium_apps' | 'premium_elements' | 'course_count' | 'trial_days' | 'type'
  >,
  directory: readonly { key: string; name: string }[],
): string[] {
  const lines: string[] = [];
  // App plans add apps; their limits are the agency plan's business.
  if (plan.type !== 'app') {
    if (plan.site_limit === null) lines.push('Unlimited websites');
    else if (plan.site_limit > 0) lines.push(`Up to ${count(plan.site_limit, 'website', 'websites')}`);
    if (plan.card_limit === null) lines.push('Unlimited business cards');
    else if (plan.card_limit > 0)
      lines.push(`Up to ${count(plan.card_limit, 'business card', 'business cards')}`);
  }
  if (plan.type === 'unlimited') lines.push('Every premium app and element');
  else {
    const names = plan.premium_apps.map((key) => directory.find((app) => app.key === key)?.name ?? key);
    if (names.length > 0)
      lines.push(`${names.length === 1 ? 'Premium app' : 'Premium apps'}: ${names.join(', ')}`);
    if (plan.premium_elements.length > 0)
      lines.push(count(plan.premium_elements.length, 'premium element', 'premium elements'));
  }
  if (plan.type === 'reseller') lines.push('Manage client agencies');
  if (plan.course_count > 0) lines.push(`${count(plan.course_count, 'course', 'courses')} included`);
  const trial = trialLabel(plan.trial_days);
  if (trial) lines.push(trial);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Coupons and the order summary

/** What a coupon takes off one payment of `amount` (never more than the amount). */
export function couponDiscount(
  amount: number,
  currency: string,
  coupon: Pick<CouponEffect, 'percent_off' | 'amount_off' | 'currency'> | null,
): number {
  if (!coupon || amount <= 0) return 0;
  if (coupon.percent_off !== null) {
    return Math.min(amount, Math.round((amount * coupon.percent_off) / 100));
  }
  if (coupon.amount_off !== null) {
    if (coupon.currency !== null && coupon.currency.toLowerCase() !== currency.toLowerCase()) return 0;
    return Math.min(amount, coupon.amount_off);
  }
  return 0;
}

/** A stretch of payments of one amount: `payments` of them, or for `months`, or for good (both null). */
export interface Phase {
  amount: number;
  payments: number | null;
  months: number | null;
}

export interface OrderSummary {
  currency: string;
  interval: PriceInterval;
  price: number;
  /** Off the first payment. */
  discount: number;
  firstPayment: number;
  /** Nothing during a free trial. */
  dueToday: number;
  trialDays: number;
  /** The payments after the first, in order; empty for a one-time price. */
  after: Phase[];
}

/** How many payments of an interval a coupon covers, the first included; null: all of them. */
function coveredPayments(coupon: CouponEffect, interval: PriceInterval): number | null | 'months' {
  if (coupon.duration === 'once') return 1;
  if (coupon.duration === 'forever') return null;
  const months = coupon.duration_in_months ?? 1;
  if (interval === 'Monthly') return months;
  if (interval === 'Yearly') return Math.ceil(months / 12);
  return 'months';
}

/**
 * What an order costs: today (nothing during a trial), the first payment after the coupon, and
 * what follows (the coupon's repeating months, then the full price). The coupon is counted from
 * the first payment.
 */
export function orderSummary(
  price: Pick<PriceSummary, 'amount' | 'currency' | 'interval'>,
  trialDays: number,
  coupon: CouponEffect | null,
): OrderSummary {
  const discount = couponDiscount(price.amount, price.currency, coupon);
  const firstPayment = price.amount - discount;
  const recurring = price.interval !== 'Once';
  const trial = recurring ? Math.max(0, trialDays) : 0;
  const after: Phase[] = [];
  if (recurring) {
    const covered = coupon && discount > 0 ? coveredPayments(coupon, price.interval) : 1;
    if (covered === null) after.push({ amount: firstPayment, payments: null, months: null });
    else if (covered === 'months') {
      after.push({ amount: firstPayment, payments: null, months: coupon?.duration_in_months ?? 1 });
      after.push({ amount: price.amount, payments: null, months: null });
    } else {
      if (covered > 1) after.push({ amount: firstPayment, payments: covered - 1, months: null });
      after.push({ amount: price.amount, payments: null, months: null });
    }
  }
  return {
    currency: price.currency,
    interval: price.interval,
    price: price.amount,
    discount,
    firstPayment,
    dueToday: trial > 0 ? 0 : firstPayment,
    trialDays: trial,
    after,
  };
}

/** "then $80.00 per month for 2 more payments, then $100.00 per month". */
export function describeThen(summary: OrderSummary): string | null {
  if (summary.after.length === 0) return null;
  const per = PRICE_INTERVAL_LABELS[summary.interval];
  const parts = summary.after.map((phase) => {
    const money = `${formatMoney(phase.amount, summary.currency)} ${per}`;
    if (phase.payments !== null)
      return `${money} for ${count(phase.payments, 'more payment', 'more payments')}`;
    if (phase.months !== null) return `${money} for ${count(phase.months, 'month', 'months')}`;
    return money;
  });
  return `then ${parts.join(', then ')}`;
}

/** The day a trial of `days` started now ends (the first payment). */
export function trialEnd(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

// ---------------------------------------------------------------------------------------------
// Subscriptions and cards

export const STATUS_LABELS: Record<BillingStatus, string> = {
  none: 'None',
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};

export const STATUS_COLORS: Record<BillingStatus, string> = {
  none: 'gray',
  active: 'teal',
  trialing: 'blue',
  past_due: 'red',
  canceled: 'gray',
  incomplete: 'yellow',
};

const LIVE: readonly BillingStatus[] = ['active', 'trialing', 'past_due', 'incomplete'];

export function isLive(status: BillingStatus): boolean {
  return LIVE.includes(status);
}

/**
 * The subscription of a section that counts now (the newest live one; an app's by its plan's
 * name), else null.
 */
export function currentSubscription(
  subscriptions: readonly SubscriptionSummary[],
  section: SubscriptionSummary['section'],
  planName?: string,
): SubscriptionSummary | null {
  const live = subscriptions
    .filter((s) => s.section === section && isLive(s.status))
    .filter((s) => planName === undefined || s.plan.name === planName)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return live[0] ?? null;
}

/** The `planType` the cancel and resume calls take for a subscription. */
export function targetOf(subscription: Pick<SubscriptionSummary, 'section' | 'plan'>): string {
  return subscription.section === 'app' ? `app-${subscription.plan.name}` : subscription.section;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** "Visa ending in 4242". */
export function cardLabel(card: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  const brand =
    BRANDS[card.brand.toLowerCase()] ??
    (card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : 'Card');
  return `${brand} ending in ${card.last4}`;
}

/** "04/2027", and whether that month is over. */
export function cardExpiry(card: Pick<PaymentMethod, 'exp_month' | 'exp_year'>, now: Date = new Date()) {
  const label = `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
  const expired =
    card.exp_year < now.getFullYear() ||
    (card.exp_year === now.getFullYear() && card.exp_month < now.getMonth() + 1);
  return { label, expired };
}

/**
 * Where the agency stands with an app plan: subscribed to it, already given all it adds (by its
 * agency plan, the unlimited plan or an administrator), or free to subscribe.
 */
export function appPlanState(
  plan: Pick<PlanDetail, 'name' | 'premium_apps' | 'premium_elements'>,
  agency: Pick<BillingOverview['agency'], 'premiumApps' | 'premiumElements' | 'app_plans'>,
  subscription: SubscriptionSummary | null,
): 'subscribed' | 'included' | 'available' {
  if (subscription && isLive(subscription.status)) return 'subscribed';
  if (agency.app_plans.includes(plan.name)) return 'included';
  const adds = plan.premium_apps.length + plan.premium_elements.length;
  const covered =
    plan.premium_apps.every((app) => agency.premiumApps.includes(app)) &&
    plan.premium_elements.every((element) => agency.premiumElements.includes(element));
  return adds > 0 && covered ? 'included' : 'available';
}

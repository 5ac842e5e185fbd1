import {
  type CouponItem,
  type CustomerSubscription,
  formatMoney,
  type GatewayStatus,
  PRODUCT_INTERVAL_LABELS,
  type ProductInterval,
  type SiteInvoiceStatus,
} from '@tessera/api-contract';

/**
 * How the commerce screens put a site's money, coupons and states into words. Pure, so each rule
 * is tested without rendering.
 */

/** "$97.00 per month", "¥1,250 one time". */
export function priceLabel(price: { amount: number; currency: string; interval: ProductInterval }): string {
  return `${formatMoney(price.amount, price.currency)} ${PRODUCT_INTERVAL_LABELS[price.interval]}`;
}

/** How an interval is named where it is chosen ("Monthly"), beside what it means for the buyer. */
export const INTERVAL_CHOICES: Record<ProductInterval, string> = {
  Once: 'One-time payment',
  Daily: 'Every day',
  Weekly: 'Every week',
  Monthly: 'Every month',
  Yearly: 'Every year',
};

export const GATEWAY_STATUS_COLORS: Record<GatewayStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  restricted: 'orange',
  revoked: 'gray',
};

/** Words Stripe's requirement keys shorten, said in full. */
const REQUIREMENT_WORDS: Record<string, string> = {
  tos: 'terms of service',
  dob: 'date of birth',
  ssn: 'SSN',
  id: 'ID',
  url: 'URL',
  ip: 'IP address',
  mcc: 'industry (MCC)',
};

/**
 * One of Stripe's `requirements.currently_due` keys ("individual.verification.document",
 * "tos_acceptance.date") in words: "Individual › verification › document", "Terms of service
 * acceptance › date".
 */
export function requirementLabel(key: string): string {
  const parts = key
    .split('.')
    .map((part) =>
      part
        .split('_')
        .filter((word) => word !== '')
        .map((word) => REQUIREMENT_WORDS[word] ?? word)
        .join(' '),
    )
    .filter((part) => part !== '');
  const text = parts.join(' › ');
  return text === '' ? key : text.charAt(0).toUpperCase() + text.slice(1);
}

/** "20 %" or "$5.00" off. */
export function couponDiscountLabel(
  coupon: Pick<CouponItem, 'percent_off' | 'amount_off' | 'currency'>,
): string {
  if (coupon.percent_off !== null) return `${formatPercent(coupon.percent_off)} %`;
  if (coupon.amount_off !== null) return formatMoney(coupon.amount_off, coupon.currency);
  return '—';
}

function formatPercent(percent: number): string {
  // 12.5 stays 12.5; 20 is 20, not 20.00.
  return Number.isInteger(percent) ? String(percent) : String(Math.round(percent * 100) / 100);
}

/** How long a coupon keeps applying to a subscription: "Once", "3 months", "Forever". */
export function couponDurationLabel(coupon: Pick<CouponItem, 'duration' | 'duration_in_months'>): string {
  if (coupon.duration === 'once') return 'Once';
  if (coupon.duration === 'forever') return 'Forever';
  const months = coupon.duration_in_months ?? 1;
  return months === 1 ? '1 month' : `${months} months`;
}

/** "3 / 100", or "3" with no limit. */
export function redemptionsLabel(coupon: Pick<CouponItem, 'times_redeemed' | 'max_redemptions'>): string {
  return coupon.max_redemptions === null
    ? String(coupon.times_redeemed)
    : `${coupon.times_redeemed} / ${coupon.max_redemptions}`;
}

export type CouponState = 'active' | 'archived' | 'expired' | 'used-up';

/** Whether buyers can redeem a coupon now, and if not, why (archived wins: it was chosen). */
export function couponState(
  coupon: Pick<CouponItem, 'archived' | 'expires_at' | 'max_redemptions' | 'times_redeemed'>,
  now: Date,
): CouponState {
  if (coupon.archived) return 'archived';
  if (coupon.expires_at !== null && new Date(coupon.expires_at).getTime() <= now.getTime()) return 'expired';
  if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) return 'used-up';
  return 'active';
}

export const COUPON_STATE_LABELS: Record<CouponState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  archived: { label: 'Archived', color: 'gray' },
  expired: { label: 'Expired', color: 'orange' },
  'used-up': { label: 'Used up', color: 'orange' },
};

export const INVOICE_STATUS_LABELS: Record<SiteInvoiceStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  paid: { label: 'Paid', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'gray' },
  canceled: { label: 'Canceled', color: 'gray' },
};

type SubscriptionStatus = CustomerSubscription['status'];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, { label: string; color: string }> = {
  incomplete: { label: 'Incomplete', color: 'yellow' },
  trialing: { label: 'Trial', color: 'blue' },
  active: { label: 'Active', color: 'teal' },
  past_due: { label: 'Past due', color: 'orange' },
  canceled: { label: 'Canceled', color: 'gray' },
  unpaid: { label: 'Unpaid', color: 'red' },
};

/** What can still be done to a customer's subscription: end it at its period's end, or now. */
export function subscriptionCancelOptions(
  subscription: Pick<CustomerSubscription, 'status' | 'cancel_at_period_end'>,
): { atPeriodEnd: boolean; now: boolean } {
  const ended = subscription.status === 'canceled';
  return { atPeriodEnd: !ended && !subscription.cancel_at_period_end, now: !ended };
}

/** "Kiwi Tee × 2, Sticker" for a list cell: the order's lines, the first two by name. */
export function orderLinesSummary(lines: ReadonlyArray<{ name: string; quantity: number }>): string {
  if (lines.length === 0) return '—';
  const named = lines
    .slice(0, 2)
    .map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name));
  const more = lines.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

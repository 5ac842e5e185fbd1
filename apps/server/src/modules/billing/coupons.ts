import { BILLING_MESSAGES, type CouponEffect } from '@tessera/api-contract';
import Stripe from 'stripe';
import { invalidField } from '../../lib/errors.ts';
import { askStripe } from '../../lib/stripe.ts';

/** A code a buyer typed, as Stripe knows it: a promotion code (or a coupon's own id) and its coupon. */
export interface ResolvedCoupon {
  code: string;
  coupon: Stripe.Coupon;
  /** What a subscription or checkout is given to apply it. */
  discount: { promotion_code: string } | { coupon: string };
}

/** Looks a code up as a promotion code first, then as a coupon id; 422 on `coupon` when it is no good. */
export async function resolveCoupon(stripe: Stripe, code: string, currency: string): Promise<ResolvedCoupon> {
  const promotions = await askStripe(
    () => stripe.promotionCodes.list({ code, limit: 1, expand: ['data.promotion.coupon'] }),
    'coupon',
  );
  const promotion = promotions.data[0];
  let resolved: ResolvedCoupon | null = null;
  if (promotion) {
    const coupon = promotion.promotion.coupon;
    const full =
      typeof coupon === 'string' ? await askStripe(() => stripe.coupons.retrieve(coupon), 'coupon') : coupon;
    if (!promotion.active) throw invalidField('coupon', BILLING_MESSAGES.couponExpired);
    if (promotion.expires_at && promotion.expires_at * 1000 < Date.now())
      throw invalidField('coupon', BILLING_MESSAGES.couponExpired);
    if (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions)
      throw invalidField('coupon', BILLING_MESSAGES.couponUsedUp);
    if (full) resolved = { code, coupon: full, discount: { promotion_code: promotion.id } };
  } else {
    try {
      const coupon = await stripe.coupons.retrieve(code);
      resolved = { code, coupon, discount: { coupon: coupon.id } };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }
  if (!resolved) throw invalidField('coupon', BILLING_MESSAGES.couponUnknown);
  const { coupon } = resolved;
  if (!coupon.valid) {
    const usedUp = coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions;
    throw invalidField('coupon', usedUp ? BILLING_MESSAGES.couponUsedUp : BILLING_MESSAGES.couponExpired);
  }
  if (coupon.redeem_by && coupon.redeem_by * 1000 < Date.now())
    throw invalidField('coupon', BILLING_MESSAGES.couponExpired);
  if (coupon.amount_off !== null && coupon.currency && coupon.currency !== currency)
    throw invalidField('coupon', BILLING_MESSAGES.couponCurrency);
  return resolved;
}

/** The first payment with the coupon applied, in minor units (never below zero). */
export function discountedAmount(
  amount: number,
  coupon: Pick<Stripe.Coupon, 'percent_off' | 'amount_off'>,
): number {
  if (coupon.percent_off !== null) return Math.max(0, Math.round(amount * (1 - coupon.percent_off / 100)));
  if (coupon.amount_off !== null) return Math.max(0, amount - coupon.amount_off);
  return amount;
}

function durationOf(coupon: Stripe.Coupon): CouponEffect['duration'] {
  const known: readonly string[] = ['once', 'forever'];
  return known.includes(coupon.duration) ? (coupon.duration as 'once' | 'forever') : 'repeating';
}

function durationText(coupon: Stripe.Coupon): string {
  if (coupon.duration === 'forever') return 'forever';
  if (coupon.duration === 'once') return 'on the first payment';
  const months = coupon.duration_in_months ?? 1;
  return `for ${months} month${months === 1 ? '' : 's'}`;
}

/** What `check-coupon` answers: the coupon's terms and, for a price, the first payment. */
export function couponEffect(
  resolved: ResolvedCoupon,
  formatAmount: (amount: number, currency: string) => string,
  price: { amount: number } | null,
): CouponEffect {
  const { coupon } = resolved;
  const off =
    coupon.percent_off !== null
      ? `${coupon.percent_off}% off`
      : `${formatAmount(coupon.amount_off ?? 0, coupon.currency ?? 'usd')} off`;
  return {
    code: resolved.code,
    name: coupon.name ?? resolved.code,
    percent_off: coupon.percent_off,
    amount_off: coupon.amount_off,
    currency: coupon.currency,
    duration: durationOf(coupon),
    duration_in_months: coupon.duration_in_months,
    summary: `${off} ${durationText(coupon)}`,
    discounted_amount: price ? discountedAmount(price.amount, coupon) : null,
  };
}

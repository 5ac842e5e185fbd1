import type Stripe from 'stripe';
import type { Fake } from './context.ts';
import { currentCoupon } from './coupons.ts';
import { invalid, noSuch } from './errors.ts';
import type { Params } from './params.ts';
import { addMonths } from './periods.ts';
import { newId } from './store.ts';

/**
 * Discounts: the coupons and promotion codes a subscription is given, checked and redeemed, what
 * they take off an invoice, and when they stop (`once` after one invoice, `repeating` after
 * its months).
 */

/** The coupon behind a discount, deleted or not. */
export function discountCoupon(fake: Fake, discount: Stripe.Discount): Stripe.Coupon {
  const id = discount.source.coupon as string;
  return fake.store.coupons.get(id) ?? fake.store.deletedCoupons.get(id)!;
}

/** Whether the customer has paid an invoice before (a first-time-only code refuses them). */
function hasPaid(fake: Fake, customer: string): boolean {
  return [...fake.store.invoices.values()].some(
    (invoice) => invoice.customer === customer && invoice.status === 'paid' && invoice.amount_paid > 0,
  );
}

/** What a coupon takes off an amount (never more than the amount). */
export function discountAmount(coupon: Stripe.Coupon, amount: number): number {
  if (amount <= 0) return 0;
  if (coupon.percent_off !== null) return Math.round((amount * coupon.percent_off) / 100);
  return Math.min(coupon.amount_off ?? 0, amount);
}

export interface DiscountRequest {
  coupon: Stripe.Coupon;
  promotionCode: Stripe.PromotionCode | null;
  /** A discount the subscription has, kept by an update (`discounts[n][discount]`). */
  existing: Stripe.Discount | null;
}

/**
 * Reads `discounts[n][coupon|promotion_code]` and checks each can be redeemed by this customer,
 * without redeeming it yet (a subscription refused later must not use one up).
 */
export function discountRequests(
  fake: Fake,
  params: Params,
  customer: string,
  currency: string,
): DiscountRequest[] {
  const now = fake.store.now();
  return params.list('discounts').map((entry) => {
    const request = discountRequest(fake, entry, customer, now);
    const { coupon } = request;
    if (coupon.amount_off !== null && coupon.currency !== currency) {
      throw invalid(
        `The coupon ${coupon.id} takes ${coupon.currency} off; this is billed in ${currency}.`,
        entry.name(request.promotionCode ? 'promotion_code' : 'coupon'),
      );
    }
    return request;
  });
}

/** One `discounts[n]` entry, checked. */
function discountRequest(fake: Fake, entry: Params, customer: string, now: number): DiscountRequest {
  entry.only(['coupon', 'promotion_code', 'discount']);
  const existingId = entry.string('discount');
  if (existingId) {
    const existing = fake.store.discounts.get(existingId);
    if (!existing) throw noSuch('discount', existingId, entry.name('discount'));
    return { coupon: discountCoupon(fake, existing), promotionCode: null, existing };
  }
  const promotionId = entry.string('promotion_code');
  if (promotionId) {
    const param = entry.name('promotion_code');
    const promotionCode = fake.store.promotionCode(promotionId, param);
    const usedUp =
      promotionCode.max_redemptions !== null && promotionCode.times_redeemed >= promotionCode.max_redemptions;
    const expired = promotionCode.expires_at !== null && promotionCode.expires_at <= now;
    if (!promotionCode.active || usedUp || expired) {
      throw invalid(`This promotion code cannot be redeemed: ${promotionCode.code}`, param);
    }
    if (promotionCode.customer !== null && promotionCode.customer !== customer) {
      throw invalid('This promotion code cannot be redeemed by this customer.', param);
    }
    if (promotionCode.restrictions.first_time_transaction && hasPaid(fake, customer)) {
      throw invalid('This promotion code is only for customers who have not paid before.', param);
    }
    const coupon = currentCoupon(fake, promotionCode.promotion.coupon as string, param);
    if (!coupon.valid) throw invalid(`Coupon expired: ${coupon.id}`, param, 'coupon_expired');
    return { coupon, promotionCode, existing: null };
  }
  const param = entry.name('coupon');
  const coupon = currentCoupon(fake, entry.requiredString('coupon'), param);
  if (!coupon.valid) throw invalid(`Coupon expired: ${coupon.id}`, param, 'coupon_expired');
  return { coupon, promotionCode: null, existing: null };
}

/** Redeems a checked request as a discount on the subscription. */
export function redeem(
  fake: Fake,
  request: DiscountRequest,
  customer: string,
  subscription: string,
): Stripe.Discount {
  if (request.existing) return request.existing;
  const start = fake.store.now();
  const { coupon, promotionCode } = request;
  coupon.times_redeemed += 1;
  currentCoupon(fake, coupon.id);
  if (promotionCode) promotionCode.times_redeemed += 1;
  const discount: Stripe.Discount = {
    id: newId('di'),
    object: 'discount',
    checkout_session: null,
    customer,
    customer_account: null,
    end: coupon.duration === 'repeating' ? addMonths(start, coupon.duration_in_months ?? 0) : null,
    invoice: null,
    invoice_item: null,
    promotion_code: promotionCode?.id ?? null,
    source: { coupon: coupon.id, type: 'coupon' },
    start,
    subscription,
    subscription_item: null,
  };
  fake.store.discounts.set(discount.id, discount);
  return discount;
}

/**
 * The subscription's discounts still running at `start`: a repeating one ends after its months,
 * a `once` one after the first invoice it took something off.
 */
export function activeDiscounts(
  fake: Fake,
  subscription: Stripe.Subscription,
  start: number,
): Stripe.Discount[] {
  return subscription.discounts
    .map((id) => fake.store.discounts.get(id as string))
    .filter(
      (discount): discount is Stripe.Discount =>
        !!discount &&
        !fake.store.spentDiscounts.has(discount.id) &&
        (discount.end === null || start < discount.end),
    );
}

/**
 * After an invoice: a `once` discount it used is spent, and leaves the subscription with the
 * next invoice (as in Stripe, it shows until then); ended discounts leave now.
 */
export function retireDiscounts(
  fake: Fake,
  subscription: Stripe.Subscription,
  invoice: Stripe.Invoice,
): void {
  const used = new Set(invoice.total_discount_amounts?.map((entry) => entry.discount as string));
  const now = fake.store.now();
  subscription.discounts = subscription.discounts.filter((id) => {
    const discount = fake.store.discounts.get(id as string);
    if (!discount || (discount.end !== null && discount.end <= now)) return false;
    if (fake.store.spentDiscounts.has(discount.id)) return used.has(discount.id);
    if (used.has(discount.id) && discountCoupon(fake, discount).duration === 'once')
      fake.store.spentDiscounts.add(discount.id);
    return true;
  });
}

import type Stripe from 'stripe';
import type { Call, Fake, Route } from './context.ts';
import { invalid, missingParam } from './errors.ts';
import { changes } from './events.ts';
import { expandsOf, listPage, present, snapshot } from './render.ts';
import { newId } from './store.ts';

/** Coupons, the promotion codes customers type, and the discounts they become on a subscription. */

/** Whether a coupon can still be redeemed: not past `redeem_by`, redemptions left. */
function stillValid(coupon: Stripe.Coupon, now: number): boolean {
  if (coupon.redeem_by !== null && coupon.redeem_by <= now) return false;
  return coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions;
}

/** Coupons as they are now: `valid` turns false once expired or used up. */
export function currentCoupon(fake: Fake, id: string, param = 'coupon'): Stripe.Coupon {
  const coupon = fake.store.coupon(id, param);
  coupon.valid = stillValid(coupon, fake.store.now());
  return coupon;
}

function createCoupon({ fake, params }: Call): Stripe.Coupon {
  params.only([
    'id',
    'name',
    'percent_off',
    'amount_off',
    'currency',
    'duration',
    'duration_in_months',
    'redeem_by',
    'max_redemptions',
    'metadata',
    'expand',
  ]);
  const percentOff = params.decimal('percent_off') ?? null;
  const amountOff = params.integer('amount_off') ?? null;
  if ((percentOff === null) === (amountOff === null)) {
    throw invalid('You must pass exactly one of percent_off or amount_off.', 'percent_off');
  }
  if (percentOff !== null && (percentOff <= 0 || percentOff > 100)) {
    throw invalid('Invalid percent_off: must be greater than 0 and at most 100', 'percent_off');
  }
  const currency = params.string('currency')?.toLowerCase() ?? null;
  if (amountOff !== null && currency === null) throw missingParam('currency');
  const duration = params.oneOf('duration', ['once', 'repeating', 'forever'] as const) ?? 'once';
  const months = params.integer('duration_in_months') ?? null;
  if (duration === 'repeating' && months === null) throw missingParam('duration_in_months');
  if (duration !== 'repeating' && months !== null) {
    throw invalid('duration_in_months can only be given with duration=repeating.', 'duration_in_months');
  }
  const id = params.string('id') ?? newId('', 8).slice(1);
  if (fake.store.coupons.has(id)) throw invalid('Coupon already exists.', 'id', 'resource_already_exists');
  const coupon: Stripe.Coupon = {
    id,
    object: 'coupon',
    amount_off: amountOff,
    created: fake.store.now(),
    currency,
    duration,
    duration_in_months: months,
    livemode: false,
    max_redemptions: params.integer('max_redemptions') ?? null,
    metadata: params.metadata(),
    name: params.string('name') || null,
    percent_off: percentOff,
    redeem_by: params.integer('redeem_by') ?? null,
    times_redeemed: 0,
    valid: true,
  };
  fake.store.coupons.set(id, coupon);
  fake.events.emit('coupon.created', coupon);
  return present(fake.store, coupon, expandsOf(params));
}

function updateCoupon({ fake, params, path }: Call): Stripe.Coupon {
  params.only(['name', 'metadata', 'expand']);
  const coupon = currentCoupon(fake, path.id!, 'id');
  const before = snapshot(coupon);
  if (params.has('name')) coupon.name = params.string('name') || null;
  coupon.metadata = params.metadata(coupon.metadata ?? {});
  const previous = changes(before, coupon);
  if (previous) fake.events.emit('coupon.updated', coupon, previous);
  return present(fake.store, coupon, expandsOf(params));
}

function deleteCoupon({ fake, path }: Call): Stripe.DeletedCoupon {
  const coupon = currentCoupon(fake, path.id!, 'id');
  fake.store.coupons.delete(coupon.id);
  fake.store.deletedCoupons.set(coupon.id, coupon);
  fake.events.emit('coupon.deleted', coupon);
  return { id: coupon.id, object: 'coupon', deleted: true };
}

function createPromotionCode({ fake, params }: Call): Stripe.PromotionCode {
  params.only([
    'promotion',
    'code',
    'active',
    'customer',
    'expires_at',
    'max_redemptions',
    'metadata',
    'restrictions',
    'expand',
  ]);
  const promotion = params.object('promotion');
  if (!promotion) throw missingParam('promotion');
  promotion.only(['type', 'coupon']);
  if (promotion.requiredString('type') !== 'coupon') {
    throw invalid('Invalid promotion[type]: must be one of coupon', 'promotion[type]');
  }
  const coupon = currentCoupon(fake, promotion.requiredString('coupon'), 'promotion[coupon]');
  const code = params.string('code') ?? newId('', 8).slice(1).toUpperCase();
  const active = params.boolean('active') ?? true;
  const taken = [...fake.store.promotionCodes.values()].some(
    (other) => other.active && other.code.toLowerCase() === code.toLowerCase(),
  );
  if (active && taken)
    throw invalid(`An active promotion code with \`code: ${code}\` already exists.`, 'code');
  const customer = params.string('customer');
  if (customer) fake.store.customer(customer);
  const restrictions = params.object('restrictions');
  // A minimum amount is refused rather than ignored: the fake does not check it at redemption.
  restrictions?.only(['first_time_transaction']);
  const promotionCode: Stripe.PromotionCode = {
    id: newId('promo'),
    object: 'promotion_code',
    active,
    code,
    created: fake.store.now(),
    customer: customer ?? null,
    customer_account: null,
    expires_at: params.integer('expires_at') ?? null,
    livemode: false,
    max_redemptions: params.integer('max_redemptions') ?? null,
    metadata: params.metadata(),
    promotion: { coupon: coupon.id, type: 'coupon' },
    restrictions: {
      first_time_transaction: restrictions?.boolean('first_time_transaction') ?? false,
      minimum_amount: null,
      minimum_amount_currency: null,
    },
    times_redeemed: 0,
  };
  fake.store.promotionCodes.set(promotionCode.id, promotionCode);
  fake.events.emit('promotion_code.created', promotionCode);
  return present(fake.store, promotionCode, expandsOf(params));
}

function updatePromotionCode({ fake, params, path }: Call): Stripe.PromotionCode {
  params.only(['active', 'metadata', 'expand']);
  const promotionCode = fake.store.promotionCode(path.id!, 'id');
  const before = snapshot(promotionCode);
  promotionCode.active = params.boolean('active') ?? promotionCode.active;
  promotionCode.metadata = params.metadata(promotionCode.metadata ?? {});
  const previous = changes(before, promotionCode);
  if (previous) fake.events.emit('promotion_code.updated', promotionCode, previous);
  return present(fake.store, promotionCode, expandsOf(params));
}

function listPromotionCodes({ fake, params }: Call) {
  params.only(['code', 'active', 'coupon', 'customer', 'limit', 'starting_after', 'ending_before', 'expand']);
  const code = params.string('code');
  const active = params.boolean('active');
  const coupon = params.string('coupon');
  const customer = params.string('customer');
  const codes = [...fake.store.promotionCodes.values()].filter(
    (entry) =>
      (code === undefined || entry.code.toLowerCase() === code.toLowerCase()) &&
      (active === undefined || entry.active === active) &&
      (coupon === undefined || entry.promotion.coupon === coupon) &&
      (customer === undefined || entry.customer === customer),
  );
  return listPage(fake.store, codes, params, '/v1/promotion_codes');
}

function listCoupons({ fake, params }: Call) {
  params.only(['limit', 'starting_after', 'ending_before', 'expand']);
  const coupons = [...fake.store.coupons.keys()].map((id) => currentCoupon(fake, id));
  return listPage(fake.store, coupons, params, '/v1/coupons');
}

export const couponRoutes: Route[] = [
  { method: 'POST', path: '/v1/coupons', handle: createCoupon },
  { method: 'GET', path: '/v1/coupons', handle: listCoupons },
  {
    method: 'GET',
    path: '/v1/coupons/:id',
    handle: ({ fake, params, path }) => {
      params.only(['expand']);
      return present(fake.store, currentCoupon(fake, path.id!, 'id'), expandsOf(params));
    },
  },
  { method: 'POST', path: '/v1/coupons/:id', handle: updateCoupon },
  { method: 'DELETE', path: '/v1/coupons/:id', handle: deleteCoupon },
  { method: 'POST', path: '/v1/promotion_codes', handle: createPromotionCode },
  { method: 'GET', path: '/v1/promotion_codes', handle: listPromotionCodes },
  {
    method: 'GET',
    path: '/v1/promotion_codes/:id',
    handle: ({ fake, params, path }) => {
      params.only(['expand']);
      return present(fake.store, fake.store.promotionCode(path.id!, 'id'), expandsOf(params));
    },
  },
  { method: 'POST', path: '/v1/promotion_codes/:id', handle: updatePromotionCode },
];

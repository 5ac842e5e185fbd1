import {
  type CouponBody,
  type CouponDuration,
  couponBody,
  type ProductBody,
  type ProductInterval,
  type ProductItem,
  productBody,
  type UpdateProductBody,
} from '@tessera/api-contract';
import { type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { formatAmount, parseAmount } from '../billing-admin/money.ts';

/**
 * The product and coupon forms' values as typed, and the bodies the API takes. Prices are typed
 * in the currency's own units ("97.00", "1250" for yen) and sent as whole minor units: the
 * conversion is `parseAmount`'s, which works on the digits as text, so no float rounding changes
 * an amount and zero-decimal currencies have no decimals.
 */

export type Parsed<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

// ---------------------------------------------------------------------------------------------
// Products

export interface ProductValues {
  name: string;
  description: string;
  imageUrl: string;
  /** The price in the currency's units, as typed. */
  amount: string;
  interval: ProductInterval;
}

export const PRODUCT_FIELDS = ['name', 'description', 'image_url', 'amount', 'interval'] as const;

/** The form's start: a product's own values, or an empty one-time product. */
export function productValues(product: ProductItem | null): ProductValues {
  return product
    ? {
        name: product.name,
        description: product.description,
        imageUrl: product.image_url,
        amount: formatAmount(product.amount, product.currency),
        interval: product.interval,
      }
    : { name: '', description: '', imageUrl: '', amount: '', interval: 'Once' };
}

/** The body of a product in `currency`, or the message of each field that is not right. */
export function productBodyFrom(values: ProductValues, currency: string): Parsed<ProductBody> {
  const amount = parseAmount(values.amount, currency);
  const parsed = productBody.safeParse({
    name: values.name,
    description: values.description,
    image_url: values.imageUrl,
    amount: amount.ok ? amount.minor : 0,
    interval: values.interval,
  });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error, PRODUCT_FIELDS);
  if (!amount.ok) errors.amount = amount.message;
  if (!parsed.success || !amount.ok) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** Only what changed on a product (a new amount or interval makes a new Stripe Price). */
export function productChanges(product: ProductItem, body: ProductBody): UpdateProductBody {
  const changes: UpdateProductBody = {};
  if (body.name !== product.name) changes.name = body.name;
  if ((body.description ?? '') !== product.description) changes.description = body.description;
  if ((body.image_url ?? '') !== product.image_url) changes.image_url = body.image_url;
  if (body.amount !== product.amount) changes.amount = body.amount;
  if ((body.interval ?? 'Once') !== product.interval) changes.interval = body.interval;
  return changes;
}

/** Whether saving changes what new buyers pay (the form then says existing buyers keep theirs). */
export function changesPrice(changes: UpdateProductBody): boolean {
  return changes.amount !== undefined || changes.interval !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Coupons

export interface CouponValues {
  code: string;
  name: string;
  kind: 'percent' | 'amount';
  /** "20", "12.5". */
  percent: string;
  /** In the currency's units, as typed. */
  amount: string;
  duration: CouponDuration;
  months: string;
  /** A day as a date input gives it (`2026-12-31`), or empty for no expiry. */
  expiresOn: string;
  /** Empty for no limit. */
  maxRedemptions: string;
}

export const COUPON_FIELDS = [
  'code',
  'name',
  'percent_off',
  'amount_off',
  'duration',
  'duration_in_months',
  'expires_at',
  'max_redemptions',
] as const;

export const EMPTY_COUPON: CouponValues = {
  code: '',
  name: '',
  kind: 'percent',
  percent: '',
  amount: '',
  duration: 'once',
  months: '3',
  expiresOn: '',
  maxRedemptions: '',
};

/** A whole number typed in a field, or null when it is not one. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** "20", "12.5" or "12,5" as a number; null when it is not one. */
function decimalNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The last moment of a day in the browser's time zone, as the API takes it: a coupon that
 * "expires on 31 December" can be redeemed all that day where the agency works.
 */
export function endOfDayIso(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  // 2026-02-31 would roll over into March: not a day.
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== date) return null;
  return end.toISOString();
}

/** The body of a coupon in `currency` (its amount off), or the message of each field that is wrong. */
export function couponBodyFrom(values: CouponValues, currency: string, now: Date): Parsed<CouponBody> {
  const errors: FieldErrors = {};
  const body: CouponBody = { code: values.code.trim(), name: values.name.trim(), duration: values.duration };

  if (values.kind === 'percent') {
    const percent = decimalNumber(values.percent);
    if (values.percent.trim() === '') errors.percent_off = 'Enter the percentage off.';
    else if (percent === null) errors.percent_off = 'Enter the percentage as a number, such as 20.';
    else body.percent_off = percent;
  } else {
    const amount = parseAmount(values.amount, currency);
    if (!amount.ok) errors.amount_off = amount.message;
    else body.amount_off = amount.minor;
  }

  if (values.duration === 'repeating') {
    const months = wholeNumber(values.months);
    if (months === null) errors.duration_in_months = 'Enter a number of months, such as 3.';
    else body.duration_in_months = months;
  }

  if (values.expiresOn.trim() !== '') {
    const expires = endOfDayIso(values.expiresOn);
    if (expires === null) errors.expires_at = 'Choose a day.';
    else if (new Date(expires).getTime() <= now.getTime()) errors.expires_at = 'Choose today or a later day.';
    else body.expires_at = expires;
  }

  if (values.maxRedemptions.trim() !== '') {
    const max = wholeNumber(values.maxRedemptions);
    if (max === null) errors.max_redemptions = 'Enter a whole number, or leave it empty for no limit.';
    else body.max_redemptions = max;
  }

  const parsed = couponBody.safeParse(body);
  if (!parsed.success) {
    // The contract's own messages (code format, limits) for fields not already said wrong here.
    for (const [field, message] of Object.entries(zodFieldErrors(parsed.error, COUPON_FIELDS)))
      errors[field] ??= message;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

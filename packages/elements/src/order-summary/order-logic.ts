/** Pure rules of the order island (order.ts): totals, prices and what a coupon check answered. */

export interface OrderLine {
  /** Unit price in the currency's minor unit. */
  cents: number;
  qty: number;
}

/** What the coupon endpoint grants: a percentage off the subtotal or a fixed amount. */
export type Discount = { percentOff: number } | { amountOffCents: number };

export interface OrderTotals {
  subtotal: number;
  discount: number;
  total: number;
}

const whole = (value: number) => (Number.isFinite(value) ? Math.round(value) : 0);

export function orderTotals(lines: readonly OrderLine[], discount: Discount | null): OrderTotals {
  const subtotal = lines.reduce(
    (sum, line) => sum + Math.max(whole(line.cents), 0) * Math.max(whole(line.qty), 1),
    0,
  );
  let off = 0;
  if (discount && 'percentOff' in discount)
    off = Math.round((subtotal * Math.min(Math.max(discount.percentOff, 0), 100)) / 100);
  else if (discount) off = Math.min(Math.max(whole(discount.amountOffCents), 0), subtotal);
  return { subtotal, discount: off, total: subtotal - off };
}

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50" from cents: the same text the server renders (elements shared/order-format.ts). */
export function formatPrice(cents: number, currency: string): string {
  const value = whole(cents);
  return `${value < 0 ? '-' : ''}${currency}${AMOUNT.format(Math.abs(value) / 100)}`;
}

export type CouponOutcome =
  | { ok: true; discount: Discount | null; message: string }
  | { ok: false; message: string };

export const COUPON_UNREACHABLE = 'The coupon could not be checked. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * What a coupon check's answer means. 2xx: `{ percentOff }` or `{ amountOffCents }` (and an
 * optional `message`); 422: `{ message, errors: { code: [..] } }`, the first code error shown
 * under the field; 404 or 400: the element's own "not valid" text; anything else (no answer, 5xx):
 * a try-again message, since the code itself may be fine.
 */
export function couponOutcome(
  status: number,
  body: unknown,
  texts: { success?: string | undefined; error?: string | undefined },
): CouponOutcome {
  const data = isRecord(body) ? body : {};
  const serverMessage = typeof data.message === 'string' ? data.message : '';
  if (status >= 200 && status < 300) {
    const percent = Number(data.percentOff);
    const amount = Number(data.amountOffCents);
    const discount: Discount | null =
      percent > 0 ? { percentOff: percent } : amount > 0 ? { amountOffCents: amount } : null;
    return { ok: true, discount, message: texts.success || serverMessage || 'Coupon applied.' };
  }
  const invalid = texts.error || 'That coupon code is not valid.';
  if (status === 422) {
    const errors = isRecord(data.errors) ? data.errors.code : undefined;
    const first = Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : '';
    return { ok: false, message: first || serverMessage || invalid };
  }
  if (status === 400 || status === 404) return { ok: false, message: invalid };
  return { ok: false, message: COUPON_UNREACHABLE };
}

/** Card number as typed, in groups of four digits (Amex 4-6-5), at most 19 digits. */
export function groupCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

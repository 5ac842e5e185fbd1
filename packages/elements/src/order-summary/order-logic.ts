/**
 * Pure rules of the order island (order.island.ts): the order's state and totals, and what a
 * coupon check answered. The checkout island (credit-card/checkout.island.ts) reads the same
 * `OrderState` through the events below, so the page has one order, owned by the order island.
 */
export { formatPrice, intervalText, priceWithInterval } from '../shared/price-text.ts';

/** The order island announces the order on `document` after every change (detail: OrderState). */
export const ORDER_EVENT = 'tessera:order';
/** Asks the order island to announce again: an island that starts later missed the first one. */
export const ORDER_ASK_EVENT = 'tessera:order-ask';
/** The checkout's answer refused the coupon (detail: the message): the order drops it. */
export const COUPON_REFUSED_EVENT = 'tessera:coupon-refused';

/** One product in the order, as the order select (or the summary's bump) carries it. */
export interface OrderLine {
  /** Our product id (`ProductSummary.id`); 0 when the input carried none. */
  productId: number;
  name: string;
  image: string;
  /** Unit price in the currency's minor unit. */
  cents: number;
  qty: number;
  /** SPEC §9 interval, '' when paid once. */
  interval: string;
}

/** What the coupon endpoint grants: a percentage off the subtotal or a fixed amount. */
export type Discount = { percentOff: number } | { amountOffCents: number };

export interface OrderTotals {
  subtotal: number;
  discount: number;
  total: number;
}

/** The whole order, as the summary shows it and the checkout sends and charges it. */
export interface OrderState {
  /** The products picked in the order select, without the bump. */
  lines: OrderLine[];
  /** The summary's order bump, when its box is ticked. */
  bump: OrderLine | null;
  /** The code the coupon check accepted, sent with the checkout. */
  coupon: string | null;
  totals: OrderTotals;
  /** Any line charged on an interval makes it a subscription. */
  recurring: boolean;
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

export const isRecurring = (line: OrderLine): boolean => line.interval !== '' && line.interval !== 'Once';

/** The order of a selection, an optional bump and an applied coupon: the bump is one more line. */
export function orderState(
  lines: OrderLine[],
  bump: OrderLine | null,
  coupon: { code: string; discount: Discount | null } | null,
): OrderState {
  const all = bump ? [...lines, bump] : lines;
  return {
    lines,
    bump,
    coupon: coupon?.code ?? null,
    totals: orderTotals(all, coupon?.discount ?? null),
    recurring: all.some(isRecurring),
  };
}

/** A line from an input's `data-*` (order select and bump): `value` is the product id. */
export function lineOf(value: string, data: DOMStringMapLike): OrderLine {
  const id = Number(value);
  return {
    productId: Number.isSafeInteger(id) && id > 0 ? id : 0,
    name: data.name ?? '',
    image: data.image ?? '',
    cents: Number(data.price) || 0,
    qty: Number(data.qty) || 1,
    interval: data.interval ?? '',
  };
}

/** `HTMLElement.dataset` without the DOM, so this module stays testable headless. */
export type DOMStringMapLike = Readonly<Record<string, string | undefined>>;

export type CouponOutcome =
  | { ok: true; code: string; discount: Discount | null; message: string }
  | { ok: false; message: string };

export const COUPON_UNREACHABLE = 'The coupon could not be checked. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The first message of `errors[field]` in a 422 body, or ''. */
export function fieldError(body: unknown, field: string): string {
  const errors = isRecord(body) && isRecord(body.errors) ? body.errors[field] : undefined;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : '';
}

/**
 * What a coupon check's answer means. 2xx: `{ code, percent_off, amount_off, message }` (amounts
 * in the minor unit), the server's message shown (the element's text when it sends none); 422:
 * `{ message, errors: { code: [..] } }`, the first code error shown under the field; 404 or 400:
 * the element's own "not valid" text; anything else (no answer, 5xx): a try-again message, since
 * the code itself may be fine.
 */
export function couponOutcome(
  status: number,
  body: unknown,
  typed: string,
  texts: { success?: string | undefined; error?: string | undefined },
): CouponOutcome {
  const data = isRecord(body) ? body : {};
  const serverMessage = typeof data.message === 'string' ? data.message : '';
  if (status >= 200 && status < 300) {
    const percent = Number(data.percent_off);
    const amount = Number(data.amount_off);
    const discount: Discount | null =
      percent > 0 ? { percentOff: percent } : amount > 0 ? { amountOffCents: amount } : null;
    return {
      ok: true,
      code: typeof data.code === 'string' && data.code !== '' ? data.code : typed,
      discount,
      message: serverMessage || texts.success || 'Coupon applied.',
    };
  }
  const invalid = texts.error || 'That coupon code is not valid.';
  if (status === 422) return { ok: false, message: fieldError(body, 'code') || serverMessage || invalid };
  if (status === 400 || status === 404) return { ok: false, message: invalid };
  return { ok: false, message: COUPON_UNREACHABLE };
}

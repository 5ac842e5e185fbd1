/**
 * Pure rules of the checkout island (checkout.island.ts): what the Payment Element is told, what
 * the checkout posts, and what the server's answers mean. The order itself is the order island's
 * (`OrderState`, order-summary/order-logic.ts).
 */
import { fieldError, type OrderState } from '../order-summary/order-logic.ts';

/** Options of `stripe.elements(...)` and `elements.update(...)` that follow the order. */
export interface ElementsAmount {
  mode: 'payment' | 'subscription';
  amount: number;
  currency: string;
}

/**
 * What the Payment Element shows and offers for this order (wallets print the amount, and the
 * mode decides which payment methods may be kept for later charges); null while there is nothing
 * to pay, since a one-time payment of 0 is refused by Stripe.js. The server charges what its
 * products say whatever this is.
 */
export function elementsAmount(state: OrderState | null, currency: string): ElementsAmount | null {
  if (!state || (state.lines.length === 0 && !state.bump)) return null;
  const amount = Math.max(state.totals.total, 0);
  const mode = state.recurring ? 'subscription' : 'payment';
  if (amount === 0 && mode === 'payment') return null;
  return { mode, amount, currency };
}

export const sameAmount = (a: ElementsAmount | null, b: ElementsAmount | null): boolean =>
  a?.mode === b?.mode && a?.amount === b?.amount && a?.currency === b?.currency;

/** What `POST {checkoutPath}` takes (api-contract `checkoutBody`): products, never amounts. */
export interface CheckoutRequest {
  page_id: number;
  element_id: string;
  items: Array<{ product_id: number; quantity: number }>;
  bump: boolean;
  coupon?: string;
  email: string;
  name: string;
}

export function checkoutRequest(
  state: OrderState,
  page: { pageId: number; elementId: string },
  buyer: { email: string; name: string },
): CheckoutRequest {
  const request: CheckoutRequest = {
    page_id: page.pageId,
    element_id: page.elementId,
    items: state.lines
      .filter((line) => line.productId > 0)
      .map((line) => ({ product_id: line.productId, quantity: Math.max(Math.round(line.qty), 1) })),
    bump: state.bump !== null,
    email: buyer.email.trim(),
    name: buyer.name.trim(),
  };
  if (state.coupon) request.coupon = state.coupon;
  return request;
}

/** A plausible address; the server checks it properly (and Stripe's receipt goes to it). */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** What `POST {checkoutPath}` answers with 200 (api-contract `checkoutAnswer`). */
export interface CheckoutAnswer {
  order_id: number;
  client_secret: string;
  mode: 'payment' | 'subscription';
  amount: number;
  currency: string;
  return_url: string;
}

/** The 200 answer, or null when it is not one (a proxy's page, a changed server). */
export function readAnswer(body: unknown): CheckoutAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = body as Record<string, unknown>;
  if (
    typeof data.order_id !== 'number' ||
    typeof data.client_secret !== 'string' ||
    data.client_secret === '' ||
    (data.mode !== 'payment' && data.mode !== 'subscription') ||
    typeof data.amount !== 'number' ||
    typeof data.currency !== 'string' ||
    typeof data.return_url !== 'string'
  )
    return null;
  return {
    order_id: data.order_id,
    client_secret: data.client_secret,
    mode: data.mode,
    amount: data.amount,
    currency: data.currency,
    return_url: data.return_url,
  };
}

/**
 * Where the buyer goes once paid: the answer's `return_url`, absolute (Stripe needs one; a path is
 * put on the page's `origin`), and only over http(s), so no answer can make the page run a script.
 */
export function returnUrl(raw: string, origin: string): string | null {
  const value = raw.trim();
  if (/[\s<>"\\]/.test(value)) return null;
  if (/^https?:\/\/[^/?#]+/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value)) return `${origin}${value}`;
  return null;
}

/** Fields of the checkout a 422 may name, each shown at its own place on the page. */
export type CheckoutField = 'email' | 'name' | 'coupon';

export interface CheckoutFailure {
  /** For the checkout's alert: the first field message, else the server's message, else ours. */
  message: string;
  fields: Partial<Record<CheckoutField, string>>;
}

export const CHECKOUT_UNREACHABLE = 'The payment could not be started. Check your connection and try again.';
export const PAYMENTS_OFF = 'Payments are not available right now.';

/**
 * What a refused checkout means. 422 `{ message, errors: { field: [..] } }`: each known field's
 * first message at its field (the coupon's at the coupon box); 404 and 503 `{ message }`: the
 * server's message; no answer: a try-again message.
 */
export function checkoutFailure(status: number, body: unknown): CheckoutFailure {
  const data: Record<string, unknown> =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const serverMessage = typeof data.message === 'string' ? data.message : '';
  if (status === 0) return { message: CHECKOUT_UNREACHABLE, fields: {} };
  const fields: Partial<Record<CheckoutField, string>> = {};
  let first = '';
  if (status === 422) {
    for (const field of ['email', 'name', 'coupon'] as const) {
      const text = fieldError(body, field);
      if (text) fields[field] = text;
      first ||= text;
    }
    // A field the page has no place for (items, bump, page): its message is the alert's.
    if (!first && typeof data.errors === 'object' && data.errors !== null)
      for (const key of Object.keys(data.errors)) first ||= fieldError(body, key);
  }
  const fallback = status === 503 || status === 404 ? PAYMENTS_OFF : 'The payment could not be started.';
  return { message: first || serverMessage || fallback, fields };
}

/** A subscription whose first invoice is free gives a SetupIntent (`seti_…`) to confirm instead. */
export const confirmsSetup = (clientSecret: string): boolean => clientSecret.startsWith('seti_');

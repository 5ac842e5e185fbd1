/**
 * The page's order: order select (`[data-order-select]`), order summary (`[data-order-summary]`,
 * with its bump box `input[data-order-bump]`) and coupon (`form[data-coupon]`). It owns the one
 * order state of the page; the checkout island (credit-card) only reads it.
 * - Any change of the selection or the bump re-totals every summary from the checked inputs'
 *   `value` (product id), `data-price` (minor unit), `data-qty`, `data-name`, `data-image` and
 *   `data-interval`, through the summary's row `<template>`.
 * - A coupon posts `{ page_id, code, product_ids }` as JSON to its `data-endpoint` (with
 *   `data-page-id`); the granted discount joins the totals, and the server's message (or its 422
 *   field message) shows under the field. Without `data-endpoint` (a site that takes no
 *   payments) it says the code cannot be checked.
 * - After every change it dispatches `tessera:order` on `document` with the `OrderState`, and
 *   again whenever `tessera:order-ask` is dispatched; `tessera:coupon-refused` (detail: message)
 *   drops the coupon and shows the message at the coupon field.
 */
import {
  COUPON_REFUSED_EVENT,
  COUPON_UNREACHABLE,
  type CouponOutcome,
  couponOutcome,
  type Discount,
  formatPrice,
  lineOf,
  ORDER_ASK_EVENT,
  ORDER_EVENT,
  type OrderLine,
  type OrderState,
  orderState,
  priceWithInterval,
} from './order-logic.ts';

let coupon: { code: string; discount: Discount | null } | null = null;
let state: OrderState = orderState([], null, null);
const emptyRows = new WeakMap<Element, Element | null>();

function put(scope: ParentNode, selector: string, text: string): void {
  const target = scope.querySelector(selector);
  if (target) target.textContent = text;
}

const checked = (selector: string): OrderLine[] =>
  [...document.querySelectorAll<HTMLInputElement>(selector)].map((input) =>
    lineOf(input.value, input.dataset),
  );

function announce(): void {
  document.dispatchEvent(new CustomEvent<OrderState>(ORDER_EVENT, { detail: state }));
}

function render(): void {
  const bumps = checked('input[data-order-bump]:checked');
  state = orderState(checked('[data-order-select] input:checked'), bumps[0] ?? null, coupon);
  const lines = state.bump ? [...state.lines, state.bump] : state.lines;
  const totals = state.totals;
  for (const box of document.querySelectorAll<HTMLElement>('[data-order-summary]')) {
    const currency = box.dataset.currency ?? '$';
    const body = box.querySelector('[data-order-lines]');
    const row = box.querySelector('template')?.content.firstElementChild;
    if (!body || !row) continue;
    if (!emptyRows.has(body)) emptyRows.set(body, body.firstElementChild);
    const rows = lines.map((line) => {
      const tr = row.cloneNode(true) as Element;
      put(tr, '.osum-label', line.name);
      put(tr, '.osum-qty', `× ${line.qty}`);
      put(tr, '.osum-amt', priceWithInterval(line.cents * line.qty, currency, line.interval));
      const holder = tr.querySelector('.osum-img');
      if (holder && line.image) {
        const image = new Image(40, 40);
        image.src = line.image;
        image.alt = '';
        holder.append(image);
      } else holder?.remove();
      return tr;
    });
    const empty = emptyRows.get(body);
    body.replaceChildren(...(rows.length || !empty ? rows : [empty]));
    put(box, '[data-order-subtotal]', formatPrice(totals.subtotal, currency));
    const discountRow = box.querySelector<HTMLElement>('[data-order-discount-row]');
    if (discountRow) {
      discountRow.hidden = !totals.discount;
      put(discountRow, '[data-order-discount]', formatPrice(-totals.discount, currency));
    }
    put(box, '[data-order-total]', formatPrice(totals.total, currency));
  }
  announce();
}

/** Writes a coupon outcome into every coupon box (a page rarely has two, but they must agree). */
function showCoupon(outcome: CouponOutcome, only?: HTMLFormElement): void {
  for (const form of only ? [only] : document.querySelectorAll<HTMLFormElement>('form[data-coupon]')) {
    const message = form.querySelector<HTMLElement>('.cp-msg');
    const input = form.querySelector<HTMLInputElement>('input[name=code]');
    if (message) {
      message.textContent = outcome.message;
      message.dataset.state = outcome.ok ? 'success' : 'error';
    }
    if (outcome.ok) input?.removeAttribute('aria-invalid');
    else input?.setAttribute('aria-invalid', 'true');
  }
}

async function checkCoupon(form: HTMLFormElement, code: string): Promise<CouponOutcome> {
  const endpoint = form.dataset.endpoint;
  if (!endpoint) return { ok: false, message: COUPON_UNREACHABLE };
  const lines = state.bump ? [...state.lines, state.bump] : state.lines;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        page_id: Number(form.dataset.pageId),
        code,
        product_ids: [...new Set(lines.map((line) => line.productId).filter(Boolean))],
      }),
    });
    return couponOutcome(response.status, await response.json().catch(() => null), code, form.dataset);
  } catch {
    return couponOutcome(0, null, code, form.dataset);
  }
}

document.addEventListener('change', (event) => {
  const target = event.target as Element;
  if (target.closest('[data-order-select]') || target.matches('input[data-order-bump]')) render();
});

document.addEventListener(ORDER_ASK_EVENT, announce);

document.addEventListener(COUPON_REFUSED_EVENT, (event) => {
  coupon = null;
  showCoupon({ ok: false, message: String((event as CustomEvent<unknown>).detail ?? '') });
  render();
});

document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !('coupon' in form.dataset)) return;
  event.preventDefault();
  const input = form.querySelector<HTMLInputElement>('input[name=code]');
  const button = form.querySelector<HTMLButtonElement>('[type=submit]');
  const code = input?.value.trim() ?? '';
  if (!input || !button || button.disabled) return;
  let outcome: CouponOutcome;
  if (!code) outcome = { ok: false, message: 'Enter a coupon code.' };
  else {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    outcome = await checkCoupon(form, code);
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
  coupon = outcome.ok ? { code: outcome.code, discount: outcome.discount } : null;
  showCoupon(outcome, form);
  render();
});

render();

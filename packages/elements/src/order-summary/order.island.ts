/**
 * Order pages: the order select (`[data-order-select]`), order summary (`[data-order-summary]`),
 * coupon (`form[data-coupon]`) and card fields (`[data-card]`).
 * - Any change of the selection re-totals every summary on the page from the checked inputs'
 *   `data-price` (cents), `data-qty`, `data-name` and `data-image`, through its row `<template>`.
 * - A coupon posts `{ code }` as JSON to its `data-endpoint`; the granted discount joins the
 *   totals, and the message (or the server's 422 field message) shows under the field.
 * - Card fields are only grouped as typed. They have no names and sit in no form: nothing here
 *   ever reads or sends them (the payment provider's fields take over in a later issue).
 */
import {
  type CouponOutcome,
  couponOutcome,
  type Discount,
  formatPrice,
  groupCardNumber,
  orderTotals,
} from './order-logic.ts';

let discount: Discount | null = null;
const emptyRows = new WeakMap<Element, Element | null>();

function put(scope: ParentNode, selector: string, text: string): void {
  const target = scope.querySelector(selector);
  if (target) target.textContent = text;
}

function render(): void {
  const lines = [...document.querySelectorAll<HTMLInputElement>('[data-order-select] input:checked')].map(
    (input) => {
      const d = input.dataset;
      return {
        name: d.name ?? '',
        image: d.image ?? '',
        cents: Number(d.price) || 0,
        qty: Number(d.qty) || 1,
      };
    },
  );
  const totals = orderTotals(lines, discount);
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
      put(tr, '.osum-amt', formatPrice(line.cents * line.qty, currency));
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
}

document.addEventListener('change', (event) => {
  if ((event.target as Element).closest('[data-order-select]')) render();
});

document.addEventListener('input', (event) => {
  const input = event.target as HTMLInputElement;
  if (input.autocomplete === 'cc-number' && input.closest('[data-card]'))
    input.value = groupCardNumber(input.value);
});

document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !('coupon' in form.dataset)) return;
  event.preventDefault();
  const input = form.querySelector<HTMLInputElement>('input[name=code]');
  const message = form.querySelector<HTMLElement>('.cp-msg');
  const button = form.querySelector<HTMLButtonElement>('[type=submit]');
  const code = input?.value.trim() ?? '';
  if (!input || !message || !button || button.disabled) return;
  let outcome: CouponOutcome;
  if (!code) outcome = { ok: false, message: 'Enter a coupon code.' };
  else {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(form.dataset.endpoint ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ code }),
      });
      outcome = couponOutcome(response.status, await response.json().catch(() => null), form.dataset);
    } catch {
      outcome = couponOutcome(0, null, form.dataset);
    }
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
  discount = outcome.ok ? outcome.discount : null;
  message.textContent = outcome.message;
  message.dataset.state = outcome.ok ? 'success' : 'error';
  if (outcome.ok) input.removeAttribute('aria-invalid');
  else input.setAttribute('aria-invalid', 'true');
  render();
});

render();

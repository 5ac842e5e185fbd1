import type Stripe from 'stripe';
import { priceSession } from './checkout.ts';
import { type CheckoutForm, payCheckout } from './checkout-complete.ts';
import type { ConnectedAccounts, Fake } from './context.ts';
import { discountRequests } from './discounts.ts';
import { StripeFailure } from './errors.ts';
import { parseForm } from './form.ts';
import { escapeHtml, hostedPage } from './pages.ts';
import { Params } from './params.ts';
import { money } from './periods.ts';
import { type PageAnswer, redirect } from './server.ts';

/**
 * The hosted Checkout page (`/c/pay/:id`, as Stripe's URLs read): the order with its total, a
 * promotion code box when the session allows codes, and the buyer's email and card. A posted
 * form pays (checkout-complete.ts) and goes on to `success_url`; a declined card shows the page
 * again with the bank's message.
 */

const html = (body: string): PageAnswer => ({ status: 200, type: 'text/html; charset=utf-8', body });

function field(id: string, label: string, value: string, attributes: string): string {
  return `<label for="${id}">${label}</label><input id="${id}" name="${id}" value="${escapeHtml(value)}" ${attributes}>`;
}

function orderSummary(session: Stripe.Checkout.Session): string {
  const currency = session.currency ?? 'usd';
  const lines = (session.line_items?.data ?? []).map(
    (item) =>
      `<li>${escapeHtml(item.description ?? '')}${(item.quantity ?? 1) > 1 ? ` × ${item.quantity}` : ''}: ${escapeHtml(money(item.amount_subtotal, currency))}</li>`,
  );
  const discount = session.total_details?.amount_discount ?? 0;
  return `<section aria-label="Order summary"><ul>${lines.join('')}</ul>
<p>Subtotal: ${escapeHtml(money(session.amount_subtotal ?? 0, currency))}</p>
${discount > 0 ? `<p>Discount: −${escapeHtml(money(discount, currency))}</p>` : ''}
<p><strong>Total due today: ${escapeHtml(money(session.amount_total ?? 0, currency))}</strong></p></section>`;
}

function checkoutHtml(
  fake: Fake,
  session: Stripe.Checkout.Session,
  form: Partial<CheckoutForm>,
  problem?: string,
): string {
  const business = fake.account
    ? fake.connect.accounts.get(fake.account)?.account.business_profile?.name
    : null;
  const title = business ?? 'Checkout';
  const action = `/c/pay/${session.id}`;
  const total = money(session.amount_total ?? 0, session.currency ?? 'usd');
  const codes = session.allow_promotion_codes
    ? `<form method="post" action="${action}"><input type="hidden" name="action" value="apply">
${field('promotion_code', 'Promotion code', '', 'autocomplete="off"')}<button type="submit">Apply</button></form>`
    : '';
  return hostedPage(
    `Pay ${title}`,
    `<h1>${escapeHtml(title)}</h1>
${orderSummary(session)}
${codes}
<form method="post" action="${action}"><input type="hidden" name="action" value="pay">
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
${field('email', 'Email', form.email ?? session.customer_email ?? '', 'type="email" autocomplete="email" required')}
${field('number', 'Card number', form.number ?? '', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required')}
${field('expiry', 'Expiry (MM / YY)', form.expiry ?? '', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required')}
${field('cvc', 'CVC', form.cvc ?? '', 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required')}
${field('name', 'Name on card', form.name ?? '', 'autocomplete="cc-name" required')}
<button type="submit">Pay ${escapeHtml(total)}</button>
</form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ''}`,
  );
}

function formOf(values: Record<string, unknown>): CheckoutForm {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  return {
    email: text('email'),
    name: text('name'),
    number: text('number'),
    expiry: text('expiry'),
    cvc: text('cvc'),
  };
}

/** What the buyer must give before the card is tried, as Checkout's own form checks. */
function missing(form: CheckoutForm): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email)) return 'Your email address is incomplete.';
  if (form.number.replace(/\D/g, '').length < 12) return 'Your card number is incomplete.';
  if (form.expiry.replace(/\D/g, '').length !== 4) return "Your card's expiration date is incomplete.";
  if (form.cvc.replace(/\D/g, '').length < 3) return "Your card's security code is incomplete.";
  if (form.name === '') return 'Enter the name on your card.';
  return null;
}

/** Applies a typed promotion code to the session; the message to show when it cannot be used. */
function applyCode(fake: Fake, session: Stripe.Checkout.Session, code: string): string | null {
  const found = [...fake.store.promotionCodes.values()].find(
    (entry) => entry.active && entry.code.toLowerCase() === code.toLowerCase(),
  );
  if (!found) return 'This code is invalid.';
  try {
    const params = new Params({ discounts: [{ promotion_code: found.id }] });
    const [request] = discountRequests(
      fake,
      params,
      (session.customer as string | null) ?? '',
      session.currency ?? 'usd',
    );
    priceSession(fake, session, request ?? null);
    return null;
  } catch (error) {
    if (error instanceof StripeFailure) return 'This code is invalid.';
    throw error;
  }
}

function closed(session: Stripe.Checkout.Session, now: number): string | null {
  if (session.status === 'complete') return 'This payment is complete. Thank you!';
  if (session.status === 'expired' || now >= session.expires_at) return 'This checkout session has expired.';
  return null;
}

export function checkoutPage(
  connect: ConnectedAccounts,
  method: string,
  url: URL,
  body: string,
): PageAnswer | null {
  const match = /^\/c\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
  if (!match || (method !== 'GET' && method !== 'POST')) return null;
  const id = match[1]!;
  const fake = connect.holding((state) => state.store.checkoutSessions.has(id));
  const session = fake?.store.checkoutSessions.get(id);
  if (!fake || !session) {
    return {
      status: 404,
      type: 'text/html; charset=utf-8',
      body: hostedPage(
        'Not found',
        '<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>',
      ),
    };
  }
  const done = closed(session, fake.store.now());
  if (done) return html(hostedPage(done, `<h1>${escapeHtml(done)}</h1>`));
  if (method === 'GET') return html(checkoutHtml(fake, session, {}));
  const values = parseForm(body);
  if (values.action === 'apply') {
    const code = typeof values.promotion_code === 'string' ? values.promotion_code.trim() : '';
    const problem = session.allow_promotion_codes
      ? applyCode(fake, session, code)
      : 'Promotion codes are not accepted here.';
    return html(checkoutHtml(fake, session, {}, problem ?? undefined));
  }
  const form = formOf(values);
  const problem = missing(form) ?? payCheckout(fake, session, form);
  if (problem) return html(checkoutHtml(fake, session, form, problem));
  if (!session.success_url) return html(hostedPage('Thank you', '<h1>Thanks for your payment</h1>'));
  return redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
}

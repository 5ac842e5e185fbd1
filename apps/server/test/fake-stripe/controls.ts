import type Stripe from 'stripe';
import { completeOnboarding, deauthorizeAccount, restrictAccount } from './accounts.ts';
import { cardFrameHtml } from './card-frame.ts';
import { checkoutPage } from './checkout-page.ts';
import type { Fake } from './context.ts';
import { StripeFailure } from './errors.ts';
import { parseForm } from './form.ts';
import { onboardingPage } from './onboarding.ts';
import { invoiceHtml, invoicePdf } from './pages.ts';
import { snapshot } from './render.ts';
import { renewSubscription, subscriptionHolder } from './renewal.ts';
import type { ExtraHandler } from './server.ts';
import { stripeJsScript } from './stripe-js.ts';
import type { FakeStripeDelivery } from './webhooks.ts';

/**
 * What the fake serves besides the API: Stripe.js (at `/v3/` and `/<release>/stripe.js`) and its
 * card frame, hosted invoice pages and PDFs, Connect onboarding and Checkout pages, and the
 * fake-only controls under `/_fake/` for a browser test or another process:
 * `POST /_fake/subscriptions/:id/renew`, `GET /_fake/events`, `GET /_fake/deliveries`,
 * `POST /_fake/webhook_target` and `POST /_fake/connect_webhook_target` (`url`, empty for none),
 * `POST /_fake/deliveries/wait`, `POST /_fake/accounts/:id/onboard|restrict|deauthorize`.
 */

export interface ControlDeps {
  fake: Fake;
  /** Stripe.js's release name, the API version's last part (`endive`). */
  release: string;
  setWebhookTarget(url: string | null): void;
  setConnectWebhookTarget(url: string | null): void;
  deliveries(): FakeStripeDelivery[];
  waitForDeliveries(): Promise<void>;
}

const json = (status: number, body: unknown) => ({
  status,
  type: 'application/json',
  body: JSON.stringify(body, null, 2),
});

function readFields(body: string): Record<string, unknown> {
  const text = body.trim();
  if (text.startsWith('{')) return JSON.parse(text) as Record<string, unknown>;
  return parseForm(text);
}

export function extraHandler(deps: ControlDeps): ExtraHandler {
  const { fake } = deps;
  return async (method, url, body) => {
    const path = url.pathname;
    // `/v3/` as js.stripe.com serves it, and `/<release>/stripe.js` as @stripe/stripe-js asks for it.
    if (method === 'GET' && (path === '/v3' || path === '/v3/' || path === `/${deps.release}/stripe.js`)) {
      return {
        status: 200,
        type: 'application/javascript; charset=utf-8',
        body: stripeJsScript(fake.baseUrl, deps.release),
      };
    }
    if (method === 'GET' && path === '/v3/elements/card') {
      return { status: 200, type: 'text/html; charset=utf-8', body: cardFrameHtml() };
    }
    const hosted =
      onboardingPage(fake.connect, method, url, body) ?? checkoutPage(fake.connect, method, url, body);
    if (hosted) return hosted;
    const page = /^\/invoices\/([^/]+)(\/pdf)?$/.exec(path);
    if (method === 'GET' && page) {
      const owner = fake.connect.holding((state) => state.store.invoices.has(page[1]!));
      const invoice = owner?.store.invoices.get(page[1]!);
      if (!invoice) return { status: 404, type: 'text/plain', body: 'No such invoice' };
      return page[2]
        ? { status: 200, type: 'application/pdf', body: invoicePdf(invoice) }
        : { status: 200, type: 'text/html; charset=utf-8', body: invoiceHtml(invoice) };
    }
    if (!path.startsWith('/_fake/')) return null;
    try {
      const renew = /^\/_fake\/subscriptions\/([^/]+)\/renew$/.exec(path);
      if (method === 'POST' && renew) {
        const id = renew[1]!;
        return json(200, snapshot(renewSubscription(subscriptionHolder(fake.connect, id), id)));
      }
      const account = /^\/_fake\/accounts\/([^/]+)\/(onboard|restrict|deauthorize)$/.exec(path);
      if (method === 'POST' && account) {
        const connected = fake.connect.connected(account[1]!);
        if (account[2] === 'deauthorize') return json(200, deauthorizeAccount(connected));
        const change = account[2] === 'onboard' ? completeOnboarding : restrictAccount;
        return json(200, snapshot(change(connected)));
      }
      if (method === 'GET' && path === '/_fake/events')
        return json(200, { data: fake.events.all as Stripe.Event[] });
      if (method === 'GET' && path === '/_fake/deliveries') return json(200, { data: deps.deliveries() });
      if (
        method === 'POST' &&
        (path === '/_fake/webhook_target' || path === '/_fake/connect_webhook_target')
      ) {
        const target = readFields(body).url;
        const set = path === '/_fake/webhook_target' ? deps.setWebhookTarget : deps.setConnectWebhookTarget;
        set(typeof target === 'string' && target !== '' ? target : null);
        return json(200, { url: target || null });
      }
      if (method === 'POST' && path === '/_fake/deliveries/wait') {
        await deps.waitForDeliveries();
        return json(200, { data: deps.deliveries() });
      }
    } catch (error) {
      if (error instanceof StripeFailure) return json(error.status, { error: error.body });
      throw error;
    }
    return json(404, {
      error: { type: 'invalid_request_error', message: `No fake control at ${method} ${path}` },
    });
  };
}

import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeStripe, startFakeStripe } from './index.ts';

/**
 * The Payment Element with deferred intents, in Chromium: a shop page on its own origin loads
 * the fake Stripe.js for a connected account, checks the card with `elements.submit()`, asks its
 * server for a PaymentIntent (or a subscription's first one) on that account, and confirms it.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let fake: FakeStripe;
let stripe: Stripe;
let account: string;
let shop: Server;
let shopUrl: string;
let browser: Browser;
/** What the shop's server made, newest last. */
const made: Array<{ intent: string; subscription: string | null }> = [];

function shopPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shop</title><script src="${fake.stripeJsUrl}"></script></head>
<body><main><form id="pay"><div id="payment-element"></div><button type="submit">Pay</button></form>
<p id="result" role="status"></p></main>
<script>
  const query = new URLSearchParams(location.search);
  const mode = query.get('mode') || 'payment';
  const stripe = Stripe(${JSON.stringify(fake.publishableKey)}, { stripeAccount: ${JSON.stringify(account)} });
  const elements = stripe.elements({ mode, amount: 1000, currency: 'usd', appearance: { theme: 'stripe' } });
  elements.update({ amount: 2500 });
  const payment = elements.create('payment');
  payment.on('ready', () => { document.body.dataset.ready = 'yes'; });
  payment.on('change', (event) => { document.body.dataset.complete = String(event.complete); });
  payment.mount('#payment-element');
  document.getElementById('pay').addEventListener('submit', async (event) => {
    event.preventDefault();
    const result = document.getElementById('result');
    const submitted = await elements.submit();
    if (submitted.error) { result.textContent = submitted.error.message; return; }
    const response = await fetch('/intent?mode=' + mode, { method: 'POST' });
    const { clientSecret } = await response.json();
    const confirmed = await stripe.confirmPayment({
      elements,
      clientSecret,
      confirmParams: { return_url: location.origin + '/done', payment_method_data: { billing_details: { name: 'Ada Lovelace' } } },
      redirect: query.get('redirect') || 'if_required',
    });
    result.textContent = confirmed.error ? confirmed.error.message : 'Payment ' + confirmed.paymentIntent.status;
  });
</script></body></html>`;
}

/** The shop's server: its page, and the PaymentIntent it makes once the buyer pressed pay. */
async function makeIntent(mode: string): Promise<string> {
  const on = { stripeAccount: account };
  if (mode === 'subscription') {
    const price = await stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: 2500,
        recurring: { interval: 'month' },
        product_data: { name: 'Club' },
      },
      on,
    );
    const customer = await stripe.customers.create({ email: 'member@example.com' }, on);
    const subscription = await stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [{ price: price.id }],
        payment_behavior: 'default_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
      },
      on,
    );
    const secret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret;
    made.push({ intent: secret.split('_secret_')[0]!, subscription: subscription.id });
    return secret;
  }
  const intent = await stripe.paymentIntents.create(
    {
      amount: 2500,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: { order: 'shop' },
    },
    on,
  );
  made.push({ intent: intent.id, subscription: null });
  return intent.client_secret!;
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  fake = await startFakeStripe();
  stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  account = (await stripe.accounts.create({ type: 'standard', business_profile: { name: 'Shop' } })).id;
  fake.completeOnboarding(account);
  shop = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    if (url.pathname === '/intent' && request.method === 'POST') {
      makeIntent(url.searchParams.get('mode') ?? 'payment').then(
        (clientSecret) =>
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ clientSecret })),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
      return;
    }
    const html =
      url.pathname === '/done'
        ? `<!doctype html><title>Done</title><p id="done">${url.search}</p>`
        : shopPage();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (shop ? shop.close(() => resolve()) : resolve()));
  await fake?.close();
});

async function openShop(query = ''): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shopUrl}/${query}`);
  await page.waitForSelector('body[data-ready="yes"]');
  return page;
}

async function fillCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Secure payment input frame"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM / YY)').fill(`12${String(new Date().getUTCFullYear() + 2).slice(2)}`);
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Postal code').fill('10001');
}

async function pay(page: Page): Promise<string> {
  await page.locator('#result').evaluate((node) => {
    node.textContent = '';
  });
  await page.getByRole('button', { name: 'Pay' }).click();
  const result = page.locator('#result:not(:empty)');
  await result.waitFor();
  return (await result.textContent()) ?? '';
}

describe('Payment Element (deferred intents) on a connected account', () => {
  test('incomplete fields fail elements.submit(); a declined card, then a good one, confirm the intent', async () => {
    const page = await openShop();
    try {
      const frame = page.locator('iframe[title="Secure payment input frame"]');
      expect(await frame.getAttribute('src')).toMatch(new RegExp(`^${fake.url}/v3/elements/card\\?`));
      const before = made.length;
      expect(await pay(page)).toBe('Your card number is incomplete.');
      expect(made.length).toBe(before);

      await fillCard(page, '4000 0000 0000 0002');
      await page.waitForSelector('body[data-complete="true"]');
      expect(await pay(page)).toBe('Your card was declined.');
      const declined = made.at(-1)!.intent;
      expect(await stripe.paymentIntents.retrieve(declined, {}, { stripeAccount: account })).toMatchObject({
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined' },
      });

      await fillCard(page, '4242 4242 4242 4242');
      expect(await pay(page)).toBe('Payment succeeded');
      const paid = await stripe.paymentIntents.retrieve(made.at(-1)!.intent, {}, { stripeAccount: account });
      expect(paid).toMatchObject({ status: 'succeeded', amount_received: 2500, metadata: { order: 'shop' } });
      const method = await stripe.paymentMethods.retrieve(
        paid.payment_method as string,
        {},
        { stripeAccount: account },
      );
      expect(method).toMatchObject({ card: { last4: '4242' }, billing_details: { name: 'Ada Lovelace' } });
      await expect(stripe.paymentIntents.retrieve(paid.id)).rejects.toMatchObject({ statusCode: 404 });
      expect(
        fake.events().filter((event) => event.account === account && event.type === 'charge.succeeded'),
      ).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  });

  test("a subscription's first invoice is paid through confirmPayment, which then goes to return_url", async () => {
    const page = await openShop('?mode=subscription&redirect=always');
    try {
      await fillCard(page, '4242424242424242');
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/done\?/);
      const { intent, subscription } = made.at(-1)!;
      const query = new URL(page.url()).searchParams;
      expect(query.get('payment_intent')).toBe(intent);
      expect(query.get('payment_intent_client_secret')).toMatch(new RegExp(`^${intent}_secret_`));
      expect(query.get('redirect_status')).toBe('succeeded');
      expect(
        await stripe.subscriptions.retrieve(subscription!, {}, { stripeAccount: account }),
      ).toMatchObject({
        status: 'active',
      });
    } finally {
      await page.context().close();
    }
  });
});

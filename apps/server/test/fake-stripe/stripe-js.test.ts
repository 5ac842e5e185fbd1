import { JSDOM } from 'jsdom';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeStripe, startFakeStripe } from './index.ts';

/**
 * The fake Stripe.js without a browser: the served script and card frame run in jsdom, the test
 * carrying their postMessage traffic across (jsdom gives messages no source or origin), while
 * the frame's calls reach the fake API for real.
 */

let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
});

afterAll(() => fake.close());

// biome-ignore lint/suspicious/noExplicitAny: Stripe.js is plain script; the test calls it as a page would
type Loose = any;

interface Page {
  window: Loose;
  Stripe: Loose;
  /** The card frame (its own jsdom), once an element is mounted and `connect` ran. */
  frame?: JSDOM;
}

async function servedScript(): Promise<string> {
  const response = await fetch(fake.stripeJsUrl);
  expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
  return response.text();
}

async function hostPage(): Promise<Page> {
  const dom = new JSDOM('<!doctype html><form><div id="card"></div></form>', {
    url: `${fake.url}/checkout`,
    runScripts: 'outside-only',
  });
  dom.window.fetch = (input: string, init: RequestInit) => fetch(new URL(String(input), fake.url), init);
  dom.window.eval(await servedScript());
  return { window: dom.window, Stripe: dom.window.Stripe };
}

/** Loads the mounted element's frame and carries messages both ways. */
async function connect(page: Page, iframe: Loose): Promise<JSDOM> {
  const html = await (await fetch(iframe.src)).text();
  // The frame answers its parent at the origin it is given; jsdom delivers only same-origin posts.
  const src = new URL(iframe.src);
  src.searchParams.set('origin', fake.url);
  const frame = new JSDOM(html, {
    url: src.href,
    runScripts: 'dangerously',
    beforeParse(window: Loose) {
      window.fetch = (input: string, init: RequestInit) => fetch(new URL(String(input), fake.url), init);
    },
  });
  const frameWindow: Loose = frame.window;
  frameWindow.addEventListener('message', (event: Loose) => {
    if (event.source === frameWindow) return;
    page.window.dispatchEvent(
      new page.window.MessageEvent('message', {
        data: event.data,
        origin: fake.url,
        source: iframe.contentWindow,
      }),
    );
  });
  iframe.contentWindow.postMessage = (data: unknown) =>
    frameWindow.dispatchEvent(
      new frameWindow.MessageEvent('message', { data, origin: fake.url, source: frameWindow }),
    );
  page.frame = frame;
  // jsdom delivers posts on a timer, so the frame's `ready` crosses once the bridge is up.
  await new Promise((resolve) => setTimeout(resolve, 10));
  return frame;
}

function type(frame: JSDOM, field: string, value: string): void {
  const input = frame.window.document.getElementById(field) as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new frame.window.Event('input', { bubbles: true }));
}

function fillCard(frame: JSDOM, number: string): void {
  type(frame, 'number', number);
  type(frame, 'expiry', `12${String(new Date().getUTCFullYear() + 2).slice(2)}`);
  type(frame, 'cvc', '123');
  type(frame, 'postal', '10001');
}

describe('Stripe.js', () => {
  test('the script and the card frame parse; Stripe() refuses a secret key', async () => {
    const script = await servedScript();
    expect(() => new Function(script)).not.toThrow();
    const html = await (await fetch(`${fake.url}/v3/elements/card`)).text();
    const frameScript = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(frameScript.length).toBeGreaterThan(1000);
    expect(() => new Function(frameScript)).not.toThrow();
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC', 'Postal code'])
      expect(html).toContain(`>${label}</label>`);

    const page = await hostPage();
    // What @stripe/stripe-js's loadStripe checks, and the path it loads the script from.
    const release = fake.apiVersion.split('.').at(-1);
    expect(page.Stripe.version).toBe(release);
    expect(await (await fetch(`${fake.url}/${release}/stripe.js`)).text()).toBe(script);
    expect(() => page.Stripe(fake.secretKey)).toThrow(/secret key/);
    expect(() => page.Stripe('')).toThrow(/publishable key/);
  });

  test('a card element mounts an iframe of the fake origin and follows its events', async () => {
    const page = await hostPage();
    const elements = page.Stripe(fake.publishableKey).elements();
    const card = elements.create('card', { hidePostalCode: false });
    expect(() => elements.create('card')).toThrow(/one Element of type card/);
    expect(() => elements.create('iban')).toThrow(/card Element only/);
    expect(elements.getElement('card')).toBe(card);

    card.mount('#card');
    const container = page.window.document.getElementById('card');
    const iframe = container.querySelector('iframe');
    expect(iframe.src.startsWith(`${fake.url}/v3/elements/card?`)).toBe(true);
    expect(iframe.title).toBe('Secure card payment input frame');
    expect(container.classList.contains('StripeElement--empty')).toBe(true);

    const seen: Loose[] = [];
    card.on('ready', () => seen.push('ready'));
    card.on('change', (event: Loose) => seen.push(event));
    const frame = await connect(page, iframe);
    fillCard(frame, '4242 4242 4242 4242');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen[0]).toBe('ready');
    expect(seen.at(-1)).toMatchObject({ elementType: 'card', complete: true, empty: false, brand: 'visa' });
    expect(container.classList.contains('StripeElement--complete')).toBe(true);

    type(frame, 'number', '4242 4242 4242 4241');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen.at(-1)).toMatchObject({
      complete: false,
      error: { code: 'invalid_number', message: 'Your card number is invalid.' },
    });

    card.unmount();
    expect(container.querySelector('iframe')).toBeNull();
    card.destroy();
    expect(elements.getElement('card')).toBeNull();
  });

  test('confirmCardSetup sends the card from the frame; declines and incomplete cards come back as errors', async () => {
    const customer = await stripe.customers.create({});
    const page = await hostPage();
    const client = page.Stripe(fake.publishableKey);
    const card = client.elements().create('card');
    card.mount(page.window.document.getElementById('card'));
    const frame = await connect(page, page.window.document.querySelector('iframe'));
    const setup = () => stripe.setupIntents.create({ customer: customer.id });

    const incomplete = await client.confirmCardSetup((await setup()).client_secret, {
      payment_method: { card },
    });
    expect(incomplete.error).toMatchObject({ type: 'validation_error', code: 'incomplete_number' });

    fillCard(frame, '4000 0000 0000 0002');
    const declined = await client.confirmCardSetup((await setup()).client_secret, {
      payment_method: { card },
    });
    expect(declined.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });

    fillCard(frame, '4242 4242 4242 4242');
    const intent = await setup();
    const result = await client.confirmCardSetup(intent.client_secret, {
      payment_method: { card, billing_details: { name: 'Ada Lovelace' } },
    });
    expect(result.setupIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    const method = await stripe.paymentMethods.retrieve(result.setupIntent.payment_method);
    expect(method).toMatchObject({
      customer: customer.id,
      card: { last4: '4242' },
      billing_details: { name: 'Ada Lovelace', address: { postal_code: '10001' } },
    });

    const created = await client.createPaymentMethod({ type: 'card', card });
    expect(created.paymentMethod).toMatchObject({
      object: 'payment_method',
      customer: null,
      card: { brand: 'visa' },
    });
    const again = await client.confirmCardSetup((await setup()).client_secret, {
      payment_method: created.paymentMethod.id,
    });
    expect(again.setupIntent.status).toBe('succeeded');
    const read = await client.retrieveSetupIntent(intent.client_secret);
    expect(read.setupIntent.status).toBe('succeeded');

    const payment = await stripe.paymentIntents.create({
      amount: 1999,
      currency: 'usd',
      customer: customer.id,
    });
    const paid = await client.confirmCardPayment(payment.client_secret, {
      payment_method: { card },
      setup_future_usage: 'off_session',
    });
    expect(paid.paymentIntent).toMatchObject({ id: payment.id, status: 'succeeded', amount_received: 1999 });
    const saved = await stripe.paymentMethods.list({ customer: customer.id });
    expect(saved.data.map((entry) => entry.id)).toContain(paid.paymentIntent.payment_method);
  });
});

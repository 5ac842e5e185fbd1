import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebhookReceiver } from '../webhook-receiver.ts';
import { type FakeStripe, startFakeStripe } from './index.ts';

/** Hosted Checkout on a connected account, paid through its page by plain form posts. */

let fake: FakeStripe;
let stripe: Stripe;
let receiver: WebhookReceiver;
let on: { stripeAccount: string };

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  fake = await startFakeStripe({ connectWebhookTarget: receiver.url('/connect') });
  stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  const account = await stripe.accounts.create({
    type: 'standard',
    business_profile: { name: 'Print Shop' },
  });
  fake.completeOnboarding(account.id);
  on = { stripeAccount: account.id };
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

const expiry = `12 / ${String(new Date().getUTCFullYear() + 2).slice(2)}`;

/** Posts the hosted page's form as a browser would, not following the redirect. */
async function pay(url: string, fields: Record<string, string>): Promise<Response> {
  const html = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"><input type="hidden" name="action" value="pay">/.exec(
    html,
  )![1]!;
  return fetch(new URL(action, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', ...fields }),
    redirect: 'manual',
  });
}

const card = (number: string) => ({
  email: 'buyer@example.com',
  number,
  expiry,
  cvc: '123',
  name: 'Ada Lovelace',
});

async function connectEvents(): Promise<Stripe.Event[]> {
  await fake.waitForDeliveries();
  return receiver
    .on('/connect')
    .map((hook) =>
      stripe.webhooks.constructEvent(
        hook.body,
        hook.headers['stripe-signature'] as string,
        fake.connectWebhookSecret,
      ),
    );
}

describe('Checkout Sessions', () => {
  test('a one-time order with a promotion code is paid on the hosted page after a decline', async () => {
    const price = await stripe.prices.create(
      { currency: 'eur', unit_amount: 4000, product_data: { name: 'Poster' } },
      on,
    );
    const coupon = await stripe.coupons.create(
      { amount_off: 500, currency: 'eur', duration: 'once', name: 'Five off' },
      on,
    );
    const code = await stripe.promotionCodes.create(
      { promotion: { type: 'coupon', coupon: coupon.id }, code: 'SPRING', max_redemptions: 10 },
      on,
    );
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ price: price.id, quantity: 2 }],
        discounts: [{ promotion_code: code.id }],
        success_url: 'https://shop.example/thanks?session={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://shop.example/cart',
        customer_email: 'buyer@example.com',
        client_reference_id: 'order-17',
        metadata: { order: '17' },
        payment_intent_data: { metadata: { order: '17' } },
      },
      on,
    );
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'eur',
      amount_subtotal: 8000,
      amount_total: 7500,
      total_details: { amount_discount: 500 },
      url: `${fake.url}/c/pay/${session.id}`,
      client_reference_id: 'order-17',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).not.toHaveProperty('line_items');
    const listed = await stripe.checkout.sessions.listLineItems(session.id, {}, on);
    expect(listed.data).toMatchObject([
      { object: 'item', quantity: 2, amount_subtotal: 8000, amount_total: 7500, description: 'Poster' },
    ]);

    const html = await (await fetch(session.url!)).text();
    for (const label of ['Email', 'Card number', 'Expiry (MM / YY)', 'CVC', 'Name on card'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('Pay €75.00</button>');
    expect(html).toContain('<a href="https://shop.example/cart">');

    const declined = await pay(session.url!, card('4000 0000 0000 0002'));
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await stripe.promotionCodes.retrieve(code.id, {}, on)).times_redeemed).toBe(0);

    const paid = await pay(session.url!, card('4242 4242 4242 4242'));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://shop.example/thanks?session=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(
      session.id,
      { expand: ['line_items', 'payment_intent'] },
      on,
    );
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email: 'buyer@example.com', name: 'Ada Lovelace' },
      line_items: { data: [{ quantity: 2 }] },
      payment_intent: { status: 'succeeded', amount: 7500, metadata: { order: '17' } },
    });
    expect((await stripe.promotionCodes.retrieve(code.id, {}, on)).times_redeemed).toBe(1);
    expect((await stripe.coupons.retrieve(coupon.id, {}, on)).times_redeemed).toBe(1);
    await expect(stripe.checkout.sessions.retrieve(session.id)).rejects.toMatchObject({ statusCode: 404 });

    const events = (await connectEvents()).filter((event) => event.account === on.stripeAccount);
    const completed = events.find((event) => event.type === 'checkout.session.completed');
    expect(completed?.data.object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      metadata: { order: '17' },
    });
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'payment_intent.payment_failed',
        'charge.succeeded',
        'payment_intent.succeeded',
      ]),
    );
    // A completed session's page no longer takes payments.
    expect(await (await fetch(session.url!)).text()).toContain('This payment is complete');
  });

  test('a subscription order makes the customer and an active subscription with its metadata', async () => {
    const price = await stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: 1200,
        recurring: { interval: 'month' },
        product_data: { name: 'Club' },
      },
      on,
    );
    const coupon = await stripe.coupons.create({ percent_off: 50, duration: 'once' }, on);
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        discounts: [{ coupon: coupon.id }],
        success_url: 'https://shop.example/welcome',
        cancel_url: 'https://shop.example/plans',
        subscription_data: { metadata: { tier: 'club' } },
      },
      on,
    );
    expect(session).toMatchObject({ amount_total: 600, mode: 'subscription' });
    const paid = await pay(session.url!, card('4242424242424242'));
    expect(paid.headers.get('location')).toBe('https://shop.example/welcome');
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] }, on);
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ status: 'active', metadata: { tier: 'club' } });
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer: subscription.customer,
    });
    const invoice = await stripe.invoices.retrieve(done.invoice as string, {}, on);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 600 });
    expect(await stripe.customers.retrieve(subscription.customer as string, {}, on)).toMatchObject({
      email: 'buyer@example.com',
    });

    const refused = await stripe.checkout.sessions
      .create(
        { mode: 'payment', line_items: [{ price: price.id, quantity: 1 }], success_url: 'https://x.example' },
        on,
      )
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 400, message: expect.stringContaining('recurring price') });
  });

  test('a promotion code typed on the page applies before paying', async () => {
    const price = await stripe.prices.create(
      { currency: 'usd', unit_amount: 2000, product_data: { name: 'Print' } },
      on,
    );
    const coupon = await stripe.coupons.create({ percent_off: 25, duration: 'once' }, on);
    const code = await stripe.promotionCodes.create(
      { promotion: { type: 'coupon', coupon: coupon.id }, code: 'TYPED' },
      on,
    );
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ price: price.id, quantity: 1 }],
        allow_promotion_codes: true,
        success_url: 'https://shop.example/ok',
      },
      on,
    );
    const applied = await fetch(session.url!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'apply', promotion_code: 'typed' }),
    });
    expect(await applied.text()).toContain('Pay $15.00</button>');
    expect((await pay(session.url!, card('4242424242424242'))).status).toBe(303);
    expect((await stripe.promotionCodes.retrieve(code.id, {}, on)).times_redeemed).toBe(1);
    expect((await stripe.checkout.sessions.retrieve(session.id, {}, on)).amount_total).toBe(1500);
  });
});

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebhookReceiver } from '../webhook-receiver.ts';
import { type FakeStripe, startFakeStripe } from './index.ts';

let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
});

afterAll(() => fake.close());

/** The error a call fails with (the test fails if it does not). */
async function failure(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Events of these types about this object, in order. */
function eventsFor(id: string, ...types: string[]): Stripe.Event[] {
  return fake
    .events()
    .filter(
      (event) =>
        (event.data.object as { id?: string }).id === id &&
        (types.length === 0 || types.includes(event.type)),
    );
}

async function monthlyPrice(amount: number, name = 'Pro'): Promise<Stripe.Price> {
  const product = await stripe.products.create({ name });
  return stripe.prices.create({
    product: product.id,
    unit_amount: amount,
    currency: 'usd',
    recurring: { interval: 'month' },
  });
}

/** A customer paying by default with one of Stripe's test payment methods (`pm_card_visa`). */
async function payingCustomer(
  testCard = 'pm_card_visa',
): Promise<{ customer: Stripe.Customer; card: Stripe.PaymentMethod }> {
  const customer = await stripe.customers.create({ email: `buyer-${Math.random()}@example.com` });
  const card = await stripe.paymentMethods.attach(testCard, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
  return { customer, card };
}

/** What the tests read from an answer to a Stripe.js-style call. */
interface Answer {
  status: number;
  body: { error?: Record<string, unknown>; status?: string; payment_method?: string };
}

/** Posts to the API as Stripe.js does: form fields, the publishable key as `key`. */
async function asStripeJs(path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: fake.publishableKey, ...fields }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const cardData = (number: string, expYear = new Date().getUTCFullYear() + 2) => ({
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': number,
  'payment_method_data[card][exp_month]': '12',
  'payment_method_data[card][exp_year]': String(expYear),
  'payment_method_data[card][cvc]': '123',
  'payment_method_data[billing_details][address][postal_code]': '10001',
});

describe('catalogue', () => {
  test('products and prices are created, read, listed and updated; a price amount never changes', async () => {
    const product = await stripe.products.create({ name: 'Agency', metadata: { plan: 'agency' } });
    expect(product).toMatchObject({
      object: 'product',
      name: 'Agency',
      active: true,
      metadata: { plan: 'agency' },
    });
    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: 4900,
      currency: 'usd',
      recurring: { interval: 'year', interval_count: 1 },
      nickname: 'Yearly',
    });
    expect(price).toMatchObject({
      type: 'recurring',
      unit_amount: 4900,
      recurring: { interval: 'year', interval_count: 1 },
    });
    expect(String(price.unit_amount_decimal)).toBe('4900');

    const updated = await stripe.prices.update(price.id, { active: false, metadata: { legacy: 'yes' } });
    expect(updated).toMatchObject({ active: false, metadata: { legacy: 'yes' }, unit_amount: 4900 });
    const refused = await failure(
      stripe.prices.update(price.id, { unit_amount: 100 } as Stripe.PriceUpdateParams & {
        unit_amount: number;
      }),
    );
    expect(refused).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'unit_amount' });

    const renamed = await stripe.products.update(product.id, { name: 'Agency plus', description: 'More' });
    expect(renamed).toMatchObject({ name: 'Agency plus', description: 'More' });
    expect(eventsFor(product.id, 'product.updated')[0]?.data.previous_attributes).toMatchObject({
      name: 'Agency',
    });

    await stripe.prices.create({
      product: product.id,
      unit_amount: 490,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const active = await stripe.prices.list({ product: product.id, active: true });
    expect(active.data.map((entry) => entry.unit_amount)).toEqual([490]);
    const all = await stripe.prices.list({ product: product.id });
    expect(all).toMatchObject({ object: 'list', url: '/v1/prices', has_more: false });
    expect(all.data).toHaveLength(2);
  });

  test('lists page with limit and starting_after, newest first', async () => {
    const names = ['First', 'Second', 'Third'];
    for (const name of names) await stripe.products.create({ name, metadata: { page: 'yes' } });
    const first = await stripe.products.list({ limit: 2 });
    expect(first.has_more).toBe(true);
    expect(first.data.map((product) => product.name)).toEqual(['Third', 'Second']);
    const next = await stripe.products.list({ limit: 2, starting_after: first.data[1]!.id });
    expect(next.data[0]!.name).toBe('First');
  });
});

describe('what Stripe refuses', () => {
  test('an unknown or missing key, a publishable key on a secret call, missing params, unknown ids', async () => {
    const wrongKey = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
    const unknown = await failure(wrongKey.customers.create({}));
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(unknown.message).toMatch(/^Invalid API Key provided/);

    const none = await fetch(`${fake.url}/v1/customers`);
    expect(none.status).toBe(401);

    const publishable = new Stripe(fake.publishableKey, {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
    });
    const secretOnly = await failure(publishable.customers.create({ email: 'x@example.com' }));
    expect(secretOnly).toMatchObject({ statusCode: 401, code: 'secret_key_required' });

    const missing = await failure(
      stripe.prices.create({ unit_amount: 100, product: 'prod_x' } as Stripe.PriceCreateParams),
    );
    expect(missing).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'currency',
    });
    const noSuch = await failure(stripe.customers.retrieve('cus_missing'));
    expect(noSuch).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
    const noItems = await failure(
      stripe.subscriptions.create({ customer: (await stripe.customers.create({})).id }),
    );
    expect(noItems).toMatchObject({ code: 'parameter_missing', param: 'items' });
  });

  test('an idempotency key repeated returns the first answer without doing the work again', async () => {
    const options = { idempotencyKey: `key-${Math.random()}` };
    const first = await stripe.customers.create({ email: 'once@example.com' }, options);
    const again = await stripe.customers.create({ email: 'once@example.com' }, options);
    expect(again.id).toBe(first.id);
    expect(eventsFor(first.id, 'customer.created')).toHaveLength(1);
    expect(eventsFor(first.id, 'customer.created')[0]!.request).toEqual({
      id: expect.stringMatching(/^req_/),
      idempotency_key: options.idempotencyKey,
    });
    const other = await failure(stripe.customers.create({ email: 'other@example.com' }, options));
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

describe('cards', () => {
  test('a setup intent confirmed as Stripe.js does saves the card on the customer', async () => {
    const customer = await stripe.customers.create({ email: 'setup@example.com' });
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      client_secret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
    });

    const wrongSecret = await asStripeJs(`/v1/setup_intents/${intent.id}/confirm`, {
      client_secret: `${intent.id}_secret_nope`,
      ...cardData('4242424242424242'),
    });
    expect(wrongSecret.status).toBe(400);

    const confirmed = await asStripeJs(`/v1/setup_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret!,
      ...cardData('4242 4242 4242 4242'),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'succeeded',
      payment_method: expect.stringMatching(/^pm_/),
    });
    const card = await stripe.paymentMethods.retrieve(confirmed.body.payment_method!);
    expect(card).toMatchObject({
      customer: customer.id,
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, funding: 'credit', country: 'US' },
      billing_details: { address: { postal_code: '10001' } },
    });
    expect(
      fake
        .events()
        .slice(-2)
        .map((event) => event.type),
    ).toEqual(['payment_method.attached', 'setup_intent.succeeded']);
  });

  test('bad card data and declining cards fail with Stripe codes and messages', async () => {
    const customer = await stripe.customers.create({});
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    const confirm = (number: string, year?: number) =>
      asStripeJs(`/v1/setup_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret!,
        ...cardData(number, year),
      });

    const declined = await confirm('4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      setup_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    expect((await stripe.setupIntents.retrieve(intent.id)).last_setup_error).toMatchObject({
      code: 'card_declined',
    });
    expect(eventsFor(intent.id, 'setup_intent.setup_failed')).toHaveLength(1);

    expect((await confirm('4242424242424241')).body.error).toMatchObject({
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
    expect((await confirm('4242424242424242', 2001)).body.error).toMatchObject({
      code: 'invalid_expiry_year',
    });
    const created = await stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_chargeDeclined' },
    });
    const attach = await failure(stripe.paymentMethods.attach(created.id, { customer: customer.id }));
    expect(attach).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(attach).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
  });

  test('payment methods are listed, made the default, and detached (which drops the default)', async () => {
    const { customer, card } = await payingCustomer('pm_card_visa');
    const second = await stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    expect(second.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const listed = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(listed.data.map((method) => method.id)).toEqual([second.id, card.id]);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: card.id },
    });

    const notTheirs = await failure(
      stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: 'pm_elsewhere' } }),
    );
    expect(notTheirs).toMatchObject({ param: 'invoice_settings[default_payment_method]' });

    const detached = await stripe.paymentMethods.detach(card.id);
    expect(detached.customer).toBeNull();
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.invoice_settings.default_payment_method).toBeNull();
    expect(
      (await stripe.paymentMethods.list({ customer: customer.id })).data.map((method) => method.id),
    ).toEqual([second.id]);
    expect(eventsFor(card.id, 'payment_method.detached')[0]?.data.previous_attributes).toEqual({
      customer: customer.id,
    });
  });

  test('payment intents charge or decline, carrying the intent in the error', async () => {
    const { customer, card } = await payingCustomer();
    const paid = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      customer: customer.id,
      payment_method: card.id,
      confirm: true,
      off_session: true,
      metadata: { order: '7' },
    });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 2500, metadata: { order: '7' } });

    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    const declined = await failure(
      stripe.paymentIntents.create({
        amount: 2500,
        currency: 'usd',
        customer: customer.id,
        payment_method: failing.id,
        confirm: true,
      }),
    );
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    const intent = declined.payment_intent!;
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    expect(eventsFor(intent.id).map((event) => event.type)).toEqual([
      'payment_intent.created',
      'payment_intent.payment_failed',
    ]);
  });
});

describe('subscriptions', () => {
  test('a trial starts with a paid zero invoice; a forever coupon discounts every renewal', async () => {
    const price = await monthlyPrice(1000);
    const { customer } = await payingCustomer();
    const coupon = await stripe.coupons.create({ percent_off: 20, duration: 'forever', name: 'Friends' });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 14,
      discounts: [{ coupon: coupon.id }],
      metadata: { agency: '42' },
      expand: ['latest_invoice'],
    });
    expect(subscription).toMatchObject({ status: 'trialing', metadata: { agency: '42' } });
    const item = subscription.items.data[0]!;
    expect(item.current_period_end - item.current_period_start).toBe(14 * 86_400);
    expect(subscription.trial_end).toBe(item.current_period_end);
    const first = subscription.latest_invoice as Stripe.Invoice;
    expect(first).toMatchObject({ status: 'paid', amount_due: 0, billing_reason: 'subscription_create' });
    expect(first.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect((await stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);

    const renewed = fake.renewSubscription(subscription.id);
    expect(renewed.status).toBe('active');
    const invoice = await stripe.invoices.retrieve(renewed.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      subtotal: 1000,
      total: 800,
      amount_paid: 800,
      billing_reason: 'subscription_cycle',
    });
    expect(invoice.lines.data[0]).toMatchObject({ amount: 1000, description: '1 × Pro (at $10.00 / month)' });
    const again = fake.renewSubscription(subscription.id);
    expect((await stripe.invoices.retrieve(again.latest_invoice as string)).amount_paid).toBe(800);
  });

  test('a promotion code with a once coupon discounts only the first invoice; a used-up code is refused', async () => {
    const price = await monthlyPrice(1000);
    const coupon = await stripe.coupons.create({ amount_off: 300, currency: 'usd', duration: 'once' });
    const code = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: `WELCOME${Math.floor(Math.random() * 1e6)}`,
      max_redemptions: 1,
    });
    expect(code).toMatchObject({ active: true, promotion: { type: 'coupon', coupon: coupon.id } });
    expect((await stripe.promotionCodes.list({ code: code.code })).data.map((entry) => entry.id)).toEqual([
      code.id,
    ]);

    const { customer } = await payingCustomer();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      discounts: [{ promotion_code: code.id }],
      expand: ['latest_invoice', 'discounts'],
    });
    expect(subscription.status).toBe('active');
    expect(subscription.latest_invoice).toMatchObject({
      amount_paid: 700,
      total_discount_amounts: [{ amount: 300 }],
    });
    expect(subscription.discounts[0]).toMatchObject({
      object: 'discount',
      promotion_code: code.id,
      source: { coupon: coupon.id },
    });
    const renewed = fake.renewSubscription(subscription.id);
    expect(renewed.discounts).toEqual([]);
    expect((await stripe.invoices.retrieve(renewed.latest_invoice as string)).amount_paid).toBe(1000);

    const other = await payingCustomer();
    const usedUp = await failure(
      stripe.subscriptions.create({
        customer: other.customer.id,
        items: [{ price: price.id }],
        discounts: [{ promotion_code: code.id }],
      }),
    );
    expect(usedUp).toMatchObject({ statusCode: 400, param: 'discounts[0][promotion_code]' });
    const firstTime = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      restrictions: { first_time_transaction: true },
    });
    const returning = await failure(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        discounts: [{ promotion_code: firstTime.id }],
      }),
    );
    expect(returning).toMatchObject({ statusCode: 400, param: 'discounts[0][promotion_code]' });
    const euros = await stripe.coupons.create({ amount_off: 100, currency: 'eur' });
    const wrongCurrency = await failure(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        discounts: [{ coupon: euros.id }],
      }),
    );
    expect(wrongCurrency).toMatchObject({ param: 'discounts[0][coupon]' });
    const limited = await stripe.coupons.create({ percent_off: 10, max_redemptions: 1 });
    await stripe.subscriptions.create({
      customer: other.customer.id,
      items: [{ price: price.id }],
      discounts: [{ coupon: limited.id }],
    });
    expect((await stripe.coupons.retrieve(limited.id)).valid).toBe(false);
  });

  test('a first charge that fails leaves the subscription incomplete with an open invoice', async () => {
    const price = await monthlyPrice(1500);
    const { customer } = await payingCustomer('pm_card_chargeCustomerFail');
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'allow_incomplete',
      expand: ['latest_invoice.payments'],
    });
    expect(subscription.status).toBe('incomplete');
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', amount_due: 1500, amount_paid: 0, attempt_count: 1 });
    expect(invoice.payments?.data[0]?.payment.payment_intent).toMatch(/^pi_/);
    expect(eventsFor(invoice.id).map((event) => event.type)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
    ]);
    expect(eventsFor(subscription.id, 'customer.subscription.created')[0]!.data.object).toMatchObject({
      status: 'incomplete',
    });

    const refused = await failure(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        payment_behavior: 'error_if_incomplete',
      }),
    );
    expect(refused).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);

    const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const paid = await stripe.invoices.pay(invoice.id, { payment_method: card.id });
    expect(paid.status).toBe('paid');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  test('a renewal that fails makes the subscription past_due; paying with a new card makes it active', async () => {
    const price = await monthlyPrice(2000);
    const { customer } = await payingCustomer();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    expect(subscription.status).toBe('active');
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });

    const renewal = await fetch(`${fake.url}/_fake/subscriptions/${subscription.id}/renew`, {
      method: 'POST',
    });
    const renewed = (await renewal.json()) as Stripe.Subscription;
    expect(renewed.status).toBe('past_due');
    const open = await stripe.invoices.list({ subscription: subscription.id, status: 'open' });
    expect(open.data).toHaveLength(1);
    const invoice = open.data[0]!;
    expect(invoice.period_start).toBe(subscription.items.data[0]!.current_period_start);
    expect(eventsFor(invoice.id, 'invoice.payment_failed')).toHaveLength(1);
    const pastDue = eventsFor(subscription.id, 'customer.subscription.updated').at(-1)!;
    expect(pastDue.data).toMatchObject({
      object: { status: 'past_due' },
      previous_attributes: { status: 'active' },
    });

    const declined = await failure(stripe.invoices.pay(invoice.id));
    expect(declined).toMatchObject({ statusCode: 402, code: 'card_declined' });
    const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const paid = await stripe.invoices.pay(invoice.id, { payment_method: card.id });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 2000, amount_remaining: 0 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(
      eventsFor(invoice.id)
        .slice(-2)
        .map((event) => event.type),
    ).toEqual(['invoice.paid', 'invoice.payment_succeeded']);
  });

  test('a plan change: the preview shows the proration, always_invoice charges it at once', async () => {
    const basic = await monthlyPrice(1000, 'Basic');
    const premium = await monthlyPrice(2000, 'Premium');
    const { customer } = await payingCustomer();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: basic.id }],
    });
    const item = subscription.items.data[0]!;
    const halfway =
      item.current_period_start + Math.round((item.current_period_end - item.current_period_start) / 2);

    const preview = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: premium.id }],
        proration_date: halfway,
        proration_behavior: 'always_invoice',
      },
    });
    expect(preview.lines.data.map((line) => [line.description?.split(' after ')[0], line.amount])).toEqual([
      ['Unused time on Basic', -500],
      ['Remaining time on Premium', 1000],
    ]);
    expect(preview).toMatchObject({ total: 500, amount_due: 500, status: 'draft' });
    expect(preview.parent?.subscription_details?.subscription_proration_date).toBe(halfway);
    expect(await stripe.invoices.list({ subscription: subscription.id })).toMatchObject({
      data: [{ id: subscription.latest_invoice }],
    });

    const upcoming = await stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: { items: [{ id: item.id, price: premium.id }], proration_date: halfway },
    });
    expect(upcoming.lines.data.map((line) => line.amount)).toEqual([-500, 1000, 2000]);

    const changed = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: premium.id }],
      proration_behavior: 'always_invoice',
      proration_date: halfway,
      expand: ['latest_invoice'],
    });
    expect(changed.items.data[0]).toMatchObject({
      id: item.id,
      price: { id: premium.id },
      plan: { amount: 2000 },
    });
    expect(changed.latest_invoice).toMatchObject({
      billing_reason: 'subscription_update',
      amount_paid: 500,
      status: 'paid',
    });
    const update = eventsFor(subscription.id, 'customer.subscription.updated').at(-1)!;
    expect(update.data.previous_attributes).toHaveProperty('items');
  });

  test('create_prorations leaves the proration for the next invoice', async () => {
    const basic = await monthlyPrice(1000, 'Basic');
    const premium = await monthlyPrice(3000, 'Premium');
    const { customer } = await payingCustomer();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: basic.id }],
    });
    const item = subscription.items.data[0]!;
    const halfway =
      item.current_period_start + Math.round((item.current_period_end - item.current_period_start) / 2);
    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: premium.id }],
      proration_date: halfway,
    });
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
    const renewed = fake.renewSubscription(subscription.id);
    const invoice = await stripe.invoices.retrieve(renewed.latest_invoice as string);
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([-500, 1500, 3000]);
    expect(invoice.amount_paid).toBe(4000);
  });

  test('ending a trial now or moving to a yearly price starts a new cycle billed at once', async () => {
    const monthly = await monthlyPrice(1000, 'Monthly');
    const yearly = await stripe.prices.create({
      product: monthly.product as string,
      unit_amount: 10_000,
      currency: 'usd',
      recurring: { interval: 'year' },
    });
    const { customer } = await payingCustomer();
    const trial = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 30,
    });
    const ended = await stripe.subscriptions.update(trial.id, {
      trial_end: 'now',
      expand: ['latest_invoice'],
    });
    expect(ended).toMatchObject({
      status: 'active',
      latest_invoice: { amount_paid: 1000, billing_reason: 'subscription_update' },
    });
    expect(ended.trial_end).toBe(ended.items.data[0]!.current_period_start);

    const item = ended.items.data[0]!;
    const changed = await stripe.subscriptions.update(trial.id, {
      items: [{ id: item.id, price: yearly.id }],
      metadata: { plan: 'yearly' },
      expand: ['latest_invoice'],
    });
    const period = changed.items.data[0]!;
    expect(period.current_period_end - period.current_period_start).toBeGreaterThanOrEqual(365 * 86_400);
    expect(changed.billing_cycle_anchor).toBe(period.current_period_start);
    const invoice = changed.latest_invoice as Stripe.Invoice;
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([-1000, 10_000]);
    expect(invoice).toMatchObject({ amount_paid: 9000, status: 'paid' });
    expect(changed.metadata).toEqual({ plan: 'yearly' });
  });

  test('cancel_at_period_end ends the subscription at renewal; cancel ends it now', async () => {
    const price = await monthlyPrice(900);
    const { customer } = await payingCustomer();
    const first = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const ending = await stripe.subscriptions.update(first.id, { cancel_at_period_end: true });
    expect(ending).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: first.items.data[0]!.current_period_end,
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect(fake.renewSubscription(first.id)).toMatchObject({
      status: 'canceled',
      ended_at: first.items.data[0]!.current_period_end,
    });
    expect(eventsFor(first.id, 'customer.subscription.deleted')).toHaveLength(1);

    const second = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const canceled = await stripe.subscriptions.cancel(second.id, {
      cancellation_details: { comment: 'Too pricey', feedback: 'too_expensive' },
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      canceled_at: expect.any(Number),
      cancellation_details: {
        comment: 'Too pricey',
        feedback: 'too_expensive',
        reason: 'cancellation_requested',
      },
    });
    expect(eventsFor(second.id, 'customer.subscription.deleted')[0]!.data.object).toMatchObject({
      status: 'canceled',
    });
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(2);
    expect(await failure(stripe.subscriptions.cancel(second.id))).toMatchObject({ statusCode: 404 });
  });

  test('default_incomplete waits for the first invoice to be confirmed as Stripe.js does', async () => {
    const price = await monthlyPrice(1200);
    const customer = await stripe.customers.create({});
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(subscription.status).toBe('incomplete');
    const secret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret;
    const intentId = secret.split('_secret_')[0]!;
    const confirmed = await asStripeJs(`/v1/payment_intents/${intentId}/confirm`, {
      client_secret: secret,
      ...cardData('5555555555554444'),
    });
    expect(confirmed.body).toMatchObject({ status: 'succeeded', amount: 1200 });
    const active = await stripe.subscriptions.retrieve(subscription.id);
    expect(active).toMatchObject({ status: 'active', default_payment_method: confirmed.body.payment_method });
  });
});

describe('webhooks and pages', () => {
  test('events are delivered in order, signed so stripe.webhooks.constructEvent accepts them, and retried', async () => {
    const receiver = await new WebhookReceiver().start();
    try {
      await fake.waitForDeliveries();
      fake.setWebhookTarget(receiver.url('/fail/1/stripe'));
      const product = await stripe.products.create({ name: 'Hooked' });
      await stripe.products.update(product.id, { name: 'Hooked again' });
      await fake.waitForDeliveries();
      fake.setWebhookTarget(null);

      const hooks = receiver.on('/fail/1/stripe');
      expect(hooks).toHaveLength(3);
      const events = hooks.map((hook) =>
        stripe.webhooks.constructEvent(
          hook.body,
          hook.headers['stripe-signature'] as string,
          fake.webhookSecret,
        ),
      );
      expect(events.map((event) => event.type)).toEqual([
        'product.created',
        'product.created',
        'product.updated',
      ]);
      expect(events[2]).toMatchObject({
        object: 'event',
        api_version: fake.apiVersion,
        livemode: false,
        pending_webhooks: 1,
        data: { object: { id: product.id, name: 'Hooked again' }, previous_attributes: { name: 'Hooked' } },
      });
      expect(() =>
        stripe.webhooks.constructEvent(
          hooks[0]!.body,
          hooks[0]!.headers['stripe-signature'] as string,
          'whsec_other',
        ),
      ).toThrow();
      const attempts = fake.deliveries().filter((delivery) => delivery.eventId === events[0]!.id);
      expect(attempts.map((delivery) => [delivery.attempt, delivery.status])).toEqual([
        [1, 500],
        [2, 200],
      ]);

      const payload = JSON.stringify({
        id: 'evt_bench',
        object: 'event',
        type: 'product.created',
        data: { object: {} },
      });
      expect(stripe.webhooks.constructEvent(payload, fake.signEvent(payload), fake.webhookSecret).id).toBe(
        'evt_bench',
      );
    } finally {
      await receiver.close();
    }
  });

  test('invoices link to a hosted page and a PDF the fake serves', async () => {
    const price = await monthlyPrice(1000);
    const { customer } = await payingCustomer();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      expand: ['latest_invoice'],
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    const page = await fetch(invoice.hosted_invoice_url!);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(invoice.number!);
    const pdf = Buffer.from(await (await fetch(invoice.invoice_pdf!)).arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });
});

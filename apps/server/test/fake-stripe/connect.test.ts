import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebhookReceiver } from '../webhook-receiver.ts';
import { type FakeStripe, startFakeStripe } from './index.ts';

/** Connect as a platform uses it: accounts, onboarding links, `Stripe-Account`, Connect webhooks. */

let fake: FakeStripe;
let stripe: Stripe;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  fake = await startFakeStripe({
    webhookTarget: receiver.url('/platform'),
    connectWebhookTarget: receiver.url('/connect'),
  });
  stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

async function failure(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The events the Connect endpoint received, checked with the Connect secret. */
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

const newAccount = (name = 'Studio') =>
  stripe.accounts.create({
    type: 'standard',
    country: 'US',
    email: `${name.toLowerCase()}@example.com`,
    business_profile: { name },
    metadata: { agency: '7' },
  });

describe('accounts and onboarding', () => {
  test('a new account cannot charge yet; its metadata and business profile change with account.updated', async () => {
    const account = await newAccount();
    expect(account).toMatchObject({
      object: 'account',
      type: 'standard',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      default_currency: 'usd',
      country: 'US',
      email: 'studio@example.com',
      business_profile: { name: 'Studio' },
      metadata: { agency: '7' },
      controller: { type: 'application', stripe_dashboard: { type: 'full' } },
    });
    expect(account.id).toMatch(/^acct_/);
    expect(account.requirements?.currently_due?.length).toBeGreaterThan(0);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ id: account.id });

    const express = await stripe.accounts.create({
      controller: {
        stripe_dashboard: { type: 'express' },
        fees: { payer: 'application' },
        losses: { payments: 'application' },
      },
    });
    expect(express).toMatchObject({ type: 'express', controller: { stripe_dashboard: { type: 'express' } } });
    const both = await failure(
      stripe.accounts.create({ type: 'express', controller: { stripe_dashboard: { type: 'express' } } }),
    );
    expect(both).toMatchObject({ statusCode: 400, param: 'controller' });

    const updated = await stripe.accounts.update(account.id, {
      metadata: { plan: 'pro' },
      business_profile: { name: 'Studio Nord' },
    });
    expect(updated).toMatchObject({
      metadata: { agency: '7', plan: 'pro' },
      business_profile: { name: 'Studio Nord' },
    });
    const event = (await connectEvents()).find(
      (entry) => entry.type === 'account.updated' && entry.account === account.id,
    );
    expect(event?.data.previous_attributes).toMatchObject({ metadata: { agency: '7' } });
    expect(receiver.on('/platform').some((hook) => hook.body.includes(account.id))).toBe(false);

    expect(await stripe.accounts.del(express.id)).toEqual({
      id: express.id,
      object: 'account',
      deleted: true,
    });
    expect(await failure(stripe.accounts.retrieve(express.id))).toBeInstanceOf(
      Stripe.errors.StripePermissionError,
    );
  });

  test('an account link opens a hosted onboarding page whose form enables charges and returns', async () => {
    const account = await newAccount('Atelier');
    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: 'https://platform.example/connect/refresh',
      return_url: 'https://platform.example/connect/return',
      type: 'account_onboarding',
    });
    expect(link).toMatchObject({
      object: 'account_link',
      url: expect.stringContaining(`${fake.url}/connect/onboarding/`),
    });
    expect(link.expires_at).toBeGreaterThan(link.created);

    const page = await fetch(link.url, { redirect: 'manual' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="business_name">Business name</label>');
    expect(html).toContain('Agree and submit</button>');
    expect(html).toContain('Return without finishing</a>');
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;

    const submitted = await fetch(new URL(action, fake.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ business_name: 'Atelier Rose' }),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe('https://platform.example/connect/return');
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      business_profile: { name: 'Atelier Rose' },
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });

    const events = (await connectEvents()).filter((event) => event.account === account.id);
    const enabled = events.find(
      (event) => event.type === 'account.updated' && (event.data.object as Stripe.Account).charges_enabled,
    );
    expect(enabled).toMatchObject({
      account: account.id,
      data: { previous_attributes: { charges_enabled: false } },
    });
    expect(fake.deliveries().find((delivery) => delivery.eventId === enabled!.id)).toMatchObject({
      endpoint: 'connect',
      status: 200,
    });

    // A used link goes to refresh_url, as Stripe's single-use links do.
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('https://platform.example/connect/refresh');
  });

  test('leaving the onboarding page returns with the account still pending', async () => {
    const account = await newAccount('Later');
    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: 'https://platform.example/refresh',
      return_url: 'https://platform.example/return',
      type: 'account_onboarding',
    });
    const html = await (await fetch(link.url)).text();
    const leave = /<a href="([^"]+)">Return without finishing<\/a>/.exec(html)![1]!;
    const left = await fetch(new URL(leave, fake.url), { redirect: 'manual' });
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe('https://platform.example/return');
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: false,
      details_submitted: false,
    });
  });
});

describe('Stripe-Account', () => {
  test("an account's objects are its own: not seen by another account nor by the platform", async () => {
    const a = await newAccount('A');
    const b = await newAccount('B');
    const product = await stripe.products.create({ name: 'Poster' }, { stripeAccount: a.id });
    expect(await stripe.products.retrieve(product.id, {}, { stripeAccount: a.id })).toMatchObject({
      name: 'Poster',
    });
    for (const options of [{ stripeAccount: b.id }, {}]) {
      const missing = await failure(stripe.products.retrieve(product.id, {}, options));
      expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    }
    const platformProduct = await stripe.products.create({ name: 'Platform plan' });
    expect(
      await failure(stripe.products.retrieve(platformProduct.id, {}, { stripeAccount: a.id })),
    ).toMatchObject({
      statusCode: 404,
    });
    expect((await stripe.products.list({}, { stripeAccount: b.id })).data).toEqual([]);

    const unknown = await failure(stripe.products.list({}, { stripeAccount: 'acct_nobody' }));
    expect(unknown).toBeInstanceOf(Stripe.errors.StripePermissionError);
    expect(unknown).toMatchObject({ statusCode: 403, code: 'account_invalid' });
    expect(unknown.message).toMatch(/does not have access to account 'acct_nobody'/);

    const event = fake
      .events()
      .find(
        (entry) =>
          entry.type === 'product.created' && (entry.data.object as Stripe.Product).id === product.id,
      );
    expect(event?.account).toBe(a.id);
    expect(
      fake.events().find((entry) => (entry.data.object as Stripe.Product).id === platformProduct.id),
    ).not.toHaveProperty('account');
  });

  test('payments and subscriptions on a connected account, with their events sent to the Connect endpoint', async () => {
    const account = await newAccount('Payments');
    await fake.completeOnboarding(account.id);
    const on = { stripeAccount: account.id };
    const intent = await stripe.paymentIntents.create(
      {
        amount: 2500,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        receipt_email: 'buyer@example.com',
        description: 'Poster',
        metadata: { order: '42' },
      },
      on,
    );
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }, on);
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount_received: 2500,
      receipt_email: 'buyer@example.com',
    });
    expect((await stripe.paymentIntents.list({ limit: 1 }, on)).data.map((entry) => entry.id)).toEqual([
      intent.id,
    ]);
    const declined = await stripe.paymentIntents.create({ amount: 900, currency: 'usd' }, on);
    await failure(
      stripe.paymentIntents.confirm(declined.id, { payment_method: 'pm_card_chargeDeclined' }, on),
    );

    const price = await stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: 1500,
        recurring: { interval: 'month' },
        product_data: { name: 'Club' },
      },
      on,
    );
    const coupon = await stripe.coupons.create(
      { percent_off: 20, duration: 'repeating', duration_in_months: 3 },
      on,
    );
    const customer = await stripe.customers.create({ email: 'member@example.com' }, on);
    const subscription = await stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [{ price: price.id }],
        payment_behavior: 'default_incomplete',
        discounts: [{ coupon: coupon.id }],
        metadata: { member: 'yes' },
        expand: ['latest_invoice.confirmation_secret'],
      },
      on,
    );
    const secret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret;
    const intentId = secret.split('_secret_')[0]!;
    expect((await stripe.paymentIntents.retrieve(intentId, {}, on)).amount).toBe(1200);
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' }, on);
    expect(await stripe.subscriptions.retrieve(subscription.id, {}, on)).toMatchObject({ status: 'active' });
    const ending = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }, on);
    expect(ending.cancel_at_period_end).toBe(true);
    expect(await stripe.subscriptions.cancel(subscription.id, {}, on)).toMatchObject({ status: 'canceled' });

    const types = (await connectEvents())
      .filter((event) => event.account === account.id)
      .map((event) => event.type);
    for (const type of [
      'payment_intent.succeeded',
      'charge.succeeded',
      'payment_intent.payment_failed',
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.deleted',
    ]) {
      expect(types).toContain(type);
    }
    const platformTypes = receiver
      .on('/platform')
      .map((hook) => (JSON.parse(hook.body) as Stripe.Event).type);
    expect(platformTypes).not.toContain('customer.subscription.deleted');
  });
});

describe('fake controls', () => {
  test('restricting an account sends account.updated; deauthorizing it sends account.application.deauthorized and closes its header', async () => {
    const account = await newAccount('Restricted');
    fake.completeOnboarding(account.id);
    const restricted = await fetch(`${fake.url}/_fake/accounts/${account.id}/restrict`, { method: 'POST' });
    expect(restricted.status).toBe(200);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: false,
      requirements: { disabled_reason: 'requirements.past_due' },
    });
    await stripe.customers.create({ email: 'still@example.com' }, { stripeAccount: account.id });

    const deauthorized = fake.deauthorizeAccount(account.id);
    expect(deauthorized).toMatchObject({
      type: 'account.application.deauthorized',
      account: account.id,
      data: { object: { object: 'application' } },
    });
    const events = (await connectEvents()).filter((event) => event.account === account.id);
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['account.updated', 'customer.created', 'account.application.deauthorized']),
    );
    const restriction = events.filter((event) => event.type === 'account.updated').at(-1)!;
    expect(restriction.data.object).toMatchObject({
      charges_enabled: false,
      requirements: { disabled_reason: 'requirements.past_due' },
    });

    const refused = await failure(stripe.customers.list({}, { stripeAccount: account.id }));
    expect(refused).toMatchObject({ statusCode: 403, code: 'account_invalid' });
  });
});

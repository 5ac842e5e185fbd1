import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, fakeStripeSettings, startFakeStripe } from '../../../test/fake-stripe/index.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';

/**
 * Platform billing end to end on the API: the real `stripe` SDK against the local fake Stripe,
 * whose signed webhooks reach this app over HTTP, as Stripe's would.
 */

let t: TestApp;
let fake: FakeStripe;
let stripe: Stripe;
let browserStripe: Stripe;
let admin: string;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ ...fakeStripeSettings(fake), BILLING_GRACE_DAYS: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  fake.setWebhookTarget(`http://127.0.0.1:${port}/api/v1/stripe/webhook`);
  const base = { host: '127.0.0.1', port: fake.port, protocol: 'http' as const };
  stripe = new Stripe(fake.secretKey, base);
  // What Stripe.js does in the browser with the publishable key: card numbers never reach the app.
  browserStripe = new Stripe(fake.publishableKey, base);
  admin = await t.login(DEMO.admin);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const json = <T = { data: Record<string, unknown> }>(response: { json(): unknown }) => response.json() as T;

async function card(number = '4242424242424242'): Promise<string> {
  const method = await browserStripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  return method.id;
}

async function newPlan(body: Record<string, unknown>, amount = 4900, interval = 'Monthly') {
  const plan = await t.api('POST', '/plans', admin, {
    name: `plan-${unique()}`,
    title: 'Test plan',
    type: 'agency',
    ...body,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  const planId = json<{ data: { id: number; name: string } }>(plan).data;
  const price = await t.api('POST', '/prices', admin, {
    plan_id: planId.id,
    amount,
    currency: 'usd',
    interval,
  });
  expect(price.statusCode, price.body).toBe(201);
  return { ...planId, priceId: json<{ data: { id: number; stripe_price_id: string } }>(price).data };
}

/** A guest orders a price: a new agency and owner, signed in by the answer. */
async function order(priceId: number, extra: Record<string, unknown> = {}) {
  const email = `buyer-${unique()}@shop.test`;
  const response = await t.api('POST', '/order', null, {
    price_id: priceId,
    name: 'Buyer',
    agency_name: `Buyer ${unique()}`,
    email,
    password: 'correct horse battery',
    payment_method: await card(),
    idempotency_key: `key-${unique()}`,
    ...extra,
  });
  return { response, email };
}

async function overview(token: string) {
  const response = await t.api('GET', '/subscriptions/current', token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: import('@tessera/api-contract').BillingOverview }>(response).data;
}

/** Waits for the fake's webhooks to be delivered and applied. */
const settled = () => fake.waitForDeliveries();

describe('plans and prices in Stripe', () => {
  it('mirrors a plan as a Product and a price as a Price; a new amount is a new Price', async () => {
    const plan = await newPlan({ title: 'Mirrored' });
    const product = await stripe.products.retrieve(
      json<{ data: { stripe_product_id: string } }>(await t.api('GET', `/plans/${plan.id}`, admin)).data
        .stripe_product_id,
    );
    expect(product.name).toBe('Mirrored');
    const first = plan.priceId.stripe_price_id;
    expect((await stripe.prices.retrieve(first)).unit_amount).toBe(4900);

    const changed = await t.api('PUT', `/prices/${plan.priceId.id}`, admin, { amount: 5900 });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = json<{ data: { stripe_price_id: string; amount: number } }>(changed).data;
    expect(second.amount).toBe(5900);
    expect(second.stripe_price_id).not.toBe(first);
    expect((await stripe.prices.retrieve(first)).active).toBe(false);
    expect((await stripe.prices.retrieve(second.stripe_price_id)).unit_amount).toBe(5900);
  });

  it('refuses a price in another currency than its plan, and lists prices by amount', async () => {
    const plan = await newPlan({});
    const euro = await t.api('POST', '/prices', admin, {
      plan_id: plan.id,
      amount: 100,
      currency: 'eur',
      interval: 'Monthly',
    });
    expect(euro.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(euro).errors.currency).toEqual([
      "A price is in its plan's currency.",
    ]);
    const list = json<{ data: { amount: number }[] }>(
      await t.api('GET', '/subscriptions/prices?per_page=100', admin),
    ).data;
    const amounts = list.map((price) => price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});

describe('ordering a plan and the webhooks that follow', () => {
  it('makes a subscribed agency from a guest order with a trial, signed in, and shows its invoice', async () => {
    const plan = await newPlan({ trial_days: 14 });
    const { response } = await order(plan.priceId.id);
    expect(response.statusCode, response.body).toBe(200);
    const login = json<{ data: { login: { access_token: string }; status: string } }>(response).data;
    expect(login.status).toBe('trialing');
    await settled();
    const state = await overview(login.login.access_token);
    expect(state.agency).toMatchObject({
      subscribed: true,
      stripe_status: 'trialing',
      stripe_price: plan.name,
    });
    expect(state.subscriptions[0]).toMatchObject({ status: 'trialing', section: 'agency' });
    const profile = json<{ data: { blocked: boolean } }>(
      await t.api('GET', '/profile', login.login.access_token),
    );
    expect(profile.data.blocked).toBe(false);
    const invoices = json<{ data: { amount_due: number; status: string; invoice_pdf: string | null }[] }>(
      await t.api('GET', '/subscriptions/invoices', login.login.access_token),
    ).data;
    expect(invoices[0]).toMatchObject({ amount_due: 0, status: 'paid' });
    expect(invoices[0]!.invoice_pdf).toMatch(/^http/);
  });

  it('applies a coupon, and answers its effect; an unknown code is 422', async () => {
    const plan = await newPlan({}, 10000);
    const coupon = await stripe.coupons.create({
      percent_off: 25,
      duration: 'repeating',
      duration_in_months: 3,
    });
    const code = `SAVE${unique()}`.toUpperCase();
    await stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code });
    const effect = await t.api(
      'POST',
      `/subscriptions/check-coupon?code=${code}&price_id=${plan.priceId.id}`,
      null,
    );
    expect(effect.statusCode, effect.body).toBe(200);
    expect(json(effect).data).toMatchObject({ summary: '25% off for 3 months', discounted_amount: 7500 });
    const unknown = await t.api('POST', '/subscriptions/check-coupon?code=NOPE', null);
    expect(unknown.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(unknown).errors.coupon).toEqual([
      'This coupon code does not exist.',
    ]);

    const { response } = await order(plan.priceId.id, { coupon: code });
    expect(response.statusCode, response.body).toBe(200);
    await settled();
    const token = json<{ data: { login: { access_token: string } } }>(response).data.login.access_token;
    const invoices = json<{ data: { amount_paid: number }[] }>(
      await t.api('GET', '/subscriptions/invoices', token),
    ).data;
    expect(invoices[0]!.amount_paid).toBe(7500);
  });

  it('a declined card leaves no account behind, so the buyer can try again', async () => {
    const plan = await newPlan({});
    const email = `declined-${unique()}@shop.test`;
    const body = {
      price_id: plan.priceId.id,
      name: 'Buyer',
      agency_name: 'Declined agency',
      email,
      password: 'correct horse battery',
      idempotency_key: `key-${unique()}`,
    };
    const declined = await t.api('POST', '/order', null, {
      ...body,
      payment_method: await card('4000000000000341'),
    });
    expect(declined.statusCode, declined.body).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(declined).errors)).toEqual([
      'payment_method',
    ]);
    const again = await t.api('POST', '/order', null, {
      ...body,
      payment_method: await card(),
      idempotency_key: `key-${unique()}`,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('makes one subscription when "Subscribe" is clicked twice with the same intent', async () => {
    const plan = await newPlan({});
    const { response } = await order(plan.priceId.id);
    const token = json<{ data: { login: { access_token: string } } }>(response).data.login.access_token;
    await settled();
    const app = await newPlan({
      type: 'app',
      premium_apps: ['podcast'],
      premium_elements: ['podcast-gallery'],
    });
    const body = { price_id: app.priceId.id, idempotency_key: `double-${unique()}` };
    const url = `/subscriptions/${app.name}?section=app-${app.name}`;
    const [first, second] = await Promise.all([
      t.api('POST', url, token, body),
      t.api('POST', url, token, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await settled();
    const state = await overview(token);
    expect(state.subscriptions.filter((row) => row.plan.name === app.name)).toHaveLength(1);
    expect(state.agency.app_plans).toEqual([app.name]);
    expect(state.agency.premiumApps).toContain('podcast');
    expect(state.agency.premiumElements).toContain('podcast-gallery');
  });
});

describe('a failed renewal blocks the agency and a new card unblocks it', () => {
  it('goes past due, blocks (grace 0 here), mails the owner, and pays with the new card', async () => {
    const plan = await newPlan({});
    const { response, email } = await order(plan.priceId.id);
    const token = json<{ data: { login: { access_token: string } } }>(response).data.login.access_token;
    await settled();
    // The card on file starts failing: the renewal's charge is declined.
    const failing = await t.api('POST', '/payment-methods', token, {
      payment_method: await card('4000000000000341'),
    });
    expect(failing.statusCode, failing.body).toBe(200);
    const subscriptionId = (await stripe.subscriptions.list({ status: 'all', limit: 100 })).data.find(
      (row) => row.metadata?.tessera_plan_id === String(plan.id),
    )!.id;
    fake.renewSubscription(subscriptionId);
    await settled();
    const blocked = await overview(token);
    expect(blocked.agency).toMatchObject({ subscribed: false, stripe_status: 'past_due' });
    expect(blocked.past_due).not.toBeNull();
    expect(json<{ data: { blocked: boolean } }>(await t.api('GET', '/profile', token)).data.blocked).toBe(
      true,
    );
    expect(
      (await t.sentMail()).some((mail) => mail.includes(email) && mail.includes('Your payment failed')),
    ).toBe(true);

    const fixed = await t.api('POST', '/payment-methods', token, {
      payment_method: await card(),
      make_default: true,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    await settled();
    const back = await overview(token);
    expect(back.agency).toMatchObject({ subscribed: true, stripe_status: 'active' });
    expect(back.past_due).toBeNull();
    expect(json<{ data: { blocked: boolean } }>(await t.api('GET', '/profile', token)).data.blocked).toBe(
      false,
    );
  });
});

describe('webhooks: signed, applied once, in any order', () => {
  it('refuses a forged or unsigned event with 400 and changes nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    for (const signature of [undefined, 't=1,v1=deadbeef']) {
      const forged = await t.request({
        method: 'POST',
        url: '/api/v1/stripe/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
      });
      expect(forged.statusCode).toBe(400);
    }
  });

  it('a replayed event and an older event arriving late change nothing', async () => {
    const plan = await newPlan({});
    const { response } = await order(plan.priceId.id);
    const token = json<{ data: { login: { access_token: string } } }>(response).data.login.access_token;
    await settled();
    const before = await overview(token);
    const cancel = await t.api('DELETE', `/subscriptions/${before.agency.owner_id}/agency/cancel`, token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    await settled();
    const subscriptionId = (await stripe.subscriptions.list({ status: 'all', limit: 100 })).data.find(
      (row) => row.metadata?.tessera_plan_id === String(plan.id),
    )!.id;
    const events = fake
      .events()
      .filter((event) => (event.data.object as { id?: string }).id === subscriptionId);
    const created = events.find((event) => event.type === 'customer.subscription.created')!;
    const after = await overview(token);
    expect(after.subscriptions[0]!.cancel_at_period_end).toBe(true);
    // The first event again (a replay), then the same state dated in the past (late delivery).
    const stale = { ...created, id: `evt_late_${unique()}`, created: created.created - 60 };
    for (const event of [created, stale]) {
      const payload = JSON.stringify(event);
      const replay = await t.request({
        method: 'POST',
        url: '/api/v1/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.signEvent(payload) },
      });
      expect(replay.statusCode).toBe(200);
    }
    expect((await overview(token)).subscriptions[0]!.cancel_at_period_end).toBe(true);

    const resumed = await t.api('POST', '/subscriptions/resume', token, {
      user: before.agency.owner_id,
      plan_type: 'agency',
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(
      json<{ data: { subscriptions: { cancel_at_period_end: boolean }[] } }>(resumed).data.subscriptions[0]!
        .cancel_at_period_end,
    ).toBe(false);
  });
});

describe('changing plans, permissions and admin control', () => {
  it('previews the proration of a plan change and changes it', async () => {
    const small = await newPlan({}, 3000);
    const large = await newPlan({}, 9000);
    const { response } = await order(small.priceId.id);
    const token = json<{ data: { login: { access_token: string } } }>(response).data.login.access_token;
    await settled();
    const preview = await t.api(
      'GET',
      `/subscriptions/preview/${large.name}?price_id=${large.priceId.id}`,
      token,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const data = json<{ data: { proration: boolean; amount_due: number; lines: unknown[] } }>(preview).data;
    expect(data.proration).toBe(true);
    expect(data.lines.length).toBeGreaterThan(0);
    const change = await t.api('POST', `/subscriptions/${large.name}`, token, {
      price_id: large.priceId.id,
      idempotency_key: `change-${unique()}`,
    });
    expect(change.statusCode, change.body).toBe(200);
    await settled();
    expect((await overview(token)).agency.stripe_price).toBe(large.name);
  });

  it('lets only the owner change billing, and answers a price of another plan with 422', async () => {
    const plan = await newPlan({});
    const other = await newPlan({});
    const agencyUser = await t.login(DEMO.agencyUser);
    const refused = await t.api('POST', `/subscriptions/${plan.name}`, agencyUser, {
      price_id: plan.priceId.id,
      idempotency_key: `user-${unique()}`,
    });
    expect(refused.statusCode).toBe(403);
    const owner = await t.login(DEMO.agency);
    const wrong = await t.api('POST', `/subscriptions/${plan.name}`, owner, {
      price_id: other.priceId.id,
      idempotency_key: `wrong-${unique()}`,
    });
    expect(wrong.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(wrong).errors.price_id).toEqual([
      'This price belongs to another plan.',
    ]);
  });

  it('an admin gives a plan without payment and ends it at once', async () => {
    const plan = await newPlan({ type: 'unlimited' });
    const { response } = await order((await newPlan({})).priceId.id);
    const token = json<{ data: { login: { access_token: string } } }>(response).data.login.access_token;
    await settled();
    const agencyId = (await overview(token)).agency.id;
    const given = await t.api('POST', `/agencies/${agencyId}/billing/comp`, admin, { plan_id: plan.id });
    expect(given.statusCode, given.body).toBe(200);
    const held = json<{ data: import('@tessera/api-contract').BillingOverview }>(given).data;
    expect(held.agency.reseller_plan).toBe(plan.name);
    expect(held.agency.premiumApps.length).toBeGreaterThan(1);
    const detail = await t.api('GET', `/agencies/${agencyId}/billing`, admin);
    expect(detail.statusCode).toBe(200);
    const ownerId = held.agency.owner_id;
    const ended = await t.api(
      'DELETE',
      `/subscriptions/${ownerId}/reseller/cancel?at_period_end=false`,
      admin,
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect(
      json<{ data: import('@tessera/api-contract').BillingOverview }>(ended).data.agency.premiumApps,
    ).toEqual([]);
  });
});

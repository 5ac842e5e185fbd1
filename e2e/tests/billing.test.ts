import { type FakeStripe, fakeStripeSettings, startFakeStripe } from '@tessera/server/testing/fake-stripe';
import type { Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiToken, signIn } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';
import { typeCard } from '../fixtures/stripe.ts';

/**
 * Platform billing in the browser (SPEC §2 admin payment/*, /order, agency payment-methods and
 * subscription; §4 blocking): the app runs with Stripe set up against the local fake Stripe, whose
 * Stripe.js draws the card fields in a frame of its own origin and whose signed webhooks reach the
 * server as Stripe's would.
 */

const ADMIN = 'admin@demo.tessera';
let fake: FakeStripe;
let server: RunningServer;
let browser: BrowserSession;
let stripe: Stripe;
let adminApi: ReturnType<typeof apiClient>;
let adminToken = '';

beforeAll(async () => {
  fake = await startFakeStripe();
  // A failed renewal blocks at once here (the default gives a week).
  server = await startServer({ ...fakeStripeSettings(fake), BILLING_GRACE_DAYS: '0' });
  fake.setWebhookTarget(`${server.url}/api/v1/stripe/webhook`);
  browser = await openBrowser();
  stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  adminToken = await apiToken(server.url, ADMIN);
  adminApi = apiClient(
    () => server.url,
    () => adminToken,
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

// Each step is a whole journey through several screens: more than the default minute on a busy machine.
describe('billing: plans sold on the order page, a subscription, a failed payment and a new card', {
  timeout: 180_000,
}, () => {
  const planName = `e2e-growth-${Date.now().toString(36)}`;
  const buyer = `buyer-${Date.now().toString(36)}@shop.test`;
  let orderPageId = 0;
  let buyerPage: Page;

  it('lets the admin create a plan and its price, which reach Stripe', async () => {
    const page = await browser.newPage();
    await signIn(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/payment/plans/create`);
    await page.getByLabel('Title').fill('Growth');
    await page.getByLabel('Name').fill(planName);
    await page.getByRole('radio', { name: /Agency plan/ }).check();
    await page.getByRole('button', { name: 'Create plan' }).click();
    // A new plan goes straight on to its first price.
    await page.waitForURL((url) => url.pathname.endsWith('/prices/create'));

    const plans = await adminApi<{ data: { id: number; name: string; stripe_product_id: string | null }[] }>(
      'GET',
      `/subscriptions/plans?search=${planName}`,
    );
    const plan = plans.data.find((row) => row.name === planName)!;
    expect(plan.stripe_product_id).toMatch(/^prod_/);

    expect(new URL(page.url()).searchParams.get('plan_id')).toBe(String(plan.id));
    await page.getByLabel('Amount').fill('49.00');
    // Monthly is the interval a new price starts with (the order page below shows "per month").
    await browser.screenshot(page, 'billing-admin-price-form');
    await page.getByRole('button', { name: 'Create price' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/prices/create'));
    await page.goto(`${server.url}/admin/payment/prices?plan_id=${plan.id}`);
    await expect.poll(() => page.getByText('$49.00').count()).toBeGreaterThan(0);
    await browser.screenshot(page, 'billing-admin-prices');

    const prices = await adminApi<{ data: { amount: number; stripe_price_id: string | null }[] }>(
      'GET',
      `/subscriptions/prices?plan_id=${plan.id}`,
    );
    expect(prices.data.map((price) => price.amount)).toEqual([4900]);
    expect((await stripe.prices.retrieve(prices.data[0]!.stripe_price_id!)).unit_amount).toBe(4900);

    // The order page that sells it, published (its designer is order-pages.test.ts's).
    const created = await adminApi<{ data: { id: number } }>('POST', '/subscriptions/order-pages', {
      name: 'Growth order page',
      description: 'Everything an agency needs to grow.',
      plan_ids: [plan.id],
    });
    orderPageId = created.data.id;
    await adminApi('POST', `/subscriptions/order-pages/${orderPageId}/publish`);
    await page.close();
  });

  it('sells it to a guest with a coupon: the webhook subscribes the new agency, which lands on its websites', async () => {
    const coupon = await stripe.coupons.create({ percent_off: 20, duration: 'once', name: 'Launch' });
    await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'LAUNCH20',
    });

    buyerPage = await browser.newPage({ width: 1280, height: 1000 });
    await buyerPage.goto(`${server.url}/order?page=${orderPageId}`);
    await buyerPage.getByRole('radio', { name: /Growth · \$49\.00 per month/ }).check();
    await buyerPage.getByLabel('Your name').fill('Grace Buyer');
    await buyerPage.getByLabel('Agency name').fill('Grace Growth Agency');
    await buyerPage.getByLabel('Email').fill(buyer);
    await buyerPage.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await buyerPage.getByLabel(/Coupon/).fill('LAUNCH20');
    await buyerPage.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => buyerPage.getByText('20% off on the first payment').count()).toBeGreaterThan(0);
    await expect.poll(() => buyerPage.getByText('$39.20').count()).toBeGreaterThan(0);
    await typeCard(buyerPage, '4242 4242 4242 4242');
    await browser.screenshot(buyerPage, 'billing-order');
    await buyerPage.getByRole('button', { name: 'Start my subscription' }).click();
    await buyerPage.waitForURL((url) => url.pathname === '/agency/websites', { timeout: 30_000 });

    const token = await apiToken(server.url, buyer, 'correct horse battery');
    const owner = apiClient(
      () => server.url,
      () => token,
    );
    await fake.waitForDeliveries();
    const state = await owner<{ data: { agency: { subscribed: boolean; stripe_price: string } } }>(
      'GET',
      '/subscriptions/current',
    );
    expect(state.data.agency).toMatchObject({ subscribed: true, stripe_price: planName });
    const invoices = await owner<{ data: { amount_paid: number }[] }>('GET', '/subscriptions/invoices');
    expect(invoices.data[0]!.amount_paid).toBe(3920);
  });

  it('blocks the agency when a renewal fails, and a new card unblocks it', async () => {
    const token = await apiToken(server.url, buyer, 'correct horse battery');
    const owner = apiClient(
      () => server.url,
      () => token,
    );
    // The card on file starts declining (as a card does when it is cancelled by its bank).
    const browserStripe = new Stripe(fake.publishableKey, {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
    });
    const failing = await browserStripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000000341', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    await owner('POST', '/payment-methods', { payment_method: failing.id, make_default: true });
    const subscription = (await stripe.subscriptions.list({ status: 'all', limit: 100 })).data.find(
      (row) => row.status === 'active' && row.items.data[0]?.price.unit_amount === 4900,
    )!;
    fake.renewSubscription(subscription.id);
    await fake.waitForDeliveries();

    await buyerPage.goto(`${server.url}/agency/websites`);
    await buyerPage.waitForURL((url) => url.pathname === '/agency/subscription');
    await expect
      .poll(() => buyerPage.getByRole('heading', { name: 'Your agency has no active subscription' }).count())
      .toBeGreaterThan(0);
    await browser.screenshot(buyerPage, 'billing-blocked');

    await buyerPage.goto(`${server.url}/agency/payment-methods/create`);
    await typeCard(buyerPage, '4242 4242 4242 4242');
    await buyerPage.getByRole('button', { name: 'Save card' }).click();
    await expect
      .poll(async () => {
        await fake.waitForDeliveries();
        const state = await owner<{ data: { agency: { subscribed: boolean }; past_due: unknown } }>(
          'GET',
          '/subscriptions/current',
        );
        return state.data.agency.subscribed && state.data.past_due === null;
      })
      .toBe(true);
    await buyerPage.goto(`${server.url}/agency/websites`);
    await buyerPage.waitForURL((url) => url.pathname === '/agency/websites');
    await expect.poll(() => buyerPage.getByRole('heading', { name: /Websites/ }).count()).toBeGreaterThan(0);
  });
});

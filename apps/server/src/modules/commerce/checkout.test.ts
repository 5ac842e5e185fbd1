import type { AddressInfo } from 'node:net';
import { createElement, createSection, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOnboardedGateway,
  addPercentCoupon,
  addProduct,
  confirmAsStripeJs,
  type GatewayRow,
} from '../../../test/commerce-catalog.ts';
import { type FakeStripe, fakeStripeSettings, startFakeStripe } from '../../../test/fake-stripe/index.ts';
import { DEMO_HOST, type SiteDataWorld, siteDataWorld } from '../../../test/site-data.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { eventually } from '../../../test/webhook-receiver.ts';
import { coupons, customerSubscriptions, gateways, orders } from '../../db/schema/commerce.ts';
import { formSubmissions } from '../../db/schema/contacts.ts';
import { pages } from '../../db/schema/landings.ts';
import { publishPageById } from '../pages/service.ts';

/**
 * The checkout of a published page end to end on the API: the site host's checkout prices what
 * the buyer picked from the site's products, Stripe.js's confirmation is made as the browser
 * would (publishable key, connected account), and the fake's signed Connect events reach this app
 * over HTTP and mark the order paid: the contact, the receipt and the subscription follow.
 */

let t: TestApp;
let w: SiteDataWorld;
let fake: FakeStripe;
let stripe: Stripe;
let gateway: GatewayRow;
let accountId: string;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    ...fakeStripeSettings(fake),
    STRIPE_CONNECT_WEBHOOK_SECRET: fake.connectWebhookSecret,
    // Receipts go through the mail queue's workers.
    jobWorkers: true,
    jobPollingIntervalSeconds: 0.5,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  fake.setConnectWebhookTarget(`http://127.0.0.1:${port}/api/v1/stripe/connect-webhook`);
  stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  w = await siteDataWorld(t);
  gateway = await addOnboardedGateway(
    t.database.db,
    stripe,
    { agencyId: w.demo.agencyId, landingId: w.demo.id },
    (account) => fake.completeOnboarding(account),
  );
  accountId = gateway.accountId;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const onAccount = () => ({ stripeAccount: accountId });

/** A product of the demo site, made on the connected account as the products screen does. */
const product = (name: string, amount: number, interval: 'Once' | 'Monthly' = 'Once') =>
  addProduct(t.database.db, stripe, gateway, { name, amount, interval });

/** A coupon of the demo site, 10 % off unless told. */
const coupon = (code: string, values: { percentOff?: number; maxRedemptions?: number; expiresAt?: Date }) =>
  addPercentCoupon(t.database.db, stripe, gateway, { ...values, code, percentOff: values.percentOff ?? 10 });

/** Publishes an order page: order select, summary with a bump, coupon and card. */
async function orderPage(offered: number[], bump: number | null = null) {
  const section = createSection();
  const column = section.rows[0]!.columns[0]!;
  const card = createElement('credit-card', elementRegistry['credit-card'].schema.parse({}));
  column.children.push(
    createElement(
      'order-select',
      elementRegistry['order-select'].schema.parse({
        products: offered.map((id) => ({ productId: String(id) })),
      }),
    ),
    createElement('order-summary', {
      ...elementRegistry['order-summary'].schema.parse({}),
      ...(bump === null ? {} : { bumpProductId: String(bump) }),
    }),
    createElement('coupon', elementRegistry.coupon.schema.parse({})),
    card,
  );
  const document: PageDocument = {
    schemaVersion: 1,
    theme: {} as PageDocument['theme'],
    sections: [section],
    popups: [],
    texts: {},
  };
  const uniqueName = `order-${unique()}`;
  const [page] = await t.database.db
    .insert(pages)
    .values({ agencyId: w.demo.agencyId, landingId: w.demo.id, name: uniqueName, uniqueName, document })
    .returning();
  await publishPageById(t.database.db, page!.id);
  t.app.sites.invalidate(w.demo.id);
  return { pageId: page!.id, elementId: card.id, path: `/${uniqueName}` };
}

function checkout(body: Record<string, unknown>, host = DEMO_HOST) {
  return t.request({
    method: 'POST',
    url: '/_commerce/checkout',
    headers: { host, 'content-type': 'application/json' },
    payload: body,
  });
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('the checkout of a published order page', () => {
  it('renders the products, charges what they cost whatever the page sends, and the paid order is told', async () => {
    const book = await product(`Book ${unique()}`, 2500);
    const course = await product(`Course ${unique()}`, 9900);
    const launch = await coupon(`LAUNCH${unique()}`.toUpperCase(), { percentOff: 20 });
    const page = await orderPage([book.id, course.id]);

    const html = await t.request({ method: 'GET', url: page.path, headers: { host: DEMO_HOST } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(book.name);
    expect(html.body).toContain('$99.00');
    // Stripe.js and the platform's key are bound when served, and only this page's policy admits Stripe.
    expect(html.body).toContain(`data-key="${fake.publishableKey}"`);
    expect(html.body).toContain(`data-account="${accountId}"`);
    expect(html.body).toContain(fake.stripeJsUrl);
    expect(html.headers['content-security-policy']).toContain(`script-src 'self' ${fake.url}`);
    const home = await t.request({ method: 'GET', url: '/', headers: { host: DEMO_HOST } });
    expect(home.headers['content-security-policy']).not.toContain(fake.url);

    const email = `buyer-${unique()}@example.test`;
    const answer = await checkout({
      page_id: page.pageId,
      element_id: page.elementId,
      items: [{ product_id: course.id, quantity: 1 }],
      coupon: launch.code.toLowerCase(),
      email,
      name: 'Ada Buyer',
      // A tampered page: an amount and a price of its own are not read.
      amount: 1,
      price: 'price_forged',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const started = answer.json() as {
      order_id: number;
      client_secret: string;
      amount: number;
      mode: string;
    };
    expect(started).toMatchObject({ mode: 'payment', amount: 7920, currency: 'usd', account_id: accountId });
    const intent = await stripe.paymentIntents.retrieve(
      started.client_secret.split('_secret_')[0]!,
      {},
      onAccount(),
    );
    expect(intent.amount).toBe(7920);

    expect((await confirmAsStripeJs(fake, accountId, started.client_secret)).body.status).toBe('succeeded');
    await fake.waitForDeliveries();
    const paid = await orderRow(started.order_id);
    expect(paid).toMatchObject({ status: 'paid', total: 7920, discount: 1980, couponCode: launch.code });
    const [contact] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, paid.contactId!));
    expect(contact!.data).toMatchObject({ email, name: 'Ada Buyer', tags: course.name });
    const [used] = await t.database.db.select().from(coupons).where(eq(coupons.id, launch.id));
    expect(used!.timesRedeemed).toBe(1);
    // The receipt goes through the mail queue.
    await eventually(async () =>
      (await t.sentMail()).some((mail) => mail.includes(`order ${paid.number}`) && mail.includes(email)),
    );

    // The same event delivered again changes nothing: one redemption, one receipt.
    const again = fake
      .events()
      .filter((event) => event.account === accountId && event.type === 'payment_intent.succeeded');
    const payload = JSON.stringify(again.at(-1));
    const replay = await t.request({
      method: 'POST',
      url: '/api/v1/stripe/connect-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.signEvent(payload) },
      payload,
    });
    expect(replay.statusCode).toBe(400); // signed with the platform's secret, not the Connect one
    const [still] = await t.database.db.select().from(coupons).where(eq(coupons.id, launch.id));
    expect(still!.timesRedeemed).toBe(1);

    // The Stats tab: the day's orders and revenue beside the views, and the page's conversion.
    const stats = await t.api('GET', `/landings/${w.demo.id}/stats?days=7`, w.owner);
    expect(stats.statusCode).toBe(200);
    const { days, sales } = (stats.json() as { data: import('@tessera/api-contract').SiteStats }).data;
    expect(days.at(-1)!.revenue).toBeGreaterThanOrEqual(7920);
    const sold = sales!.order_pages.find((row) => row.page_id === page.pageId)!;
    expect(sold).toMatchObject({ orders: 1, revenue: 7920, views: 1, conversion_rate: 1 });
  });

  it('refuses products of another site, an expired or used-up coupon, and a checkout without a gateway', async () => {
    const shirt = await product(`Shirt ${unique()}`, 3000);
    const page = await orderPage([shirt.id]);
    const base = { page_id: page.pageId, element_id: page.elementId, email: 'x@example.test' };

    const [foreign] = await t.database.db
      .insert(pages)
      .values({
        agencyId: w.demo.agencyId,
        landingId: w.launchpad.id,
        name: 'x',
        uniqueName: `x-${unique()}`,
      })
      .returning();
    expect(
      (await checkout({ ...base, page_id: foreign!.id, items: [{ product_id: shirt.id }] })).statusCode,
    ).toBe(404);
    expect((await checkout({ ...base, items: [{ product_id: 999_999 }] })).json()).toMatchObject({
      errors: { items: ['Product not found.'] },
    });

    const expired = await coupon(`OLD${unique()}`.toUpperCase(), { expiresAt: new Date(Date.now() - 1000) });
    const usedUp = await coupon(`ONCE${unique()}`.toUpperCase(), { maxRedemptions: 1 });
    await t.database.db.update(coupons).set({ timesRedeemed: 1 }).where(eq(coupons.id, usedUp.id));
    const expiredAnswer = await checkout({
      ...base,
      items: [{ product_id: shirt.id }],
      coupon: expired.code,
    });
    expect(expiredAnswer.statusCode).toBe(422);
    expect(expiredAnswer.json()).toMatchObject({ errors: { coupon: ['This coupon has expired.'] } });
    const checked = await t.request({
      method: 'POST',
      url: '/_commerce/coupon',
      headers: { host: DEMO_HOST, 'content-type': 'application/json' },
      payload: { page_id: page.pageId, code: usedUp.code },
    });
    expect(checked.statusCode).toBe(422);
    expect(checked.json()).toMatchObject({ errors: { code: ['This coupon has been used up.'] } });

    await t.database.db.update(gateways).set({ status: 'restricted' }).where(eq(gateways.id, gateway.id));
    try {
      const refused = await checkout({ ...base, items: [{ product_id: shirt.id }] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'Payments are not available right now.' });
    } finally {
      await t.database.db.update(gateways).set({ status: 'active' }).where(eq(gateways.id, gateway.id));
    }
  });

  it('sells a subscription with the order bump, records renewals, and the agency cancels it', async () => {
    const club = await product(`Club ${unique()}`, 1500, 'Monthly');
    const extra = await product(`Extra ${unique()}`, 500, 'Monthly');
    const page = await orderPage([club.id], extra.id);
    const email = `member-${unique()}@example.test`;
    const answer = await checkout({
      page_id: page.pageId,
      element_id: page.elementId,
      items: [{ product_id: club.id }],
      bump: true,
      email,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const started = answer.json() as {
      order_id: number;
      client_secret: string;
      amount: number;
      mode: string;
    };
    expect(started).toMatchObject({ mode: 'subscription', amount: 2000 });
    expect((await confirmAsStripeJs(fake, accountId, started.client_secret)).body.status).toBe('succeeded');
    await fake.waitForDeliveries();

    const order = await orderRow(started.order_id);
    expect(order.status).toBe('paid');
    expect(order.lines.map((line) => line.name)).toEqual([club.name, extra.name]);
    const [subscription] = await t.database.db
      .select()
      .from(customerSubscriptions)
      .where(eq(customerSubscriptions.stripeSubscriptionId, order.stripeSubscriptionId!));
    expect(subscription).toMatchObject({ status: 'active', email, productName: club.name });

    fake.renewSubscription(order.stripeSubscriptionId!);
    await fake.waitForDeliveries();
    const list = await t.api(
      'GET',
      `/landings/${w.demo.id}/invoices?search=${encodeURIComponent(email)}`,
      w.owner,
    );
    expect(list.statusCode).toBe(200);
    const invoices = (list.json() as { data: Array<{ renewal: boolean; status: string; total: number }> })
      .data;
    expect(invoices.map((invoice) => [invoice.renewal, invoice.status, invoice.total])).toEqual([
      [true, 'paid', 2000],
      [false, 'paid', 2000],
    ]);

    const csv = await t.api(
      'GET',
      `/landings/${w.demo.id}/invoices/export?search=${encodeURIComponent(email)}`,
      w.owner,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);

    const other = await t.api(
      'POST',
      `/landings/${w.otherSiteId}/subscriptions/${subscription!.id}/cancel`,
      w.otherOwner,
      {
        at_period_end: false,
      },
    );
    expect(other.statusCode).toBe(404);
    const canceled = await t.api(
      'POST',
      `/landings/${w.demo.id}/subscriptions/${subscription!.id}/cancel`,
      w.owner,
      {
        at_period_end: false,
      },
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ data: { status: 'canceled' } });
    const stripeSide = await stripe.subscriptions.retrieve(order.stripeSubscriptionId!, {}, onAccount());
    expect(stripeSide.status).toBe('canceled');
  });

  it('refuses forged Connect events', async () => {
    const forged = await t.request({
      method: 'POST',
      url: '/api/v1/stripe/connect-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', account: accountId }),
    });
    expect(forged.statusCode).toBe(400);
  });
});

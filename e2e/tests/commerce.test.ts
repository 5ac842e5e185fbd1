import { type FakeStripe, fakeStripeSettings, startFakeStripe } from '@tessera/server/testing/fake-stripe';
import type { Locator, Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiToken, demoSiteId, signIn } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';
import { signedWith, typeCard, WebhookInbox } from '../fixtures/stripe.ts';
import { OWNER } from '../fixtures/suite.ts';

/**
 * Site commerce on Stripe Connect in the browser (issue 19): the demo agency connects its site's
 * Stripe account through Stripe's hosted onboarding (the fake's), makes products and a coupon,
 * builds and publishes an order page in the designer; visitors buy on the site's own host with the
 * fake Stripe.js's Payment Element, and the agency sees the order, the buyer, the receipt, the
 * webhook delivery and the sale, and cancels a buyer's subscription.
 *
 * The agency works on the app's white-label domain (`localhost`), where Stripe sends it back.
 */

const SETTLE = { timeout: 20_000 };
const BOOK = 'E-book';
const CLUB = 'Club';
const COUPON = 'LAUNCH20';
const BUYER = { name: 'Ada Buyer', email: 'ada.buyer@example.test' };
const MEMBER = { name: 'Max Member', email: 'max.member@example.test' };

let fake: FakeStripe;
let inbox: WebhookInbox;
let server: RunningServer;
let browser: BrowserSession;
let stripe: Stripe;
let token = '';
const api = apiClient(
  () => server.url,
  () => token,
);
let siteId = 0;
/** The app on its white-label domain, and the demo site's own host. */
let appUrl = '';
let siteUrl = '';
/** The agency owner's tab. */
let app: Page;
/** Uncaught errors in any tab: the journey fails on any. */
const problems: string[] = [];
/** The site webhook's signing secret, as the Webhooks screen showed it once. */
let webhookSecret = '';
let accountId = '';

beforeAll(async () => {
  fake = await startFakeStripe();
  inbox = await new WebhookInbox().start();
  server = await startServer({
    ...fakeStripeSettings(fake),
    STRIPE_CONNECT_WEBHOOK_SECRET: fake.connectWebhookSecret,
    // The operator allows this machine's webhook receiver; other private addresses stay refused.
    WEBHOOKS_ALLOW_PRIVATE: '127.0.0.1',
  });
  fake.setConnectWebhookTarget(`${server.url}/api/v1/stripe/connect-webhook`);
  stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  browser = await openBrowser();
  token = await apiToken(server.url, OWNER);
  siteId = await demoSiteId(api);
  appUrl = `http://localhost:${server.port}`;
  siteUrl = `http://demo.localhost:${server.port}`;
  app = await newTab({ width: 1360, height: 900 });
  await signIn(app, appUrl, OWNER);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
  await fake?.close();
});

async function newTab(size: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage(size);
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return page;
}

/** Waits for the app's transitions (a modal opening or closing, a menu fading) to end. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever, and an animation driven by scrolling (the tab bar's fades)
        // moves only when scrolled: only time-driven animations that end are waited for.
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A screenshot once the screen has stopped moving. */
async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  await browser.screenshot(page, name);
}

/** A screen of the demo site in the agency app. */
const sitePath = (path: string) => `${appUrl}/agency/websites/${siteId}/${path}`;

/** A tab of the website screen (its tab bar is a navigation of links). */
const siteTab = (name: string) =>
  app.getByRole('navigation', { name: 'Website sections' }).getByRole('link', { name, exact: true });

/** A screen of the Payments tab, from its own navigation. */
async function paymentsScreen(name: string): Promise<void> {
  await app.getByRole('navigation', { name: 'Payments' }).getByRole('link', { name, exact: true }).click();
}

/** Creates a page from the Pages tab's form and lands in its designer. */
async function createPage(name: string): Promise<EditorPage> {
  await app.goto(sitePath('pages/create'));
  await app.getByLabel('Page name').fill(name);
  await app.getByRole('button', { name: 'Create page' }).click();
  await app.waitForURL((url) => url.pathname.endsWith('/design'));
  const editor = new EditorPage(app);
  await editor.ready();
  return editor;
}

async function publishFromEditor(): Promise<void> {
  await app.getByTestId('publish').click();
  await app.getByText('The page is published.').waitFor(SETTLE);
}

/** Drops a palette element below `below` (or on the empty page) and answers it on the canvas. */
async function dropElement(editor: EditorPage, key: string, below: Locator | null): Promise<Locator> {
  const target = below ?? editor.canvas.locator('[data-empty-page]');
  await editor.drag(editor.palette(`element:${key}`), await editor.pointOn(target, below ? 0.9 : 0.5));
  const dropped = editor.canvas.locator(`.el-${key}`).first();
  await dropped.waitFor();
  return dropped;
}

describe('site commerce: a gateway, products, an order page and two buyers', { timeout: 240_000 }, () => {
  it('connects the site’s Stripe account through Stripe’s onboarding', async () => {
    await app.goto(sitePath('payments'));
    await app.getByRole('heading', { name: 'Take payments with Stripe' }).waitFor(SETTLE);
    await shot(app, 'commerce-01-no-gateway');
    await app.getByRole('link', { name: 'Connect Stripe' }).click();
    await app.getByLabel('Name').fill('Demo Shop');
    await app.getByLabel("Business owner's e-mail").fill('owner@demo-shop.test');
    await shot(app, 'commerce-02-connect-form');
    await app.getByRole('button', { name: 'Continue to Stripe' }).click();

    // Stripe's hosted onboarding (the fake's), on Stripe's origin.
    await app.waitForURL((url) => url.origin === fake.url, SETTLE);
    await app.getByLabel('Business name').fill('Demo Marketing Shop');
    await shot(app, 'commerce-03-stripe-onboarding');
    await app.getByRole('button', { name: 'Agree and submit' }).click();

    // Back through /auth/stripe/callback to the gateway, active.
    await app.waitForURL((url) => url.pathname === `/agency/websites/${siteId}/payments`, SETTLE);
    await expect.poll(() => app.getByTestId('gateway-status').textContent(), SETTLE).toBe('Active');
    await app.getByText('Demo Marketing Shop').waitFor();
    accountId = (await app.getByTestId('gateway-account').textContent()) ?? '';
    expect(accountId).toMatch(/^acct_/);
    await shot(app, 'commerce-04-gateway-active');
    expect((await stripe.accounts.retrieve(accountId)).charges_enabled).toBe(true);
  });

  it('makes a one-time product, a monthly one and a coupon on the connected account', async () => {
    await paymentsScreen('Products');
    for (const product of [
      { name: BOOK, price: '49.00', billing: null },
      { name: CLUB, price: '15.00', billing: 'Every month' },
    ]) {
      await app.getByRole('button', { name: 'New product' }).click();
      const dialog = app.getByRole('dialog', { name: 'New product' });
      await dialog.getByLabel('Name').fill(product.name);
      await dialog.getByLabel('Price').fill(product.price);
      if (product.billing) {
        await dialog.getByRole('combobox', { name: 'Billing' }).click();
        await app.getByRole('option', { name: product.billing }).click();
        await shot(app, 'commerce-05-product-form');
      }
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await app
      .getByRole('row', { name: new RegExp(CLUB) })
      .getByText('$15.00')
      .waitFor(SETTLE);
    await app
      .getByRole('row', { name: new RegExp(BOOK) })
      .getByText('$49.00')
      .waitFor(SETTLE);
    await shot(app, 'commerce-06-products');

    await paymentsScreen('Coupons');
    await app.getByRole('button', { name: 'New coupon' }).click();
    const dialog = app.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByLabel('Code').fill(COUPON);
    await dialog.getByLabel('Percentage off').fill('20');
    await shot(app, 'commerce-07-coupon-form');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await app
      .getByRole('row', { name: new RegExp(COUPON) })
      .getByText('20 % off')
      .waitFor(SETTLE);
    await shot(app, 'commerce-08-coupons');

    // They live on the connected account.
    const products = await stripe.products.list({ limit: 10 }, { stripeAccount: accountId });
    expect(products.data.map((product) => product.name).sort()).toEqual([CLUB, BOOK]);
    const prices = await stripe.prices.list({ limit: 10 }, { stripeAccount: accountId });
    expect(prices.data.map((price) => [price.unit_amount, price.recurring?.interval ?? null]).sort()).toEqual(
      [
        [1500, 'month'],
        [4900, null],
      ],
    );
    const coupons = await stripe.coupons.list({ limit: 10 }, { stripeAccount: accountId });
    expect(coupons.data.map((coupon) => coupon.percent_off)).toEqual([20]);
  });

  it('subscribes a webhook to paid orders and shows its signing secret once', async () => {
    await siteTab('Webhooks').click();
    await app.getByRole('button', { name: 'New webhook' }).click();
    const dialog = app.getByRole('dialog', { name: 'New webhook' });
    await dialog.getByLabel('Name').fill('Order desk');
    await dialog.getByLabel('Endpoint URL').fill(inbox.url('/orders'));
    await dialog.getByRole('checkbox', { name: /^Form submitted/ }).uncheck();
    await dialog.getByRole('checkbox', { name: /^Order paid/ }).check();
    await shot(app, 'commerce-09-webhook-form');
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    const secret = app.getByRole('dialog', { name: 'Signing secret' });
    webhookSecret = await secret.getByRole('textbox', { name: 'Secret' }).inputValue();
    expect(webhookSecret.length).toBeGreaterThan(20);
    await secret.getByRole('button', { name: 'I have copied it' }).click();
    await app.getByRole('link', { name: 'Order desk' }).waitFor(SETTLE);
  });

  it('builds the thank-you page and the order page in the designer, and publishes them', async () => {
    // The thank-you page the checkout sends buyers to.
    let editor = await createPage('Thank you');
    const headline = await dropElement(editor, 'h1', null);
    await headline.click();
    await editor.canvas.locator('.ProseMirror').waitFor();
    // The caret starts at the end: select the heading's line and type over it. (Select-all, Ctrl+A,
    // would replace the heading with a paragraph: the text editor's default block.)
    await app.keyboard.press('Shift+Home');
    await app.keyboard.type('Thank you for your order!');
    await app.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => headline.textContent()).toBe('Thank you for your order!');
    await editor.waitSaved();
    await publishFromEditor();

    // The order page: what to buy, the summary, the coupon and the card.
    editor = await createPage('Shop');
    const select = await dropElement(editor, 'order-select', null);
    await select.click();
    await editor.openGroup('Products');
    for (const name of [BOOK, CLUB]) {
      await editor.settings().getByRole('button', { name: 'Add product' }).click();
      await editor
        .settings()
        .getByRole('combobox', { name: 'Product', exact: true })
        .selectOption({ label: name });
    }
    // The canvas offers both, in the order picked.
    await expect.poll(() => select.locator('.os-name').allTextContents(), SETTLE).toEqual([BOOK, CLUB]);
    await shot(app, 'commerce-10-designer-order-select');

    const summary = await dropElement(editor, 'order-summary', select);
    const coupon = await dropElement(editor, 'coupon', summary);
    const card = await dropElement(editor, 'credit-card', coupon);
    // The gateway takes payments: the designer is not told to connect one.
    expect(await card.getByText('Connect a payment gateway').count()).toBe(0);
    await card.click();
    await editor.openGroup('Payment');
    const thanks = app.getByRole('radiogroup', { name: 'After paying, go to type' });
    await thanks.getByText('Page', { exact: true }).click();
    await editor.settings().getByRole('combobox', { name: 'After paying, go to: page' }).selectOption({
      label: 'Thank you',
    });
    const order = await editor.canvas
      .locator('.el')
      .evaluateAll((els) => els.map((el) => el.className.split(' ')[1]));
    expect(order).toEqual(['el-order-select', 'el-order-summary', 'el-coupon', 'el-credit-card']);
    await editor.waitSaved();
    await shot(app, 'commerce-11-designer-order-page');
    await publishFromEditor();
  });

  it('sells the e-book to a visitor with the coupon, who lands on the thank-you page', async () => {
    const visitor = await newTab({ width: 1280, height: 1000 });
    await visitor.goto(`${siteUrl}/shop`);
    await visitor.getByRole('radio', { name: new RegExp(BOOK) }).check();
    const total = visitor.locator('[data-order-total]');
    await expect.poll(() => total.textContent(), SETTLE).toBe('$49.00');
    // The coupon box hides behind its link until a buyer with a code opens it.
    await visitor.getByText('Have a coupon code?').click();
    await visitor.getByRole('textbox', { name: 'Coupon code' }).fill(COUPON.toLowerCase());
    await visitor.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => visitor.locator('[data-order-discount]').textContent(), SETTLE).toBe('-$9.80');
    await expect.poll(() => total.textContent(), SETTLE).toBe('$39.20');
    await visitor.getByLabel('Email').fill(BUYER.email);
    await visitor.getByLabel('Full name').fill(BUYER.name);
    await typeCard(visitor, '4242 4242 4242 4242');
    await shot(visitor, 'commerce-12-visitor-checkout');
    await visitor.getByRole('button', { name: 'Pay now' }).click();
    await visitor.waitForURL((url) => url.pathname === '/thank-you', SETTLE);
    await shot(visitor, 'commerce-13-thank-you');
    await visitor.getByRole('heading', { name: 'Thank you for your order!' }).waitFor(SETTLE);
    await visitor.close();
  });

  it('shows the paid order, the buyer as a contact, the receipt, the webhook delivery and the sale', async () => {
    await fake.waitForDeliveries();
    // The order, paid, in the Orders screen and its drawer.
    await app.goto(sitePath('payments/orders'));
    const row = app.getByRole('row', { name: new RegExp(BUYER.email) });
    await row.getByText('Paid').waitFor(SETTLE);
    expect(await row.getByText('$39.20').count()).toBe(1);
    expect(await row.getByText(BOOK).count()).toBe(1);
    await shot(app, 'commerce-14-orders');
    await row.getByRole('button').first().click();
    const drawer = app.getByTestId('order-detail');
    await drawer.getByText(`Discount (${COUPON})`).waitFor(SETTLE);
    await shot(app, 'commerce-15-order-drawer');
    await app.keyboard.press('Escape');

    const invoices = await api<{
      data: Array<{ number: string; status: string; total: number; discount: number; contact_id: number }>;
    }>('GET', `/landings/${siteId}/invoices?search=${encodeURIComponent(BUYER.email)}`);
    expect(invoices.data).toHaveLength(1);
    const invoice = invoices.data[0]!;
    expect(invoice).toMatchObject({ status: 'paid', total: 3920, discount: 980 });

    // The buyer is a contact of the site, tagged with what they bought.
    await siteTab('Contacts').click();
    await app.getByRole('button', { name: `Open ${BUYER.name}` }).waitFor(SETTLE);
    await shot(app, 'commerce-16-contacts');
    const contact = await api<{ data: { email: string; fields: Record<string, unknown> } }>(
      'GET',
      `/landings/${siteId}/contacts/${invoice.contact_id}`,
    );
    expect(contact.data.email).toBe(BUYER.email);
    expect(contact.data.fields.tags).toBe(BOOK);

    // The receipt went to the buyer.
    await expect
      .poll(
        () =>
          server
            .mail()
            .find((mail) => mail.includes(BUYER.email) && mail.includes(`order ${invoice.number}`)) ?? '',
        SETTLE,
      )
      .toContain('Total paid: $39.20');

    // The site's webhook got the paid order, signed with the secret the screen showed.
    await expect.poll(() => inbox.received.length, SETTLE).toBeGreaterThan(0);
    const delivery = inbox.received.find((hook) => hook.path === '/orders')!;
    expect(delivery.headers['webhook-event']).toBe('order.paid');
    expect(signedWith(delivery, webhookSecret)).toBe(true);
    const event = JSON.parse(delivery.body) as {
      event: string;
      landing_id: number;
      data: { order: { number: string; total: number; email: string; coupon_code: string } };
    };
    expect(event).toMatchObject({ event: 'order.paid', landing_id: siteId });
    expect(event.data.order).toMatchObject({
      number: invoice.number,
      total: 3920,
      email: BUYER.email,
      coupon_code: COUPON,
    });

    // The Stats tab's Sales panel counts it.
    await siteTab('Stats').click();
    const sales = app.getByTestId('stats-sales');
    await expect.poll(() => sales.getByTestId('stat-orders').textContent(), SETTLE).toBe('1');
    expect(await sales.getByTestId('stat-revenue').textContent()).toBe('$39.20');
    const pageRow = sales.getByTestId('stats-order-page-row');
    expect(await pageRow.getByRole('cell').first().textContent()).toBe('Shop');
    await shot(app, 'commerce-17-stats-sales');
  });

  it('sells the club to a second visitor, and the agency cancels the subscription', async () => {
    const visitor = await newTab({ width: 1280, height: 1000 });
    await visitor.goto(`${siteUrl}/shop`);
    await visitor.getByRole('radio', { name: new RegExp(CLUB) }).check();
    await expect.poll(() => visitor.locator('[data-order-total]').textContent(), SETTLE).toBe('$15.00');
    await visitor.getByLabel('Email').fill(MEMBER.email);
    await visitor.getByLabel('Full name').fill(MEMBER.name);
    await typeCard(visitor, '4242 4242 4242 4242');
    await visitor.getByRole('button', { name: 'Pay now' }).click();
    await visitor.waitForURL((url) => url.pathname === '/thank-you', SETTLE);
    await visitor.close();
    await fake.waitForDeliveries();

    await app.goto(sitePath('payments/subscriptions'));
    const row = app.getByRole('row', { name: new RegExp(MEMBER.email) });
    await row.getByText('Active').waitFor(SETTLE);
    expect(await row.getByText(CLUB).count()).toBe(1);
    await shot(app, 'commerce-18-subscriptions');
    await row.getByRole('button', { name: `Actions for the subscription of ${MEMBER.email}` }).click();
    await app.getByRole('menuitem', { name: 'Cancel now' }).click();
    const confirm = app.getByRole('dialog');
    await confirm.getByText(`End ${MEMBER.email}’s subscription now?`).waitFor();
    await shot(app, 'commerce-19-cancel-confirm');
    await confirm.getByRole('button', { name: 'End it now' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Canceled').waitFor(SETTLE);
    await shot(app, 'commerce-20-subscription-canceled');

    const subscriptions = await api<{
      data: Array<{ email: string; status: string; lsSubscriptionId: string }>;
    }>('GET', `/landings/${siteId}/subscriptions`);
    const member = subscriptions.data.find((subscription) => subscription.email === MEMBER.email)!;
    expect(member.status).toBe('canceled');
    const onStripe = await stripe.subscriptions.retrieve(
      member.lsSubscriptionId,
      {},
      { stripeAccount: accountId },
    );
    expect(onStripe.status).toBe('canceled');
    expect(problems).toEqual([]);
  });
});

import { COMMERCE_MESSAGES, type EditorData, type ProductItem } from '@tessera/api-contract';
import { createElement, createSection, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeGateway,
  type CommerceWorld,
  commerceWorld,
  connectGateway,
  dataOf,
} from '../../../test/commerce.ts';
import { landings, orders, pages } from '../../db/schema/index.ts';
import { publishPageById } from '../pages/service.ts';

/**
 * Products of a site on its connected Stripe account: what the API answers and what Stripe holds
 * on that account (and not on the platform's own).
 */

let w: CommerceWorld;

beforeAll(async () => {
  w = await commerceWorld();
});
afterAll(() => w.close());

const errors = (response: { json(): unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {};

async function create(site: number, body: Record<string, unknown>, token = w.f.owner): Promise<ProductItem> {
  const response = await w.t.api('POST', `/landings/${site}/products`, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<ProductItem>(response);
}

async function missingOnPlatform(call: Promise<unknown>): Promise<void> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  expect((error as Stripe.errors.StripeError).statusCode).toBe(404);
}

describe('creating products', () => {
  it('needs an active gateway', async () => {
    const site = await w.newSite();
    const none = await w.t.api('POST', `/landings/${site}/products`, w.f.owner, {
      name: 'Book',
      amount: 900,
    });
    expect(none.statusCode).toBe(422);
    expect(errors(none).gateway).toEqual([COMMERCE_MESSAGES.gatewayNotActive]);
    await connectGateway(w, site, w.f.owner, { finish: false });
    const pending = await w.t.api('POST', `/landings/${site}/products`, w.f.owner, {
      name: 'Book',
      amount: 900,
    });
    expect(pending.statusCode).toBe(422);
    expect(errors(pending).gateway).toEqual([COMMERCE_MESSAGES.gatewayNotActive]);
  });

  it('makes the product and its price on the connected account, not on the platform', async () => {
    const site = await w.newSite();
    const { gatewayId, accountId } = await activeGateway(w, site, w.f.owner, { currency: 'eur' });
    const product = await create(site, {
      name: 'Course',
      description: 'Six lessons',
      image_url: 'https://cdn.example.com/course.png',
      amount: 4900,
    });
    expect(product).toMatchObject({
      landing_id: site,
      gateway_id: gatewayId,
      name: 'Course',
      amount: 4900,
      currency: 'eur',
      interval: 'Once',
      archived: false,
      orders: 0,
    });
    const onAccount = { stripeAccount: accountId };
    const stripeProduct = await w.stripe.products.retrieve(product.stripe_product_id!, {}, onAccount);
    expect(stripeProduct).toMatchObject({
      name: 'Course',
      description: 'Six lessons',
      images: ['https://cdn.example.com/course.png'],
      metadata: { tessera_product_id: String(product.id), tessera_landing_id: String(site) },
    });
    const price = await w.stripe.prices.retrieve(product.stripe_price_id!, {}, onAccount);
    expect(price).toMatchObject({
      product: stripeProduct.id,
      unit_amount: 4900,
      currency: 'eur',
      recurring: null,
    });
    await missingOnPlatform(w.stripe.products.retrieve(product.stripe_product_id!));
    await missingOnPlatform(w.stripe.prices.retrieve(product.stripe_price_id!));

    const monthly = await create(site, { name: 'Club', amount: 1500, interval: 'Monthly' });
    const recurring = await w.stripe.prices.retrieve(monthly.stripe_price_id!, {}, onAccount);
    expect(recurring.recurring).toMatchObject({ interval: 'month', interval_count: 1 });
  });
});

describe('changing products', () => {
  it('sells a new amount or interval as a new price and archives the old one', async () => {
    const site = await w.newSite();
    const { accountId } = await activeGateway(w, site, w.f.owner);
    const onAccount = { stripeAccount: accountId };
    const product = await create(site, {
      name: 'Club',
      description: 'Members only',
      amount: 1500,
      interval: 'Monthly',
    });

    const repriced = await w.t.api('PUT', `/landings/${site}/products/${product.id}`, w.f.owner, {
      amount: 1900,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const second = dataOf<ProductItem>(repriced);
    // What the change leaves out stays as it was.
    expect(second).toMatchObject({ amount: 1900, description: 'Members only', interval: 'Monthly' });
    expect(second.stripe_price_id).not.toBe(product.stripe_price_id);
    expect((await w.stripe.prices.retrieve(product.stripe_price_id!, {}, onAccount)).active).toBe(false);
    expect(await w.stripe.prices.retrieve(second.stripe_price_id!, {}, onAccount)).toMatchObject({
      active: true,
      unit_amount: 1900,
      recurring: { interval: 'month' },
    });

    const yearly = dataOf<ProductItem>(
      await w.t.api('PUT', `/landings/${site}/products/${product.id}`, w.f.owner, { interval: 'Yearly' }),
    );
    expect((await w.stripe.prices.retrieve(yearly.stripe_price_id!, {}, onAccount)).recurring?.interval).toBe(
      'year',
    );
    expect((await w.stripe.prices.retrieve(second.stripe_price_id!, {}, onAccount)).active).toBe(false);

    // Words and pictures change the product, not its price.
    const renamed = dataOf<ProductItem>(
      await w.t.api('PUT', `/landings/${site}/products/${product.id}`, w.f.owner, {
        name: 'Inner circle',
        image_url: 'https://cdn.example.com/circle.png',
      }),
    );
    expect(renamed.stripe_price_id).toBe(yearly.stripe_price_id);
    expect(await w.stripe.products.retrieve(product.stripe_product_id!, {}, onAccount)).toMatchObject({
      name: 'Inner circle',
      images: ['https://cdn.example.com/circle.png'],
    });
    await w.t.api('PUT', `/landings/${site}/products/${product.id}`, w.f.owner, { image_url: '' });
    expect((await w.stripe.products.retrieve(product.stripe_product_id!, {}, onAccount)).images).toEqual([]);
  });

  it('archives and unarchives a product on Stripe and in the lists', async () => {
    const site = await w.newSite();
    const { accountId } = await activeGateway(w, site, w.f.owner);
    const product = await create(site, { name: 'Ebook', amount: 900 });
    const archived = await w.t.api('POST', `/landings/${site}/products/${product.id}/archive`, w.f.owner);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(dataOf<ProductItem>(archived).archived).toBe(true);
    expect(
      (await w.stripe.products.retrieve(product.stripe_product_id!, {}, { stripeAccount: accountId })).active,
    ).toBe(false);
    const listed = (archived: string) =>
      w.t
        .api('GET', `/landings/${site}/products?archived=${archived}`, w.f.owner)
        .then((response) => dataOf<ProductItem[]>(response).map((row) => row.id));
    expect(await listed('false')).toEqual([]);
    expect(await listed('true')).toEqual([product.id]);
    expect(
      dataOf<ProductItem[]>(await w.t.api('GET', `/landings/${site}/active-products`, w.f.owner)),
    ).toEqual([]);

    await w.t.api('POST', `/landings/${site}/products/${product.id}/unarchive`, w.f.owner);
    expect(
      (await w.stripe.products.retrieve(product.stripe_product_id!, {}, { stripeAccount: accountId })).active,
    ).toBe(true);
    expect(await listed('false')).toEqual([product.id]);
  });

  it("leaves a revoked gateway's products as they are and offers them nowhere", async () => {
    const site = await w.newSite();
    const { gatewayId } = await activeGateway(w, site, w.f.owner);
    const product = await create(site, { name: 'Ebook', amount: 900 });
    await w.t.api('POST', `/landings/${site}/gateways/${gatewayId}/revoke`, w.f.owner);
    const refused = await w.t.api('PUT', `/landings/${site}/products/${product.id}`, w.f.owner, {
      amount: 1,
    });
    expect(refused.statusCode).toBe(422);
    expect(errors(refused).gateway).toEqual([COMMERCE_MESSAGES.gatewayRevoked]);
    expect(
      dataOf<ProductItem[]>(await w.t.api('GET', `/landings/${site}/active-products`, w.f.owner)),
    ).toEqual([]);
    // Still listed, for the history of its orders.
    const listed = dataOf<ProductItem[]>(await w.t.api('GET', `/landings/${site}/products`, w.f.owner));
    expect(listed.map((row) => row.id)).toEqual([product.id]);
  });
});

describe('listing products', () => {
  it('searches, filters by interval, sorts, pages and counts paid orders', async () => {
    const site = await w.newSite();
    const { gatewayId } = await activeGateway(w, site, w.f.owner);
    const book = await create(site, { name: 'Book', amount: 900 });
    const club = await create(site, { name: 'Book club', amount: 1500, interval: 'Monthly' });
    const mug = await create(site, { name: 'Mug', amount: 1200 });
    const list = (query: string) =>
      w.t.api('GET', `/landings/${site}/products?${query}`, w.f.owner).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as { data: ProductItem[]; meta: { total: number } };
      });
    expect((await list('search=book&sort=name&order=asc')).data.map((row) => row.id)).toEqual([
      book.id,
      club.id,
    ]);
    expect((await list('interval=Monthly')).data.map((row) => row.id)).toEqual([club.id]);
    expect((await list('sort=amount&order=asc')).data.map((row) => row.id)).toEqual([
      book.id,
      mug.id,
      club.id,
    ]);
    const page = await list('sort=amount&order=asc&per_page=2&page=2');
    expect(page.data.map((row) => row.id)).toEqual([club.id]);
    expect(page.meta).toMatchObject({ total: 3, page: 2, per_page: 2 });

    const [site0] = await w.t.database.db.select().from(landings).where(eq(landings.id, site));
    const order = (status: 'paid' | 'pending', productIds: number[]) => ({
      agencyId: site0!.agencyId,
      landingId: site,
      gatewayId,
      number: `${site}-${Math.random().toString(36).slice(2)}`,
      status,
      lines: productIds.map((productId) => ({
        productId,
        name: 'x',
        quantity: 1,
        unitAmount: 100,
        interval: 'Once' as const,
      })),
      subtotal: 100,
      total: 100,
      currency: 'usd',
    });
    await w.t.database.db
      .insert(orders)
      .values([order('paid', [book.id, mug.id]), order('paid', [book.id]), order('pending', [mug.id])]);
    const counted = Object.fromEntries((await list('per_page=10')).data.map((row) => [row.id, row.orders]));
    expect(counted).toEqual({ [book.id]: 2, [mug.id]: 1, [club.id]: 0 });
    const one = await w.t.api('GET', `/landings/${site}/products/${book.id}`, w.f.owner);
    expect(dataOf<ProductItem>(one).orders).toBe(2);

    const offered = dataOf<ProductItem[]>(
      await w.t.api('GET', `/landings/${site}/active-products`, w.f.owner),
    );
    expect(offered.map((row) => row.name)).toEqual(['Book', 'Book club', 'Mug']);
  });
});

describe('published order pages', () => {
  it('show a product as it now is, and stop taking payments once the gateway is revoked', async () => {
    const site = await w.newSite();
    const { gatewayId } = await activeGateway(w, site, w.f.owner);
    const product = await create(site, { name: 'Poster', amount: 2000 });
    const [landing] = await w.t.database.db.select().from(landings).where(eq(landings.id, site));
    const section = createSection();
    section.rows[0]!.columns[0]!.children.push(
      createElement(
        'order-select',
        elementRegistry['order-select'].schema.parse({ products: [{ productId: String(product.id) }] }),
      ),
      createElement('credit-card', elementRegistry['credit-card'].schema.parse({})),
    );
    const document: PageDocument = {
      schemaVersion: 1,
      theme: {} as PageDocument['theme'],
      sections: [section],
      popups: [],
      texts: {},
    };
    const [page] = await w.t.database.db
      .insert(pages)
      .values({ agencyId: landing!.agencyId, landingId: site, name: 'Order', uniqueName: 'order', document })
      .returning();
    await publishPageById(w.t.database.db, page!.id);
    const served = async () => {
      const response = await w.t.request({
        method: 'GET',
        url: '/order',
        headers: { host: `${landing!.subdomain}.localhost:3000` },
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    expect(await served()).toContain('Poster');

    await w.t.api('PUT', `/landings/${site}/products/${product.id}`, w.f.owner, {
      name: 'Framed poster',
      amount: 3500,
    });
    const renamed = await served();
    expect(renamed).toContain('Framed poster');
    expect(renamed).toContain('$35.00');
    expect(renamed).not.toContain(COMMERCE_MESSAGES.paymentsUnavailable);

    await w.t.api('POST', `/landings/${site}/gateways/${gatewayId}/revoke`, w.f.owner);
    const revoked = await served();
    expect(revoked).not.toContain('Framed poster');
    expect(revoked).toContain(COMMERCE_MESSAGES.paymentsUnavailable);
  });
});

describe("the designer's shared state", () => {
  it("gives a site's designer its active products and its currency's sign", async () => {
    const site = await w.newSite();
    const editorData = async () => {
      const response = await w.t.api('GET', `/editor-data?landing_id=${site}`, w.f.owner);
      expect(response.statusCode, response.body).toBe(200);
      return dataOf<EditorData>(response);
    };
    expect(await editorData()).toMatchObject({ products: [], takes_payments: false, currency: '$' });
    const { gatewayId } = await activeGateway(w, site, w.f.owner, { currency: 'eur' });
    const product = await create(site, {
      name: 'Workshop',
      description: 'Two days',
      image_url: 'https://cdn.example.com/w.png',
      amount: 25000,
    });
    const archived = await create(site, { name: 'Old workshop', amount: 100 });
    await w.t.api('POST', `/landings/${site}/products/${archived.id}/archive`, w.f.owner);
    const data = await editorData();
    expect(data.currency).toBe('€');
    // The canvas draws the checkout without the note to connect a gateway, until it is revoked.
    expect(data.takes_payments).toBe(true);
    expect(data.products).toEqual([
      {
        key: String(product.id),
        id: product.id,
        name: 'Workshop',
        description: 'Two days',
        price_cents: 25000,
        image_url: 'https://cdn.example.com/w.png',
        checkout_url: '',
        interval: 'Once',
      },
    ]);
    await w.t.api('POST', `/landings/${site}/gateways/${gatewayId}/revoke`, w.f.owner);
    expect(await editorData()).toMatchObject({ products: [], takes_payments: false, currency: '$' });
  });
});

describe('who may do what', () => {
  it("lets a viewer read, refuses changes without manage_commerce and hides another site's products", async () => {
    const site = w.f.launchpadId;
    await activeGateway(w, site, w.f.owner);
    const product = await create(site, { name: 'Poster', amount: 2000 });
    const base = `/landings/${site}/products`;
    expect((await w.t.api('GET', base, w.f.websiteUser)).statusCode).toBe(200);
    expect((await w.t.api('GET', `/landings/${site}/active-products`, w.f.websiteUser)).statusCode).toBe(200);
    expect((await w.t.api('GET', `${base}/${product.id}`, w.f.websiteUser)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', base, { name: 'x', amount: 1 }],
      ['PUT', `${base}/${product.id}`, { amount: 1 }],
      ['POST', `${base}/${product.id}/archive`, {}],
      ['POST', `${base}/${product.id}/unarchive`, {}],
    ] as const) {
      expect((await w.t.api(method, url, w.f.websiteUser, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await w.t.api('GET', `/landings/${w.f.demoId}/products/${product.id}`, w.f.owner)).statusCode,
    ).toBe(404);
    const elsewhere = await w.t.api('PUT', `/landings/${w.f.demoId}/products/${product.id}`, w.f.owner, {
      amount: 1,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await w.t.api('GET', `${base}/${product.id}`, w.f.otherOwner)).statusCode).toBe(404);
  });
});

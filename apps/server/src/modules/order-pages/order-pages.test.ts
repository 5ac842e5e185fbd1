import { createElement, elementsOf, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designRecordApp, PREVIEW_HOST, testCalls } from '../../../test/design-records.ts';
import { headlineDocument } from '../../../test/documents.ts';
import { insertPlan } from '../../../test/plans.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { orderPages, plans } from '../../db/schema/index.ts';

const BASE = '/subscriptions/order-pages';

let t: TestApp;
let admin: string, owner: string, agencyUser: string, websiteUser: string, cardUser: string;
const planIds: Record<string, number> = {};

const { call, onHost, listOf, expectSavedOnce, next, unique } = testCalls(() => t);
const saveKey = () => `order-page-save-${next()}-aaaa`;

interface Detail {
  id: number;
  name: string;
  description: string;
  plans: Array<{ id: number; name: string; amount: number; currency: string; interval: string }>;
  published: boolean;
  published_at: string | null;
  has_unpublished_changes: boolean;
  version: number;
  document: PageDocument;
}

async function newOrderPage(body: Record<string, unknown> = {}): Promise<Detail> {
  const response = await call('POST', BASE, admin, { name: unique('Order page'), ...body });
  expect(response.statusCode).toBe(201);
  return response.json().data as Detail;
}

const detail = async (id: number) => (await call('GET', `${BASE}/${id}`, admin)).json().data as Detail;

/** A page holding one order select (no products picked) and a headline saying `text`. */
function orderDocument(text: string): PageDocument {
  const doc = headlineDocument(text);
  const select = createElement('order-select', elementRegistry['order-select'].schema.parse({}));
  doc.sections[0]!.rows[0]!.columns[0]!.children.push(select);
  return doc;
}

beforeAll(async () => {
  ({
    t,
    callers: { admin, owner, agencyUser, websiteUser, cardUser },
  } = await designRecordApp());
  const euro = await insertPlan(t.database.db, {
    name: 'order-pages-euro',
    type: 'app',
    interval: 'Yearly',
    amount: 4900,
    currency: 'eur',
  });
  for (const plan of await t.database.db.select().from(plans)) planIds[plan.name] = plan.id;
  planIds['order-pages-euro'] = euro.id;
});
afterAll(() => t.close());

describe('admin order pages', () => {
  it('creates an order page offering plans in the order given; 422 with field messages', async () => {
    const page = await newOrderPage({
      name: '  Agency plans  ',
      description: 'Pick a plan',
      plan_ids: [planIds['agency-yearly'], planIds['agency-monthly']],
    });
    expect(page).toMatchObject({
      name: 'Agency plans',
      description: 'Pick a plan',
      published: false,
      published_at: null,
      has_unpublished_changes: false,
      version: 1,
    });
    expect(page.plans.map((p) => p.name)).toEqual(['agency-yearly', 'agency-monthly']);
    expect(page.plans[1]).toMatchObject({ amount: 9700, currency: 'usd', interval: 'Monthly' });
    expect(page.document.sections).toEqual([]);
    expect((await detail(page.id)).plans.map((p) => p.name)).toEqual(['agency-yearly', 'agency-monthly']);

    const missing = await call('POST', BASE, admin, { name: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['The name field is required.'] });
    const bad = await call('POST', BASE, admin, { name: 'X', plan_ids: [1, 1], extra: true });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['plan_ids']));
    const notList = await call('POST', BASE, admin, { name: 'X', plan_ids: 'all' });
    expect(notList.statusCode).toBe(422);
    expect(notList.json().errors.plan_ids).toEqual(['Choose plans from the list.']);
    const unknownPlan = await call('POST', BASE, admin, { name: 'X', plan_ids: [999999] });
    expect(unknownPlan.statusCode).toBe(422);
    expect(unknownPlan.json().errors).toEqual({ plan_ids: ['Choose plans from the list.'] });
  });

  it('lists with search, published filter, sorting and pagination with the total', async () => {
    const a = await newOrderPage({ name: 'Zebra checkout' });
    const b = await newOrderPage({ name: 'apple checkout' });
    const c = await newOrderPage({ name: 'Mango checkout' });
    await call('POST', `${BASE}/${b.id}/publish`, admin, {});

    const pageList = listOf(BASE, admin);
    const list = pageList.page;
    const byName = await list('search=checkout&sort=name&order=asc');
    expect(byName.data.map((r) => r.id)).toEqual([b.id, c.id, a.id]);
    expect(byName.meta).toEqual({ total: 3, page: 1, per_page: 10 });
    expect((await list('search=CHECKOUT&sort=name&order=desc')).data.map((r) => r.id)).toEqual([
      a.id,
      c.id,
      b.id,
    ]);
    expect((await list('search=checkout&sort=created_at&order=asc')).data.map((r) => r.id)).toEqual([
      a.id,
      b.id,
      c.id,
    ]);
    expect((await list('search=checkout&published=true')).data.map((r) => r.id)).toEqual([b.id]);
    // Newest edit first by default.
    await call('PUT', `${BASE}/${a.id}`, admin, { description: 'Edited last' });
    expect((await list('search=checkout')).data[0]!.id).toBe(a.id);
    await pageList.expectSecondPage('checkout', 'name', a.id);
    // A search for LIKE wildcards finds the text, not everything.
    expect((await list('search=%25')).data).toEqual([]);

    await pageList.expectRefused('sort=colour&per_page=1000&published=maybe', [
      'per_page',
      'published',
      'sort',
    ]);
  });

  it('updates the details, the design or both; a stale version is 409 and saves nothing', async () => {
    const page = await newOrderPage({ plan_ids: [planIds['agency-monthly']] });

    const details = await call('PUT', `${BASE}/${page.id}`, admin, {
      name: 'Renamed page',
      plan_ids: [planIds['reseller-unlimited'], planIds['agency-monthly']],
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({ name: 'Renamed page', version: 1 });
    expect(details.json().data.plans.map((p: { name: string }) => p.name)).toEqual([
      'reseller-unlimited',
      'agency-monthly',
    ]);

    const saved = await call('PUT', `${BASE}/${page.id}`, admin, {
      document: headlineDocument('First words'),
      version: 1,
      idempotency_key: saveKey(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      id: page.id,
      version: 2,
      shouldReload: false,
      replayed: false,
    });

    // Details and design in one save, applied together.
    const both = await call('PUT', `${BASE}/${page.id}`, admin, {
      name: 'Both at once',
      document: headlineDocument('Second words'),
      version: 2,
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().data.version).toBe(3);
    const after = await detail(page.id);
    expect(after.name).toBe('Both at once');
    expect(JSON.stringify(after.document)).toContain('Second words');

    // Stale: 409, and neither the name nor the design changes.
    const stale = await call('PUT', `${BASE}/${page.id}`, admin, {
      name: 'Lost rename',
      document: headlineDocument('Lost words'),
      version: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed elsewhere');
    const unchanged = await detail(page.id);
    expect(unchanged.name).toBe('Both at once');
    expect(unchanged.version).toBe(3);
    expect(JSON.stringify(unchanged.document)).not.toContain('Lost words');

    // A retry of an applied attempt answers what the first attempt answered.
    const key = saveKey();
    const body = { document: headlineDocument('Retried words'), version: 3, idempotency_key: key };
    await expectSavedOnce(`${BASE}/${page.id}`, admin, body, 4);
    expect((await detail(page.id)).version).toBe(4);
  });

  it('answers bad updates with 422 field messages and unknown pages with 404', async () => {
    const page = await newOrderPage();
    const put = (body: object, id = page.id) => call('PUT', `${BASE}/${id}`, admin, body);

    const empty = await put({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Nothing to update.');
    const noVersion = await put({ document: headlineDocument('x') });
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().errors).toEqual({ version: ['Send the version the design was loaded with.'] });
    const versionAlone = await put({ name: 'X', version: 1 });
    expect(versionAlone.statusCode).toBe(422);
    expect(versionAlone.json().errors.version).toBeDefined();
    const badDocument = await put({ document: { schemaVersion: 'one', sections: 'none' }, version: 1 });
    expect(badDocument.statusCode).toBe(422);
    const unknownPlan = await put({ plan_ids: [999999] });
    expect(unknownPlan.statusCode).toBe(422);
    expect(unknownPlan.json().errors).toEqual({ plan_ids: ['Choose plans from the list.'] });
    const unknownField = await put({ published: true });
    expect(unknownField.statusCode).toBe(422);
    // Nothing of it was applied.
    expect(await detail(page.id)).toMatchObject({ name: page.name, version: 1, published: false });

    expect((await call('GET', `${BASE}/999999`, admin)).statusCode).toBe(404);
    expect((await put({ name: 'X' }, 999999)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/999999/publish`, admin, {})).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/999999/clone`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/999999`, admin)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/999999/preview-link`, admin)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/abc`, admin)).statusCode).toBe(422);
  });

  it('publishes the draft, tells newer drafts apart, and unpublishes', async () => {
    const page = await newOrderPage();
    await call('PUT', `${BASE}/${page.id}`, admin, {
      document: headlineDocument('Published words'),
      version: 1,
    });
    const published = await call('POST', `${BASE}/${page.id}/publish`, admin, {});
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ success: true, message: `The order page ${page.name} is published.` });
    const [row] = await t.database.db.select().from(orderPages).where(eq(orderPages.id, page.id));
    expect(row!.publishedVersion).toBe(2);
    expect(JSON.stringify(row!.publishedDocument)).toContain('Published words');
    expect(await detail(page.id)).toMatchObject({ published: true, has_unpublished_changes: false });

    await call('PUT', `${BASE}/${page.id}`, admin, { document: headlineDocument('Newer draft'), version: 2 });
    expect((await detail(page.id)).has_unpublished_changes).toBe(true);
    const [kept] = await t.database.db.select().from(orderPages).where(eq(orderPages.id, page.id));
    expect(JSON.stringify(kept!.publishedDocument)).toContain('Published words');

    const off = await call('POST', `${BASE}/${page.id}/publish`, admin, { published: false });
    expect(off.json().message).toBe(`The order page ${page.name} is no longer published.`);
    expect(await detail(page.id)).toMatchObject({ published: false, published_at: null });
    const [gone] = await t.database.db.select().from(orderPages).where(eq(orderPages.id, page.id));
    expect(gone!.publishedDocument).toBeNull();
  });

  it('clones into an unpublished copy with the same plans and fresh node ids, and deletes', async () => {
    const page = await newOrderPage({ name: 'Source page', plan_ids: [planIds['agency-monthly']] });
    await call('PUT', `${BASE}/${page.id}`, admin, { document: orderDocument('Cloned words'), version: 1 });
    await call('POST', `${BASE}/${page.id}/publish`, admin, {});
    const source = await detail(page.id);

    const cloned = await call('POST', `${BASE}/${page.id}/clone`, admin);
    expect(cloned.statusCode).toBe(201);
    const copy = cloned.json().data as Detail;
    expect(copy).toMatchObject({ name: 'Source page (copy)', published: false, version: 1 });
    expect(copy.plans.map((p) => p.name)).toEqual(['agency-monthly']);
    expect(JSON.stringify(copy.document)).toContain('Cloned words');
    const sourceIds = new Set(elementsOf(source.document).map((e) => e.id));
    expect(elementsOf(copy.document)).toHaveLength(2);
    expect(elementsOf(copy.document).some((e) => sourceIds.has(e.id))).toBe(false);

    const deleted = await call('DELETE', `${BASE}/${page.id}`, admin);
    expect(deleted.json()).toEqual({ success: true, message: 'The order page Source page is deleted.' });
    expect((await call('GET', `${BASE}/${page.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${page.id}`, admin)).statusCode).toBe(404);
    // The copy stands on its own.
    expect((await call('GET', `${BASE}/${copy.id}`, admin)).statusCode).toBe(200);
  });

  it('gives the designer the preview host as its landing link, nothing of any site, and its plans', async () => {
    const page = await newOrderPage({ name: 'Editor data page' });
    const response = await call('GET', `${BASE}/${page.id}/editor-data`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      landing: { id: 0, title: 'Editor data page', url: 'http://preview.localhost:3000' },
      pages: [],
      forms: [],
      products: [],
      currency: '$',
    });
    // The plans it offers are the products its order elements pick, in the page's order.
    const offering = await newOrderPage({
      name: 'Euro page',
      plan_ids: [planIds['order-pages-euro'], planIds['agency-monthly']],
    });
    const data = (await call('GET', `${BASE}/${offering.id}/editor-data`, admin)).json().data;
    expect(data.products.map((p: { key: string; name: string }) => [p.key, p.name])).toEqual([
      [`plan-${planIds['order-pages-euro']}`, 'order-pages-euro'],
      [`plan-${planIds['agency-monthly']}`, 'agency-monthly'],
    ]);
    expect(data.products[1]).toMatchObject({ price_cents: 9700, description: 'Billed monthly' });
    expect(data.currency).toBe('€');
    expect((await call('GET', `${BASE}/999999/editor-data`, admin)).statusCode).toBe(404);
  });

  it('lets only admins in', async () => {
    const page = await newOrderPage();
    for (const token of [owner, agencyUser, websiteUser, cardUser]) {
      expect((await call('GET', BASE, token)).statusCode).toBe(403);
      expect((await call('POST', BASE, token, { name: 'X' })).statusCode).toBe(403);
      expect((await call('GET', `${BASE}/${page.id}`, token)).statusCode).toBe(403);
      expect((await call('PUT', `${BASE}/${page.id}`, token, { name: 'X' })).statusCode).toBe(403);
      expect((await call('POST', `${BASE}/${page.id}/publish`, token, {})).statusCode).toBe(403);
      expect((await call('POST', `${BASE}/${page.id}/clone`, token)).statusCode).toBe(403);
      expect((await call('DELETE', `${BASE}/${page.id}`, token)).statusCode).toBe(403);
      expect((await call('POST', `${BASE}/${page.id}/preview-link`, token)).statusCode).toBe(403);
    }
    expect((await call('GET', BASE, null)).statusCode).toBe(401);
    expect(await detail(page.id)).toMatchObject({ name: page.name, published: false });
  });
});

describe('order page previews on the preview host', () => {
  it('shows the draft with the page plans as the order select products', async () => {
    const page = await newOrderPage({
      name: 'Preview plans',
      plan_ids: [planIds['agency-yearly'], planIds['agency-monthly']],
    });
    await call('PUT', `${BASE}/${page.id}`, admin, {
      document: orderDocument('Draft order words'),
      version: 1,
    });

    const response = await call('POST', `${BASE}/${page.id}/preview-link`, admin);
    expect(response.statusCode).toBe(200);
    const link = new URL(response.json().data.url);
    expect(link.host).toBe(PREVIEW_HOST);
    const shown = await onHost(link.host, link.pathname);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    const html = shown.body;
    expect(html).toContain('Draft order words');
    expect(html).toContain('<title>Preview plans</title>');
    // Both plans, in the page's order, with their prices and intervals.
    const yearly = html.indexOf('agency-yearly');
    const monthly = html.indexOf('agency-monthly');
    expect(yearly).toBeGreaterThan(-1);
    expect(monthly).toBeGreaterThan(yearly);
    expect(html).toContain('$970.00');
    expect(html).toContain('$97.00');
    expect(html).toContain('Billed monthly');
    expect(html).not.toContain('Add the products buyers choose from.');
    // Never on the app's host or a site's.
    expect((await onHost('localhost:3000', link.pathname)).body).not.toContain('Draft order words');
    expect((await onHost('demo.localhost:3000', link.pathname)).body).not.toContain('Draft order words');
  });

  it('shows prices in the plans currency and an empty order select when the page offers no plan', async () => {
    const euro = await newOrderPage({ plan_ids: [planIds['order-pages-euro']] });
    await call('PUT', `${BASE}/${euro.id}`, admin, { document: orderDocument('Euro words'), version: 1 });
    const euroLink = new URL((await call('POST', `${BASE}/${euro.id}/preview-link`, admin)).json().data.url);
    const euroHtml = (await onHost(euroLink.host, euroLink.pathname)).body;
    expect(euroHtml).toContain('order-pages-euro');
    expect(euroHtml).toContain('€49.00');
    expect(euroHtml).toContain('Billed yearly');

    // An order select whose author picked products keeps them: only the picked plan shows.
    const picked = await newOrderPage({ plan_ids: [planIds['agency-yearly'], planIds['agency-monthly']] });
    const pickedDoc = orderDocument('Picked words');
    const select = elementsOf(pickedDoc).find((e) => e.key === 'order-select')!;
    select.options = {
      ...select.options,
      products: [{ productId: `plan-${planIds['agency-monthly']}`, label: 'Monthly', quantity: 1 }],
    };
    await call('PUT', `${BASE}/${picked.id}`, admin, { document: pickedDoc, version: 1 });
    const pickedLink = new URL(
      (await call('POST', `${BASE}/${picked.id}/preview-link`, admin)).json().data.url,
    );
    const pickedHtml = (await onHost(pickedLink.host, pickedLink.pathname)).body;
    expect(pickedHtml).toContain('>Monthly<');
    expect(pickedHtml).toContain('$97.00');
    expect(pickedHtml).not.toContain('agency-yearly');

    const none = await newOrderPage();
    await call('PUT', `${BASE}/${none.id}`, admin, { document: orderDocument('No plan words'), version: 1 });
    const noneLink = new URL((await call('POST', `${BASE}/${none.id}/preview-link`, admin)).json().data.url);
    const noneHtml = (await onHost(noneLink.host, noneLink.pathname)).body;
    expect(noneHtml).toContain('No plan words');
    expect(noneHtml).not.toContain('agency-monthly');
  });

  it('stops showing a deleted page, and a link signed for another kind never shows it', async () => {
    const page = await newOrderPage();
    await call('PUT', `${BASE}/${page.id}`, admin, {
      document: orderDocument('Soon gone words'),
      version: 1,
    });
    const link = new URL((await call('POST', `${BASE}/${page.id}/preview-link`, admin)).json().data.url);
    const asCourse = await t.app.sites.previews.sign({ kind: 'course', id: page.id, landingId: 0 });
    expect((await onHost(PREVIEW_HOST, `/_preview/${asCourse.token}`)).body).not.toContain('Soon gone words');
    await call('DELETE', `${BASE}/${page.id}`, admin);
    const gone = await onHost(link.host, link.pathname);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Soon gone words');
  });
});

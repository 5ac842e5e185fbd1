import { lastListPage, listTooDeepMessage } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherAgencySite } from '../../../test/site-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { cards, landings, pages, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { agency: other, site: otherSite } = await otherAgencySite(t, 'other');
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO.agency));
  const [demoSite] = await db.select().from(landings).where(eq(landings.subdomain, 'demo'));
  await db.insert(pages).values([
    {
      agencyId: owner!.agencyId!,
      landingId: demoSite!.id,
      name: 'About',
      uniqueName: 'about',
      published: true,
    },
    { agencyId: owner!.agencyId!, landingId: demoSite!.id, name: 'Draft', uniqueName: 'draft' },
    { agencyId: other.id, landingId: otherSite.id, name: 'Home', uniqueName: 'home', published: true },
  ]);
  await db.insert(cards).values({ agencyId: other.id, ownerUserId: owner!.id, name: 'Not visible' });
});
afterAll(() => t.close());

const titles = async (email: string, url = '/api/v1/landings') =>
  (await t.request({ method: 'GET', url, token: await t.login(email) }))
    .json()
    .data.map((l: { title: string }) => l.title);

describe('GET /landings', () => {
  it("shows an owner every site of its agency and none of another agency's", async () => {
    expect((await titles(DEMO.agency)).sort()).toEqual(['Demo Marketing Agency', 'Launchpad Software']);
  });

  it('shows a sub-user only the sites assigned to it', async () => {
    expect(await titles(DEMO.websiteUser)).toEqual(['Launchpad Software']);
    expect((await titles(DEMO.agencyUser)).sort()).toEqual(['Demo Marketing Agency', 'Launchpad Software']);
  });

  it('counts published pages and supports search, sort and paging', async () => {
    const token = await t.login(DEMO.agency);
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/landings?search=demo&sort=title&order=asc',
      token,
    });
    expect(response.json()).toMatchObject({
      // The seed publishes two demo pages (home and /software); this test adds one more.
      data: [{ title: 'Demo Marketing Agency', subdomain: 'demo', published_pages: 3 }],
      meta: { total: 1, page: 1, per_page: 10 },
    });
    const paged = await t.request({
      method: 'GET',
      url: '/api/v1/landings?per_page=1&page=2&sort=title&order=asc',
      token,
    });
    expect(paged.json().data.map((l: { title: string }) => l.title)).toEqual(['Launchpad Software']);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/landings?per_page=1000', token })).statusCode,
    ).toBe(422);
  });

  it('pages through the first MAX_LIST_ROWS rows and refuses a page past them, naming the page', async () => {
    const token = await t.login(DEMO.agency);
    const last = lastListPage(100);
    const deepest = await t.request({
      method: 'GET',
      url: `/api/v1/landings?per_page=100&page=${last}`,
      token,
    });
    expect(deepest.json()).toMatchObject({ data: [], meta: { total: 2, page: last, per_page: 100 } });
    const past = await t.request({
      method: 'GET',
      url: `/api/v1/landings?per_page=100&page=${last + 1}`,
      token,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ page: [listTooDeepMessage(100)] });
  });

  it('is closed to admins and card users', async () => {
    for (const email of [DEMO.admin, DEMO.cardUser]) {
      expect(
        (await t.request({ method: 'GET', url: '/api/v1/landings', token: await t.login(email) })).statusCode,
      ).toBe(403);
    }
  });
});

describe('GET /cards', () => {
  it('shows a card user its own cards and an owner only its agency cards', async () => {
    const cardUser = await t.request({
      method: 'GET',
      url: '/api/v1/cards',
      token: await t.login(DEMO.cardUser),
    });
    expect(cardUser.json().data.map((c: { name: string }) => c.name)).toEqual(['Casey Cards']);
    const owner = await t.request({ method: 'GET', url: '/api/v1/cards', token: await t.login(DEMO.agency) });
    expect(owner.json().data.map((c: { name: string }) => c.name)).toEqual(['Casey Cards']);
    const websiteUser = await t.request({
      method: 'GET',
      url: '/api/v1/cards',
      token: await t.login(DEMO.websiteUser),
    });
    expect(websiteUser.json().meta.total).toBe(0);
  });
});

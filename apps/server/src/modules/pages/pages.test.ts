import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDocument } from '../../../test/documents.ts';
import { otherAgencySite } from '../../../test/site-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { landings, pages, userLandings, users } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let websiteUser: string;
let demoId: number;
let launchpadId: number;
let demoHome: typeof pages.$inferSelect;
let launchpadHome: typeof pages.$inferSelect;
let otherPageId: number;
let otherLandingId: number;

const DEMO_HOST = 'demo.localhost:3000';

beforeAll(async () => {
  t = await createTestApp({ SITES_PORT: 3000 });
  const db = t.database.db;
  owner = await t.login(DEMO.agency);
  websiteUser = await t.login(DEMO.websiteUser);
  const [demo] = await db.select().from(landings).where(eq(landings.subdomain, 'demo'));
  const [launchpad] = await db.select().from(landings).where(eq(landings.subdomain, 'launchpad'));
  demoId = demo!.id;
  launchpadId = launchpad!.id;
  demoHome = await only(
    db
      .select()
      .from(pages)
      .where(and(eq(pages.landingId, demoId), eq(pages.isHome, true))),
  );
  launchpadHome = await only(
    db
      .select()
      .from(pages)
      .where(and(eq(pages.landingId, launchpadId), eq(pages.isHome, true))),
  );

  const { agency: other, site: otherSite } = await otherAgencySite(t, 'other');
  otherLandingId = otherSite.id;
  const [otherPage] = await db
    .insert(pages)
    .values({ agencyId: other.id, landingId: otherSite.id, name: 'Secret', uniqueName: 'secret' })
    .returning();
  otherPageId = otherPage!.id;
});
afterAll(() => t.close());

async function only<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error('expected a row');
  return row;
}

describe('GET /landings/{id}/pages', () => {
  it('lists a site’s pages with their public URLs', async () => {
    const response = await t.api('GET', `/landings/${demoId}/pages?sort=name&order=asc`, owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ total: 2, page: 1, per_page: 10 });
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['Home', 'Software']);
    expect(body.data[0]).toMatchObject({
      unique_name: 'home',
      is_home: true,
      published: true,
      url: 'http://demo.localhost:3000/',
      version: 1,
    });
    expect(body.data[1].url).toBe('http://demo.localhost:3000/software');
    expect(body.data[0]).not.toHaveProperty('document');
  });

  it('searches literally, filters by state and pages', async () => {
    const search = await t.api('GET', `/landings/${demoId}/pages?search=soft`, owner);
    expect(search.json().data.map((p: { unique_name: string }) => p.unique_name)).toEqual(['software']);
    const none = await t.api('GET', `/landings/${demoId}/pages?search=%25`, owner);
    expect(none.json().meta.total).toBe(0);
    const paged = await t.api('GET', `/landings/${demoId}/pages?per_page=1&page=2&sort=id&order=asc`, owner);
    expect(paged.json().data.map((p: { unique_name: string }) => p.unique_name)).toEqual(['software']);
    const drafts = await t.api('GET', `/landings/${demoId}/pages?published=false`, owner);
    expect(drafts.json().meta.total).toBe(0);
    expect((await t.api('GET', `/landings/${demoId}/pages?sort=nope`, owner)).statusCode).toBe(422);
  });

  it('hides other tenants’ sites and sites a sub-user is not assigned to', async () => {
    expect((await t.api('GET', `/landings/${otherLandingId}/pages`, owner)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${demoId}/pages`, websiteUser)).statusCode).toBe(404);
    const own = await t.api('GET', `/landings/${launchpadId}/pages`, websiteUser);
    expect(own.statusCode).toBe(200);
    expect(own.json().meta.total).toBe(1);
  });
});

describe('GET /pages/{id}', () => {
  it('returns the draft document and its version', async () => {
    const response = await t.api('GET', `/pages/${demoHome.id}`, owner);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: demoHome.id, version: 1, name: 'Home', title: demoHome.title });
    expect(data.document.schemaVersion).toBe(1);
    expect(data.document.sections.length).toBeGreaterThan(3);
  });

  it('answers 404 for another agency’s page and for unassigned sites', async () => {
    const response = await t.api('GET', `/pages/${otherPageId}`, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Page not found.' });
    expect((await t.api('GET', `/pages/${demoHome.id}`, websiteUser)).statusCode).toBe(404);
    expect((await t.api('GET', '/pages/abc', owner)).statusCode).toBe(422);
  });
});

describe('PUT /pages/{id}/document', () => {
  it('saves a draft, bumps the version and refuses a stale one with 409', async () => {
    const [page] = await t.database.db
      .insert(pages)
      .values({ agencyId: demoHome.agencyId, landingId: demoId, name: 'Draft', uniqueName: 'draft-save' })
      .returning();
    const first = await t.api('PUT', `/pages/${page!.id}/document`, owner, {
      document: headlineDocument('First'),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: page!.id, version: 2, warnings: [] });
    const stale = await t.api('PUT', `/pages/${page!.id}/document`, owner, {
      document: headlineDocument('Lost'),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed elsewhere/);
    const stored = (await t.api('GET', `/pages/${page!.id}`, owner)).json().data;
    expect(stored.version).toBe(2);
    expect(JSON.stringify(stored.document)).toContain('First');
  });

  it('answers 422 with the paths of what cannot be loaded', async () => {
    const bad = await t.api('PUT', `/pages/${demoHome.id}/document`, owner, {
      document: { schemaVersion: 1, sections: 'nope' },
      version: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'A document must have a list of sections.',
      errors: { 'document.sections': ['A document must have a list of sections.'] },
    });
    const future = await t.api('PUT', `/pages/${demoHome.id}/document`, owner, {
      document: { schemaVersion: 99, sections: [] },
      version: 1,
    });
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(['document.schemaVersion']);
    const missing = await t.api('PUT', `/pages/${demoHome.id}/document`, owner, { version: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('document');
    // Nothing was saved by the refused requests.
    expect((await t.api('GET', `/pages/${demoHome.id}`, owner)).json().data.version).toBe(1);
  });

  it('reports repairs as warnings and stores the repaired document', async () => {
    const document = headlineDocument('Repaired') as unknown as Record<string, unknown>;
    const [page] = await t.database.db
      .insert(pages)
      .values({ agencyId: demoHome.agencyId, landingId: demoId, name: 'Repair', uniqueName: 'repair' })
      .returning();
    const response = await t.api('PUT', `/pages/${page!.id}/document`, owner, {
      document: { ...document, extra: true },
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.warnings).toContainEqual({
      path: 'extra',
      message: 'Unknown field; dropped.',
    });
  });

  it('lets a website user with edit_design save, but not another agency’s page', async () => {
    const current = (await t.api('GET', `/pages/${launchpadHome.id}`, websiteUser)).json().data;
    const saved = await t.api('PUT', `/pages/${launchpadHome.id}/document`, websiteUser, {
      document: current.document,
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);
    const foreign = await t.api('PUT', `/pages/${otherPageId}/document`, owner, {
      document: headlineDocument('x'),
      version: 1,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a sub-user without edit_design with 403', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, DEMO.websiteUser));
    await t.database.db
      .update(userLandings)
      .set({ permissions: ['view'] })
      .where(and(eq(userLandings.userId, user!.id), eq(userLandings.landingId, launchpadId)));
    const response = await t.api('PUT', `/pages/${launchpadHome.id}/document`, websiteUser, {
      document: headlineDocument('no'),
      version: 99,
    });
    expect(response.statusCode).toBe(403);
    await t.database.db
      .update(userLandings)
      .set({ permissions: ['view', 'edit_design'] })
      .where(and(eq(userLandings.userId, user!.id), eq(userLandings.landingId, launchpadId)));
  });
});

describe('publishing', () => {
  it('publishes the draft to the site host and unpublishes it again', async () => {
    const [page] = await t.database.db
      .insert(pages)
      .values({
        agencyId: demoHome.agencyId,
        landingId: demoId,
        name: 'Launch',
        uniqueName: 'launch',
        title: 'Launch day',
      })
      .returning();
    const site = () => t.request({ method: 'GET', url: '/launch', headers: { host: DEMO_HOST } });
    expect((await site()).statusCode).toBe(404);
    await t.api('PUT', `/pages/${page!.id}/document`, owner, {
      document: headlineDocument('We launch today'),
      version: 1,
    });
    const published = await t.api('POST', `/pages/${page!.id}/publish`, owner);
    expect(published.json()).toEqual({ success: true, message: 'The page is published.' });
    const live = await site();
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('We launch today');
    expect(live.body).toContain('<title>Launch day</title>');
    expect(live.body).toContain('<link rel="canonical" href="http://demo.localhost:3000/launch">');
    expect(live.body).not.toContain('site-origin.invalid');

    // A new draft is not live until it is published again.
    await t.api('PUT', `/pages/${page!.id}/document`, owner, {
      document: headlineDocument('Second take'),
      version: 2,
    });
    expect((await site()).body).toContain('We launch today');
    await t.api('POST', `/pages/${page!.id}/publish`, owner);
    expect((await site()).body).toContain('Second take');

    const listed = (await t.api('GET', `/landings/${demoId}/pages?search=launch`, owner)).json().data[0];
    expect(listed.published).toBe(true);
    expect(Date.parse(listed.published_at)).toBeGreaterThan(Date.now() - 60_000);

    const unpublished = await t.api('POST', `/pages/${page!.id}/unpublish`, owner);
    expect(unpublished.json()).toEqual({ success: true, message: 'The page is no longer published.' });
    expect((await site()).statusCode).toBe(404);
  });

  it('refuses publishing to a website user without the publish permission', async () => {
    const response = await t.api('POST', `/pages/${launchpadHome.id}/publish`, websiteUser);
    expect(response.statusCode).toBe(403);
    expect((await t.api('POST', `/pages/${launchpadHome.id}/unpublish`, websiteUser)).statusCode).toBe(403);
    expect((await t.api('POST', `/pages/${otherPageId}/publish`, owner)).statusCode).toBe(404);
  });

  it('lets an agency user with every permission publish', async () => {
    const agencyUser = await t.login(DEMO.agencyUser);
    expect((await t.api('POST', `/pages/${launchpadHome.id}/publish`, agencyUser)).statusCode).toBe(200);
  });
});

describe('POST /pages/{id}/preview-link', () => {
  it('signs a ten-minute link on the site’s own origin', async () => {
    const response = await t.api('POST', `/pages/${launchpadHome.id}/preview-link`, websiteUser);
    expect(response.statusCode).toBe(200);
    const { url, expires_at } = response.json().data;
    expect(url).toMatch(/^http:\/\/launchpad\.localhost:3000\/_preview\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const ttl = Date.parse(expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect((await t.api('POST', `/pages/${otherPageId}/preview-link`, owner)).statusCode).toBe(404);
    expect((await t.api('POST', `/pages/${demoHome.id}/preview-link`, websiteUser)).statusCode).toBe(404);
  });
});

import { PAGE_MESSAGES } from '@tessera/api-contract';
import { type PageDocument, walkNodes } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDocument } from '../../../test/documents.ts';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { pages, redirects } from '../../db/schema/index.ts';

let t: TestApp;
let f: SiteFixtures;
beforeAll(async () => ({ t, f } = await siteFixturesApp()));
afterAll(() => t.close());

let seq = 0;
async function newSite(template = 'blank') {
  const response = await t.api('POST', '/landings', f.owner, {
    title: 'Pages Co',
    subdomain: `pages-${process.pid}-${++seq}`,
    template,
  });
  return response.json().data as { id: number; subdomain: string; home_page: { id: number } };
}
const get = (site: { subdomain: string }, url: string) =>
  t.request({ method: 'GET', url, headers: { host: `${site.subdomain}.localhost:3000` } });

describe('POST /landings/{id}/pages', () => {
  it('creates blank and sample pages, naming the address from the name and numbering it when taken', async () => {
    const site = await newSite();
    const first = await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'About Us!' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      name: 'About Us!',
      unique_name: 'about-us',
      is_home: false,
      published: false,
    });
    const second = await t.api('POST', `/landings/${site.id}/pages`, f.owner, {
      name: 'About us',
      template: 'software-landing',
    });
    expect(second.json().data.unique_name).toBe('about-us-2');
    const [row] = await t.database.db.select().from(pages).where(eq(pages.id, second.json().data.id));
    expect((row!.document as PageDocument).sections.length).toBeGreaterThan(3);
    const own = await t.api('POST', `/landings/${site.id}/pages`, f.owner, {
      name: 'X',
      unique_name: 'custom-path',
      title: 'SEO',
      description: 'D',
    });
    expect(own.json().data).toMatchObject({ unique_name: 'custom-path', title: 'SEO', description: 'D' });
  });

  it('makes the first page of an empty site its home', async () => {
    const site = await newSite();
    await t.api('DELETE', `/pages/${site.home_page.id}`, f.owner);
    const page = await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Start' });
    expect(page.json().data.is_home).toBe(true);
  });

  it('answers 422 for malformed input and a taken unique name', async () => {
    const site = await newSite();
    const cases: Array<[object, string]> = [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'A', unique_name: 'Has Spaces' }, 'unique_name'],
      [{ name: 'A', unique_name: '-edge' }, 'unique_name'],
      [{ name: 'A', template: 'nope' }, 'template'],
      [{ name: 'A', unique_name: 'home' }, 'unique_name'],
      [{ name: 'A', bogus: true }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await t.api('POST', `/landings/${site.id}/pages`, f.owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    const taken = await t.api('POST', `/landings/${site.id}/pages`, f.owner, {
      name: 'A',
      unique_name: 'home',
    });
    expect(taken.json().errors.unique_name).toEqual([PAGE_MESSAGES.uniqueNameTaken]);
  });

  it('is closed to other tenants and to callers without edit_design', async () => {
    expect((await t.api('POST', `/landings/${f.demoId}/pages`, f.otherOwner, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.api('POST', `/landings/${f.demoId}/pages`, f.websiteUser, { name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await t.api('POST', `/landings/${f.launchpadId}/pages`, f.viewer, { name: 'X' })).statusCode,
    ).toBe(403);
  });
});

describe('pages lists and unique-name checks', () => {
  it('lists pages for pickers (/list) and for link pickers (/all), home first', async () => {
    const site = await newSite('default-site');
    await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Alpha' });
    const list = (await t.api('GET', `/landings/${site.id}/pages/list`, f.owner)).json().data;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Home', 'Alpha']);
    expect(list[0].sections.map((s: { name: string }) => s.name)).toContain('Services');
    const all = (await t.api('GET', `/landings/${site.id}/pages/all`, f.owner)).json().data;
    expect(all[0]).toMatchObject({ name: 'Home', unique_name: 'home', is_home: true });
    expect(all[1].url).toMatch(/\/alpha$/);
    expect((await t.api('GET', `/landings/${site.id}/pages/list`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${site.id}/pages/all`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('GET', '/landings/x/pages/all', f.owner)).statusCode).toBe(422);
  });

  it('checks a unique name: format, taken, own name, and suggests a free one', async () => {
    const site = await newSite();
    const check = (name: string, query = '') =>
      t
        .api('GET', `/landings/${site.id}/unique-names/${encodeURIComponent(name)}${query}`, f.owner)
        .then((r) => r.json().data);
    expect(await check('pricing')).toEqual({
      unique_name: 'pricing',
      available: true,
      message: null,
      suggestion: 'pricing',
    });
    expect(await check('home')).toEqual({
      unique_name: 'home',
      available: false,
      message: PAGE_MESSAGES.uniqueNameTaken,
      suggestion: 'home-2',
    });
    expect(await check('home', `?page_id=${site.home_page.id}`)).toMatchObject({ available: true });
    expect(await check('Our Team')).toMatchObject({
      available: false,
      message: PAGE_MESSAGES.uniqueName,
      suggestion: 'our-team',
    });
    expect((await t.api('GET', `/landings/${site.id}/unique-names/x?page_id=abc`, f.owner)).statusCode).toBe(
      422,
    );
    expect((await t.api('GET', `/landings/${site.id}/unique-names/x`, f.otherOwner)).statusCode).toBe(404);
  });
});

describe('PUT /pages/{id}', () => {
  it('renames a published page, keeps its old address as a 301 and updates its SEO head at once', async () => {
    const site = await newSite();
    const page = (await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Offers' })).json().data;
    await t.api('POST', `/pages/${page.id}/publish`, f.owner);
    const response = await t.api('PUT', `/pages/${page.id}`, f.owner, {
      name: 'Deals',
      unique_name: 'deals',
      title: 'Best deals',
      description: 'Fresh every week',
      image_url: 'https://img.example.com/card.jpg',
      redirect_old_path: true,
      settings_version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Deals',
      unique_name: 'deals',
      title: 'Best deals',
      image_url: 'https://img.example.com/card.jpg',
    });
    const served = await get(site, '/deals');
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<title>Best deals</title>');
    expect(served.body).toContain('Fresh every week');
    const old = await get(site, '/offers');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/deals');
    const [redirect] = await t.database.db.select().from(redirects).where(eq(redirects.landingId, site.id));
    expect(redirect).toMatchObject({ fromPath: '/offers', toUrl: '/deals', status: 301 });
  });

  it('answers 422 for malformed input and a taken name; hides other tenants', async () => {
    const site = await newSite();
    const page = (await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Second' })).json().data;
    for (const body of [
      {},
      { name: '' },
      { unique_name: 'UPPER' },
      { image_url: 'javascript:alert(1)' },
      { title: 5 },
      { redirect_old_path: true },
    ]) {
      const versioned = { ...body, settings_version: 1 };
      expect(
        (await t.api('PUT', `/pages/${page.id}`, f.owner, versioned)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
    }
    const unversioned = await t.api('PUT', `/pages/${page.id}`, f.owner, { name: 'No version' });
    expect(unversioned.statusCode).toBe(422);
    expect(Object.keys(unversioned.json().errors)).toEqual(['settings_version']);
    const taken = await t.api('PUT', `/pages/${page.id}`, f.owner, {
      unique_name: 'home',
      settings_version: 1,
    });
    expect(taken.json().errors.unique_name).toEqual([PAGE_MESSAGES.uniqueNameTaken]);
    const mine = { name: 'Mine', settings_version: 1 };
    expect((await t.api('PUT', `/pages/${page.id}`, f.otherOwner, mine)).statusCode).toBe(404);
    expect((await t.api('PUT', `/pages/${page.id}`, f.websiteUser, mine)).statusCode).toBe(404);
    expect((await t.api('PUT', '/pages/0', f.owner, { name: 'X', settings_version: 1 })).statusCode).toBe(
      422,
    );
  });

  it('refuses a save made from an older version with 409 and the current version; a design save is no conflict', async () => {
    const site = await newSite();
    const page = (await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Team' })).json().data;
    expect(page.settings_version).toBe(1);
    const first = await t.api('PUT', `/pages/${page.id}`, f.owner, { title: 'Ours', settings_version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.settings_version).toBe(2);
    // The draft saves on its own version: settings and design never conflict.
    const design = await t.api('PUT', `/landings/${site.id}/pages/${page.id}/design`, f.owner, {
      document: headlineDocument('Team'),
      version: page.version,
    });
    expect(design.statusCode, design.body).toBe(200);

    const stale = await t.api('PUT', `/pages/${page.id}`, f.owner, { title: 'Theirs', settings_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: expect.stringContaining('changed elsewhere'),
      current_version: 2,
    });
    const kept = (await t.api('GET', `/pages/${page.id}`, f.owner)).json().data;
    expect(kept).toMatchObject({ title: 'Ours', settings_version: 2 });

    const fresh = await t.api('PUT', `/pages/${page.id}`, f.owner, { title: 'Theirs', settings_version: 2 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data).toMatchObject({ title: 'Theirs', settings_version: 3 });
  });
});

describe('POST /landings/{id}/pages/import', () => {
  const pageOf = async (landingId: number, uniqueName: string) =>
    (await t.database.db.select().from(pages).where(eq(pages.landingId, landingId))).find(
      (page) => page.uniqueName === uniqueName,
    )!;
  const importInto = (landingId: number, token: string, payload: Record<string, unknown>) =>
    t.api('POST', `/landings/${landingId}/pages/import`, token, payload);

  it("copies a page of another of the agency's sites by its unique id, as a draft with fresh ids", async () => {
    const source = await pageOf(f.demoId, 'software');
    const site = await newSite();
    const listed = await t.api('GET', `/landings/${f.demoId}/pages?search=software`, f.owner);
    expect(listed.json().data[0].unique_id).toBe(source.uniqueId);

    const response = await importInto(site.id, f.owner, { unique_id: ` ${source.uniqueId} ` });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json().data;
    expect(copy).toMatchObject({
      landing_id: site.id,
      name: source.name,
      unique_name: 'software',
      title: source.title,
      is_home: false,
      published: false,
    });
    expect(copy.unique_id).not.toBe(source.uniqueId);
    const [row] = await t.database.db.select().from(pages).where(eq(pages.id, copy.id));
    const ids = new Set([...walkNodes(source.document as PageDocument)].map((n) => n.id));
    const copied = [...walkNodes(row!.document as PageDocument)];
    expect(copied.length).toBe(ids.size);
    expect(copied.some((n) => ids.has(n.id))).toBe(false);

    const again = await importInto(site.id, f.owner, { unique_id: source.uniqueId });
    expect(again.json().data.unique_name).toBe('software-2');
  });

  it('refuses what the caller may not copy: 404 for pages outside their sites, 403 without edit_design', async () => {
    const demoPage = await pageOf(f.demoId, 'software');
    const launchpadPage = (
      await t.database.db.select().from(pages).where(eq(pages.landingId, f.launchpadId))
    )[0]!;
    const theirs = await t.api('POST', `/landings/${f.otherSiteId}/pages`, f.otherOwner, { name: 'Theirs' });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const foreignPage = { uniqueId: theirs.json().data.unique_id as string };
    const notFound = { message: PAGE_MESSAGES.importNotFound };

    // Another agency's page, an unknown id, and a site of the agency the sub-user does not hold.
    const foreign = await importInto(f.demoId, f.owner, { unique_id: foreignPage.uniqueId });
    expect([foreign.statusCode, foreign.json()]).toEqual([404, notFound]);
    expect((await importInto(f.demoId, f.owner, { unique_id: 'no-such-page' })).statusCode).toBe(404);
    const notTheirs = await importInto(f.launchpadId, f.websiteUser, { unique_id: demoPage.uniqueId });
    expect([notTheirs.statusCode, notTheirs.json()]).toEqual([404, notFound]);

    // Their own site's page is theirs to copy; looking only is not enough.
    const own = await importInto(f.launchpadId, f.websiteUser, { unique_id: launchpadPage.uniqueId });
    expect(own.statusCode, own.body).toBe(201);
    await t.api('DELETE', `/pages/${own.json().data.id}`, f.owner);
    expect(
      (await importInto(f.launchpadId, f.viewer, { unique_id: launchpadPage.uniqueId })).statusCode,
    ).toBe(403);
    expect((await importInto(f.demoId, f.otherOwner, { unique_id: foreignPage.uniqueId })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{}, { unique_id: [PAGE_MESSAGES.uniqueIdRequired] }],
    [{ unique_id: '  ' }, { unique_id: [PAGE_MESSAGES.uniqueIdRequired] }],
    [{ unique_id: 'x'.repeat(101) }, { unique_id: ['A unique id is at most 100 characters.'] }],
  ])('refuses %j with 422', async (payload, errors) => {
    const response = await importInto(f.demoId, f.owner, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });
});

describe('pages shared by unique id (GET /agency-page/{id}/unique-id, /agency-pages/unique-id/{uniqueId})', () => {
  const pageOn = async (landingId: number) =>
    (await t.database.db.select().from(pages).where(eq(pages.landingId, landingId)))[0]!;

  it('answers a page’s unique id to whoever sees the page, and 404 to anyone else', async () => {
    const page = await pageOn(f.launchpadId);
    const answer = await t.api('GET', `/agency-page/${page.id}/unique-id`, f.viewer);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      page_id: page.id,
      landing_id: f.launchpadId,
      unique_id: page.uniqueId,
    });
    const demoPage = await pageOn(f.demoId);
    expect((await t.api('GET', `/agency-page/${demoPage.id}/unique-id`, f.websiteUser)).statusCode).toBe(404);
    expect((await t.api('GET', `/agency-page/${page.id}/unique-id`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('GET', '/agency-page/999999/unique-id', f.owner)).statusCode).toBe(404);
  });

  it('finds the page a unique id names, saying whether the caller may design it', async () => {
    const page = await pageOn(f.launchpadId);
    const asOwner = await t.api('GET', `/agency-pages/unique-id/${page.uniqueId}`, f.owner);
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.json().data).toMatchObject({
      id: page.id,
      landing_id: f.launchpadId,
      name: page.name,
      unique_id: page.uniqueId,
      may_design: true,
    });
    expect(asOwner.json().data.site_title).toBeTruthy();
    expect(asOwner.json().data.url).toMatch(/^http:\/\/launchpad\.localhost/);
    // A user who may only look at the site sees it, but may not design it.
    const asViewer = await t.api('GET', `/agency-pages/unique-id/${page.uniqueId}`, f.viewer);
    expect(asViewer.json().data.may_design).toBe(false);
  });

  it('answers 404 for pages outside the caller’s sites or agency, 422 for a malformed id', async () => {
    const demoPage = await pageOn(f.demoId);
    const notTheirs = await t.api('GET', `/agency-pages/unique-id/${demoPage.uniqueId}`, f.websiteUser);
    expect([notTheirs.statusCode, notTheirs.json()]).toEqual([
      404,
      { message: PAGE_MESSAGES.importNotFound },
    ]);
    expect(
      (await t.api('GET', `/agency-pages/unique-id/${demoPage.uniqueId}`, f.otherOwner)).statusCode,
    ).toBe(404);
    expect((await t.api('GET', '/agency-pages/unique-id/no-such-page', f.owner)).statusCode).toBe(404);
    const blank = await t.api('GET', '/agency-pages/unique-id/%20%20', f.owner);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ uniqueId: [PAGE_MESSAGES.uniqueIdRequired] });
  });
});

describe('home, clone, delete', () => {
  it('sets a page as home: the site root serves it', async () => {
    const site = await newSite();
    const page = (await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Landing' })).json()
      .data;
    await t.api('POST', `/pages/${page.id}/publish`, f.owner);
    const response = await t.api('POST', `/pages/${page.id}/set-home`, f.owner);
    expect(response.json()).toEqual({ success: true, message: 'Landing is now the home page.' });
    const rows = await t.database.db.select().from(pages).where(eq(pages.landingId, site.id));
    expect(rows.filter((p) => p.isHome).map((p) => p.id)).toEqual([page.id]);
    const root = await get(site, '/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Landing</title>');
    expect((await t.api('POST', `/pages/${page.id}/set-home`, f.viewer)).statusCode).toBe(404);
    expect((await t.api('POST', `/pages/${page.id}/set-home`, f.otherOwner)).statusCode).toBe(404);
  });

  it('needs the publish permission to change the home page', async () => {
    const launchpadPages = await t.database.db.select().from(pages).where(eq(pages.landingId, f.launchpadId));
    const notHome = launchpadPages.find((p) => !p.isHome) ?? launchpadPages[0]!;
    expect((await t.api('POST', `/pages/${notHome.id}/set-home`, f.websiteUser)).statusCode).toBe(403);
  });

  it('clones a page with fresh ids and a free address, unpublished', async () => {
    const site = await newSite('default-site');
    const response = await t.api('POST', `/pages/${site.home_page.id}/clone`, f.owner, {});
    expect(response.statusCode).toBe(201);
    const copy = response.json().data;
    expect(copy).toMatchObject({
      name: 'Home (copy)',
      unique_name: 'home-copy',
      is_home: false,
      published: false,
    });
    const [original, cloned] = await Promise.all(
      [site.home_page.id, copy.id].map(
        async (id) => (await t.database.db.select().from(pages).where(eq(pages.id, id)))[0]!,
      ),
    );
    const ids = new Set([...walkNodes(original!.document as PageDocument)].map((n) => n.id));
    expect([...walkNodes(cloned!.document as PageDocument)].some((n) => ids.has(n.id))).toBe(false);
    expect(copy.unique_id).toBe(cloned!.uniqueId);
    expect(cloned!.uniqueId).not.toBe(original!.uniqueId);
    const named = await t.api('POST', `/pages/${site.home_page.id}/clone`, f.owner, { name: 'Variant B' });
    expect(named.json().data).toMatchObject({ name: 'Variant B', unique_name: 'home-copy-2' });
    expect((await t.api('POST', `/pages/${site.home_page.id}/clone`, f.owner, { name: '' })).statusCode).toBe(
      422,
    );
    expect((await t.api('POST', `/pages/${site.home_page.id}/clone`, f.otherOwner, {})).statusCode).toBe(404);
  });

  it('deletes a page; the site stops serving it', async () => {
    const site = await newSite();
    const page = (await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Temp' })).json().data;
    await t.api('POST', `/pages/${page.id}/publish`, f.owner);
    expect((await get(site, '/temp')).statusCode).toBe(200);
    expect((await t.api('DELETE', `/pages/${page.id}`, f.otherOwner)).statusCode).toBe(404);
    const response = await t.api('DELETE', `/pages/${page.id}`, f.owner);
    expect(response.json()).toEqual({ success: true, message: 'The page Temp is deleted.' });
    expect((await get(site, '/temp')).statusCode).toBe(404);
    expect((await t.api('GET', `/pages/${page.id}`, f.owner)).statusCode).toBe(404);
    expect((await t.api('DELETE', '/pages/abc', f.owner)).statusCode).toBe(422);
  });
});

describe('malformed ids', () => {
  it('answers 422 on every page route given an id that is no id', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/landings/abc/pages/list'],
      ['GET', '/landings/abc/pages/all'],
      ['POST', '/landings/abc/pages', { name: 'X' }],
      ['GET', '/landings/abc/unique-names/x'],
      ['PUT', '/pages/abc', { name: 'X' }],
      ['POST', '/pages/abc/set-home'],
      ['POST', '/pages/abc/clone', {}],
      ['DELETE', '/pages/0'],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.api(method, url, f.owner, body)).statusCode, `${method} ${url}`).toBe(422);
    }
  });
});

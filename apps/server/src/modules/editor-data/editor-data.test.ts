import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { siteFixtures } from '../../../test/site-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { landings } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let websiteUser: string;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp({ SITES_PORT: 3000 });
  owner = await t.login(DEMO.agency);
  websiteUser = await t.login(DEMO.websiteUser);
  const [demo] = await t.database.db.select().from(landings).where(eq(landings.subdomain, 'demo'));
  demoId = demo!.id;
});
afterAll(() => t.close());

const get = (url: string, token = owner) => t.request({ method: 'GET', url: `/api/v1${url}`, token });

describe('GET /editor-data', () => {
  it('answers the shared editor state of a site (SPEC §3)', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v1/agency-blocks',
      token: owner,
      payload: {
        name: 'Footer block',
        kind: 'section',
        content: {
          schemaVersion: 1,
          sections: [{ type: 'section', id: 'section-footerblock1', options: {}, rows: [] }],
        },
      },
    });
    const response = await get(`/editor-data?landing_id=${demoId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.landing).toEqual({
      id: demoId,
      title: expect.any(String),
      url: 'http://demo.localhost:3000',
      asset_base: 'http://demo.localhost:3000/_assets',
    });
    expect(data.currency).toBe('$');
    const home = data.pages.find((p: { is_home: boolean }) => p.is_home);
    expect(home).toMatchObject({ unique_name: 'home', url: 'http://demo.localhost:3000' });
    const other = data.pages.find((p: { is_home: boolean }) => !p.is_home);
    expect(other.url).toBe(`http://demo.localhost:3000/${other.unique_name}`);
    expect(data.blocks.map((b: { name: string }) => b.name)).toContain('Footer block');
  });

  it('lists pages as the link pickers do: the home page first, then by name', async () => {
    const { data } = (await get(`/editor-data?landing_id=${demoId}`)).json();
    const all = (await get(`/landings/${demoId}/pages/all`)).json().data;
    expect(data.pages).toEqual(all);
    expect(data.pages[0].is_home).toBe(true);
  });

  it('carries the site’s newest files, its form records and its menus with their links', async () => {
    const body = await multipartBody(
      { landing_id: demoId },
      { name: 'Team photo.png', bytes: await pngImage(400, 200) },
    );
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/v1/images/upload-image',
      token: owner,
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode).toBe(201);
    const form = await t.request({
      method: 'POST',
      url: `/api/v1/landings/${demoId}/forms`,
      token: owner,
      payload: { name: 'Editor data leads' },
    });
    expect(form.statusCode).toBe(200);
    const home = (await get(`/landings/${demoId}/pages/all`)).json().data[0];
    const menu = await t.request({
      method: 'POST',
      url: `/api/v1/landings/${demoId}/menus`,
      token: owner,
      payload: {
        name: 'Editor data menu',
        items: [
          { id: 'home', label: 'Start', type: 'page', page_id: home.id },
          { id: 'docs', label: 'Docs', type: 'custom', url: 'https://example.com/docs', new_window: true },
        ],
      },
    });
    expect(menu.statusCode).toBe(201);

    const { data } = (await get(`/editor-data?landing_id=${demoId}`)).json();
    expect(data.files.total).toBeGreaterThanOrEqual(1);
    expect(data.files.items.length).toBeLessThanOrEqual(24);
    expect(data.files.items[0]).toMatchObject({
      id: uploaded.json().data.id,
      url: uploaded.json().data.url,
      width: 400,
      height: 200,
      Ratio: 0.5,
    });
    expect(data.files.items[0].url).toMatch(/^http:\/\/demo\.localhost:3000\/_files\//);
    const formRecord = data.forms.find((f: { name: string }) => f.name === 'Editor data leads');
    expect(formRecord).toMatchObject({ id: form.json().data.id });
    expect(formRecord.fields.map((f: { name: string }) => f.name)).toEqual(['fullName', 'email', 'phone']);
    const menuRecord = data.menus.find((m: { name: string }) => m.name === 'Editor data menu');
    expect(menuRecord).toEqual({
      id: menu.json().data.id,
      name: 'Editor data menu',
      links: [
        { label: 'Start', href: '/', newWindow: false },
        { label: 'Docs', href: 'https://example.com/docs', newWindow: true },
      ],
    });
    // Integrations have no module yet: they are not part of the answer. A site without a payment
    // gateway offers no products and prices in dollars (modules/commerce tests the rest).
    expect(Object.keys(data).sort()).toEqual([
      'blocks',
      'blog_posts',
      'currency',
      'files',
      'forms',
      'landing',
      'library_blocks',
      'menus',
      'pages',
      'products',
      'takes_payments',
    ]);
    expect(data).toMatchObject({ products: [], takes_payments: false, currency: '$' });
  });

  it('shows each site only its own files, forms and menus, and other agencies nothing', async () => {
    const f = await siteFixtures(t);
    const names = (data: {
      forms: Array<{ name: string }>;
      menus: Array<{ name: string }>;
      files: { items: Array<{ name: string }> };
    }) => [...data.forms, ...data.menus, ...data.files.items].map((record) => record.name);
    const launchpad = (await get(`/editor-data?landing_id=${f.launchpadId}`)).json().data;
    expect(names(launchpad)).not.toContain('Editor data leads');
    expect(names(launchpad)).not.toContain('Editor data menu');
    expect(names(launchpad)).not.toContain('Team photo');
    expect((await get(`/editor-data?landing_id=${demoId}`, f.otherOwner)).statusCode).toBe(404);
    const other = (await get(`/editor-data?landing_id=${f.otherSiteId}`, f.otherOwner)).json().data;
    expect(names(other)).toEqual([]);
  });

  it('is 404 for a site the caller cannot see and 422 without a landing id', async () => {
    expect((await get(`/editor-data?landing_id=${demoId}`, websiteUser)).statusCode).toBe(404);
    expect((await get('/editor-data')).statusCode).toBe(422);
    expect((await get('/editor-data?landing_id=abc')).statusCode).toBe(422);
  });
});

describe('editor icons', () => {
  it('answers the shapes of the names asked for, skipping unknown ones', async () => {
    const response = await get('/editor/icons?names=check,star,not-an-icon-at-all');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['check', 'star']);
    expect(data.check).toMatchObject({ width: expect.any(Number), height: 512 });
    expect(data.check.paths[0]).toMatch(/^M/);
  });

  it('refuses names that are not icon names', async () => {
    expect((await get('/editor/icons?names=%3Cscript%3E')).statusCode).toBe(422);
  });

  it('searches names', async () => {
    const response = await get('/editor/icons/search?search=arrow%20up&limit=5');
    const names: string[] = response.json().data;
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(5);
    for (const name of names) expect(name).toMatch(/arrow.*up|up.*arrow/);
  });
});

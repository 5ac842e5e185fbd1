import { MENU_MAX_DEPTH } from '@tessera/api-contract';
import { type PageDocument, walkNodes } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { pages } from '../../db/schema/index.ts';
import { MENU_NAME_TAKEN } from './service.ts';

let t: TestApp;
let f: SiteFixtures;
beforeAll(async () => ({ t, f } = await siteFixturesApp()));
afterAll(() => t.close());

let seq = 0;
const item = (label: string, extra: object = {}) => ({
  id: `i${++seq}`,
  label,
  type: 'custom',
  url: '/x',
  ...extra,
});

async function defaultSite() {
  const response = await t.api('POST', '/landings', f.owner, {
    title: 'Menu Co',
    subdomain: `menus-${process.pid}-${++seq}`,
    template: 'default-site',
  });
  return response.json().data as {
    id: number;
    subdomain: string;
    home_page: { id: number };
    options: { menu: { menu_id: number } };
  };
}

describe('menus CRUD', () => {
  it('creates, lists, reads, renames and deletes a nested menu', async () => {
    const site = await defaultSite();
    const pricing = (await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Pricing' })).json()
      .data;
    const [home] = await t.database.db.select().from(pages).where(eq(pages.id, site.home_page.id));
    const sectionId = (home!.document as PageDocument).sections[3]!.id;
    const items = [
      item('Pricing', { type: 'page', page_id: pricing.id }),
      item('More', {
        type: 'custom',
        url: '#',
        children: [
          item('Services', { type: 'section', page_id: site.home_page.id, section_id: sectionId }),
          item('Docs', { url: 'https://docs.example.com', new_window: true }),
        ],
      }),
    ];
    const created = await t.api('POST', `/landings/${site.id}/menus`, f.owner, { name: ' Footer ', items });
    expect(created.statusCode, created.body).toBe(201);
    const menu = created.json().data;
    expect(menu).toMatchObject({ name: 'Footer', item_count: 4, broken_item_ids: [] });
    expect(menu.items[1].children[1]).toMatchObject({ label: 'Docs', new_window: true, page_id: null });

    const list = (await t.api('GET', `/landings/${site.id}/menus?search=foot`, f.owner)).json();
    expect(list.meta.total).toBe(1);
    expect(
      (await t.api('GET', `/landings/${site.id}/menus`, f.owner))
        .json()
        .data.map((m: { name: string }) => m.name),
    ).toEqual(['Footer', 'Main menu']);
    expect((await t.api('GET', `/landings/${site.id}/menus/${menu.id}`, f.owner)).json().data.items).toEqual(
      menu.items,
    );

    const renamed = await t.api('PUT', `/landings/${site.id}/menus/${menu.id}`, f.owner, { name: 'Bottom' });
    expect(renamed.json().data).toMatchObject({ name: 'Bottom', item_count: 4 });
    await t.api('DELETE', `/pages/${pricing.id}`, f.owner);
    expect(
      (await t.api('GET', `/landings/${site.id}/menus/${menu.id}`, f.owner)).json().data.broken_item_ids,
    ).toEqual([items[0]!.id]);

    const deleted = await t.api('DELETE', `/landings/${site.id}/menus/${menu.id}`, f.owner);
    expect(deleted.json()).toEqual({ success: true, message: 'The menu Bottom is deleted.' });
    expect((await t.api('GET', `/landings/${site.id}/menus/${menu.id}`, f.owner)).statusCode).toBe(404);
  });

  it('answers 422 for malformed trees, links outside the site and taken names', async () => {
    const site = await defaultSite();
    const deep = (depth: number): object =>
      depth === 0 ? item('leaf') : item(`l${depth}`, { children: [deep(depth - 1)] });
    const [otherPage] = await t.database.db.select().from(pages).where(eq(pages.landingId, f.demoId));
    const cases: Array<[object, string]> = [
      [{ items: [] }, 'name'],
      [{ name: 'M', items: [{ id: 'a', label: 'x', type: 'page' }] }, 'items.0.page_id'],
      [{ name: 'M', items: [{ id: 'a', label: 'x', type: 'custom', url: '' }] }, 'items.0.url'],
      [
        { name: 'M', items: [{ id: 'a', label: 'x', type: 'custom', url: 'javascript:alert(1)' }] },
        'items.0.url',
      ],
      [{ name: 'M', items: [{ id: 'a', label: '', type: 'custom', url: '/' }] }, 'items.0.label'],
      [{ name: 'M', items: [{ id: 'a', label: 'x', type: 'weird', url: '/' }] }, 'items.0.type'],
      [{ name: 'M', items: [item('a', { id: 'same' }), item('b', { id: 'same' })] }, 'items.1.id'],
      [{ name: 'M', items: [deep(MENU_MAX_DEPTH)] }, 'items.0.children.0.children.0.children.0'],
      [{ name: 'M', items: [item('x', { type: 'page', page_id: otherPage!.id })] }, 'items.0.page_id'],
      [
        {
          name: 'M',
          items: [item('x', { type: 'section', page_id: site.home_page.id, section_id: 'section-missing' })],
        },
        'items.0.section_id',
      ],
      [{ name: 'Main menu', items: [] }, 'name'],
      [{ name: 'M', items: [], extra: 1 }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await t.api('POST', `/landings/${site.id}/menus`, f.owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    const taken = await t.api('POST', `/landings/${site.id}/menus`, f.owner, { name: 'Main menu' });
    expect(taken.json().errors.name).toEqual([MENU_NAME_TAKEN]);
    expect(
      (await t.api('PUT', `/landings/${site.id}/menus/${site.options.menu.menu_id}`, f.owner, {})).statusCode,
    ).toBe(422);
    expect((await t.api('GET', `/landings/${site.id}/menus/abc`, f.owner)).statusCode).toBe(422);
  });

  it('is closed to other tenants and to callers without edit_design; a menu of another site is not found', async () => {
    const site = await defaultSite();
    const menuId = site.options.menu.menu_id;
    expect((await t.api('GET', `/landings/${site.id}/menus`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${site.id}/menus/${menuId}`, f.otherOwner)).statusCode).toBe(404);
    expect(
      (await t.api('PUT', `/landings/${site.id}/menus/${menuId}`, f.otherOwner, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await t.api('DELETE', `/landings/${site.id}/menus/${menuId}`, f.otherOwner)).statusCode).toBe(
      404,
    );
    expect((await t.api('GET', `/landings/${site.id}/menus`, f.websiteUser)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${f.demoId}/menus/${menuId}`, f.owner)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${f.launchpadId}/menus`, f.viewer)).statusCode).toBe(200);
    expect(
      (await t.api('POST', `/landings/${f.launchpadId}/menus`, f.viewer, { name: 'No' })).statusCode,
    ).toBe(403);
    expect(
      (await t.api('POST', `/landings/${f.launchpadId}/menus`, f.websiteUser, { name: `Yes ${seq}` }))
        .statusCode,
    ).toBe(201);
  });
});

describe('menus on published pages', () => {
  it('renders the site menu in the navigation element, nested items as a sub-list, and follows changes', async () => {
    const site = await defaultSite();
    const host = { host: `${site.subdomain}.localhost:3000` };
    const team = (await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Team' })).json().data;
    const menuId = site.options.menu.menu_id;
    const menu = (await t.api('GET', `/landings/${site.id}/menus/${menuId}`, f.owner)).json().data;
    const items = [
      ...menu.items,
      item('Company', { url: '#', children: [item('Team', { type: 'page', page_id: team.id })] }),
    ];
    await t.api('PUT', `/landings/${site.id}/menus/${menuId}`, f.owner, { items });
    await t.api('POST', `/pages/${site.home_page.id}/publish`, f.owner);

    let html = (await t.request({ method: 'GET', url: '/', headers: host })).body;
    const [home] = await t.database.db.select().from(pages).where(eq(pages.id, site.home_page.id));
    const services = (home!.document as PageDocument).sections.find((s) => s.name === 'Services')!;
    expect(html).toMatch(new RegExp(`<a href="[^"]*/#${services.id}"[^>]*>Services</a>`));
    // The Team page is not published: a visitor would get a 404, so the link is left out.
    expect(html).not.toContain('>Team</a>');

    await t.api('POST', `/pages/${team.id}/publish`, f.owner);
    html = (await t.request({ method: 'GET', url: '/', headers: host })).body;
    expect(html).toMatch(
      /<li><a href="#"[^>]*>Company<\/a><ul><li><a href="[^"]*\/team"[^>]*>Team<\/a><\/li><\/ul><\/li>/,
    );

    await t.api('PUT', `/landings/${site.id}/menus/${menuId}`, f.owner, {
      items: [item('Only', { url: '/only' })],
    });
    html = (await t.request({ method: 'GET', url: '/', headers: host })).body;
    expect(html).toContain('>Only</a>');
    expect(html).not.toContain('>Company</a>');

    await t.api('DELETE', `/landings/${site.id}/menus/${menuId}`, f.owner);
    html = (await t.request({ method: 'GET', url: '/', headers: host })).body;
    expect(html).not.toContain('>Only</a>');
    const nav = [...walkNodes(home!.document as PageDocument)].find(
      (n) => n.type === 'element' && n.key === 'navigation',
    );
    expect(nav).toBeDefined();
  });
});

describe('malformed ids and queries', () => {
  it('answers 422 on every menu route given an id that is no id, and on bad list queries', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/landings/abc/menus'],
      ['GET', `/landings/${f.demoId}/menus?sort=bad`],
      ['GET', `/landings/${f.demoId}/menus?per_page=0`],
      ['POST', '/landings/abc/menus', { name: 'X' }],
      ['GET', `/landings/${f.demoId}/menus/abc`],
      ['PUT', `/landings/${f.demoId}/menus/-4`, { name: 'X' }],
      ['DELETE', `/landings/${f.demoId}/menus/abc`],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.api(method, url, f.owner, body)).statusCode, `${method} ${url}`).toBe(422);
    }
  });
});

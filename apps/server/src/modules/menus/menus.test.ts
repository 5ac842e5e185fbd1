import { MENU_MAX_DEPTH } from '@tessera/api-contract';
import { walkNodes } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteFixtures, siteFixtures } from '../../../test/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pages } from '../../db/schema/index.ts';
import { MENU_NAME_TAKEN } from './service.ts';

let t: TestApp;
let f: SiteFixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await siteFixtures(t);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

let seq = 0;
const item = (label: string, extra: object = {}) => ({
  id: `i${++seq}`,
  label,
  type: 'custom',
  url: '/x',
  ...extra,
});

async function defaultSite() {
  const response = await call(f.owner, 'POST', '/landings', {
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
    const pricing = (await call(f.owner, 'POST', `/landings/${site.id}/pages`, { name: 'Pricing' })).json()
      .data;
    const [home] = await t.database.db.select().from(pages).where(eq(pages.id, site.home_page.id));
    const sectionId = home!.document.sections[3]!.id;
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
    const created = await call(f.owner, 'POST', `/landings/${site.id}/menus`, { name: ' Footer ', items });
    expect(created.statusCode, created.body).toBe(201);
    const menu = created.json().data;
    expect(menu).toMatchObject({ name: 'Footer', item_count: 4, broken_item_ids: [] });
    expect(menu.items[1].children[1]).toMatchObject({ label: 'Docs', new_window: true, page_id: null });

    const list = (await call(f.owner, 'GET', `/landings/${site.id}/menus?search=foot`)).json();
    expect(list.meta.total).toBe(1);
    expect(
      (await call(f.owner, 'GET', `/landings/${site.id}/menus`))
        .json()
        .data.map((m: { name: string }) => m.name),
    ).toEqual(['Footer', 'Main menu']);
    expect((await call(f.owner, 'GET', `/landings/${site.id}/menus/${menu.id}`)).json().data.items).toEqual(
      menu.items,
    );

    const renamed = await call(f.owner, 'PUT', `/landings/${site.id}/menus/${menu.id}`, { name: 'Bottom' });
    expect(renamed.json().data).toMatchObject({ name: 'Bottom', item_count: 4 });
    await call(f.owner, 'DELETE', `/pages/${pricing.id}`);
    expect(
      (await call(f.owner, 'GET', `/landings/${site.id}/menus/${menu.id}`)).json().data.broken_item_ids,
    ).toEqual([items[0]!.id]);

    const deleted = await call(f.owner, 'DELETE', `/landings/${site.id}/menus/${menu.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'The menu Bottom is deleted.' });
    expect((await call(f.owner, 'GET', `/landings/${site.id}/menus/${menu.id}`)).statusCode).toBe(404);
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
      const response = await call(f.owner, 'POST', `/landings/${site.id}/menus`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    const taken = await call(f.owner, 'POST', `/landings/${site.id}/menus`, { name: 'Main menu' });
    expect(taken.json().errors.name).toEqual([MENU_NAME_TAKEN]);
    expect(
      (await call(f.owner, 'PUT', `/landings/${site.id}/menus/${site.options.menu.menu_id}`, {})).statusCode,
    ).toBe(422);
    expect((await call(f.owner, 'GET', `/landings/${site.id}/menus/abc`)).statusCode).toBe(422);
  });

  it('is closed to other tenants and to callers without edit_design; a menu of another site is not found', async () => {
    const site = await defaultSite();
    const menuId = site.options.menu.menu_id;
    expect((await call(f.otherOwner, 'GET', `/landings/${site.id}/menus`)).statusCode).toBe(404);
    expect((await call(f.otherOwner, 'GET', `/landings/${site.id}/menus/${menuId}`)).statusCode).toBe(404);
    expect(
      (await call(f.otherOwner, 'PUT', `/landings/${site.id}/menus/${menuId}`, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await call(f.otherOwner, 'DELETE', `/landings/${site.id}/menus/${menuId}`)).statusCode).toBe(404);
    expect((await call(f.websiteUser, 'GET', `/landings/${site.id}/menus`)).statusCode).toBe(404);
    expect((await call(f.owner, 'GET', `/landings/${f.demoId}/menus/${menuId}`)).statusCode).toBe(404);
    expect((await call(f.viewer, 'GET', `/landings/${f.launchpadId}/menus`)).statusCode).toBe(200);
    expect(
      (await call(f.viewer, 'POST', `/landings/${f.launchpadId}/menus`, { name: 'No' })).statusCode,
    ).toBe(403);
    expect(
      (await call(f.websiteUser, 'POST', `/landings/${f.launchpadId}/menus`, { name: `Yes ${seq}` }))
        .statusCode,
    ).toBe(201);
  });
});

describe('menus on published pages', () => {
  it('renders the site menu in the navigation element, nested items as a sub-list, and follows changes', async () => {
    const site = await defaultSite();
    const host = { host: `${site.subdomain}.localhost:3000` };
    const team = (await call(f.owner, 'POST', `/landings/${site.id}/pages`, { name: 'Team' })).json().data;
    const menuId = site.options.menu.menu_id;
    const menu = (await call(f.owner, 'GET', `/landings/${site.id}/menus/${menuId}`)).json().data;
    const items = [
      ...menu.items,
      item('Company', { url: '#', children: [item('Team', { type: 'page', page_id: team.id })] }),
    ];
    await call(f.owner, 'PUT', `/landings/${site.id}/menus/${menuId}`, { items });
    await call(f.owner, 'POST', `/pages/${site.home_page.id}/publish`);

    let html = (await t.request({ method: 'GET', url: '/', headers: host })).body;
    const [home] = await t.database.db.select().from(pages).where(eq(pages.id, site.home_page.id));
    const services = home!.document.sections.find((s) => s.name === 'Services')!;
    expect(html).toMatch(new RegExp(`<a href="[^"]*/#${services.id}"[^>]*>Services</a>`));
    // The Team page is not published: a visitor would get a 404, so the link is left out.
    expect(html).not.toContain('>Team</a>');

    await call(f.owner, 'POST', `/pages/${team.id}/publish`);
    html = (await t.request({ method: 'GET', url: '/', headers: host })).body;
    expect(html).toMatch(
      /<li><a href="#"[^>]*>Company<\/a><ul><li><a href="[^"]*\/team"[^>]*>Team<\/a><\/li><\/ul><\/li>/,
    );

    await call(f.owner, 'PUT', `/landings/${site.id}/menus/${menuId}`, {
      items: [item('Only', { url: '/only' })],
    });
    html = (await t.request({ method: 'GET', url: '/', headers: host })).body;
    expect(html).toContain('>Only</a>');
    expect(html).not.toContain('>Company</a>');

    await call(f.owner, 'DELETE', `/landings/${site.id}/menus/${menuId}`);
    html = (await t.request({ method: 'GET', url: '/', headers: host })).body;
    expect(html).not.toContain('>Only</a>');
    const nav = [...walkNodes(home!.document)].find((n) => n.type === 'element' && n.key === 'navigation');
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
      expect((await call(f.owner, method, url, body)).statusCode, `${method} ${url}`).toBe(422);
    }
  });
});

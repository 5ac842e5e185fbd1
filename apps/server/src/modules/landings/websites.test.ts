import { DOMAIN_MESSAGES, type LandingDetail, SERVICE_COUNT } from '@tessera/api-contract';
import { type PageDocument, walkNodes } from '@tessera/document';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { landings, menus, pages, redirects, userLandings } from '../../db/schema/index.ts';

let t: TestApp;
let f: SiteFixtures;
beforeAll(async () => ({ t, f } = await siteFixturesApp()));
afterAll(() => t.close());

/** The menu the document's navigation element shows. */
function navigationMenuId(document: PageDocument): unknown {
  for (const node of walkNodes(document)) {
    if (node.type === 'element' && node.key === 'navigation') return node.options.menuId;
  }
  return undefined;
}

let seq = 0;
const sub = (stem = 'site') => `${stem}-${process.pid}-${++seq}`;

async function create(token: string, body: Record<string, unknown>) {
  const response = await t.api('POST', '/landings', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as LandingDetail;
}

describe('POST /landings', () => {
  it('creates a blank site with an empty home page and answers its detail', async () => {
    const subdomain = sub('blank');
    const response = await t.api('POST', '/landings', f.owner, { title: ' Blank Co ', subdomain });
    expect(response.statusCode).toBe(201);
    const site = response.json().data;
    expect(site).toMatchObject({
      title: 'Blank Co',
      subdomain,
      domain: null,
      template: null,
      pages_count: 1,
      published_pages: 0,
      home_page: { name: 'Home', published: false },
      shared: false,
    });
    expect(site.url).toMatch(new RegExp(`^http://${subdomain}\\.localhost(:\\d+)?$`));
    expect(site.permissions).toContain('manage_settings');
    expect(site.options.services.items).toHaveLength(SERVICE_COUNT);
    const [page] = await t.database.db.select().from(pages).where(eq(pages.landingId, site.id));
    expect(page!.document.sections).toEqual([]);
  });

  it('creates from the default site template: filled in, fresh ids, a main menu wired into the Menu section', async () => {
    const site = await create(f.owner, {
      title: 'Sunrise Bakery',
      subdomain: sub('bakery'),
      template: 'default-site',
      phone: '+1 (555) 010-7788',
    });
    expect(site.settings.business_section).toMatchObject({
      name: 'Sunrise Bakery',
      phone: '+1 (555) 010-7788',
    });
    const [home] = await t.database.db.select().from(pages).where(eq(pages.landingId, site.id));
    const [menu] = await t.database.db.select().from(menus).where(eq(menus.landingId, site.id));
    expect(menu!.name).toBe('Main menu');
    // A new site has no posts: the articles section is left out, and so is its menu item.
    expect(menu!.items.map((item) => item.label)).toEqual(['Home', 'Services', 'About', 'Contact']);
    expect((home!.document as PageDocument).sections.map((s) => s.name)).not.toContain('Articles');
    const texts = JSON.stringify(home!.document.texts);
    expect(texts).toContain('href=\\"tel:+15550107788\\">+1 (555) 010-7788</a>');
    // No email was given: its line is not shown.
    const emailLine = [...walkNodes(home!.document as PageDocument)].find(
      (node) =>
        node.type === 'element' &&
        JSON.stringify(home!.document.texts).includes(`"${node.id}":"<p><a href=\\"mailto:`),
    );
    expect(emailLine?.options).toMatchObject({ visibility: 'hidden' });
    const sectionIds = new Set((home!.document as PageDocument).sections.map((s) => s.id));
    for (const item of menu!.items.slice(1)) expect(sectionIds.has(item.section_id!)).toBe(true);
    expect(navigationMenuId(home!.document as PageDocument)).toBe(menu!.id);
    expect(JSON.stringify(home!.document.texts)).toContain('Sunrise Bakery');

    // Two sites from the same template share no node id.
    const again = await create(f.owner, {
      title: 'Other Bakery',
      subdomain: sub('bakery'),
      template: 'default-site',
    });
    const [second] = await t.database.db.select().from(pages).where(eq(pages.landingId, again.id));
    const ids = new Set([...walkNodes(home!.document as PageDocument)].map((n) => n.id));
    expect([...walkNodes(second!.document as PageDocument)].some((n) => ids.has(n.id))).toBe(false);
  });

  it('refuses bad input with 422 and the SPEC §5 messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ subdomain: sub() }, 'title', 'The title field is required.'],
      [{ title: 'X', subdomain: 'Bad_Sub' }, 'subdomain', 'Subdomain format is invalid.'],
      [{ title: 'X', subdomain: '-shop' }, 'subdomain', 'Subdomain format is invalid.'],
      [{ title: 'X', subdomain: 'x'.repeat(63) }, 'subdomain', 'Subdomain format is invalid.'],
      [{ title: 'X', subdomain: '' }, 'subdomain', 'This field is required.'],
      [{ title: 'X', subdomain: 'demo' }, 'subdomain', DOMAIN_MESSAGES.subdomainTaken],
      [{ title: 'X', subdomain: 'www' }, 'subdomain', DOMAIN_MESSAGES.subdomainReserved],
      [{ title: 'X', subdomain: sub(), template: 'nope' }, 'template', 'The selected template is invalid.'],
      [{ title: 'X', subdomain: sub(), extra: 1 }, 'body', 'Unknown field: extra.'],
      [{ title: 42, subdomain: sub() }, 'title', 'The title must be text.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.api('POST', '/landings', f.owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
  });

  it('strips whitespace from the subdomain as the SPEC §5 input does', async () => {
    const site = await create(f.owner, { title: 'Spaced', subdomain: `  my shop ${++seq}  ` });
    expect(site.subdomain).toBe(`myshop${seq}`);
  });

  it('lets an AgencyUser with can_create_landing create, and gives it the site; WebsiteUsers may not', async () => {
    const site = await create(f.agencyUser, { title: 'By member', subdomain: sub() });
    const detail = await t.api('GET', `/landings/${site.id}`, f.agencyUser);
    expect(detail.json().data.permissions).toHaveLength(8);
    expect(
      (await t.api('POST', '/landings', f.websiteUser, { title: 'No', subdomain: sub() })).statusCode,
    ).toBe(403);
  });
});

describe('POST /landings/auto', () => {
  it('builds and publishes a whole site from a few business facts on a free subdomain', async () => {
    const response = await t.api('POST', '/landings/auto', f.owner, {
      business_name: "Joe's Café & Bar",
      tagline: 'Coffee by the river',
      email: 'joe@example.com',
      address: '1 River Road',
      city: 'Springfield',
      services: ['Espresso', 'Brunch'],
    });
    expect(response.statusCode).toBe(201);
    const site = response.json().data;
    expect(site.subdomain).toMatch(/^joes-cafe-bar(-\d+)?$/);
    expect(site.published_pages).toBe(1);
    expect(site.settings.business_section).toMatchObject({ name: "Joe's Café & Bar", city: 'Springfield' });
    expect(
      site.options.services.items
        .slice(0, 3)
        .map((s: { Title: string; IsActive: boolean }) => [s.Title, s.IsActive]),
    ).toEqual([
      ['Espresso', true],
      ['Brunch', true],
      ['Development', false],
    ]);
    const home = await t.request({
      method: 'GET',
      url: '/',
      headers: { host: `${site.subdomain}.localhost:3000` },
    });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Joe&#x27;s Café &amp; Bar');
    expect(home.body).toContain('Espresso');

    const second = await t.api('POST', '/landings/auto', f.owner, { business_name: "Joe's Café & Bar" });
    expect(second.json().data.subdomain).not.toBe(site.subdomain);
  });

  it('answers 422 for malformed facts', async () => {
    for (const body of [
      {},
      { business_name: '' },
      { business_name: 'A', email: 'nope' },
      { business_name: 'A', services: Array(10).fill('x') },
    ]) {
      expect((await t.api('POST', '/landings/auto', f.owner, body)).statusCode, JSON.stringify(body)).toBe(
        422,
      );
    }
  });
});

describe('GET and PUT /landings/{id}', () => {
  it('renames and moves a site; the new subdomain serves at once and the old one no more', async () => {
    const site = await create(f.owner, { title: 'Mover', subdomain: sub('mover') });
    await t.api('POST', `/pages/${site.home_page!.id}/publish`, f.owner);
    const moved = sub('moved');
    const response = await t.api('PUT', `/landings/${site.id}`, f.owner, {
      title: 'Moved',
      subdomain: moved,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Moved', subdomain: moved });
    expect(
      (await t.request({ method: 'GET', url: '/', headers: { host: `${moved}.localhost:3000` } })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/', headers: { host: `${site.subdomain}.localhost:3000` } }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps a site its own subdomain and refuses one already taken', async () => {
    const site = await create(f.owner, { title: 'Keep', subdomain: sub() });
    expect(
      (await t.api('PUT', `/landings/${site.id}`, f.owner, { subdomain: site.subdomain })).statusCode,
    ).toBe(200);
    const taken = await t.api('PUT', `/landings/${site.id}`, f.owner, { subdomain: 'launchpad' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: DOMAIN_MESSAGES.subdomainTaken,
      errors: { subdomain: [DOMAIN_MESSAGES.subdomainTaken] },
    });
    for (const body of [{}, { title: '' }, { subdomain: 'UP' }, { description: 'x'.repeat(501) }]) {
      expect(
        (await t.api('PUT', `/landings/${site.id}`, f.owner, body)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
    }
    expect((await t.api('GET', '/landings/abc', f.owner)).statusCode).toBe(422);
  });

  it('hides other tenants and gates changes on manage_settings', async () => {
    expect((await t.api('GET', `/landings/${f.demoId}`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${f.demoId}`, f.websiteUser)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${f.otherSiteId}`, f.owner)).statusCode).toBe(404);
    const detail = await t.api('GET', `/landings/${f.launchpadId}`, f.websiteUser);
    expect(detail.json().data.permissions).toEqual(['view', 'edit_design']);
    expect(
      (await t.api('PUT', `/landings/${f.launchpadId}`, f.websiteUser, { title: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await t.api('PUT', `/landings/${f.demoId}`, f.otherOwner, { title: 'Mine' })).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /landings/{id}/settings', () => {
  it('stores settings groups and option blocks whole, keeping the others', async () => {
    const site = await create(f.owner, { title: 'Settings', subdomain: sub() });
    const items = Array.from({ length: SERVICE_COUNT }, (_, i) => ({
      Title: `S${i}`,
      Content: '',
      Icon: 'star',
      IsActive: i < 2,
    }));
    const response = await t.api('PUT', `/landings/${site.id}/settings`, f.owner, {
      settings: {
        owner_section: { name: 'Olive Owner', email: 'olive@example.com' },
        socials: { facebook: 'https://facebook.com/olive' },
        legals: { privacy: 'We keep nothing.', service: '' },
      },
      options: { services: { title: 'What we do', items } },
      settings_version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.settings_version).toBe(2);
    expect(data.settings.owner_section).toMatchObject({
      name: 'Olive Owner',
      email: 'olive@example.com',
      phone: '',
    });
    expect(data.settings.socials.facebook).toBe('https://facebook.com/olive');
    expect(data.settings.business_section.name).toBe('Settings');
    expect(data.options.services.items[1]).toEqual({
      Title: 'S1',
      Content: '',
      Icon: 'star',
      IsActive: true,
    });
    expect(data.options.banner.headline).toBe('Settings');
  });

  it('answers 422 naming the nested field', async () => {
    const site = await create(f.owner, { title: 'Bad settings', subdomain: sub() });
    const cases: Array<[object, string]> = [
      [{ settings: { socials: { facebook: 'javascript:alert(1)' } } }, 'settings.socials.facebook'],
      [{ settings: { owner_section: { email: 'nope' } } }, 'settings.owner_section.email'],
      [{ options: { services: { items: [] } } }, 'options.services.items'],
      [
        { options: { services: { items: Array(SERVICE_COUNT).fill({ Icon: 'Bad Icon!' }) } } },
        'options.services.items.0.Icon',
      ],
      [{ options: { styling: { primary_color: 'red' } } }, 'options.styling.primary_color'],
      [{ options: { menu: { menu_id: 999999 } } }, 'options.menu.menu_id'],
      [{}, 'body'],
      [{ settings: {} }, 'settings_version'],
    ];
    for (const [body, field] of cases) {
      const versioned = field === 'settings_version' ? body : { ...body, settings_version: 1 };
      const response = await t.api('PUT', `/landings/${site.id}/settings`, f.owner, versioned);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect(
      (
        await t.api('PUT', `/landings/${f.launchpadId}/settings`, f.websiteUser, {
          settings: {},
          settings_version: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.api('PUT', `/landings/${f.demoId}/settings`, f.otherOwner, {
          settings: {},
          settings_version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a save made from an older version with 409 and the current version', async () => {
    const site = await create(f.owner, { title: 'Two tabs', subdomain: sub() });
    const first = await t.api('PUT', `/landings/${site.id}/settings`, f.owner, {
      settings: { owner_section: { name: 'First tab' } },
      settings_version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await t.api('PUT', `/landings/${site.id}/settings`, f.owner, {
      settings: { owner_section: { name: 'Second tab' } },
      settings_version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: expect.stringContaining('changed elsewhere'),
      current_version: 2,
    });
    const kept = (await t.api('GET', `/landings/${site.id}`, f.owner)).json().data;
    expect(kept.settings.owner_section.name).toBe('First tab');

    // The blog's settings live in the same document: saving them moves the version on too.
    await t.api('PUT', `/landings/${site.id}/blog-setting`, f.owner, { title: 'Journal' });
    const afterBlog = await t.api('PUT', `/landings/${site.id}/settings`, f.owner, {
      settings: { owner_section: { name: 'Second tab' } },
      settings_version: 2,
    });
    expect(afterBlog.statusCode).toBe(409);
    expect(afterBlog.json().current_version).toBe(3);

    const fresh = await t.api('PUT', `/landings/${site.id}/settings`, f.owner, {
      settings: { owner_section: { name: 'Second tab' } },
      settings_version: 3,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data).toMatchObject({
      settings_version: 4,
      settings: { blog: { title: 'Journal' } },
    });
    expect(fresh.json().data.settings.owner_section.name).toBe('Second tab');
  });

  it('serves the legal texts at /privacy-policy and /terms-of-service once set', async () => {
    const site = await create(f.owner, { title: 'Legal Co', subdomain: sub('legal') });
    const host = { host: `${site.subdomain}.localhost:3000` };
    expect((await t.request({ method: 'GET', url: '/privacy-policy', headers: host })).statusCode).toBe(404);
    await t.api('PUT', `/landings/${site.id}/settings`, f.owner, {
      settings: { legals: { privacy: 'We keep <nothing>.\n\nSecond paragraph.', service: '' } },
      settings_version: 1,
    });
    const privacy = await t.request({ method: 'GET', url: '/privacy-policy', headers: host });
    expect(privacy.statusCode).toBe(200);
    expect(privacy.body).toContain('<h1>Privacy Policy</h1>');
    expect(privacy.body).toContain('We keep &lt;nothing&gt;.');
    expect((await t.request({ method: 'GET', url: '/terms-of-service', headers: host })).statusCode).toBe(
      404,
    );
  });
});

describe('clone and duplicate', () => {
  it('clones a site deeply: fresh ids, links and menus pointing into the copy, a unique subdomain', async () => {
    const source = await create(f.owner, {
      title: 'Original',
      subdomain: sub('orig'),
      template: 'default-site',
    });
    const db = t.database.db;
    const extra = await t.api('POST', `/landings/${source.id}/pages`, f.owner, { name: 'Pricing' });
    const pricingId = extra.json().data.id as number;
    await t.api('POST', `/landings/${source.id}/redirects`, f.owner, {
      from_path: '/old',
      to_url: '/pricing',
    });
    await t.api('POST', `/pages/${source.home_page!.id}/publish`, f.owner);

    const response = await t.api('POST', `/landings/${source.id}/clone`, f.owner, {});
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json().data;
    expect(copy).toMatchObject({ title: 'Original (copy)', pages_count: 2, published_pages: 1 });
    expect(copy.subdomain).toMatch(new RegExp(`^${source.subdomain}-\\d+$`));

    const [sourcePages, copyPages] = await Promise.all([
      db.select().from(pages).where(eq(pages.landingId, source.id)),
      db.select().from(pages).where(eq(pages.landingId, copy.id)),
    ]);
    const sourceIds = new Set(
      sourcePages.flatMap((p) => [...walkNodes(p.document as PageDocument)].map((n) => n.id)),
    );
    const copyHome = copyPages.find((p) => p.isHome)!;
    expect([...walkNodes(copyHome.document as PageDocument)].some((n) => sourceIds.has(n.id))).toBe(false);
    // Texts follow their elements' new ids.
    const textKeys = Object.keys((copyHome.document as PageDocument).texts);
    expect(
      textKeys.every((id) => (copyHome.document as PageDocument).sections.some((s) => s.id === id)),
    ).toBe(true);

    const [copyMenu] = await db.select().from(menus).where(eq(menus.landingId, copy.id));
    expect(copyMenu!.items[0]!.page_id).toBe(copyHome.id);
    const copySections = new Set((copyHome.document as PageDocument).sections.map((s) => s.id));
    expect(copyMenu!.items.slice(1).every((item) => copySections.has(item.section_id!))).toBe(true);
    expect(navigationMenuId(copyHome.document as PageDocument)).toBe(copyMenu!.id);
    expect(copyPages.find((p) => p.uniqueName === 'pricing')!.id).not.toBe(pricingId);
    const [copyRedirect] = await db.select().from(redirects).where(eq(redirects.landingId, copy.id));
    expect(copyRedirect).toMatchObject({ fromPath: '/old', toUrl: '/pricing', hits: 0 });

    const served = await t.request({
      method: 'GET',
      url: '/',
      headers: { host: `${copy.subdomain}.localhost:3000` },
    });
    expect(served.statusCode).toBe(200);
    // The menu's section links point at the copy's own sections.
    expect(served.body).toContain(`href="${copy.url}/#${copyMenu!.items[1]!.section_id}"`);
  });

  it('clones onto a chosen subdomain, refusing a taken one', async () => {
    const source = await create(f.owner, { title: 'Named', subdomain: sub() });
    const wanted = sub('chosen');
    const response = await t.api('POST', `/landings/${source.id}/clone`, f.owner, {
      title: 'Chosen',
      subdomain: wanted,
    });
    expect(response.json().data).toMatchObject({ title: 'Chosen', subdomain: wanted });
    const taken = await t.api('POST', `/landings/${source.id}/clone`, f.owner, { subdomain: wanted });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.subdomain).toEqual([DOMAIN_MESSAGES.subdomainTaken]);
    expect(
      (await t.api('POST', `/landings/${source.id}/clone`, f.owner, { subdomain: 'A B_' })).statusCode,
    ).toBe(422);
    expect((await t.api('POST', `/landings/${f.demoId}/clone`, f.otherOwner, {})).statusCode).toBe(404);
    expect((await t.api('POST', `/landings/${f.launchpadId}/clone`, f.websiteUser, {})).statusCode).toBe(403);
  });

  it('shares a site by code: another agency previews and duplicates it; revoking stops the code', async () => {
    const source = await create(f.owner, {
      title: 'Shared',
      subdomain: sub('shared'),
      template: 'marketing-agency',
    });
    const code = (await t.api('GET', `/landings/${source.id}/unique-id`, f.owner)).json().data
      .unique_id as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await t.api('GET', `/landings/${source.id}/unique-id`, f.owner)).json().data.unique_id).toBe(
      code,
    );
    expect((await t.api('GET', `/landings/${source.id}`, f.owner)).json().data.shared).toBe(true);

    const preview = await t.api('GET', `/landings/shared/${code}`, f.otherOwner);
    expect(preview.json().data).toEqual({ title: 'Shared', description: '', pages_count: 1 });
    const duplicate = await t.api('POST', '/landings/duplicate', f.otherOwner, { unique_id: code });
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    const copy = duplicate.json().data;
    const [row] = await t.database.db.select().from(landings).where(eq(landings.id, copy.id));
    expect(row!.agencyId).toBe(f.otherAgencyId);
    expect(row!.shareCode).toBeNull();
    expect(copy.title).toBe('Shared');

    expect((await t.api('DELETE', `/landings/${source.id}/unique-id`, f.owner)).statusCode).toBe(200);
    expect((await t.api('GET', `/landings/shared/${code}`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('POST', '/landings/duplicate', f.otherOwner, { unique_id: code })).statusCode).toBe(
      404,
    );
    expect(
      (await t.api('POST', '/landings/duplicate', f.otherOwner, { unique_id: 'short' })).statusCode,
    ).toBe(422);
    expect((await t.api('GET', `/landings/${source.id}/unique-id`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${f.launchpadId}/unique-id`, f.websiteUser)).statusCode).toBe(403);
    expect((await t.api('GET', '/landings/shared/abcdefghijklmnopqrstuv', f.websiteUser)).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /landings/{id}', () => {
  it('deletes a site with everything in it; its subdomain stops serving', async () => {
    const site = await create(f.owner, { title: 'Doomed', subdomain: sub('doomed') });
    await t.api('POST', `/pages/${site.home_page!.id}/publish`, f.owner);
    const host = { host: `${site.subdomain}.localhost:3000` };
    expect((await t.request({ method: 'GET', url: '/', headers: host })).statusCode).toBe(200);
    const response = await t.api('DELETE', `/landings/${site.id}`, f.owner);
    expect(response.json()).toEqual({ success: true, message: 'The website Doomed is deleted.' });
    expect((await t.request({ method: 'GET', url: '/', headers: host })).statusCode).toBe(404);
    expect(await t.database.db.select().from(pages).where(eq(pages.landingId, site.id))).toEqual([]);
    expect((await t.api('GET', `/landings/${site.id}`, f.owner)).statusCode).toBe(404);
  });

  it('refuses other tenants, members without manage_settings and WebsiteUsers', async () => {
    expect((await t.api('DELETE', `/landings/${f.demoId}`, f.otherOwner)).statusCode).toBe(404);
    expect((await t.api('DELETE', `/landings/${f.launchpadId}`, f.websiteUser)).statusCode).toBe(403);
    expect((await t.api('DELETE', '/landings/0', f.owner)).statusCode).toBe(422);
    const kept = await t.database.db
      .select()
      .from(userLandings)
      .where(and(eq(userLandings.landingId, f.launchpadId)));
    expect(kept.length).toBeGreaterThan(0);
  });
});

describe('page relations and document conversion', () => {
  it('tells what links a page before it is deleted', async () => {
    const site = await create(f.owner, { title: 'Relations', subdomain: sub(), template: 'default-site' });
    const about = (await t.api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'About' })).json().data;
    await t.api('POST', `/landings/${site.id}/redirects`, f.owner, { from_path: '/team', to_url: '/about' });
    const [menu] = await t.database.db.select().from(menus).where(eq(menus.landingId, site.id));
    const response = await t.api('POST', `/landings/${site.id}/page-relations`, f.owner, {
      page_ids: [site.home_page!.id, about.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        page_id: site.home_page!.id,
        is_home: true,
        is_not_found_page: false,
        menus: [{ id: menu!.id, name: 'Main menu' }],
        pages: [],
        redirects: [],
      },
      {
        page_id: about.id,
        is_home: false,
        is_not_found_page: false,
        menus: [],
        pages: [],
        redirects: [{ id: expect.any(Number), from_path: '/team' }],
      },
    ]);
    for (const body of [{}, { page_ids: [] }, { page_ids: ['x'] }, { page_ids: [f.otherSiteId * 1000] }]) {
      expect((await t.api('POST', `/landings/${site.id}/page-relations`, f.owner, body)).statusCode).toBe(
        422,
      );
    }
    expect(
      (await t.api('POST', `/landings/${site.id}/page-relations`, f.otherOwner, { page_ids: [about.id] }))
        .statusCode,
    ).toBe(404);
  });

  it('converts drafts to the current document format, bumping only those that changed', async () => {
    const site = await create(f.owner, { title: 'Convert', subdomain: sub() });
    const db = t.database.db;
    // A draft stored before option defaults existed: loading fills them in.
    await db
      .update(pages)
      .set({ document: { schemaVersion: 1, sections: [] } as never, version: 4 })
      .where(eq(pages.id, site.home_page!.id));
    const first = await t.api('PUT', `/landings/${site.id}/convert-new-editor`, f.owner);
    expect(first.json().data).toEqual({ pages: 1, converted: 1, schema_version: 1 });
    const [row] = await db.select().from(pages).where(eq(pages.id, site.home_page!.id));
    expect(row!.version).toBe(5);
    expect(row!.document).toMatchObject({ popups: [], texts: {} });
    const second = await t.api('PUT', `/landings/${site.id}/convert-new-editor`, f.owner);
    expect(second.json().data.converted).toBe(0);
    expect((await t.api('PUT', `/landings/${f.launchpadId}/convert-new-editor`, f.viewer)).statusCode).toBe(
      403,
    );
    expect((await t.api('PUT', `/landings/${f.demoId}/convert-new-editor`, f.otherOwner)).statusCode).toBe(
      404,
    );
  });
});

describe('malformed ids and codes', () => {
  it('answers 422 on every site route given an id that is no id', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/landings/abc'],
      ['PUT', '/landings/-1', { title: 'X' }],
      ['DELETE', '/landings/1.5'],
      ['PUT', '/landings/abc/settings', { settings: {} }],
      ['POST', '/landings/abc/clone', {}],
      ['GET', '/landings/abc/unique-id'],
      ['DELETE', '/landings/abc/unique-id'],
      ['PUT', '/landings/abc/custom-url', { domain: null }],
      ['GET', '/landings/abc/domain'],
      ['PUT', '/landings/abc/convert-new-editor'],
      ['POST', '/landings/abc/page-relations', { page_ids: [1] }],
      ['GET', '/landings/shared/short'],
      ['GET', '/landings/shared/has%20spaces%20in%20it%20ok'],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.api(method, url, f.owner, body)).statusCode, `${method} ${url}`).toBe(422);
    }
  });
});

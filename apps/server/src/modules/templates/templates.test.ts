import type { PageDocument } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, designRecordApp, testCalls } from '../../../test/design-records.ts';
import { headlineDocument } from '../../../test/documents.ts';
import { pngImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { agencies, landings, menus, pages, siteTemplates } from '../../db/schema/index.ts';

let t: TestApp;
let admin: string, owner: string, agencyUser: string, websiteUser: string, cardUser: string;
let demoId: number;

const { call, onHost, next, unique } = testCalls(() => t);

interface Template {
  id: number;
  name: string;
  description: string;
  thumbnail_url: string | null;
  category: { id: number; name: string; published: boolean };
  published: boolean;
  published_at: string | null;
  landing_id: number;
  pages_count: number;
  home_page_id: number | null;
}

async function newCategory(name = unique('Category'), published = false): Promise<number> {
  const response = await call('POST', '/admin-templates/categories', admin, { name });
  expect(response.statusCode).toBe(201);
  const id = response.json().data.id as number;
  if (published) {
    const shown = await call('POST', `/admin-templates/categories/${id}/publish`, admin, {});
    expect(shown.statusCode).toBe(200);
  }
  return id;
}

async function newTemplate(categoryId: number, body: Record<string, unknown> = {}): Promise<Template> {
  const response = await call('POST', '/admin-templates', admin, {
    name: unique('Template'),
    category_id: categoryId,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Template;
}

/** A published template in a published category. */
async function publishedTemplate(body: Record<string, unknown> = {}): Promise<Template> {
  const template = await newTemplate(await newCategory(unique('Shown'), true), body);
  const published = await call('POST', `/admin-templates/${template.id}/publish`, admin, {});
  expect(published.statusCode).toBe(200);
  return published.json().data as Template;
}

async function saveDesign(landingId: number, pageId: number, text: string, token = admin) {
  const [page] = await t.database.db
    .select({ version: pages.version })
    .from(pages)
    .where(eq(pages.id, pageId));
  return call('PUT', `/landings/${landingId}/pages/${pageId}/design`, token, {
    document: headlineDocument(text),
    version: page?.version ?? 1,
    idempotency_key: `save-${next()}-aaaaaaaa`,
  });
}

beforeAll(async () => {
  ({
    t,
    callers: { admin, owner, agencyUser, websiteUser, cardUser },
  } = await designRecordApp());
  const [demo] = await t.database.db.select().from(landings).where(eq(landings.subdomain, 'demo'));
  demoId = demo!.id;
});
afterAll(() => t.close());

describe('template categories', () => {
  it('creates, orders by position then name, searches, filters and counts templates', async () => {
    const second = await call('POST', '/admin-templates/categories', admin, { name: 'Cafés', position: 2 });
    const first = await call('POST', '/admin-templates/categories', admin, {
      name: 'Cafeterias',
      position: 1,
    });
    expect(second.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      name: 'Cafeterias',
      position: 1,
      published: false,
      templates_count: 0,
    });
    await newTemplate(second.json().data.id);

    const list = await call('GET', '/admin-templates/categories?search=caf', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ total: 2, page: 1, per_page: 10 });
    expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(['Cafeterias', 'Cafés']);
    expect(list.json().data[1].templates_count).toBe(1);

    const byName = await call('GET', '/admin-templates/categories?search=caf&sort=name&order=desc', admin);
    expect(byName.json().data.map((c: { name: string }) => c.name)).toEqual(['Cafés', 'Cafeterias']);

    await call('POST', `/admin-templates/categories/${second.json().data.id}/publish`, admin, {});
    const shown = await call('GET', '/admin-templates/categories?search=caf&published=true', admin);
    expect(shown.json().data.map((c: { name: string }) => c.name)).toEqual(['Cafés']);
    const paged = await call('GET', '/admin-templates/categories?search=caf&per_page=1&page=2', admin);
    expect(paged.json()).toMatchObject({ meta: { total: 2, page: 2, per_page: 1 } });
    expect(paged.json().data).toHaveLength(1);
  });

  it('renames, moves and toggles publishing; unknown ids are 404', async () => {
    const id = await newCategory();
    const renamed = await call('PUT', `/admin-templates/categories/${id}`, admin, {
      name: 'Bakeries',
      position: 7,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Bakeries', position: 7 });
    const on = await call('POST', `/admin-templates/categories/${id}/publish`, admin, { published: true });
    expect(on.json().data.published).toBe(true);
    const off = await call('POST', `/admin-templates/categories/${id}/publish`, admin, { published: false });
    expect(off.json().data.published).toBe(false);

    expect((await call('PUT', '/admin-templates/categories/999999', admin, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/admin-templates/categories/999999/publish', admin, {})).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/admin-templates/categories/999999', admin)).statusCode).toBe(404);
  });

  it('validates with field messages, names unique whatever their case', async () => {
    await call('POST', '/admin-templates/categories', admin, { name: 'Law firms' });
    const taken = await call('POST', '/admin-templates/categories', admin, { name: 'LAW FIRMS' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['Another template category already has this name.']);
    const blank = await call('POST', '/admin-templates/categories', admin, { name: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual(['The name field is required.']);
    const position = await call('POST', '/admin-templates/categories', admin, { name: 'Y', position: -1 });
    expect(position.statusCode).toBe(422);
    expect(position.json().errors.position).toEqual(['The position must be 0 or more.']);
    const empty = await call('PUT', `/admin-templates/categories/${await newCategory()}`, admin, {});
    expect(empty.statusCode).toBe(422);
  });

  it('refuses to delete a category that still holds templates (409), deletes an empty one', async () => {
    const id = await newCategory();
    const template = await newTemplate(id);
    const refused = await call('DELETE', `/admin-templates/categories/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This category still holds one template. Move them to another category or delete them first.',
    );
    expect((await call('DELETE', `/admin-templates/${template.id}`, admin)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/admin-templates/categories/${id}`, admin);
    expect(deleted.statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    for (const token of [owner, agencyUser, websiteUser, cardUser]) {
      expect((await call('GET', '/admin-templates/categories', token)).statusCode).toBe(403);
      expect((await call('POST', '/admin-templates/categories', token, { name: 'Nope' })).statusCode).toBe(
        403,
      );
    }
    expect((await call('GET', '/admin-templates/categories', null)).statusCode).toBe(401);
  });
});

describe('admin templates', () => {
  it('creates a blank template backed by a template site of the platform agency', async () => {
    const categoryId = await newCategory();
    const template = await newTemplate(categoryId, {
      name: 'Yoga studio',
      description: 'Classes, teachers, timetable.',
      thumbnail_url: 'https://example.com/yoga.png',
    });
    expect(template).toMatchObject({
      name: 'Yoga studio',
      description: 'Classes, teachers, timetable.',
      thumbnail_url: 'https://example.com/yoga.png',
      category: { id: categoryId, published: false },
      published: false,
      published_at: null,
      pages_count: 1,
    });
    expect(template.home_page_id).toEqual(expect.any(Number));
    const [site] = await t.database.db.select().from(landings).where(eq(landings.id, template.landing_id));
    expect(site).toMatchObject({ isTemplate: true, title: 'Yoga studio' });
    expect(site!.subdomain).toMatch(/^template-yoga-studio/);
    const [agency] = await t.database.db.select().from(agencies).where(eq(agencies.id, site!.agencyId));
    expect(agency!.isPlatform).toBe(true);
  });

  it('starts from a built-in sample: its home page and, for the business site, its main menu', async () => {
    const template = await newTemplate(await newCategory(), { start_from: 'default-site' });
    const rows = await t.database.db.select().from(pages).where(eq(pages.landingId, template.landing_id));
    expect(rows).toHaveLength(1);
    expect((rows[0]!.document as PageDocument).sections.length).toBeGreaterThan(3);
    const siteMenus = await t.database.db
      .select()
      .from(menus)
      .where(eq(menus.landingId, template.landing_id));
    expect(siteMenus.map((m) => m.name)).toEqual(['Main menu']);
  });

  it('lists with search, category and published filters, sorts and paginates with the total', async () => {
    const categoryId = await newCategory();
    const other = await newCategory();
    const beta = await newTemplate(categoryId, { name: 'Listed beta', description: 'Second' });
    const alpha = await newTemplate(categoryId, { name: 'Listed alpha' });
    await newTemplate(other, { name: 'Listed gamma' });
    await call('POST', `/admin-templates/${beta.id}/publish`, admin, {});

    const inCategory = await call(
      'GET',
      `/admin-templates?category_id=${categoryId}&sort=name&order=asc`,
      admin,
    );
    expect(inCategory.statusCode).toBe(200);
    expect(inCategory.json().data.map((r: Template) => r.name)).toEqual(['Listed alpha', 'Listed beta']);
    expect(inCategory.json().meta.total).toBe(2);

    const searched = await call('GET', '/admin-templates?search=listed&sort=name&order=desc', admin);
    expect(searched.json().data.map((r: Template) => r.name)).toEqual([
      'Listed gamma',
      'Listed beta',
      'Listed alpha',
    ]);
    const byDescription = await call('GET', '/admin-templates?search=second', admin);
    expect(byDescription.json().data.map((r: Template) => r.id)).toEqual([beta.id]);

    const published = await call('GET', `/admin-templates?category_id=${categoryId}&published=true`, admin);
    expect(published.json().data.map((r: Template) => r.id)).toEqual([beta.id]);
    const drafts = await call('GET', `/admin-templates?category_id=${categoryId}&published=false`, admin);
    expect(drafts.json().data.map((r: Template) => r.id)).toEqual([alpha.id]);

    const paged = await call(
      'GET',
      '/admin-templates?search=listed&sort=name&order=asc&per_page=2&page=2',
      admin,
    );
    expect(paged.json().meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(paged.json().data.map((r: Template) => r.name)).toEqual(['Listed gamma']);

    const recent = await call('GET', '/admin-templates?search=listed&sort=updated_at&order=desc', admin);
    expect(recent.json().data[0].id).toBe(beta.id);
  });

  it('gets, updates details (the backing site follows the name) and answers 404 for unknown ids', async () => {
    const template = await newTemplate(await newCategory());
    const moved = await newCategory();
    const updated = await call('PUT', `/admin-templates/${template.id}`, admin, {
      name: 'Renamed template',
      description: 'New words',
      category_id: moved,
      thumbnail_url: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Renamed template',
      description: 'New words',
      category: { id: moved },
    });
    const [site] = await t.database.db.select().from(landings).where(eq(landings.id, template.landing_id));
    expect(site).toMatchObject({ title: 'Renamed template', description: 'New words' });
    expect((await call('GET', `/admin-templates/${template.id}`, admin)).json().data.name).toBe(
      'Renamed template',
    );

    expect((await call('GET', '/admin-templates/999999', admin)).statusCode).toBe(404);
    expect((await call('PUT', '/admin-templates/999999', admin, { name: 'X' })).statusCode).toBe(404);
    expect((await call('POST', '/admin-templates/999999/publish', admin, {})).statusCode).toBe(404);
    expect((await call('POST', '/admin-templates/999999/clone', admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/admin-templates/999999', admin)).statusCode).toBe(404);
  });

  it('validates with field messages', async () => {
    const missing = await call('POST', '/admin-templates', admin, { name: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      name: ['The name field is required.'],
      category_id: ['Choose a category.'],
    });
    const unknownCategory = await call('POST', '/admin-templates', admin, { name: 'X', category_id: 999999 });
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().errors.category_id).toEqual(['Choose one of the categories.']);
    const badSample = await call('POST', '/admin-templates', admin, {
      name: 'X',
      category_id: await newCategory(),
      start_from: 'nope',
    });
    expect(badSample.statusCode).toBe(422);
    expect(badSample.json().errors.start_from).toBeDefined();
    const badThumbnail = await call('POST', '/admin-templates', admin, {
      name: 'X',
      category_id: await newCategory(),
      thumbnail_url: 'javascript:alert(1)',
    });
    expect(badThumbnail.statusCode).toBe(422);
    expect(badThumbnail.json().errors.thumbnail_url).toEqual([
      'The thumbnail must be a web address (https://…) or a path starting with /.',
    ]);
    const template = await newTemplate(await newCategory());
    const moveToNothing = await call('PUT', `/admin-templates/${template.id}`, admin, {
      category_id: 999999,
    });
    expect(moveToNothing.statusCode).toBe(422);
    expect((await call('PUT', `/admin-templates/${template.id}`, admin, {})).statusCode).toBe(422);
  });

  it('publishes and unpublishes', async () => {
    const template = await newTemplate(await newCategory());
    const published = await call('POST', `/admin-templates/${template.id}/publish`, admin);
    expect(published.statusCode).toBe(200);
    expect(published.json().data.published).toBe(true);
    expect(published.json().data.published_at).toEqual(expect.any(String));
    const unpublished = await call('POST', `/admin-templates/${template.id}/publish`, admin, {
      published: false,
    });
    expect(unpublished.json().data).toMatchObject({ published: false, published_at: null });
  });

  it('clones the template with a copy of its site, unpublished, named "(copy)"', async () => {
    const source = await publishedTemplate({ name: 'Clinic', start_from: 'default-site' });
    const extra = await call('POST', `/landings/${source.landing_id}/pages`, admin, { name: 'Team' });
    expect(extra.statusCode).toBe(201);
    expect((await saveDesign(source.landing_id, extra.json().data.id, 'Our doctors')).statusCode).toBe(200);

    const cloned = await call('POST', `/admin-templates/${source.id}/clone`, admin);
    expect(cloned.statusCode).toBe(201);
    const copy = cloned.json().data as Template;
    expect(copy).toMatchObject({
      name: 'Clinic (copy)',
      published: false,
      pages_count: 2,
      category: { id: source.category.id },
    });
    expect(copy.landing_id).not.toBe(source.landing_id);
    const [site] = await t.database.db.select().from(landings).where(eq(landings.id, copy.landing_id));
    expect(site!.isTemplate).toBe(true);
    const copied = await t.database.db.select().from(pages).where(eq(pages.landingId, copy.landing_id));
    const team = copied.find((page) => page.uniqueName === 'team');
    expect(JSON.stringify(team!.document)).toContain('Our doctors');
    const copiedMenus = await t.database.db.select().from(menus).where(eq(menus.landingId, copy.landing_id));
    expect(copiedMenus).toHaveLength(1);

    // The copy is separate: changing it leaves the source alone.
    await saveDesign(copy.landing_id, team!.id, 'Changed in the copy');
    const [original] = await t.database.db.select().from(pages).where(eq(pages.id, extra.json().data.id));
    expect(JSON.stringify(original!.document)).toContain('Our doctors');
  });

  it('deletes the template and its backing site', async () => {
    const template = await newTemplate(await newCategory(), { start_from: 'default-site' });
    const deleted = await call('DELETE', `/admin-templates/${template.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(landings).where(eq(landings.id, template.landing_id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(pages).where(eq(pages.landingId, template.landing_id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(siteTemplates).where(eq(siteTemplates.id, template.id))).toEqual(
      [],
    );
    expect((await call('GET', `/admin-templates/${template.id}`, admin)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const template = await newTemplate(await newCategory());
    for (const token of [owner, agencyUser, websiteUser, cardUser]) {
      expect((await call('GET', '/admin-templates', token)).statusCode).toBe(403);
      expect((await call('GET', `/admin-templates/${template.id}`, token)).statusCode).toBe(403);
      expect((await call('PUT', `/admin-templates/${template.id}`, token, { name: 'X' })).statusCode).toBe(
        403,
      );
      expect((await call('POST', `/admin-templates/${template.id}/publish`, token, {})).statusCode).toBe(403);
      expect((await call('POST', `/admin-templates/${template.id}/clone`, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/admin-templates/${template.id}`, token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/admin-templates', null)).statusCode).toBe(401);
  });

  it('keeps the platform agency out of the agencies admins manage', async () => {
    await newTemplate(await newCategory());
    const list = await call('GET', '/agencies?per_page=100&search=platform', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((a: { name: string }) => a.name)).not.toContain('Platform templates');
    const [platform] = await t.database.db.select().from(agencies).where(eq(agencies.isPlatform, true));
    expect((await call('GET', `/agencies/${platform!.id}`, admin)).statusCode).toBe(404);
  });
});

describe("a template's pages, menus and design through the site routes", () => {
  it('lets an admin manage the pages of a template site', async () => {
    const template = await newTemplate(await newCategory());
    const landing = template.landing_id;
    const list = await call('GET', `/landings/${landing}/pages`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { name: string }) => p.name)).toEqual(['Home']);

    const created = await call('POST', `/landings/${landing}/pages`, admin, { name: 'Pricing' });
    expect(created.statusCode).toBe(201);
    const pageId = created.json().data.id as number;
    expect((await saveDesign(landing, pageId, 'Plans for everyone')).statusCode).toBe(200);
    const page = await call('GET', `/pages/${pageId}`, admin);
    expect(JSON.stringify(page.json().data.document)).toContain('Plans for everyone');

    expect(
      (await call('PUT', `/pages/${pageId}`, admin, { name: 'Plans', settings_version: 1 })).statusCode,
    ).toBe(200);
    expect((await call('POST', `/pages/${pageId}/set-home`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/admin-templates/${template.id}`, admin)).json().data.home_page_id).toBe(
      pageId,
    );
    const clone = await call('POST', `/pages/${pageId}/clone`, admin, {});
    expect(clone.statusCode).toBe(201);
    expect((await call('DELETE', `/pages/${clone.json().data.id}`, admin)).statusCode).toBe(200);
    expect((await call('POST', `/pages/${pageId}/publish`, admin)).statusCode).toBe(200);

    const menu = await call('POST', `/landings/${landing}/menus`, admin, {
      name: 'Footer menu',
      items: [
        {
          id: 'item-aaaaaaaa',
          label: 'Plans',
          type: 'page',
          page_id: pageId,
          section_id: null,
          url: '',
          new_window: false,
          children: [],
        },
      ],
    });
    expect(menu.statusCode, menu.body).toBe(201);
    expect((await call('GET', `/landings/${landing}`, admin)).json().data).toMatchObject({
      is_template: true,
      pages_count: 2,
    });
    const settings = await call('PUT', `/landings/${landing}/settings`, admin, {
      settings: { owner_section: { name: 'Template owner' } },
      settings_version: (await call('GET', `/landings/${landing}`, admin)).json().data.settings_version,
    });
    expect(settings.statusCode).toBe(200);
    const editorData = await call('GET', `/editor-data?landing_id=${landing}`, admin);
    expect(editorData.statusCode).toBe(200);
  });

  it("never lets an admin into an agency's site through those routes", async () => {
    const [page] = await t.database.db.select().from(pages).where(eq(pages.landingId, demoId)).limit(1);
    expect((await call('GET', `/landings/${demoId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/landings/${demoId}/pages`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/pages/${page!.id}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/pages/${page!.id}/publish`, admin)).statusCode).toBe(404);
    expect((await saveDesign(demoId, page!.id, 'Admin was here')).statusCode).toBe(404);
    expect((await call('GET', `/landings/${demoId}/menus`, admin)).statusCode).toBe(404);
    // Routes not opened to admins stay closed by role.
    expect((await call('GET', `/landings/${demoId}/forms`, admin)).statusCode).toBe(403);
    expect((await call('GET', '/landings', admin)).statusCode).toBe(403);
  });

  it('keeps template sites "not found" to every agency caller, by id', async () => {
    const template = await publishedTemplate({ start_from: 'marketing-agency' });
    const landing = template.landing_id;
    const pageId = template.home_page_id!;
    const [menu] = await t.database.db
      .insert(menus)
      .values({
        agencyId: (await t.database.db.select().from(landings).where(eq(landings.id, landing)))[0]!.agencyId,
        landingId: landing,
        name: 'Hidden',
      })
      .returning();
    for (const token of [owner, agencyUser, websiteUser]) {
      expect((await call('GET', `/landings/${landing}`, token)).statusCode).toBe(404);
      expect((await call('PUT', `/landings/${landing}`, token, { title: 'Mine now' })).statusCode).toBe(404);
      expect((await call('DELETE', `/landings/${landing}`, token)).statusCode).toBe(
        token === websiteUser ? 403 : 404,
      );
      expect((await call('GET', `/landings/${landing}/pages`, token)).statusCode).toBe(404);
      expect((await call('POST', `/landings/${landing}/pages`, token, { name: 'Sneaky' })).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/pages/${pageId}`, token)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/pages/${pageId}`, token, { name: 'Sneaky', settings_version: 1 })).statusCode,
      ).toBe(404);
      expect((await call('POST', `/pages/${pageId}/publish`, token)).statusCode).toBe(404);
      expect((await call('POST', `/pages/${pageId}/preview-link`, token)).statusCode).toBe(404);
      expect((await call('DELETE', `/pages/${pageId}`, token)).statusCode).toBe(404);
      expect((await saveDesign(landing, pageId, 'Sneaky', token)).statusCode).toBe(404);
      expect((await call('GET', `/landings/${landing}/menus/${menu!.id}`, token)).statusCode).toBe(404);
      expect((await call('POST', `/landings/${landing}/clone`, token, {})).statusCode).toBe(
        token === websiteUser ? 403 : 404,
      );
      expect((await call('GET', `/landings/${landing}/stats`, token)).statusCode).toBe(404);
      expect((await call('GET', `/editor-data?landing_id=${landing}`, token)).statusCode).toBe(404);
      const listed = await call('GET', '/landings?per_page=100', token);
      expect(listed.json().data.map((site: { id: number }) => site.id)).not.toContain(landing);
    }
    const [still] = await t.database.db.select().from(pages).where(eq(pages.id, pageId));
    expect(still!.name).toBe('Home');
  });
});

describe('the template site host', () => {
  it('never serves a template site live, even its published pages', async () => {
    const template = await publishedTemplate({ start_from: 'software-landing' });
    expect((await call('POST', `/pages/${template.home_page_id}/publish`, admin)).statusCode).toBe(200);
    const [site] = await t.database.db.select().from(landings).where(eq(landings.id, template.landing_id));
    const host = `${site!.subdomain}.localhost:3000`;
    for (const path of ['/', '/home', '/sitemap.xml', '/robots.txt']) {
      const response = await onHost(host, path);
      expect(response.statusCode, path).toBe(404);
    }
    // Nothing is posted there either: forms of a template are never live.
    expect((await onHost(host, '/_forms/1/element-x', 'POST')).statusCode).toBe(405);
  });

  it('renders the preview of a template page on its own host', async () => {
    const template = await newTemplate(await newCategory());
    expect(
      (await saveDesign(template.landing_id, template.home_page_id!, 'Preview me please')).statusCode,
    ).toBe(200);
    const link = await call('POST', `/admin-templates/${template.id}/preview-link`, admin, {});
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().data.url);
    expect(url.host).toMatch(/^template-.*\.localhost:3000$/);
    const preview = await onHost(url.host, url.pathname);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Preview me please');
    expect(preview.headers['cache-control']).toBe('private, no-store');

    // The page preview call gives the same kind of link for the admin.
    const pageLink = await call('POST', `/pages/${template.home_page_id}/preview-link`, admin);
    expect(pageLink.statusCode).toBe(200);
    const pageUrl = new URL(pageLink.json().data.url);
    expect((await onHost(pageUrl.host, pageUrl.pathname)).body).toContain('Preview me please');

    // A template's link shows nothing on an agency's site host, nor an agency's link on the template host.
    expect((await onHost('demo.localhost:3000', url.pathname)).statusCode).toBe(404);
    const [demoPage] = await t.database.db.select().from(pages).where(eq(pages.landingId, demoId)).limit(1);
    const agencyLink = await call('POST', `/pages/${demoPage!.id}/preview-link`, owner);
    const agencyPath = new URL(agencyLink.json().data.url).pathname;
    expect((await onHost(url.host, agencyPath)).statusCode).toBe(404);
  });
});

describe("a template's uploaded images", () => {
  it('are stored for the template site and served on its host', async () => {
    const template = await newTemplate(await newCategory());
    const body = await multipartBody(
      { landing_id: template.landing_id },
      { name: 'hero.png', type: 'image/png', bytes: await pngImage(400, 200) },
    );
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/v1/images/upload-image',
      token: admin,
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = new URL(uploaded.json().data.url as string);
    expect(url.host).toMatch(/^template-.*\.localhost:3000$/);
    const served = await onHost(url.host, url.pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    const listed = await call('GET', `/landings/${template.landing_id}/files`, admin);
    expect(listed.json().meta.total).toBe(1);
  });
});

describe('template previews: who may preview what', () => {
  it('lets admins preview any template, other signed-in users only published ones', async () => {
    const draft = await newTemplate(await newCategory());
    const shown = await publishedTemplate();
    const hiddenCategory = await newTemplate(await newCategory());
    await call('POST', `/admin-templates/${hiddenCategory.id}/publish`, admin, {});

    expect((await call('POST', `/admin-templates/${draft.id}/preview-link`, admin, {})).statusCode).toBe(200);
    for (const token of [owner, agencyUser, websiteUser, cardUser]) {
      expect((await call('POST', `/admin-templates/${shown.id}/preview-link`, token, {})).statusCode).toBe(
        200,
      );
      expect((await call('POST', `/admin-templates/${draft.id}/preview-link`, token, {})).statusCode).toBe(
        404,
      );
      expect(
        (await call('POST', `/admin-templates/${hiddenCategory.id}/preview-link`, token, {})).statusCode,
      ).toBe(404);
    }
    expect((await call('POST', `/admin-templates/${shown.id}/preview-link`, null, {})).statusCode).toBe(401);
  });

  it('previews a given page of the template, the home page by default; other pages are 404', async () => {
    const template = await publishedTemplate();
    const about = await call('POST', `/landings/${template.landing_id}/pages`, admin, { name: 'About' });
    const aboutId = about.json().data.id as number;
    await saveDesign(template.landing_id, aboutId, 'About this template');
    const link = await call('POST', `/admin-templates/${template.id}/preview-link`, owner, {
      page_id: aboutId,
    });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().data.url);
    expect((await onHost(url.host, url.pathname)).body).toContain('About this template');

    const [demoPage] = await t.database.db.select().from(pages).where(eq(pages.landingId, demoId)).limit(1);
    const foreign = await call('POST', `/admin-templates/${template.id}/preview-link`, admin, {
      page_id: demoPage!.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('This page is not part of the template.');
    const bad = await call('POST', `/admin-templates/${template.id}/preview-link`, admin, { page_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.page_id).toBeDefined();
    expect((await call('POST', '/admin-templates/999999/preview-link', admin, {})).statusCode).toBe(404);
  });
});

describe('the catalogue and websites made from a template', () => {
  it('lists published templates of published categories, with search, category filter and pagination', async () => {
    const categoryName = unique('Catalogue category');
    const categoryId = await newCategory(categoryName, true);
    const one = await newTemplate(categoryId, { name: 'Catalogue florist', description: 'Flowers' });
    const two = await newTemplate(categoryId, { name: 'Catalogue bakery' });
    await newTemplate(categoryId, { name: 'Catalogue draft' });
    await call('POST', `/admin-templates/${one.id}/publish`, admin, {});
    await call('POST', `/admin-templates/${two.id}/publish`, admin, {});
    const hidden = await newTemplate(await newCategory(), { name: 'Catalogue hidden category' });
    await call('POST', `/admin-templates/${hidden.id}/publish`, admin, {});

    const list = dataOf<Array<{ name: string }>>(await call('GET', '/templates?search=catalogue', owner));
    expect(list.map((r) => r.name)).toEqual(['Catalogue bakery', 'Catalogue florist']);
    expect(list[1]).toMatchObject({
      description: 'Flowers',
      category: { id: categoryId, name: categoryName },
      pages_count: 1,
    });
    expect(list[1]).not.toHaveProperty('landing_id');
    const filtered = await call('GET', `/templates?category_id=${categoryId}&search=florist`, agencyUser);
    expect(filtered.json().data.map((r: { id: number }) => r.id)).toEqual([one.id]);
    const paged = await call('GET', '/templates?search=catalogue&per_page=1&page=2', owner);
    expect(paged.json().meta).toEqual({ total: 2, page: 2, per_page: 1 });

    const categories = await call('GET', '/templates/categories', owner);
    expect(categories.statusCode).toBe(200);
    const mine = categories.json().data.find((c: { id: number }) => c.id === categoryId);
    expect(mine).toEqual({ id: categoryId, name: categoryName, templates_count: 2 });

    for (const token of [admin, websiteUser, cardUser]) {
      expect((await call('GET', '/templates', token)).statusCode).toBe(403);
      expect((await call('GET', '/templates/categories', token)).statusCode).toBe(403);
    }
  });

  it("creates an agency's website as a copy of the template's pages, menus, settings and design", async () => {
    const template = await publishedTemplate({ name: 'Dentist', start_from: 'default-site' });
    const landing = template.landing_id;
    const services = await call('POST', `/landings/${landing}/pages`, admin, { name: 'Services' });
    const servicesId = services.json().data.id as number;
    await saveDesign(landing, servicesId, 'Cleaning and whitening');
    await call('PUT', `/landings/${landing}/settings`, admin, {
      settings: { owner_section: { name: 'Dr Smile' } },
      settings_version: (await call('GET', `/landings/${landing}`, admin)).json().data.settings_version,
    });

    const created = await call('POST', '/landings', owner, {
      title: 'Smile clinic',
      subdomain: 'smile-clinic',
      description: 'Our new site',
      template_id: template.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json().data;
    expect(site).toMatchObject({
      title: 'Smile clinic',
      subdomain: 'smile-clinic',
      description: 'Our new site',
      pages_count: 2,
      is_template: false,
    });
    expect(site.settings.owner_section.name).toBe('Dr Smile');

    const [row] = await t.database.db.select().from(landings).where(eq(landings.id, site.id));
    const [demo] = await t.database.db.select().from(landings).where(eq(landings.id, demoId));
    expect(row).toMatchObject({ agencyId: demo!.agencyId, isTemplate: false });
    const copiedPages = await call('GET', `/landings/${site.id}/pages?sort=name&order=asc`, owner);
    expect(copiedPages.json().data.map((p: { name: string }) => p.name)).toEqual(['Home', 'Services']);
    const copiedServices = copiedPages.json().data.find((p: { name: string }) => p.name === 'Services');
    const detail = await call('GET', `/pages/${copiedServices.id}`, owner);
    expect(JSON.stringify(detail.json().data.document)).toContain('Cleaning and whitening');
    const siteMenus = await call('GET', `/landings/${site.id}/menus`, owner);
    expect(siteMenus.json().data.map((m: { name: string }) => m.name)).toEqual(['Main menu']);
    // The menu's page links follow the copy.
    const [menu] = await t.database.db.select().from(menus).where(eq(menus.landingId, site.id));
    const linkedPages = menu!.items.map((item) => item.page_id).filter((id) => id !== null);
    const copiedIds = (await t.database.db.select().from(pages).where(eq(pages.landingId, site.id))).map(
      (p) => p.id,
    );
    expect(linkedPages.length).toBeGreaterThan(0);
    for (const id of linkedPages) expect(copiedIds).toContain(id);

    // Editing the new site never changes the template.
    expect((await saveDesign(site.id, copiedServices.id, 'Only on my site', owner)).statusCode).toBe(200);
    const [templatePage] = await t.database.db.select().from(pages).where(eq(pages.id, servicesId));
    expect(JSON.stringify(templatePage!.document)).toContain('Cleaning and whitening');
    expect(JSON.stringify(templatePage!.document)).not.toContain('Only on my site');
  });

  it("offers the demo seed's published template, built from the business website sample", async () => {
    const list = await call('GET', '/templates?search=business%20website', owner);
    const seeded = list.json().data.find((r: { name: string }) => r.name === 'Business website');
    expect(seeded).toMatchObject({ category: { name: 'Small business' }, pages_count: 1 });
    const made = await call('POST', '/landings', owner, {
      title: 'From the seed',
      subdomain: `from-seed-${next()}`,
      template_id: seeded.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ pages_count: 1, published_pages: 0, template: 'default-site' });
  });

  it('fills a website made from the seeded template with what its creator typed, leaving out what would be empty', async () => {
    const list = await call('GET', '/templates?search=business%20website', owner);
    const seeded = list.json().data.find((r: { name: string }) => r.name === 'Business website');
    const subdomain = `maple-${next()}`;
    const made = await call('POST', '/landings', owner, {
      title: 'Maple Bakery',
      subdomain,
      template_id: seeded.id,
      business_name: 'Maple & Oak',
      email: 'hello@maple.test',
      address: '12 Oak Road',
      city: 'Leeds',
    });
    expect(made.statusCode, made.body).toBe(201);
    const site = made.json().data;
    expect(site.title).toBe('Maple Bakery');
    expect(site.settings.business_section).toMatchObject({
      name: 'Maple & Oak',
      email: 'hello@maple.test',
      phone: '',
      tagline: '',
      address: '12 Oak Road',
      city: 'Leeds',
    });
    expect(site.options.banner.headline).toBe('Maple & Oak');

    const [home] = await t.database.db.select().from(pages).where(eq(pages.landingId, site.id));
    expect(home).toMatchObject({ title: 'Maple Bakery', description: '' });
    expect((home!.document as PageDocument).sections.map((s) => s.name)).not.toContain('Articles');
    const [menu] = await t.database.db.select().from(menus).where(eq(menus.landingId, site.id));
    expect(menu!.items.map((item) => item.label)).toEqual(['Home', 'Services', 'About', 'Contact']);

    expect((await call('POST', `/pages/${home!.id}/publish`, owner)).statusCode).toBe(200);
    const served = await onHost(`${subdomain}.localhost:3000`, '/');
    expect(served.statusCode).toBe(200);
    const html = served.body;
    expect(html).toContain('<title>Maple Bakery</title>');
    expect(html).toMatch(/<h1[^>]*>Maple &(amp|#38);? Oak<\/h1>/);
    expect(html).toMatch(new RegExp(`© ${new Date().getUTCFullYear()} Maple &(amp|#38);? Oak`));
    expect(html).toContain('mailto:hello@maple.test');
    expect(html).toContain('12 Oak Road, Leeds');
    for (const absent of [
      'Northwind',
      '{{',
      'Business website',
      'Latest Articles',
      '14-day free trial',
      'tel:',
    ])
      expect(html, absent).not.toContain(absent);

    // The template itself is unchanged: its placeholders stay for the next website.
    const [templateRow] = await t.database.db
      .select()
      .from(siteTemplates)
      .where(eq(siteTemplates.id, seeded.id));
    const [templatePage] = await t.database.db
      .select()
      .from(pages)
      .where(eq(pages.landingId, templateRow!.landingId));
    expect(templatePage!.title).toBe('{{site.name}}');
    expect((templatePage!.document as PageDocument).sections.map((s) => s.name)).toContain('Articles');
  });

  it("previews the seeded template with the placeholders' sample values", async () => {
    const list = await call('GET', '/templates?search=business%20website', owner);
    const seeded = list.json().data.find((r: { name: string }) => r.name === 'Business website');
    const link = await call('POST', `/admin-templates/${seeded.id}/preview-link`, admin, {});
    const url = new URL(link.json().data.url);
    const preview = await onHost(url.host, url.pathname);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<title>Northwind Studio</title>');
    expect(preview.body).toContain('hello@northwind.example');
    expect(preview.body).not.toContain('{{');
  });

  it('gives an AgencyUser who creates one the site, and refuses templates agencies cannot see', async () => {
    const template = await publishedTemplate();
    const made = await call('POST', '/landings', agencyUser, {
      title: 'Made by a member',
      subdomain: `member-${next()}`,
      template_id: template.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.permissions).toContain('manage_settings');

    const draft = await newTemplate(await newCategory(undefined, true));
    for (const template_id of [draft.id, 999999]) {
      const refused = await call('POST', '/landings', owner, {
        title: 'Nope',
        subdomain: `nope-${next()}`,
        template_id,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.template_id).toEqual([
        'This template is not available. Choose another one.',
      ]);
    }
    const taken = await call('POST', '/landings', owner, {
      title: 'Taken',
      subdomain: 'demo',
      template_id: template.id,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.subdomain).toBeDefined();
    const forbidden = await call('POST', '/landings', websiteUser, {
      title: 'No',
      subdomain: `no-${next()}`,
      template_id: template.id,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

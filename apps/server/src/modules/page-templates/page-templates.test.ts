import type { PageDocument } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, designRecordApp, linkOf, PREVIEW_HOST, testCalls } from '../../../test/design-records.ts';
import { headlineDocument } from '../../../test/documents.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { landings, pages } from '../../db/schema/index.ts';

let t: TestApp;
let admin: string, owner: string, agencyUser: string, websiteUser: string, cardUser: string;
let demoId: number;
let launchpadId: number;

const { call, onHost, linkPage, listOf, expectSavedOnce, next, unique } = testCalls(() => t);

async function newCategory(
  name = unique('Category'),
  published = false,
): Promise<{ id: number; name: string }> {
  const response = await call('POST', '/admin-page-templates/categories', admin, { name });
  expect(response.statusCode).toBe(201);
  const { id } = response.json().data as { id: number };
  if (published) await call('POST', `/admin-page-templates/categories/${id}/publish`, admin, {});
  return { id, name };
}

interface Detail {
  id: number;
  name: string;
  description: string;
  category: { id: number; name: string; published: boolean };
  published: boolean;
  has_unpublished_changes: boolean;
  version: number;
  document: PageDocument;
}

async function newTemplate(categoryId: number, body: Record<string, unknown> = {}): Promise<Detail> {
  const response = await call('POST', '/admin-page-templates', admin, {
    name: unique('Template'),
    category_id: categoryId,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Detail;
}

async function design(id: number, text: string, version: number) {
  return call('PUT', `/admin-page-templates/${id}/design`, admin, {
    document: headlineDocument(text),
    version,
    idempotency_key: `save-${next()}-aaaaaaaa`,
  });
}

/** A published template in a published category whose design says `text`. */
async function publishedTemplate(text: string): Promise<Detail> {
  const category = await newCategory(unique('Shown'), true);
  const template = await newTemplate(category.id);
  expect((await design(template.id, text, 1)).statusCode).toBe(200);
  expect((await call('POST', `/admin-page-templates/${template.id}/publish`, admin, {})).statusCode).toBe(
    200,
  );
  return template;
}

async function previewLink(id: number, token: string) {
  return call('POST', `/admin-page-templates/${id}/preview-link`, token);
}

beforeAll(async () => {
  ({
    t,
    callers: { admin, owner, agencyUser, websiteUser, cardUser },
  } = await designRecordApp());
  const db = t.database.db;
  const [demo] = await db.select().from(landings).where(eq(landings.subdomain, 'demo'));
  const [launchpad] = await db.select().from(landings).where(eq(landings.subdomain, 'launchpad'));
  demoId = demo!.id;
  launchpadId = launchpad!.id;
});
afterAll(() => t.close());

describe('page-template categories', () => {
  it('creates, lists with template counts, searches and filters by published', async () => {
    const shown = await newCategory('Restaurants', true);
    const hidden = await newCategory('Restaurant chains');
    await newTemplate(shown.id);
    await newTemplate(shown.id);

    const all = await call('GET', '/admin-page-templates/categories?search=restaurant', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toEqual({ total: 2, page: 1, per_page: 10 });
    expect(all.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Restaurant chains',
      'Restaurants',
    ]);
    const counted = all.json().data.find((c: { id: number }) => c.id === shown.id);
    expect(counted).toMatchObject({ published: true, templates_count: 2 });

    const published = await call(
      'GET',
      '/admin-page-templates/categories?search=restaurant&published=true',
      admin,
    );
    expect(published.json().data.map((c: { id: number }) => c.id)).toEqual([shown.id]);
    const unpublished = await call(
      'GET',
      '/admin-page-templates/categories?search=restaurant&published=false&sort=name&order=desc',
      admin,
    );
    expect(unpublished.json().data.map((c: { id: number }) => c.id)).toEqual([hidden.id]);
  });

  it('paginates with the total', async () => {
    for (let i = 0; i < 3; i++) await newCategory(`Paged category ${i}`);
    const second = await call(
      'GET',
      '/admin-page-templates/categories?search=paged%20category&per_page=2&page=2',
      admin,
    );
    expect(second.json().meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(second.json().data.map((c: { name: string }) => c.name)).toEqual(['Paged category 2']);
  });

  it('requires a unique name (whatever its case) with field messages', async () => {
    const missing = await call('POST', '/admin-page-templates/categories', admin, { name: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toEqual(['The name field is required.']);
    await newCategory('Portfolios');
    const taken = await call('POST', '/admin-page-templates/categories', admin, { name: 'portfolios' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['Another category already has this name.']);
    const other = await newCategory();
    const renamedOnto = await call('PUT', `/admin-page-templates/categories/${other.id}`, admin, {
      name: 'PORTFOLIOS',
    });
    expect(renamedOnto.statusCode).toBe(422);
    expect(renamedOnto.json().errors.name).toEqual(['Another category already has this name.']);
    const extra = await call('POST', '/admin-page-templates/categories', admin, { name: 'X', colour: 'red' });
    expect(extra.statusCode).toBe(422);
  });

  it('renames and toggles published; unknown ids are 404', async () => {
    const category = await newCategory();
    const renamed = await call('PUT', `/admin-page-templates/categories/${category.id}`, admin, {
      name: 'Renamed category',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      id: category.id,
      name: 'Renamed category',
      published: false,
    });

    const on = await call('POST', `/admin-page-templates/categories/${category.id}/publish`, admin);
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toContain('is published');
    const off = await call('POST', `/admin-page-templates/categories/${category.id}/publish`, admin, {
      published: false,
    });
    expect(off.json().message).toContain('no longer published');
    const listed = await call('GET', '/admin-page-templates/categories?search=Renamed%20category', admin);
    expect(listed.json().data[0].published).toBe(false);

    expect(
      (await call('PUT', '/admin-page-templates/categories/999999', admin, { name: 'Z' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/admin-page-templates/categories/999999/publish', admin, {})).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/admin-page-templates/categories/999999', admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/admin-page-templates/categories/abc', admin)).statusCode).toBe(422);
    const badState = await call('POST', `/admin-page-templates/categories/${category.id}/publish`, admin, {
      published: 'yes',
    });
    expect(badState.statusCode).toBe(422);
    expect(Object.keys(badState.json().errors)).toEqual(['published']);
  });

  it('deletes an empty category, and refuses one that holds templates with 409', async () => {
    const empty = await newCategory();
    const deleted = await call('DELETE', `/admin-page-templates/categories/${empty.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toContain('is deleted');

    const full = await newCategory();
    const template = await newTemplate(full.id);
    await newTemplate(full.id);
    const refused = await call('DELETE', `/admin-page-templates/categories/${full.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This category still holds 2 page templates. Move them to another category or delete them first.',
    );
    // Once its templates are gone (moved or deleted) it can go.
    const elsewhere = await newCategory();
    await call('PUT', `/admin-page-templates/${template.id}`, admin, { category_id: elsewhere.id });
    const one = await call('DELETE', `/admin-page-templates/categories/${full.id}`, admin);
    expect(one.json().message).toContain('one page template');
  });

  it('is for admins only', async () => {
    const category = await newCategory();
    for (const token of [owner, agencyUser, websiteUser, cardUser]) {
      expect((await call('GET', '/admin-page-templates/categories', token)).statusCode).toBe(403);
      expect(
        (await call('POST', '/admin-page-templates/categories', token, { name: 'Mine' })).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/admin-page-templates/categories/${category.id}`, token, { name: 'Mine' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('DELETE', `/admin-page-templates/categories/${category.id}`, token)).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/admin-page-templates/categories/${category.id}/publish`, token, {})).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/admin-page-templates/categories', null)).statusCode).toBe(401);
  });
});

describe('admin page templates', () => {
  it('creates a blank template or one from a sample page, and reads it back with its version', async () => {
    const category = await newCategory();
    const blank = await newTemplate(category.id, { name: 'Blank one', description: 'Nothing yet' });
    expect(blank).toMatchObject({
      name: 'Blank one',
      description: 'Nothing yet',
      category: { id: category.id, name: category.name, published: false },
      published: false,
      has_unpublished_changes: false,
      version: 1,
    });
    expect(blank.document.sections).toEqual([]);

    const sample = await newTemplate(category.id, { start_from: 'software-landing' });
    expect(sample.document.sections.length).toBeGreaterThan(2);
    const read = await call('GET', `/admin-page-templates/${sample.id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.version).toBe(1);
    expect(read.json().data.document.sections).toHaveLength(sample.document.sections.length);
    // Every copy of a sample gets its own node ids.
    const again = await newTemplate(category.id, { start_from: 'software-landing' });
    expect(again.document.sections[0]!.id).not.toBe(sample.document.sections[0]!.id);
  });

  it.each([
    ['no name', { category_id: 0 }, 'name'],
    ['a blank name', { name: ' ', category_id: 1 }, 'name'],
    ['no category', { name: 'X' }, 'category_id'],
    ['an unknown sample', { name: 'X', category_id: 1, start_from: 'nope' }, 'start_from'],
    ['an unknown field', { name: 'X', category_id: 1, html: '<p>' }, ''],
    ['a long description', { name: 'X', category_id: 1, description: 'x'.repeat(501) }, 'description'],
  ])('answers 422 for %s', async (_name, payload, field) => {
    const response = await call('POST', '/admin-page-templates', admin, payload);
    expect(response.statusCode).toBe(422);
    expect(typeof response.json().message).toBe('string');
    if (field) expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('answers 422 on category_id for a category that does not exist', async () => {
    const response = await call('POST', '/admin-page-templates', admin, { name: 'X', category_id: 999999 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ category_id: ['Choose one of the categories.'] });
  });

  it('lists with search, category and published filters, sorting and pagination', async () => {
    const bakeries = await newCategory();
    const gyms = await newCategory();
    const a = await newTemplate(bakeries.id, { name: 'Zesty bakery' });
    const b = await newTemplate(bakeries.id, { name: 'artisan bakery' });
    const c = await newTemplate(gyms.id, { name: 'Bakery gym', description: 'Lift bread' });
    await call('POST', `/admin-page-templates/${b.id}/publish`, admin, {});

    const templateList = listOf('/admin-page-templates', admin);
    const ids = templateList.page;
    const byName = await ids('search=bakery&sort=name&order=asc');
    expect(byName.data.map((r) => r.id)).toEqual([b.id, c.id, a.id]);
    expect(byName.meta.total).toBe(3);
    expect((await ids('search=bakery&sort=name&order=desc')).data.map((r) => r.id)).toEqual([
      a.id,
      c.id,
      b.id,
    ]);
    expect(
      (await ids(`search=bakery&category_id=${bakeries.id}&sort=name&order=asc`)).data.map((r) => r.id),
    ).toEqual([b.id, a.id]);
    expect((await ids('search=bakery&published=true')).data.map((r) => r.id)).toEqual([b.id]);
    expect((await ids('search=bread')).data.map((r) => r.id)).toEqual([c.id]);
    // Newest edit first by default.
    await call('PUT', `/admin-page-templates/${a.id}`, admin, { description: 'Edited last' });
    expect((await ids('search=bakery')).data[0]!.id).toBe(a.id);
    await templateList.expectSecondPage('bakery', 'name', a.id);

    await templateList.expectRefused('sort=colour&per_page=1000', ['per_page', 'sort']);
  });

  it('updates name, category and description; 404 and 422 as due', async () => {
    const first = await newCategory();
    const second = await newCategory();
    const template = await newTemplate(first.id);
    const updated = await call('PUT', `/admin-page-templates/${template.id}`, admin, {
      name: 'Renamed template',
      category_id: second.id,
      description: 'New words',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Renamed template',
      description: 'New words',
      category: { id: second.id },
    });
    expect((await call('PUT', `/admin-page-templates/${template.id}`, admin, {})).statusCode).toBe(422);
    const unknownCategory = await call('PUT', `/admin-page-templates/${template.id}`, admin, {
      category_id: 999999,
    });
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().errors.category_id).toBeDefined();
    expect((await call('PUT', '/admin-page-templates/999999', admin, { name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/admin-page-templates/999999', admin)).statusCode).toBe(404);
  });

  it('saves designs like pages: new version, 409 when stale, 422 for a broken document, retries once', async () => {
    const category = await newCategory();
    const template = await newTemplate(category.id);
    const saved = await design(template.id, 'First draft', 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: template.id, version: 2, replayed: false });

    const stale = await design(template.id, 'Someone else', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed elsewhere/);

    const body = { document: headlineDocument('Retried'), version: 2, idempotency_key: 'retry-template-1' };
    const receipt = await expectSavedOnce(`/admin-page-templates/${template.id}/design`, admin, body, 3);
    expect(receipt).toMatchObject({ kind: 'page-template', targetId: template.id, agencyId: null });

    const broken = await call('PUT', `/admin-page-templates/${template.id}/design`, admin, {
      document: { schemaVersion: 1 },
      version: 3,
    });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(broken.json().errors).some((key) => key.startsWith('document'))).toBe(true);
    const noVersion = await call('PUT', `/admin-page-templates/${template.id}/design`, admin, {
      document: headlineDocument('x'),
    });
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().errors.version).toBeDefined();

    const read = (await call('GET', `/admin-page-templates/${template.id}`, admin)).json().data;
    expect(read.version).toBe(3);
    expect(JSON.stringify(read.document)).toContain('<h1>Retried</h1>');
    expect(
      (
        await call('PUT', '/admin-page-templates/999999/design', admin, {
          document: headlineDocument('x'),
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('publishes the current draft, marks later edits as unpublished changes, and unpublishes', async () => {
    const category = await newCategory();
    const template = await newTemplate(category.id);
    await design(template.id, 'Published words', 1);
    const published = await call('POST', `/admin-page-templates/${template.id}/publish`, admin, {});
    expect(published.statusCode).toBe(200);
    // The category is not published: the admin is told agencies cannot see it yet.
    expect(published.json().message).toContain('is not, so agencies do not see it yet');
    let read = (await call('GET', `/admin-page-templates/${template.id}`, admin)).json().data;
    expect(read).toMatchObject({ published: true, has_unpublished_changes: false });
    expect(read.published_at).not.toBeNull();

    await design(template.id, 'Later words', 2);
    read = (await call('GET', `/admin-page-templates/${template.id}`, admin)).json().data;
    expect(read).toMatchObject({ published: true, has_unpublished_changes: true, version: 3 });

    const off = await call('POST', `/admin-page-templates/${template.id}/publish`, admin, {
      published: false,
    });
    expect(off.json().message).toBe('The page template is no longer published.');
    read = (await call('GET', `/admin-page-templates/${template.id}`, admin)).json().data;
    expect(read).toMatchObject({ published: false, has_unpublished_changes: false, published_at: null });
    expect((await call('POST', '/admin-page-templates/999999/publish', admin, {})).statusCode).toBe(404);
  });

  it('clones as an unpublished "(copy)" with the same design under fresh ids', async () => {
    const template = await publishedTemplate('Clone me');
    const response = await call('POST', `/admin-page-templates/${template.id}/clone`, admin);
    expect(response.statusCode).toBe(201);
    const copy = response.json().data as Detail;
    expect(copy.name).toBe(`${template.name} (copy)`);
    expect(copy).toMatchObject({ published: false, version: 1, category: { id: template.category.id } });
    expect(copy.id).not.toBe(template.id);
    expect(JSON.stringify(copy.document)).toContain('<h1>Clone me</h1>');
    expect(copy.document.sections[0]!.id).not.toBe(
      ((await call('GET', `/admin-page-templates/${template.id}`, admin)).json().data as Detail).document
        .sections[0]!.id,
    );
    expect((await call('POST', '/admin-page-templates/999999/clone', admin)).statusCode).toBe(404);
  });

  it('deletes a template', async () => {
    const category = await newCategory();
    const template = await newTemplate(category.id);
    const deleted = await call('DELETE', `/admin-page-templates/${template.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/admin-page-templates/${template.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin-page-templates/${template.id}`, admin)).statusCode).toBe(404);
  });

  it('gives the editor the preview host as its landing link, with nothing of any site', async () => {
    const category = await newCategory();
    const template = await newTemplate(category.id);
    const response = await call('GET', `/admin-page-templates/${template.id}/editor-data`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      landing: {
        id: 0,
        title: template.name,
        url: 'http://preview.localhost:3000',
        asset_base: 'http://preview.localhost:3000/_assets',
      },
      pages: [],
      files: { items: [], total: 0 },
      forms: [],
      menus: [],
      blocks: [],
      // The demo's published block library: offered in admin designs too.
      library_blocks: [
        expect.objectContaining({ name: 'Three features', kind: 'row', element_count: 3 }),
        expect.objectContaining({ name: 'Questions and answers', kind: 'section', element_count: 2 }),
      ],
      currency: '$',
    });
    expect((await call('GET', '/admin-page-templates/999999/editor-data', admin)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const category = await newCategory();
    const template = await newTemplate(category.id);
    const id = template.id;
    for (const token of [owner, agencyUser, websiteUser, cardUser]) {
      const statuses = await Promise.all([
        call('GET', '/admin-page-templates', token),
        call('POST', '/admin-page-templates', token, { name: 'Mine', category_id: category.id }),
        call('GET', `/admin-page-templates/${id}`, token),
        call('PUT', `/admin-page-templates/${id}`, token, { name: 'Mine' }),
        call('PUT', `/admin-page-templates/${id}/design`, token, {
          document: headlineDocument('x'),
          version: 1,
        }),
        call('POST', `/admin-page-templates/${id}/publish`, token, {}),
        call('POST', `/admin-page-templates/${id}/clone`, token),
        call('DELETE', `/admin-page-templates/${id}`, token),
        call('GET', `/admin-page-templates/${id}/editor-data`, token),
      ]).then((answers) => answers.map((answer) => answer.statusCode));
      expect(statuses).toEqual(Array(9).fill(403));
    }
    expect((await call('GET', '/admin-page-templates', null)).statusCode).toBe(401);
    expect((await call('GET', `/admin-page-templates/${id}`, admin)).json().data.version).toBe(1);
  });
});

describe('page-template previews on the preview host', () => {
  it('shows an admin the current draft of any template', async () => {
    const category = await newCategory();
    const template = await newTemplate(category.id);
    await design(template.id, 'Unpublished draft words', 1);
    const response = await previewLink(template.id, admin);
    expect(response.statusCode).toBe(200);
    const link = new URL(response.json().data.url);
    expect(link.host).toBe(PREVIEW_HOST);
    expect(link.pathname).toMatch(/^\/_preview\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(response.json().data.expires_at)).toBeGreaterThan(Date.now());

    const page = await onHost(link.host, link.pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unpublished draft words');
    expect(page.body).toContain(`<title>${template.name}</title>`);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Never on the app's origin or a tenant's site.
    expect((await onHost('localhost:3000', link.pathname)).body).not.toContain('Unpublished draft words');
    const onSite = await onHost('demo.localhost:3000', link.pathname);
    expect(onSite.statusCode).toBe(404);
    expect(onSite.body).not.toContain('Unpublished draft words');
  });

  it('shows other signed-in users only published templates in published categories, as published', async () => {
    const template = await publishedTemplate('Published for agencies');
    await design(template.id, 'Admin work in progress', 2);
    for (const token of [owner, websiteUser, cardUser]) {
      const { page } = await linkPage(await previewLink(template.id, token));
      expect(page.body).toContain('Published for agencies');
      expect(page.body).not.toContain('Admin work in progress');
    }
    // The admin's link shows the draft.
    const adminLink = linkOf(await previewLink(template.id, admin));
    expect((await onHost(adminLink.host, adminLink.pathname)).body).toContain('Admin work in progress');

    const draftOnly = await newTemplate(template.category.id);
    expect((await previewLink(draftOnly.id, owner)).statusCode).toBe(404);
    const hiddenCategory = await newCategory();
    const inHidden = await newTemplate(hiddenCategory.id);
    await call('POST', `/admin-page-templates/${inHidden.id}/publish`, admin, {});
    expect((await previewLink(inHidden.id, owner)).statusCode).toBe(404);
    expect((await previewLink(999999, owner)).statusCode).toBe(404);
    expect((await previewLink(999999, admin)).statusCode).toBe(404);
    expect((await previewLink(template.id, null as unknown as string)).statusCode).toBe(401);
  });

  it("stops a non-admin's link once the template is unpublished, while the admin's keeps working", async () => {
    const template = await publishedTemplate('Soon gone');
    const agencyLink = new URL((await previewLink(template.id, owner)).json().data.url);
    const adminLink = new URL((await previewLink(template.id, admin)).json().data.url);
    await call('POST', `/admin-page-templates/${template.id}/publish`, admin, { published: false });
    const gone = await onHost(agencyLink.host, agencyLink.pathname);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('invalid or has expired');
    expect(gone.body).not.toContain('Soon gone');
    expect((await onHost(adminLink.host, adminLink.pathname)).statusCode).toBe(200);
    // Unpublishing its category hides it the same way.
    await call('POST', `/admin-page-templates/${template.id}/publish`, admin, {});
    const again = new URL((await previewLink(template.id, owner)).json().data.url);
    await call('POST', `/admin-page-templates/categories/${template.category.id}/publish`, admin, {
      published: false,
    });
    expect((await onHost(again.host, again.pathname)).statusCode).toBe(404);
  });

  it('refuses expired, forged and misplaced links, and serves nothing else on the preview host', async () => {
    const category = await newCategory();
    const template = await newTemplate(category.id);
    await design(template.id, 'Secret draft', 1);
    const link = new URL((await previewLink(template.id, admin)).json().data.url);

    const forged = await onHost(PREVIEW_HOST, `${link.pathname.slice(0, -3)}abc`);
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toContain('Secret draft');
    expect((await onHost(PREVIEW_HOST, '/_preview/not-a-token')).statusCode).toBe(404);

    const expired = await t.app.sites.previews.sign(
      { kind: 'page-template', id: template.id, landingId: 0 },
      Date.now() - 11 * 60_000,
    );
    const stale = await onHost(PREVIEW_HOST, `/_preview/${expired.token}`);
    expect(stale.statusCode).toBe(404);
    expect(stale.body).toContain('invalid or has expired');

    // A page's link never renders on the preview host, nor a template link claiming a site.
    const [home] = await t.database.db.select().from(pages).where(eq(pages.landingId, demoId));
    const pageToken = await t.app.sites.previews.sign({ kind: 'page', id: home!.id, landingId: demoId });
    expect((await onHost(PREVIEW_HOST, `/_preview/${pageToken.token}`)).statusCode).toBe(404);
    const siteClaim = await t.app.sites.previews.sign({
      kind: 'page-template',
      id: template.id,
      landingId: demoId,
    });
    expect((await onHost(PREVIEW_HOST, `/_preview/${siteClaim.token}`)).statusCode).toBe(404);
    expect((await onHost('demo.localhost:3000', `/_preview/${siteClaim.token}`)).statusCode).toBe(404);

    expect((await onHost(PREVIEW_HOST, '/')).statusCode).toBe(404);
    expect((await onHost(PREVIEW_HOST, '/home')).statusCode).toBe(404);
    const post = await t.request({ method: 'POST', url: link.pathname, headers: { host: PREVIEW_HOST } });
    expect(post.statusCode).toBe(405);
  });

  it('keeps the preview label from every site, and lets the TLS proxy serve it', async () => {
    const taken = await call('POST', '/landings/validate-subdomain', owner, { subdomain: 'preview' });
    expect(taken.statusCode).toBe(422);
    const check = await t.request({
      method: 'GET',
      url: '/api/v1/tls/domain-check?domain=preview.localhost',
    });
    expect(check.json().data).toEqual({ domain: 'preview.localhost', allowed: true, kind: 'site' });
  });
});

describe('the catalogue agencies start pages from', () => {
  it('lists the seeded demo templates', async () => {
    const seeded = await call('GET', '/page-templates?per_page=100', owner);
    expect(seeded.statusCode).toBe(200);
    const names = seeded
      .json()
      .data.map((r: { name: string; category: { name: string } }) => [r.name, r.category.name]);
    expect(names).toContainEqual(['Marketing agency', 'Landing pages']);
    expect(names).toContainEqual(['Software launch', 'Landing pages']);
  });

  it('shows only published templates of published categories, searchable, filterable and paged', async () => {
    const category = await newCategory(unique('Catalogue'), true);
    const shown = await newTemplate(category.id, { name: 'Catalogue yoga studio', description: 'Calm' });
    const second = await newTemplate(category.id, { name: 'Catalogue yoga retreat' });
    await newTemplate(category.id, { name: 'Catalogue yoga draft' });
    for (const id of [shown.id, second.id])
      await call('POST', `/admin-page-templates/${id}/publish`, admin, {});
    const hidden = await newCategory();
    const inHidden = await newTemplate(hidden.id, { name: 'Catalogue yoga hidden' });
    await call('POST', `/admin-page-templates/${inHidden.id}/publish`, admin, {});

    const list = dataOf<Array<{ name: string }>>(
      await call('GET', '/page-templates?search=catalogue%20yoga', agencyUser),
    );
    expect(list.map((r) => r.name)).toEqual(['Catalogue yoga retreat', 'Catalogue yoga studio']);
    expect(list[1]).toEqual({
      id: shown.id,
      name: 'Catalogue yoga studio',
      description: 'Calm',
      category: { id: category.id, name: category.name },
      published_at: expect.any(String),
    });
    const filtered = await call(
      'GET',
      `/page-templates?category_id=${category.id}&per_page=1&page=2`,
      websiteUser,
    );
    expect(filtered.json().meta).toEqual({ total: 2, page: 2, per_page: 1 });
    expect(filtered.json().data.map((r: { id: number }) => r.id)).toEqual([shown.id]);

    const categories = await call('GET', '/page-templates/categories', owner);
    expect(categories.statusCode).toBe(200);
    const listed = categories.json().data as Array<{ id: number; templates_count: number }>;
    expect(listed.find((c) => c.id === category.id)?.templates_count).toBe(2);
    expect(listed.some((c) => c.id === hidden.id)).toBe(false);

    for (const token of [admin, cardUser]) {
      expect((await call('GET', '/page-templates', token)).statusCode).toBe(403);
      expect((await call('GET', '/page-templates/categories', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/page-templates', null)).statusCode).toBe(401);
  });
});

describe('creating a page from a page template', () => {
  const createPage = (landingId: number, token: string, body: object) =>
    call('POST', `/landings/${landingId}/pages`, token, body);

  it('copies the published design (not the draft) under fresh ids', async () => {
    const template = await publishedTemplate('Template hero');
    await design(template.id, 'Unpublished tweak', 2);
    const response = await createPage(demoId, owner, { name: 'From template', template_id: template.id });
    expect(response.statusCode).toBe(201);
    const page = (await call('GET', `/pages/${response.json().data.id}`, owner)).json().data;
    const text = JSON.stringify(page.document);
    expect(text).toContain('<h1>Template hero</h1>');
    expect(text).not.toContain('Unpublished tweak');
    const [stored] = await t.database.db
      .select({ document: pages.document })
      .from(pages)
      .where(eq(pages.id, page.id));
    const templateRow = (await call('GET', `/admin-page-templates/${template.id}`, admin)).json()
      .data as Detail;
    expect((stored!.document as PageDocument).sections[0]!.id).not.toBe(
      (templateRow.document as PageDocument).sections[0]!.id,
    );

    // A second page from the same template gets ids of its own again.
    const second = await createPage(demoId, owner, { name: 'From template again', template_id: template.id });
    const secondPage = (await call('GET', `/pages/${second.json().data.id}`, owner)).json().data;
    expect(secondPage.document.sections[0].id).not.toBe(page.document.sections[0].id);
  });

  it('lets a website user make one on a site where it may edit designs, and no other', async () => {
    const template = await publishedTemplate('For the client');
    const allowed = await createPage(launchpadId, websiteUser, {
      name: 'Client page',
      template_id: template.id,
    });
    expect(allowed.statusCode).toBe(201);
    expect(
      (await createPage(demoId, websiteUser, { name: 'Not mine', template_id: template.id })).statusCode,
    ).toBe(404);
  });

  it('answers 422 on template_id for a template agencies cannot use', async () => {
    const category = await newCategory(unique('Closed'), true);
    const draft = await newTemplate(category.id);
    for (const templateId of [draft.id, 999999]) {
      const response = await createPage(demoId, owner, { name: 'Nope', template_id: templateId });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        template_id: ['This page template is not available. Choose another one.'],
      });
    }
    const both = await createPage(demoId, owner, {
      name: 'Both',
      template: 'software-landing',
      template_id: draft.id,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.template).toEqual(['Start from a sample or from a page template, not both.']);
    const badId = await createPage(demoId, owner, { name: 'Bad', template_id: 'one' });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().errors.template_id).toBeDefined();
  });
});

import { ADMIN_BLOCK_MESSAGES } from '@tessera/api-contract';
import { createElement, createRow, createSection, elementsOf, type PageDocument } from '@tessera/document';
import { elementRegistry, loadStoredDocument } from '@tessera/elements';
import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, PREVIEW_HOST, testCalls } from '../../../test/design-records.ts';
import { headlineDocument } from '../../../test/documents.ts';
import { otherAgencySite, type SiteFixtures, siteFixtures } from '../../../test/site-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { type adminBlocks, agencies, agencyBlocks, landings, users } from '../../db/schema/index.ts';
import { libraryBlocks } from './library.ts';
import { adminBlockRecords } from './service.ts';

let t: TestApp;
let f: SiteFixtures;
let admin: string;
let cardUser: string;
let demoAgencyId: number;
let platformAgencyId: number;

const { call, onHost, linkPage, listOf, expectSavedOnce, next, unique } = testCalls(() => t);

interface Detail {
  id: number;
  name: string;
  kind: 'section' | 'row';
  element_count: number;
  published: boolean;
  published_at: string | null;
  has_unpublished_changes: boolean;
  version: number;
  created_at: string;
  updated_at: string;
  document: PageDocument;
}

interface LibraryDetail {
  id: number;
  name: string;
  kind: 'section' | 'row';
  element_count: number;
  created_at: string;
  updated_at: string;
  content: PageDocument;
}

async function newBlock(kind: 'section' | 'row' = 'section', name = unique('Block')): Promise<Detail> {
  const response = await call('POST', '/admin-blocks', admin, { name, kind });
  expect(response.statusCode).toBe(201);
  return response.json().data as Detail;
}

async function read(id: number): Promise<Detail> {
  const response = await call('GET', `/admin-blocks/${id}`, admin);
  expect(response.statusCode).toBe(200);
  return response.json().data as Detail;
}

async function save(id: number, document: PageDocument, version: number) {
  return call('PUT', `/admin-blocks/${id}/design`, admin, {
    document,
    version,
    idempotency_key: `save-${next()}-aaaaaaaa`,
  });
}

const publish = (id: number, published = true) =>
  call('POST', `/admin-blocks/${id}/publish`, admin, { published });

/** A headline element with its text, and the texts entry it needs. */
function headline(text: string) {
  const element = createElement('h1', elementRegistry.h1.schema.parse({}));
  return { element, html: `<h1>${text}</h1>` };
}

/** One section whose first row holds a headline saying `first` and whose second row another saying `second`. */
function twoRowDocument(first: string, second: string): PageDocument {
  const section = createSection();
  const one = headline(first);
  const two = headline(second);
  const extra = createRow([50, 50]);
  section.rows[0]!.columns[0]!.children.push(one.element);
  extra.columns[1]!.children.push(two.element);
  section.rows.push(extra);
  return {
    schemaVersion: 1,
    theme: {} as PageDocument['theme'],
    sections: [section],
    popups: [],
    texts: { [section.id]: { [one.element.id]: one.html, [two.element.id]: two.html } },
  };
}

/** A published row block whose one row says `text`. */
async function publishedRowBlock(name: string, text: string): Promise<Detail> {
  const block = await newBlock('row', name);
  const document = twoRowDocument(text, 'x');
  document.sections[0]!.rows.pop();
  await save(block.id, document, 1);
  expect((await publish(block.id)).statusCode).toBe(200);
  return block;
}

/** A published section block whose design says `text`. */
async function publishedBlock(text: string, name = unique('Published')): Promise<Detail> {
  const block = await newBlock('section', name);
  expect((await save(block.id, headlineDocument(text), 1)).statusCode).toBe(200);
  expect((await publish(block.id)).statusCode).toBe(200);
  return read(block.id);
}

beforeAll(async () => {
  t = await createTestApp({ SITES_PORT: 3000 });
  f = await siteFixtures(t);
  [admin, cardUser] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.cardUser)]);
  const db = t.database.db;
  const [demo] = await db.select().from(landings).where(eq(landings.id, f.demoId));
  demoAgencyId = demo!.agencyId;
  // The platform agency (owner of template sites) is no agency to give blocks to.
  const [whitelabel] = await db.select({ id: agencies.whitelabelId }).from(agencies).limit(1);
  const [existing] = await db.select().from(agencies).where(eq(agencies.isPlatform, true));
  platformAgencyId =
    existing?.id ??
    (
      await db
        .insert(agencies)
        .values({ whitelabelId: whitelabel!.id, name: 'Platform', isPlatform: true })
        .returning()
    )[0]!.id;
});
afterAll(() => t.close());

describe('admin blocks', () => {
  it('starts a section block as one empty section, and a row block as one full-width row with one empty column', async () => {
    const section = await newBlock('section', 'Starter section');
    expect(section).toMatchObject({
      name: 'Starter section',
      kind: 'section',
      element_count: 0,
      published: false,
      published_at: null,
      has_unpublished_changes: false,
      version: 1,
    });
    expect(section.document.sections).toHaveLength(1);
    expect(section.document.sections[0]!.id).toMatch(/^section-/);
    expect(section.document.sections[0]!.rows).toEqual([]);
    expect(section.document.popups).toEqual([]);

    const row = await newBlock('row', 'Starter row');
    expect(row).toMatchObject({ kind: 'row', element_count: 0, version: 1 });
    const [only] = row.document.sections;
    expect(row.document.sections).toHaveLength(1);
    expect(only!.rows).toHaveLength(1);
    expect(only!.rows[0]!.id).toMatch(/^row-/);
    expect(only!.rows[0]!.columns).toHaveLength(1);
    expect(only!.rows[0]!.columns[0]).toMatchObject({ width: 100, children: [] });
    expect(only!.rows[0]!.columns[0]!.id).toMatch(/^column-/);

    // What is stored loads through the registry unchanged, and reads back the same.
    for (const block of [section, row]) {
      expect(loadStoredDocument(block.document)).toEqual(block.document);
      expect((await read(block.id)).document).toEqual(block.document);
    }
    // Every block gets ids of its own.
    expect((await newBlock('row')).document.sections[0]!.id).not.toBe(only!.id);
  });

  it('keeps a section or row saved from an admin design as its content, counted', async () => {
    const document = twoRowDocument('Saved first', 'Saved second');
    const asSection = await call('POST', '/admin-blocks', admin, {
      name: 'Saved section',
      kind: 'section',
      content: document,
    });
    expect(asSection.statusCode).toBe(201);
    expect(asSection.json().data).toMatchObject({ kind: 'section', element_count: 2, published: false });
    expect(JSON.stringify(asSection.json().data.document)).toContain('Saved second');

    // A row block keeps the section's first row only, and only that row's texts.
    const asRow = await call('POST', '/admin-blocks', admin, {
      name: 'Saved row',
      kind: 'row',
      content: document,
    });
    expect(asRow.statusCode).toBe(201);
    const row = asRow.json().data as Detail;
    expect(row).toMatchObject({ kind: 'row', element_count: 1 });
    expect(row.document.sections[0]!.rows).toHaveLength(1);
    expect(JSON.stringify(row.document)).toContain('Saved first');
    expect(JSON.stringify(row.document)).not.toContain('Saved second');

    const empty = await call('POST', '/admin-blocks', admin, {
      name: 'Nothing',
      kind: 'section',
      content: { ...document, sections: [] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty(['content.sections']);
  });

  it.each([
    ['no name', { kind: 'section' }, 'name'],
    ['an empty name', { name: '   ', kind: 'section' }, 'name'],
    ['a long name', { name: 'x'.repeat(121), kind: 'section' }, 'name'],
    ['no kind', { name: 'X' }, 'kind'],
    ['a bad kind', { name: 'X', kind: 'column' }, 'kind'],
  ])('answers 422 for %s', async (_case, payload, field) => {
    const response = await call('POST', '/admin-blocks', admin, payload);
    expect(response.statusCode).toBe(422);
    expect(typeof response.json().message).toBe('string');
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('lists with search, kind and published filters, sorting and pagination', async () => {
    const a = await newBlock('section', 'Zesty listed hero');
    const b = await newBlock('row', 'artisan listed row');
    const c = await newBlock('section', 'Bold listed footer');
    expect((await publish(b.id)).statusCode).toBe(200);

    const blockList = listOf<Detail>('/admin-blocks', admin);
    const list = blockList.page;
    const ids = async (query: string) => (await list(query)).data.map((row) => row.id);

    const byName = await list('search=listed&sort=name&order=asc');
    expect(byName.data.map((row) => row.id)).toEqual([b.id, c.id, a.id]);
    expect(byName.meta.total).toBe(3);
    expect(byName.data[0]).not.toHaveProperty('document');
    expect(await ids('search=listed&sort=name&order=desc')).toEqual([a.id, c.id, b.id]);
    expect(await ids('search=listed&sort=created_at&order=asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('search=listed&kind=section&sort=name&order=asc')).toEqual([c.id, a.id]);
    expect(await ids('search=listed&kind=row')).toEqual([b.id]);
    expect(await ids('search=listed&published=true')).toEqual([b.id]);
    expect(await ids('search=listed&published=false&sort=name&order=asc')).toEqual([c.id, a.id]);
    expect(await ids('search=LISTED%20HERO')).toEqual([a.id]);
    // Wildcards are searched for as text.
    expect(await ids('search=listed%25')).toEqual([]);
    // Newest edit first by default.
    await call('PUT', `/admin-blocks/${b.id}`, admin, { name: 'artisan listed row, renamed' });
    expect((await ids('search=listed'))[0]).toBe(b.id);
    await blockList.expectSecondPage('listed', 'name', a.id);

    await blockList.expectRefused('sort=colour&kind=column&published=maybe', ['kind', 'published', 'sort']);
  });

  it('renames; 422 for an empty name, 404 for an unknown block', async () => {
    const block = await newBlock();
    const renamed = await call('PUT', `/admin-blocks/${block.id}`, admin, { name: '  Renamed block ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      id: block.id,
      name: 'Renamed block',
      kind: 'section',
      version: 1,
    });
    expect((await read(block.id)).name).toBe('Renamed block');
    const empty = await call('PUT', `/admin-blocks/${block.id}`, admin, { name: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['The name field is required.']);
    expect((await call('PUT', '/admin-blocks/999999', admin, { name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/admin-blocks/999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/admin-blocks/abc', admin)).statusCode).toBe(422);
  });

  it('saves designs like pages: new version, 409 when stale, retries once, and counts the block’s elements', async () => {
    const block = await newBlock('section');
    const saved = await save(block.id, twoRowDocument('One', 'Two'), 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: block.id, version: 2, replayed: false });
    expect(await read(block.id)).toMatchObject({ version: 2, element_count: 2 });

    const stale = await save(block.id, headlineDocument('Someone else'), 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This block was changed elsewhere since you opened it. Reload it to get the latest version.',
    );

    const body = {
      document: headlineDocument('Retried'),
      version: 2,
      idempotency_key: 'retry-admin-block-1',
    };
    const receipt = await expectSavedOnce(`/admin-blocks/${block.id}/design`, admin, body, 3);
    expect(receipt).toMatchObject({ kind: 'admin-block', targetId: block.id, agencyId: null });
    const current = await read(block.id);
    expect(current).toMatchObject({ version: 3, element_count: 1 });
    expect(JSON.stringify(current.document)).toContain('<h1>Retried</h1>');

    // Only the block counts: a second section's elements are not part of it.
    const extra = headlineDocument('Other section');
    const withTwoSections = { ...headlineDocument('Main'), sections: [] as PageDocument['sections'] };
    const main = headlineDocument('Main');
    withTwoSections.sections = [...main.sections, ...extra.sections];
    withTwoSections.texts = { ...main.texts, ...extra.texts };
    expect((await save(block.id, withTwoSections, 3)).statusCode).toBe(200);
    expect((await read(block.id)).element_count).toBe(1);

    // A row block counts its first row only.
    const row = await newBlock('row');
    expect((await save(row.id, twoRowDocument('First row', 'Second row'), 1)).statusCode).toBe(200);
    expect((await read(row.id)).element_count).toBe(1);

    const broken = await call('PUT', `/admin-blocks/${block.id}/design`, admin, {
      document: { schemaVersion: 1 },
      version: 4,
    });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(broken.json().errors).some((key) => key.startsWith('document'))).toBe(true);
    expect((await save(999999, headlineDocument('x'), 1)).statusCode).toBe(404);
  });

  it('refuses to publish a draft that is not one section, or one row for a row block', async () => {
    const refusal = async (id: number) => {
      const response = await publish(id);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['document']);
      return response.json().errors.document[0] as string;
    };
    const empty = await newBlock('section');
    await save(empty.id, { ...headlineDocument('x'), sections: [], texts: {} }, 1);
    expect(await refusal(empty.id)).toBe(ADMIN_BLOCK_MESSAGES.noSection);

    const two = await newBlock('section');
    const a = headlineDocument('A');
    const b = headlineDocument('B');
    await save(
      two.id,
      { ...a, sections: [...a.sections, ...b.sections], texts: { ...a.texts, ...b.texts } },
      1,
    );
    expect(await refusal(two.id)).toBe(ADMIN_BLOCK_MESSAGES.oneSection(2));
    expect(ADMIN_BLOCK_MESSAGES.oneSection(2)).toContain('this design has 2');

    const rowless = await newBlock('row');
    const bare = createSection({ rows: [] });
    await save(rowless.id, { ...headlineDocument('x'), sections: [bare], texts: {} }, 1);
    expect(await refusal(rowless.id)).toBe(ADMIN_BLOCK_MESSAGES.noRow);

    const twoRows = await newBlock('row');
    await save(twoRows.id, twoRowDocument('One', 'Two'), 1);
    expect(await refusal(twoRows.id)).toBe(ADMIN_BLOCK_MESSAGES.oneRow(2));

    // A section block may have any number of rows, even none.
    const sectionBlock = await newBlock('section');
    expect((await publish(sectionBlock.id)).statusCode).toBe(200);
    const manyRows = await newBlock('section');
    await save(manyRows.id, twoRowDocument('One', 'Two'), 1);
    expect((await publish(manyRows.id)).statusCode).toBe(200);

    for (const block of [empty, two, rowless, twoRows]) expect((await read(block.id)).published).toBe(false);
    expect((await call('POST', '/admin-blocks/999999/publish', admin, {})).statusCode).toBe(404);
    const badState = await call('POST', `/admin-blocks/${empty.id}/publish`, admin, { published: 'yes' });
    expect(badState.statusCode).toBe(422);
    expect(Object.keys(badState.json().errors)).toEqual(['published']);
  });

  it('publishes a copy of the draft: later saves reach the library only when published again', async () => {
    const block = await newBlock('section', unique('Library hero'));
    await save(block.id, twoRowDocument('Published words', 'More words'), 1);
    const published = await call('POST', `/admin-blocks/${block.id}/publish`, admin);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({
      success: true,
      message: 'The block is published: every agency’s editor offers it in the block library.',
    });
    let current = await read(block.id);
    expect(current).toMatchObject({ published: true, has_unpublished_changes: false, element_count: 2 });
    expect(current.published_at).not.toBeNull();

    const fromLibrary = async () => {
      const response = await call('GET', `/admin-blocks-2/${block.id}`, f.websiteUser);
      expect(response.statusCode).toBe(200);
      return response.json().data as LibraryDetail;
    };
    let shown = await fromLibrary();
    expect(shown).toMatchObject({ id: block.id, name: block.name, kind: 'section', element_count: 2 });
    expect(shown.updated_at).toBe(current.published_at);
    expect(JSON.stringify(shown.content)).toContain('Published words');
    expect(shown.content.sections).toHaveLength(1);

    await save(block.id, headlineDocument('Work in progress'), 2);
    current = await read(block.id);
    expect(current).toMatchObject({
      published: true,
      has_unpublished_changes: true,
      version: 3,
      element_count: 1,
    });
    shown = await fromLibrary();
    expect(JSON.stringify(shown.content)).toContain('Published words');
    expect(JSON.stringify(shown.content)).not.toContain('Work in progress');
    expect(shown.element_count).toBe(2);
    const listed = await call('GET', `/admin-blocks-2?search=${encodeURIComponent(block.name)}`, f.owner);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: block.id, element_count: 2, updated_at: current.published_at }),
    ]);

    expect((await publish(block.id)).statusCode).toBe(200);
    expect(await read(block.id)).toMatchObject({ has_unpublished_changes: false });
    shown = await fromLibrary();
    expect(JSON.stringify(shown.content)).toContain('Work in progress');
    expect(shown.element_count).toBe(1);
  });

  it('answers 409 and publishes nothing when the draft is saved between the check and the copy', async () => {
    const block = await newBlock('section');
    expect((await save(block.id, headlineDocument('Checked draft'), 1)).statusCode).toBe(200);
    const db = t.database.db;
    // The publish's own write runs right after another save landed a draft it never checked.
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'update') return Reflect.get(target, property, receiver);
        return (table: typeof adminBlocks) => ({
          set: (values: Parameters<ReturnType<typeof db.update<typeof adminBlocks>>['set']>[0]) => ({
            where: (condition: SQL | undefined) => ({
              returning: async () => {
                const twoSections = headlineDocument('Unchecked');
                twoSections.sections.push(createSection());
                expect((await save(block.id, twoSections, 2)).statusCode).toBe(200);
                return target.update(table).set(values).where(condition).returning();
              },
            }),
          }),
        });
      },
    }) as Database;
    await expect(adminBlockRecords.publish(racing, block.id, true)).rejects.toMatchObject({
      statusCode: 409,
      message:
        'The block was saved again while it was being published. Publish it again to publish the latest version.',
    });
    expect(await read(block.id)).toMatchObject({ published: false, version: 3, published_at: null });
    expect((await call('GET', `/admin-blocks-2/${block.id}`, f.owner)).statusCode).toBe(404);
    // Published again, the newer draft is checked (and refused: it has two sections).
    expect((await publish(block.id)).json().errors.document).toEqual([ADMIN_BLOCK_MESSAGES.oneSection(2)]);
  });

  it('unpublishes (whatever the draft holds): the library no longer lists or gives it', async () => {
    const block = await publishedBlock('Soon hidden', unique('Hidden hero'));
    // A draft that could not be published does not stop an unpublish.
    await save(block.id, { ...headlineDocument('x'), sections: [], texts: {} }, block.version);
    const search = `/admin-blocks-2?search=${encodeURIComponent(block.name)}`;
    expect((await call('GET', search, f.agencyUser)).json().data).toHaveLength(1);

    const off = await publish(block.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('The block is no longer published.');
    expect(await read(block.id)).toMatchObject({
      published: false,
      has_unpublished_changes: false,
      published_at: null,
    });
    const list = await call('GET', search, f.agencyUser);
    expect(list.json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 10 } });
    const gone = await call('GET', `/admin-blocks-2/${block.id}`, f.agencyUser);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(ADMIN_BLOCK_MESSAGES.notFound);
    expect((await libraryBlocks(t.database.db)).some((row) => row.id === block.id)).toBe(false);
    expect((await call('POST', '/admin-blocks/999999/publish', admin, { published: false })).statusCode).toBe(
      404,
    );
  });

  it('clones as an unpublished "(copy)" with the same design under fresh ids', async () => {
    const block = await publishedBlock('Clone me');
    const response = await call('POST', `/admin-blocks/${block.id}/clone`, admin);
    expect(response.statusCode).toBe(201);
    const copy = response.json().data as Detail;
    expect(copy).toMatchObject({
      name: `${block.name} (copy)`,
      kind: 'section',
      published: false,
      published_at: null,
      version: 1,
      element_count: 1,
    });
    expect(copy.id).not.toBe(block.id);
    expect(JSON.stringify(copy.document)).toContain('<h1>Clone me</h1>');
    expect(copy.document.sections[0]!.id).not.toBe(block.document.sections[0]!.id);
    expect(elementsOf(copy.document)[0]!.id).not.toBe(elementsOf(block.document)[0]!.id);

    const long = await newBlock('row', 'x'.repeat(120));
    const longCopy = await call('POST', `/admin-blocks/${long.id}/clone`, admin);
    expect(longCopy.json().data.name).toHaveLength(120);
    expect(longCopy.json().data.kind).toBe('row');
    expect((await call('POST', '/admin-blocks/999999/clone', admin)).statusCode).toBe(404);
  });

  it('deletes a block', async () => {
    const block = await newBlock();
    const deleted = await call('DELETE', `/admin-blocks/${block.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: `The block ${block.name} is deleted.` });
    expect((await call('GET', `/admin-blocks/${block.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin-blocks/${block.id}`, admin)).statusCode).toBe(404);
  });

  it('gives the editor the platform’s editor data on the preview host, with the block library', async () => {
    const block = await newBlock();
    const shared = await publishedBlock('In the library');
    const response = await call('GET', `/admin-blocks/${block.id}/editor-data`, admin);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      landing: {
        id: 0,
        title: block.name,
        url: 'http://preview.localhost:3000',
        asset_base: 'http://preview.localhost:3000/_assets',
      },
      pages: [],
      blocks: [],
    });
    expect(data.library_blocks.map((row: { id: number }) => row.id)).toContain(shared.id);
    expect((await call('GET', '/admin-blocks/999999/editor-data', admin)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const block = await publishedBlock('Admins only');
    const id = block.id;
    for (const token of [f.owner, f.agencyUser, f.websiteUser, cardUser]) {
      const statuses = await Promise.all([
        call('GET', '/admin-blocks', token),
        call('POST', '/admin-blocks', token, { name: 'Mine', kind: 'section' }),
        call('GET', `/admin-blocks/${id}`, token),
        call('PUT', `/admin-blocks/${id}`, token, { name: 'Mine' }),
        call('PUT', `/admin-blocks/${id}/design`, token, { document: headlineDocument('x'), version: 1 }),
        call('POST', `/admin-blocks/${id}/publish`, token, {}),
        call('POST', `/admin-blocks/${id}/clone`, token),
        call('DELETE', `/admin-blocks/${id}`, token),
        call('GET', `/admin-blocks/${id}/editor-data`, token),
        call('POST', '/block-form/distribute', token, { block_id: id, agency_ids: [demoAgencyId] }),
      ]).then((answers) => answers.map((answer) => answer.statusCode));
      expect(statuses).toEqual(Array(10).fill(403));
    }
    // Card users design nothing: no library, no previews.
    expect((await call('GET', '/admin-blocks-2', cardUser)).statusCode).toBe(403);
    expect((await call('GET', `/admin-blocks-2/${id}`, cardUser)).statusCode).toBe(403);
    expect((await call('POST', `/admin-blocks/${id}/preview-link`, cardUser)).statusCode).toBe(403);
    expect((await call('GET', '/admin-blocks', null)).statusCode).toBe(401);
    expect((await call('GET', '/admin-blocks-2', null)).statusCode).toBe(401);
    expect(await read(id)).toMatchObject({ version: block.version, name: block.name });
    expect(
      (await t.database.db.select().from(agencyBlocks).where(eq(agencyBlocks.name, block.name))).length,
    ).toBe(0);
  });
});

describe('the block library (/admin-blocks-2)', () => {
  it('lists published blocks only, searched, filtered by kind, sorted by publication and paged', async () => {
    const first = await publishedBlock('First', 'Shelf alpha');
    const row = await newBlock('row', 'Shelf beta');
    expect((await publish(row.id)).statusCode).toBe(200);
    const draft = await newBlock('section', 'Shelf gamma');
    const last = await publishedBlock('Last', 'Shelf delta');

    const ids = async (query: string, token = f.owner) => {
      const response = await call('GET', `/admin-blocks-2?search=shelf&${query}`, token);
      expect(response.statusCode).toBe(200);
      return (response.json().data as Array<{ id: number }>).map((item) => item.id);
    };
    expect(await ids('')).toEqual([last.id, row.id, first.id]);
    expect(await ids('', admin)).toEqual([last.id, row.id, first.id]);
    expect(await ids('', f.websiteUser)).not.toContain(draft.id);
    expect(await ids('sort=name&order=asc')).toEqual([first.id, row.id, last.id]);
    expect(await ids('sort=created_at&order=asc')).toEqual([first.id, row.id, last.id]);
    expect(await ids('kind=row')).toEqual([row.id]);
    expect(await ids('kind=section&sort=name&order=desc')).toEqual([last.id, first.id]);

    // Sorting on updated_at follows publication, not draft edits.
    await save(first.id, headlineDocument('Edited, not published'), first.version);
    expect((await ids(''))[0]).toBe(last.id);
    expect((await publish(first.id)).statusCode).toBe(200);
    expect(await ids('sort=updated_at&order=desc')).toEqual([first.id, last.id, row.id]);

    const paged = await call(
      'GET',
      '/admin-blocks-2?search=shelf&per_page=2&page=2&sort=name&order=asc',
      f.owner,
    );
    expect(paged.json().meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(paged.json().data).toEqual([
      {
        id: last.id,
        name: 'Shelf delta',
        kind: 'section',
        element_count: 1,
        created_at: last.created_at,
        updated_at: (await read(last.id)).published_at,
      },
    ]);
    expect((await call('GET', '/admin-blocks-2?sort=nope', f.owner)).statusCode).toBe(422);
  });

  it('gives a published row block as its one row, and 404 for drafts and unknown ids', async () => {
    const row = await publishedRowBlock(unique('Row in library'), 'Only row');
    const response = await call('GET', `/admin-blocks-2/${row.id}`, f.agencyUser);
    expect(response.statusCode).toBe(200);
    const shown = response.json().data as LibraryDetail;
    expect(shown).toMatchObject({ kind: 'row', element_count: 1 });
    expect(shown.content.sections).toHaveLength(1);
    expect(shown.content.sections[0]!.rows).toHaveLength(1);
    expect(JSON.stringify(shown.content.texts)).toContain('Only row');

    const draft = await newBlock();
    for (const id of [draft.id, 999999]) {
      const missing = await call('GET', `/admin-blocks-2/${id}`, f.owner);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(ADMIN_BLOCK_MESSAGES.notFound);
    }
  });

  it('libraryBlocks(): every published block, newest publication first, as the palette lists it', async () => {
    const older = await publishedBlock('Older');
    const newer = await publishedBlock('Newer');
    const draft = await newBlock();
    // A later draft edit changes neither the order nor the count the palette shows.
    await save(older.id, twoRowDocument('Unpublished', 'edit'), older.version);

    const listed = await libraryBlocks(t.database.db);
    const ids = listed.map((row) => row.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(newer.id)).toBe(0);
    expect(listed.find((row) => row.id === older.id)).toEqual({
      id: older.id,
      name: older.name,
      kind: 'section',
      element_count: 1,
      created_at: older.created_at,
      updated_at: older.published_at,
    });
    const published = listed.map((row) => Date.parse(row.updated_at));
    expect(published).toEqual([...published].sort((a, b) => b - a));
  });
});

describe('block previews on the preview host', () => {
  const previewLink = (id: number, token: string) => call('POST', `/admin-blocks/${id}/preview-link`, token);

  it('shows an admin the draft, also of an unpublished block', async () => {
    const block = await newBlock('section', unique('Previewed'));
    await save(block.id, headlineDocument('Draft block words'), 1);
    const { link, page } = await linkPage(await previewLink(block.id, admin));
    expect(link.host).toBe(PREVIEW_HOST);
    expect(page.body).toContain('Draft block words');
    expect(page.body).toContain(`<title>${block.name}</title>`);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');

    // A new block's empty section previews too.
    const empty = await newBlock('row');
    const emptyLink = linkOf(await previewLink(empty.id, admin));
    expect((await onHost(emptyLink.host, emptyLink.pathname)).statusCode).toBe(200);
    expect((await previewLink(999999, admin)).statusCode).toBe(404);
  });

  it('shows designers only a published block, as published, until it is unpublished', async () => {
    const block = await publishedBlock('Published block words');
    await save(block.id, headlineDocument('Admin work in progress'), block.version);
    for (const token of [f.owner, f.agencyUser, f.websiteUser, f.otherOwner]) {
      const { page } = await linkPage(await previewLink(block.id, token));
      expect(page.body).toContain('Published block words');
      expect(page.body).not.toContain('Admin work in progress');
    }
    const adminLink = linkOf(await previewLink(block.id, admin));
    expect((await onHost(adminLink.host, adminLink.pathname)).body).toContain('Admin work in progress');

    const agencyLink = linkOf(await previewLink(block.id, f.owner));
    await publish(block.id, false);
    expect((await onHost(agencyLink.host, agencyLink.pathname)).statusCode).toBe(404);
    expect((await onHost(adminLink.host, adminLink.pathname)).statusCode).toBe(200);
    expect((await previewLink(block.id, f.owner)).statusCode).toBe(404);
    const draft = await newBlock();
    expect((await previewLink(draft.id, f.agencyUser)).statusCode).toBe(404);
    expect((await previewLink(999999, f.owner)).statusCode).toBe(404);
  });
});

describe('distributing a block to agencies', () => {
  const distribute = (body: object) => call('POST', '/block-form/distribute', admin, body);
  const agencyBlockList = async (token: string, name: string) => {
    const response = await call('GET', `/agency-blocks?search=${encodeURIComponent(name)}`, token);
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<{ id: number; name: string; kind: string; element_count: number }>;
  };

  it('copies the published block into each chosen agency’s saved blocks, with fresh ids per copy', async () => {
    const block = await publishedRowBlock(unique('Shared row'), 'Given row');
    // The draft moves on without being published: agencies get the published copy.
    await save(block.id, headlineDocument('Unpublished draft'), 2);
    const { agency: bystander } = await otherAgencySite(t, `bystander${process.pid}`);

    const response = await distribute({
      block_id: block.id,
      agency_ids: [demoAgencyId, f.otherAgencyId, demoAgencyId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `“${block.name}” is copied to 2 agencies’ saved blocks.`,
    });

    const mine = await agencyBlockList(f.owner, block.name);
    const theirs = await agencyBlockList(f.otherOwner, block.name);
    expect(mine).toEqual([expect.objectContaining({ name: block.name, kind: 'row', element_count: 1 })]);
    expect(theirs).toEqual([expect.objectContaining({ name: block.name, kind: 'row', element_count: 1 })]);
    const bystanders = await t.database.db
      .select()
      .from(agencyBlocks)
      .where(eq(agencyBlocks.agencyId, bystander.id));
    expect(bystanders).toEqual([]);

    const copy = async (token: string, id: number) =>
      (await call('GET', `/agency-blocks/${id}`, token)).json().data.content as PageDocument;
    const mineContent = await copy(f.owner, mine[0]!.id);
    const theirContent = await copy(f.otherOwner, theirs[0]!.id);
    expect(JSON.stringify(mineContent)).toContain('Given row');
    expect(JSON.stringify(mineContent)).not.toContain('Unpublished draft');
    expect(mineContent.sections).toHaveLength(1);
    expect(mineContent.sections[0]!.rows).toHaveLength(1);
    const published = (await call('GET', `/admin-blocks-2/${block.id}`, f.owner)).json().data
      .content as PageDocument;
    const ids = [published, mineContent, theirContent].map((doc) => [
      doc.sections[0]!.id,
      doc.sections[0]!.rows[0]!.id,
      elementsOf(doc)[0]!.id,
    ]);
    expect(new Set(ids.flat()).size).toBe(9);
    const stored = await t.database.db.select().from(agencyBlocks).where(eq(agencyBlocks.name, block.name));
    const [adminUser] = await t.database.db.select().from(users).where(eq(users.email, DEMO.admin));
    expect(stored.map((row) => [row.agencyId, row.createdBy]).sort()).toEqual(
      [
        [demoAgencyId, adminUser!.id],
        [f.otherAgencyId, adminUser!.id],
      ].sort(),
    );

    // The copies are the agencies' own: deleting the admin block leaves them.
    expect((await call('DELETE', `/admin-blocks/${block.id}`, admin)).statusCode).toBe(200);
    expect(await agencyBlockList(f.owner, block.name)).toHaveLength(1);
    // And the agency owner manages its copy like any block it saved.
    expect((await call('DELETE', `/agency-blocks/${mine[0]!.id}`, f.owner)).statusCode).toBe(200);
  });

  it('names one agency in the singular', async () => {
    const block = await publishedBlock('Single', unique('Single hero'));
    const response = await distribute({ block_id: block.id, agency_ids: [f.otherAgencyId] });
    expect(response.json().message).toBe(`“${block.name}” is copied to 1 agency’s saved blocks.`);
    expect(await agencyBlockList(f.otherOwner, block.name)).toHaveLength(1);
    expect(await agencyBlockList(f.owner, block.name)).toHaveLength(0);
  });

  it('refuses unknown agencies and unpublished blocks with 422, unknown blocks with 404, copying nothing', async () => {
    const block = await publishedBlock('Refused', unique('Refused hero'));
    const unknown = await distribute({
      block_id: block.id,
      agency_ids: [demoAgencyId, 999998, platformAgencyId],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      agency_ids: [ADMIN_BLOCK_MESSAGES.unknownAgencies([999998, platformAgencyId])],
    });
    expect(await agencyBlockList(f.owner, block.name)).toHaveLength(0);

    const draft = await newBlock('section', unique('Draft hero'));
    const unpublished = await distribute({ block_id: draft.id, agency_ids: [demoAgencyId] });
    expect(unpublished.statusCode).toBe(422);
    expect(unpublished.json().errors).toEqual({ block_id: [ADMIN_BLOCK_MESSAGES.notPublished] });
    await publish(block.id, false);
    const withdrawn = await distribute({ block_id: block.id, agency_ids: [demoAgencyId] });
    expect(withdrawn.json().errors).toEqual({ block_id: [ADMIN_BLOCK_MESSAGES.notPublished] });

    const missing = await distribute({ block_id: 999999, agency_ids: [demoAgencyId] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_BLOCK_MESSAGES.notFound);

    for (const [body, field] of [
      [{ agency_ids: [demoAgencyId] }, 'block_id'],
      [{ block_id: block.id, agency_ids: [] }, 'agency_ids'],
      [{ block_id: block.id }, 'agency_ids'],
      [{ block_id: 'one', agency_ids: [demoAgencyId] }, 'block_id'],
    ] as const) {
      const response = await distribute(body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect(await agencyBlockList(f.owner, block.name)).toHaveLength(0);
  });
});

import {
  type ColumnNode,
  CURRENT_SCHEMA_VERSION,
  DocumentBuilder,
  type ElementNode,
  FORM_MIN_FILL_MS,
  type PageDocument,
  type RowNode,
  type SectionNode,
  type StoredDocument,
} from '@tessera/document';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBlocks,
  adminPageTemplates,
  agencyBlocks,
  blogPosts,
  courses,
  formSubmissions,
  orderPages,
  pages,
} from '../src/db/schema/index.ts';
import { DEMO_HOST, publishFormPage, type SiteDataWorld, siteDataApp } from './site-data.ts';
import { DEMO, type TestApp } from './test-app.ts';

/**
 * Every reader of a stored document loads it through `loadStoredDocument`: a document stored by
 * the version-0 editor comes out of each path exactly as the current version of it does.
 */

let t: TestApp;
let w: SiteDataWorld;
let admin: string;
beforeAll(async () => {
  ({ t, w } = await siteDataApp());
  admin = await t.login(DEMO.admin);
});
afterAll(() => t.close());

/** Two sections, two columns, formatted text, a button and a nested row (after the elements, as version 0 kept them). */
function sampleDocument(): PageDocument {
  const b = new DocumentBuilder(41);
  const nested = b.row([b.col(100, [b.el('paragraph', {}, '<p>Inside a nested row</p>')])]);
  return b.build({
    sections: [
      b.section({ name: 'Welcome' }, [
        b.row([
          b.col(50, [b.el('headline', { FontSize: 32 }, '<p>Welcome back</p>'), nested]),
          b.col(50, [b.el('button', { kind: 'modern', Text: 'Join us' })]),
        ]),
      ]),
      b.section({ name: 'More' }, [b.stack([b.el('h2', {}, '<h2>Second section</h2>')])]),
    ],
    theme: { FontFamily: 'Lato' },
  });
}

/** `doc` as the version-0 editor stored it: no node types, 12-grid column sizes, elements and rows apart, texts in options. */
function legacyOf(doc: PageDocument): StoredDocument {
  const element = (node: ElementNode, sectionId: string) => {
    const html = doc.texts[sectionId]?.[node.id];
    const { type: _type, ...rest } = node;
    return { ...rest, options: html === undefined ? node.options : { ...node.options, html } };
  };
  const column = (node: ColumnNode, sectionId: string): object => ({
    id: node.id,
    options: node.options,
    size: (node.width * 12) / 100,
    elements: node.children
      .filter((child): child is ElementNode => child.type === 'element')
      .map((child) => element(child, sectionId)),
    rows: node.children
      .filter((child): child is RowNode => child.type === 'row')
      .map((child) => row(child, sectionId)),
  });
  const row = (node: RowNode, sectionId: string): object => ({
    id: node.id,
    options: node.options,
    columns: node.columns.map((c) => column(c, sectionId)),
  });
  const section = (node: SectionNode): object => {
    const { type: _type, rows, ...rest } = node;
    return { ...rest, rows: rows.map((r) => row(r, node.id)) };
  };
  const { FontFamily, ...theme } = doc.theme;
  return {
    theme: { ...theme, font: FontFamily },
    sections: doc.sections.map(section),
    popups: doc.popups.map(({ type: _type, sections, ...rest }) => ({
      ...rest,
      sections: sections.map(section),
    })),
  };
}

interface StoredPath {
  /** Makes a record and returns its id. */
  create(): Promise<number>;
  /** Writes the record's stored document as it is, past every loader. */
  store(id: number, document: StoredDocument): Promise<unknown>;
  /** The document a caller gets back. */
  read(id: number): Promise<unknown>;
}

async function created(response: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return (answer.json() as { data: { id: number } }).data.id;
}

async function dataOf(response: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: Record<string, unknown> }).data;
}

let serial = 0;
const unique = (name: string) => `${name} ${process.pid}-${++serial}`;

const PATHS: Record<string, StoredPath> = {
  'a page draft (pages)': {
    create: () => created(t.api('POST', `/landings/${w.demo.id}/pages`, w.owner, { name: unique('Aged') })),
    store: (id, document) => t.database.db.update(pages).set({ document }).where(eq(pages.id, id)),
    read: async (id) => (await dataOf(t.api('GET', `/pages/${id}`, w.owner))).document,
  },
  'a blog post draft (blogs)': {
    create: () => created(t.api('POST', `/landings/${w.demo.id}/blogs`, w.owner, { title: unique('Aged') })),
    store: (id, document) => t.database.db.update(blogPosts).set({ document }).where(eq(blogPosts.id, id)),
    read: async (id) => (await dataOf(t.api('GET', `/landings/${w.demo.id}/blogs/${id}`, w.owner))).document,
  },
  'an agency block (blocks)': {
    create: () =>
      created(
        t.api('POST', '/agency-blocks', w.owner, {
          name: unique('Aged'),
          kind: 'section',
          content: sampleDocument(),
        }),
      ),
    store: (id, content) =>
      t.database.db.update(agencyBlocks).set({ content }).where(eq(agencyBlocks.id, id)),
    read: async (id) => (await dataOf(t.api('GET', `/agency-blocks/${id}`, w.owner))).content,
  },
  'an admin block (admin-blocks)': {
    create: () => created(t.api('POST', '/admin-blocks', admin, { name: unique('Aged'), kind: 'section' })),
    store: (id, document) =>
      t.database.db.update(adminBlocks).set({ document }).where(eq(adminBlocks.id, id)),
    read: async (id) => (await dataOf(t.api('GET', `/admin-blocks/${id}`, admin))).document,
  },
  'a page template (page-templates)': {
    create: async () => {
      const category = await created(
        t.api('POST', '/admin-page-templates/categories', admin, { name: unique('Aged') }),
      );
      return created(
        t.api('POST', '/admin-page-templates', admin, { name: unique('Aged'), category_id: category }),
      );
    },
    store: (id, document) =>
      t.database.db.update(adminPageTemplates).set({ document }).where(eq(adminPageTemplates.id, id)),
    read: async (id) => (await dataOf(t.api('GET', `/admin-page-templates/${id}`, admin))).document,
  },
  'a course (courses)': {
    create: () => created(t.api('POST', '/admin-courses', admin, { title: unique('Aged') })),
    store: (id, document) => t.database.db.update(courses).set({ document }).where(eq(courses.id, id)),
    read: async (id) => (await dataOf(t.api('GET', `/admin-courses/${id}`, admin))).document,
  },
  'an order page (order-pages)': {
    create: () => created(t.api('POST', '/subscriptions/order-pages', admin, { name: unique('Aged') })),
    store: (id, document) => t.database.db.update(orderPages).set({ document }).where(eq(orderPages.id, id)),
    read: async (id) => (await dataOf(t.api('GET', `/subscriptions/order-pages/${id}`, admin))).document,
  },
};

describe('a document stored at version 0', () => {
  it.each(Object.entries(PATHS))('reads back migrated from %s', async (_name, path) => {
    const id = await path.create();
    await path.store(id, sampleDocument());
    const current = (await path.read(id)) as PageDocument;
    expect(current.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(JSON.stringify(current.texts)).toContain('Welcome back');

    await path.store(id, legacyOf(sampleDocument()));
    expect(await path.read(id)).toEqual(current);
  });

  it('is published and served migrated (pages, publishing)', async () => {
    const pageId = await PATHS['a page draft (pages)']!.create();
    await PATHS['a page draft (pages)']!.store(pageId, legacyOf(sampleDocument()));
    const published = await t.api('POST', `/pages/${pageId}/publish`, w.owner);
    expect(published.statusCode, published.body).toBe(200);
    const [row] = await t.database.db
      .select({ uniqueName: pages.uniqueName, document: pages.publishedDocument })
      .from(pages)
      .where(eq(pages.id, pageId));
    expect((row!.document as PageDocument).schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    const html = (
      await t.request({ method: 'GET', url: `/${row!.uniqueName}`, headers: { host: DEMO_HOST } })
    ).body;
    expect(html).toContain('Welcome back');
    expect(html).toContain('Inside a nested row');
  });

  it('is copied migrated with its site (landings, site copy)', async () => {
    const pageId = await PATHS['a page draft (pages)']!.create();
    await PATHS['a page draft (pages)']!.store(pageId, legacyOf(sampleDocument()));
    const copy = await t.api('POST', `/landings/${w.demo.id}/clone`, w.owner, {
      title: unique('Aged copy'),
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const [source] = await t.database.db
      .select({ name: pages.uniqueName })
      .from(pages)
      .where(eq(pages.id, pageId));
    const [row] = await t.database.db
      .select({ document: pages.document })
      .from(pages)
      .where(and(eq(pages.landingId, copy.json().data.id), eq(pages.uniqueName, source!.name)));
    const stored = row!.document as PageDocument;
    expect(stored.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(stored.sections[0]!.rows[0]!.columns[0]!.children.map((child) => child.type)).toEqual([
      'element',
      'row',
    ]);
    expect(JSON.stringify(stored.texts)).toContain('Inside a nested row');
  });

  it('takes form posts and labels the contact from its form element (sites/forms, contacts)', async () => {
    const target = await publishFormPage(t, w.demo);
    const [row] = await t.database.db
      .select({ document: pages.publishedDocument })
      .from(pages)
      .where(eq(pages.id, target.pageId));
    await t.database.db
      .update(pages)
      .set({ publishedDocument: legacyOf(row!.document as PageDocument) })
      .where(eq(pages.id, target.pageId));

    const posted = await t.request({
      method: 'POST',
      url: `/_forms/${target.pageId}/${target.elementId}`,
      headers: { host: DEMO_HOST },
      payload: {
        fields: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '', plan: 'Pro' },
        meta: { hp: '', elapsed_ms: FORM_MIN_FILL_MS + 5000 },
      },
      remoteAddress: '198.51.100.250',
    });
    expect(posted.statusCode, posted.body).toBe(200);

    const [contact] = await t.database.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.pageId, target.pageId));
    const detail = await dataOf(t.api('GET', `/landings/${w.demo.id}/contacts/${contact!.id}`, w.owner));
    expect(detail.entries).toEqual(
      expect.arrayContaining([
        { name: 'fullName', label: 'Full Name', value: 'Ada Lovelace' },
        { name: 'plan', label: 'Plan', value: 'Pro' },
      ]),
    );
  });
});

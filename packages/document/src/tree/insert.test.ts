import { describe, expect, it } from 'vitest';
import { findNode, getText, nodeAtPath } from '../doc-index.ts';
import { seededIds } from '../ids.ts';
import { expectOk, invariantProblems, nodeOf, testDocument } from '../testing.ts';
import { createElement, createRow, createSection } from './create.ts';
import { insertColumn, insertElement, insertNode, insertPopup, insertRow, insertSection } from './insert.ts';

const ids = () => seededIds(77);

describe('insertElement', () => {
  it('puts a new element at the given position with its text under the section', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(
      insertElement(
        doc,
        { parentId: n.c1, index: 1 },
        'paragraph',
        { FontSize: { desktop: 16 } },
        { html: '<p>Hi</p>', ids: ids() },
      ),
    );
    const column = nodeOf(next, n.c1, 'column');
    expect(column.children.map((c) => c.id)).toEqual([n.e1, id, n.e2]);
    expect(getText(next, id)).toBe('<p>Hi</p>');
    expect(next.texts[n.s1]?.[id]).toBe('<p>Hi</p>');
    expect(invariantProblems(next)).toEqual([]);
  });

  it('copies only the path to the changed column', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(insertElement(doc, { parentId: n.c1 }, 'icon', {}, { ids: ids() }));
    expect(next).not.toBe(doc);
    expect(next.sections[0]).not.toBe(doc.sections[0]);
    expect(next.sections[1]).toBe(doc.sections[1]);
    expect(next.popups).toBe(doc.popups);
    expect(next.sections[0]?.rows[1]).toBe(doc.sections[0]?.rows[1]);
    expect(next.sections[0]?.rows[0]?.columns[1]).toBe(doc.sections[0]?.rows[0]?.columns[1]);
    expect(next.texts).toBe(doc.texts);
  });

  it('inserts inside a nested row and files the text under the outer section', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(
      insertElement(doc, { parentId: n.nc2, index: 0 }, 'h3', {}, { html: '<h3>x</h3>', ids: ids() }),
    );
    const nc2 = nodeOf(next, n.nc2, 'column');
    expect(nc2.children[0]?.id).toBe(id);
    expect(next.texts[n.s1]?.[id]).toBe('<h3>x</h3>');
    const untouched = findNode(next, n.nc1)?.node;
    expect(untouched).toBe(findNode(doc, n.nc1)?.node);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('appends when no index is given', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(insertElement(doc, { parentId: n.c3 }, 'video', {}, { ids: ids() }));
    const c3 = nodeOf(next, n.c3, 'column');
    expect(c3.children.at(-1)?.id).toBe(id);
  });

  it('refuses bad targets with typed errors', () => {
    const { doc, ids: n } = testDocument();
    expect(insertElement(doc, { parentId: 'column-missing' }, 'icon')).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(insertElement(doc, { parentId: n.r1 }, 'icon')).toMatchObject({
      ok: false,
      error: { code: 'invalid-parent' },
    });
    expect(insertElement(doc, { parentId: n.s1 }, 'icon')).toMatchObject({
      ok: false,
      error: { code: 'invalid-parent' },
    });
    expect(insertElement(doc, { parentId: n.c1, index: 9 }, 'icon')).toMatchObject({
      ok: false,
      error: { code: 'invalid-index' },
    });
    expect(insertElement(doc, { parentId: n.c1, index: -1 }, 'icon')).toMatchObject({
      ok: false,
      error: { code: 'invalid-index' },
    });
    expect(insertElement(doc, { parentId: n.c1, index: 0.5 }, 'icon')).toMatchObject({
      ok: false,
      error: { code: 'invalid-index' },
    });
  });
});

describe('insertSection', () => {
  it('adds a section with one full-width row to the page body', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(
      insertSection(doc, { parentId: null, index: 1 }, { kind: 'Footer' }, { ids: ids() }),
    );
    expect(next.sections.map((s) => s.id)).toEqual([n.s1, id, n.s2]);
    expect(next.sections[1]?.kind).toBe('Footer');
    expect(next.sections[1]?.rows[0]?.columns.map((c) => c.width)).toEqual([100]);
    expect(next.sections[0]).toBe(doc.sections[0]);
    expect(next.sections[2]).toBe(doc.sections[1]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('adds a section to a popup', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(insertSection(doc, { parentId: n.p1 }, {}, { ids: ids() }));
    expect(next.popups[0]?.sections.map((s) => s.id)).toEqual([n.s3, id]);
    expect(next.sections).toBe(doc.sections);
  });

  it('refuses a section inside a column or a row', () => {
    const { doc, ids: n } = testDocument();
    expect(insertSection(doc, { parentId: n.c1 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-parent' },
    });
    expect(insertSection(doc, { parentId: n.r1 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-parent' },
    });
  });
});

describe('insertRow', () => {
  it('adds a row to a section with the given layout', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(
      insertRow(doc, { parentId: n.s2, index: 0 }, [25, 75], { ids: ids() }),
    );
    const row = nodeOf(next, id, 'row');
    expect(row.columns.map((c) => c.width)).toEqual([25, 75]);
    expect(next.sections[1]?.rows[0]?.id).toBe(id);
  });

  it('nests a row inside a column', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(
      insertRow(doc, { parentId: n.c1, index: 1 }, [50, 50], { ids: ids() }),
    );
    const c1 = nodeOf(next, n.c1, 'column');
    expect(c1.children.map((c) => c.type)).toEqual(['element', 'row', 'element']);
    expect(c1.children[1]?.id).toBe(id);
    expect(invariantProblems(next)).toEqual([]);
  });
});

describe('insertColumn', () => {
  it('gives the new column an equal share and shrinks the others in proportion', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(insertColumn(doc, { parentId: n.r1, index: 2 }, { ids: ids() }));
    const row = nodeOf(next, n.r1, 'row');
    expect(row.columns.map((c) => c.id)).toEqual([n.c1, n.c2, id]);
    expect(row.columns.map((c) => c.width)).toEqual([33.33, 33.33, 33.34]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('refuses an 11th column', () => {
    const { doc, ids: n } = testDocument();
    let current = doc;
    for (let i = 0; i < 8; i++)
      current = expectOk(insertColumn(current, { parentId: n.r1 }, { ids: seededIds(i + 1) })).doc;
    expect(nodeOf(current, n.r1, 'row').columns).toHaveLength(10);
    expect(insertColumn(current, { parentId: n.r1 })).toMatchObject({
      ok: false,
      error: { code: 'row-full' },
    });
  });
});

describe('insertNode', () => {
  it('re-issues ids of a pasted subtree that already exist and carries its texts over', () => {
    const { doc, ids: n } = testDocument();
    const existing = findNode(doc, n.e1)?.node;
    if (existing === undefined) throw new Error('missing');
    const { doc: next, id } = expectOk(
      insertNode(doc, { parentId: n.c4 }, existing, { texts: { [n.e1]: '<p>pasted</p>' }, ids: ids() }),
    );
    expect(id).not.toBe(n.e1);
    expect(next.texts[n.s2]?.[id]).toBe('<p>pasted</p>');
    expect(getText(next, n.e1)).toBe('<p>Headline one</p>');
    expect(invariantProblems(next)).toEqual([]);
  });

  it('re-issues malformed ids and clashing element prefixes', () => {
    const { doc, ids: n } = testDocument();
    const e1 = nodeOf(doc, n.e1, 'element');
    const clash = { ...e1, id: 'element-brandnew1' };
    const { doc: next, id } = expectOk(insertNode(doc, { parentId: n.c3 }, clash, { ids: ids() }));
    expect(id).not.toBe('element-brandnew1');
    expect(nodeOf(next, id, 'element').prefix).not.toBe(e1.prefix);
    const hostile = { ...clash, id: 'element-"><script>', prefix: 'prefix-fresh1' };
    const inserted = expectOk(insertNode(doc, { parentId: n.c3 }, hostile, { ids: ids() }));
    expect(inserted.id).toMatch(/^element-[0-9A-Za-z]+$/);
    expect(invariantProblems(inserted.doc)).toEqual([]);
    const fine = { ...clash, prefix: 'prefix-fresh2' };
    expect(expectOk(insertNode(doc, { parentId: n.c3 }, fine)).id).toBe('element-brandnew1');
  });

  it('inserts a prepared section and files its texts under the section id', () => {
    const { doc } = testDocument();
    const g = ids();
    const element = createElement('headline', {}, { ids: g });
    const row = createRow([100], {}, { ids: g });
    const section = createSection(
      { rows: [{ ...row, columns: [{ ...row.columns[0]!, children: [element] }] }] },
      { ids: g },
    );
    const { doc: next } = expectOk(
      insertNode(doc, { parentId: null }, section, { texts: { [element.id]: '<p>new</p>' } }),
    );
    expect(next.texts[section.id]).toEqual({ [element.id]: '<p>new</p>' });
    expect(invariantProblems(next)).toEqual([]);
  });

  it('adds popups only at the document level', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(insertPopup(doc, 'Exit offer', { ids: ids() }));
    expect(next.popups.map((p) => p.id)).toEqual([n.p1, id]);
    expect(next.popups[0]).toBe(doc.popups[0]);
    const popup = next.popups[1];
    if (popup === undefined) throw new Error('missing');
    expect(insertNode(doc, { parentId: n.s1 }, popup)).toMatchObject({
      ok: false,
      error: { code: 'invalid-parent' },
    });
  });

  it('keeps paths usable after insertion', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(insertSection(doc, { parentId: null, index: 0 }, {}, { ids: ids() }));
    const found = findNode(next, n.e4);
    expect(found?.node.id).toBe(n.e4);
    if (found) expect(nodeAtPath(next, found.entry.path)?.id).toBe(n.e4);
  });
});

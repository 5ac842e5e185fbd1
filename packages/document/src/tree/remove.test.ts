import { describe, expect, it } from 'vitest';
import { findNode, getIndex } from '../doc-index.ts';
import { expectOk, invariantProblems, nodeOf, testDocument } from '../testing.ts';
import { removeNode } from './remove.ts';

describe('removeNode', () => {
  it('removes an element and its text, sharing everything else', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(removeNode(doc, n.e1));
    expect(findNode(next, n.e1)).toBeNull();
    expect(next.texts[n.s1]?.[n.e1]).toBeUndefined();
    expect(next.texts[n.s1]?.[n.e3]).toBe('<p>Paragraph three</p>');
    expect(next.texts[n.s2]).toBe(doc.texts[n.s2]);
    expect(next.sections[1]).toBe(doc.sections[1]);
    expect(next.sections[0]?.rows[1]).toBe(doc.sections[0]?.rows[1]);
    expect(next.sections[0]?.rows[0]?.columns[1]).toBe(doc.sections[0]?.rows[0]?.columns[1]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('removes a nested row with the texts of every element inside it', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(removeNode(doc, n.nr));
    for (const id of [n.nr, n.nc1, n.nc2, n.e4, n.e5]) expect(getIndex(next).has(id)).toBe(false);
    expect(next.texts[n.s1]?.[n.e4]).toBeUndefined();
    expect(findNode(next, n.e3)?.node).toBe(findNode(doc, n.e3)?.node);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('removes an element inside a nested row', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(removeNode(doc, n.e4));
    expect(findNode(next, n.e4)).toBeNull();
    expect(findNode(next, n.nc2)?.node).toBe(findNode(doc, n.nc2)?.node);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('removes a section and its whole texts map', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(removeNode(doc, n.s1));
    expect(next.sections.map((s) => s.id)).toEqual([n.s2]);
    expect(next.texts[n.s1]).toBeUndefined();
    expect(next.sections[0]).toBe(doc.sections[1]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('removes a popup with its sections texts', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(removeNode(doc, n.p1));
    expect(next.popups).toEqual([]);
    expect(next.texts[n.s3]).toBeUndefined();
    expect(next.sections).toBe(doc.sections);
  });

  it('removes a column and lets the others grow to fill the row', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(removeNode(doc, n.c1));
    const row = nodeOf(next, n.r1, 'row');
    expect(row.columns.map((c) => [c.id, c.width])).toEqual([[n.c2, 100]]);
    expect(next.texts[n.s1]?.[n.e1]).toBeUndefined();
    expect(invariantProblems(next)).toEqual([]);
  });

  it('refuses to remove the last column of a row', () => {
    const { doc, ids: n } = testDocument();
    expect(removeNode(doc, n.c3)).toMatchObject({ ok: false, error: { code: 'last-column' } });
  });

  it('reports a missing node', () => {
    const { doc } = testDocument();
    expect(removeNode(doc, 'element-nope')).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});

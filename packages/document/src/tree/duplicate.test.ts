import { describe, expect, it } from 'vitest';
import { getIndex, walkSubtree } from '../doc-index.ts';
import { seededIds } from '../ids.ts';
import type { SectionNode } from '../schema.ts';
import { expectOk, invariantProblems, nodeOf, testDocument } from '../testing.ts';
import { duplicateNode } from './duplicate.ts';

const ids = () => seededIds(5);

describe('duplicateNode', () => {
  it('puts a copy of an element right after it, with new id, prefix and copied text', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(duplicateNode(doc, n.e1, { ids: ids() }));
    const c1 = nodeOf(next, n.c1, 'column');
    expect(c1.children.map((c) => c.id)).toEqual([n.e1, id, n.e2]);
    const [original, copy] = c1.children;
    expect(copy?.type === 'element' && original?.type === 'element' && copy.prefix !== original.prefix).toBe(
      true,
    );
    expect(next.texts[n.s1]?.[id]).toBe('<p>Headline one</p>');
    expect(next.sections[1]).toBe(doc.sections[1]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('gives a duplicated section fresh ids all the way down and texts under the new section', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(duplicateNode(doc, n.s1, { ids: ids() }));
    expect(next.sections.map((s) => s.id)).toEqual([n.s1, id, n.s2]);
    const copy = next.sections[1] as SectionNode;
    const before = new Set(getIndex(doc).keys());
    for (const node of walkSubtree(copy)) expect(before.has(node.id)).toBe(false);
    expect(Object.values(next.texts[id] ?? {}).sort()).toEqual(
      ['<p>Headline one</p>', '<p>Nested four</p>', '<p>Paragraph three</p>'].sort(),
    );
    expect(next.sections[0]).toBe(doc.sections[0]);
    expect(next.texts[n.s1]).toBe(doc.texts[n.s1]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('duplicates a nested row inside its column', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(duplicateNode(doc, n.nr, { ids: ids() }));
    const c2 = nodeOf(next, n.c2, 'column');
    expect(c2.children.map((c) => c.id)).toEqual([n.e3, n.nr, id]);
    const copy = nodeOf(next, id, 'row');
    expect(copy.columns.map((c) => c.width)).toEqual([50, 50]);
    expect(Object.keys(next.texts[n.s1] ?? {})).toHaveLength(4);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('duplicates a column and rebalances the row', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(duplicateNode(doc, n.c1, { ids: ids() }));
    const row = nodeOf(next, n.r1, 'row');
    expect(row.columns.map((c) => c.id)).toEqual([n.c1, id, n.c2]);
    expect(row.columns.reduce((s, c) => s + c.width, 0)).toBeCloseTo(100, 5);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('duplicates a popup with its sections texts', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next, id } = expectOk(duplicateNode(doc, n.p1, { ids: ids() }));
    expect(next.popups.map((p) => p.id)).toEqual([n.p1, id]);
    const copySection = next.popups[1]?.sections[0];
    expect(copySection && Object.values(next.texts[copySection.id] ?? {})).toEqual(['<h2>Popup eight</h2>']);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('reports a missing node', () => {
    const { doc } = testDocument();
    expect(duplicateNode(doc, 'row-nope')).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});

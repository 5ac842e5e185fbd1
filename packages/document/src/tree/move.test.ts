import { describe, expect, it } from 'vitest';
import { findNode, getText } from '../doc-index.ts';
import { expectOk, invariantProblems, nodeOf, testDocument } from '../testing.ts';
import { moveNode } from './move.ts';

const childIds = (doc: Parameters<typeof findNode>[0], columnId: string) =>
  nodeOf(doc, columnId, 'column').children.map((c) => c.id);

describe('moveNode', () => {
  it('reorders elements within a column (index counts after removal)', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(moveNode(doc, n.e1, { parentId: n.c1, index: 1 }));
    expect(childIds(next, n.c1)).toEqual([n.e2, n.e1]);
    expect(next.sections[0]?.rows[0]?.columns[1]).toBe(doc.sections[0]?.rows[0]?.columns[1]);
    expect(next.sections[1]).toBe(doc.sections[1]);
    expect(next.texts).toBe(doc.texts);
  });

  it('returns the same document for a move to the same place', () => {
    const { doc, ids: n } = testDocument();
    expect(expectOk(moveNode(doc, n.e1, { parentId: n.c1, index: 0 })).doc).toBe(doc);
  });

  it('moves an element out of a nested row into the outer column', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(moveNode(doc, n.e4, { parentId: n.c2, index: 0 }));
    expect(childIds(next, n.c2)).toEqual([n.e4, n.e3, n.nr]);
    expect(childIds(next, n.nc1)).toEqual([]);
    expect(findNode(next, n.nc2)?.node).toBe(findNode(doc, n.nc2)?.node);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('moves an element into a nested row that sits after it in the same list', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(moveNode(doc, n.e3, { parentId: n.nc2, index: 1 }));
    expect(childIds(next, n.c2)).toEqual([n.nr]);
    expect(childIds(next, n.nc2)).toEqual([n.e5, n.e3]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('moves an element to another section and carries its text', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(moveNode(doc, n.e1, { parentId: n.c4 }));
    expect(childIds(next, n.c4)).toEqual([n.e7, n.e1]);
    expect(next.texts[n.s1]?.[n.e1]).toBeUndefined();
    expect(next.texts[n.s2]?.[n.e1]).toBe('<p>Headline one</p>');
    expect(getText(next, n.e1)).toBe('<p>Headline one</p>');
    expect(invariantProblems(next)).toEqual([]);
  });

  it('moves a nested row (with its texts) into a popup section', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(moveNode(doc, n.nr, { parentId: n.c5, index: 0 }));
    expect(childIds(next, n.c5)).toEqual([n.nr, n.e8]);
    expect(next.texts[n.s3]?.[n.e4]).toBe('<p>Nested four</p>');
    expect(next.texts[n.s1]?.[n.e4]).toBeUndefined();
    expect(invariantProblems(next)).toEqual([]);
  });

  it('turns a section row into a nested row and back', () => {
    const { doc, ids: n } = testDocument();
    const nested = expectOk(moveNode(doc, n.r3, { parentId: n.c3 })).doc;
    expect(nested.sections[1]?.rows).toEqual([]);
    expect(childIds(nested, n.c3)).toEqual([n.e6, n.r3]);
    expect(nested.texts[n.s1]?.[n.e7]).toBe('<p>Seven in section two</p>');
    const back = expectOk(moveNode(nested, n.r3, { parentId: n.s2 })).doc;
    expect(back.texts[n.s2]?.[n.e7]).toBe('<p>Seven in section two</p>');
    expect(invariantProblems(back)).toEqual([]);
  });

  it('reorders sections and keeps texts keyed by section', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(moveNode(doc, n.s2, { parentId: null, index: 0 }));
    expect(next.sections.map((s) => s.id)).toEqual([n.s2, n.s1]);
    expect(next.sections[0]).toBe(doc.sections[1]);
    expect(next.texts).toBe(doc.texts);
  });

  it('moves a section into a popup', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(moveNode(doc, n.s2, { parentId: n.p1 }));
    expect(next.sections.map((s) => s.id)).toEqual([n.s1]);
    expect(next.popups[0]?.sections.map((s) => s.id)).toEqual([n.s3, n.s2]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('moves a column to another row and rebalances both rows', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(moveNode(doc, n.c1, { parentId: n.r2, index: 0 }));
    const r1 = nodeOf(next, n.r1, 'row');
    const r2 = nodeOf(next, n.r2, 'row');
    expect(r1.columns.map((c) => [c.id, c.width])).toEqual([[n.c2, 100]]);
    expect(r2.columns.map((c) => [c.id, c.width])).toEqual([
      [n.c1, 50],
      [n.c3, 50],
    ]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('reorders columns within a row without touching widths', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(moveNode(doc, n.c2, { parentId: n.r1, index: 0 }));
    const r1 = nodeOf(next, n.r1, 'row');
    expect(r1.columns.map((c) => c.id)).toEqual([n.c2, n.c1]);
  });

  it('moves a popup among popups only', () => {
    const { doc, ids: n } = testDocument();
    expect(expectOk(moveNode(doc, n.p1, { parentId: null, index: 0 })).doc).toBe(doc);
    expect(moveNode(doc, n.p1, { parentId: n.s1 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-parent' },
    });
  });

  it('refuses impossible moves with typed errors and leaves the document alone', () => {
    const { doc, ids: n } = testDocument();
    const refusals: Array<[string, string | null, string]> = [
      [n.s1, n.c1, 'invalid-parent'],
      [n.s1, n.r1, 'invalid-parent'],
      [n.r1, n.r2, 'invalid-parent'],
      [n.e1, n.s1, 'invalid-parent'],
      [n.e1, null, 'invalid-parent'],
      [n.c1, n.c2, 'invalid-parent'],
      [n.r1, n.c2, 'into-descendant'],
      [n.r1, n.nc1, 'into-descendant'],
      [n.nr, n.nc1, 'into-descendant'],
      [n.c3, n.r1, 'last-column'],
      [n.e1, 'column-unknown', 'not-found'],
      ['element-unknown', n.c1, 'not-found'],
    ];
    for (const [id, parentId, code] of refusals) {
      expect(moveNode(doc, id, { parentId }), `${id} → ${parentId}`).toMatchObject({
        ok: false,
        error: { code },
      });
    }
    expect(moveNode(doc, n.e1, { parentId: n.c4, index: 5 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-index' },
    });
  });
});

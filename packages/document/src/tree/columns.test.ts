import { describe, expect, it } from 'vitest';
import { findNode } from '../doc-index.ts';
import { seededIds } from '../ids.ts';
import { expectOk, invariantProblems, nodeOf, testDocument } from '../testing.ts';
import { resizeColumns, setColumnLayout } from './columns.ts';

const rowOf = (doc: Parameters<typeof findNode>[0], id: string) => nodeOf(doc, id, 'row');

describe('setColumnLayout', () => {
  it('adds columns, keeping existing ids, options and content', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(setColumnLayout(doc, n.r1, [25, 25, 50], { ids: seededIds(3) }));
    const row = rowOf(next, n.r1);
    expect(row.columns.map((c) => c.width)).toEqual([25, 25, 50]);
    expect(row.columns[0]?.id).toBe(n.c1);
    expect(row.columns[1]?.children).toBe(nodeOf(doc, n.c2, 'column').children);
    expect(row.columns[2]?.children).toEqual([]);
    expect(next.sections[1]).toBe(doc.sections[1]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('moves the content of dropped columns into the last remaining one', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(setColumnLayout(doc, n.r1, [100]));
    const row = rowOf(next, n.r1);
    expect(row.columns).toHaveLength(1);
    expect(row.columns[0]?.children.map((c) => c.id)).toEqual([n.e1, n.e2, n.e3, n.nr]);
    expect(next.texts).toBe(doc.texts);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('changes a nested row layout', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(setColumnLayout(doc, n.nr, [25, 75]));
    expect(rowOf(next, n.nr).columns.map((c) => c.width)).toEqual([25, 75]);
    expect(findNode(next, n.c1)?.node).toBe(findNode(doc, n.c1)?.node);
  });

  it('normalises odd layouts and refuses impossible ones', () => {
    const { doc, ids: n } = testDocument();
    expect(rowOf(expectOk(setColumnLayout(doc, n.r1, [1, 3])).doc, n.r1).columns.map((c) => c.width)).toEqual(
      [25, 75],
    );
    expect(setColumnLayout(doc, n.r1, [])).toMatchObject({ ok: false, error: { code: 'invalid-layout' } });
    expect(setColumnLayout(doc, n.r1, Array(11).fill(1))).toMatchObject({
      ok: false,
      error: { code: 'invalid-layout' },
    });
    expect(setColumnLayout(doc, n.r1, [50, -50])).toMatchObject({
      ok: false,
      error: { code: 'invalid-layout' },
    });
    expect(setColumnLayout(doc, n.c1, [50, 50])).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('returns the same document when the layout is unchanged', () => {
    const { doc, ids: n } = testDocument();
    expect(expectOk(setColumnLayout(doc, n.r1, [50, 50])).doc).toBe(doc);
  });
});

describe('resizeColumns', () => {
  it('moves a divider and keeps the sum', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(resizeColumns(doc, n.r1, 0, 15));
    expect(rowOf(next, n.r1).columns.map((c) => c.width)).toEqual([65, 35]);
    expect(rowOf(next, n.r1).columns[0]?.children).toBe(nodeOf(doc, n.c1, 'column').children);
    expect(next.sections[0]?.rows[1]).toBe(doc.sections[0]?.rows[1]);
  });

  it('keeps each column at least 10 % (SPEC §4)', () => {
    const { doc, ids: n } = testDocument();
    expect(rowOf(expectOk(resizeColumns(doc, n.r1, 0, 500)).doc, n.r1).columns.map((c) => c.width)).toEqual([
      90, 10,
    ]);
    expect(rowOf(expectOk(resizeColumns(doc, n.r1, 0, -500)).doc, n.r1).columns.map((c) => c.width)).toEqual([
      10, 90,
    ]);
  });

  it('resizes a nested row', () => {
    const { doc, ids: n } = testDocument();
    const { doc: next } = expectOk(resizeColumns(doc, n.nr, 0, -20));
    expect(rowOf(next, n.nr).columns.map((c) => c.width)).toEqual([30, 70]);
    expect(invariantProblems(next)).toEqual([]);
  });

  it('refuses a divider that does not exist', () => {
    const { doc, ids: n } = testDocument();
    expect(resizeColumns(doc, n.r1, 1, 5)).toMatchObject({ ok: false, error: { code: 'invalid-index' } });
    expect(resizeColumns(doc, n.r2, 0, 5)).toMatchObject({ ok: false, error: { code: 'invalid-index' } });
    expect(resizeColumns(doc, n.e1, 0, 5)).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('returns the same document for a zero move', () => {
    const { doc, ids: n } = testDocument();
    expect(expectOk(resizeColumns(doc, n.r1, 0, 0)).doc).toBe(doc);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_ROW_NESTING } from '../constants.ts';
import { getIndex } from '../doc-index.ts';
import { seededIds } from '../ids.ts';
import { parseDocument } from '../parse.ts';
import type { PageDocument } from '../schema.ts';
import { expectOk, nodeOf, testDocument } from '../testing.ts';
import { insertRow } from './insert.ts';
import { moveNode } from './move.ts';
import { deepestRowLevel } from './nesting.ts';

/** Nests rows one inside the other starting from column `columnId`; returns the doc and the innermost column. */
function nest(doc: PageDocument, columnId: string, levels: number) {
  let current = doc;
  let column = columnId;
  for (let i = 0; i < levels; i++) {
    const { doc: next, id } = expectOk(
      insertRow(current, { parentId: column }, [100], { ids: seededIds(i + 50) }),
    );
    current = next;
    column = nodeOf(current, id, 'row').columns[0]?.id ?? '';
  }
  return { doc: current, column };
}

describe('row nesting limit', () => {
  it('measures levels from the section rows down', () => {
    const { doc, ids: n } = testDocument();
    const index = getIndex(doc);
    const r1 = nodeOf(doc, n.r1, 'row');
    expect(deepestRowLevel(r1, 'section', index.get(n.s1)!.path)).toBe(1);
    expect(deepestRowLevel(nodeOf(doc, n.nr, 'row'), 'column', index.get(n.c2)!.path)).toBe(1);
    expect(deepestRowLevel(nodeOf(doc, n.e1, 'element'), 'column', index.get(n.c1)!.path)).toBe(-1);
    expect(deepestRowLevel(nodeOf(doc, n.c2, 'column'), 'row', index.get(n.r1)!.path)).toBe(1);
    expect(deepestRowLevel(nodeOf(doc, n.s1, 'section'), 'document', { popup: null, steps: [] })).toBe(1);
  });

  it(`allows ${MAX_ROW_NESTING} levels, refuses one more, and what it allows loads back`, () => {
    const { doc, ids: n } = testDocument();
    // c3 sits in a level-0 row, so its rows start at level 1.
    const { doc: deepest, column } = nest(doc, n.c3, MAX_ROW_NESTING);
    expect(insertRow(deepest, { parentId: column })).toMatchObject({
      ok: false,
      error: { code: 'too-deep' },
    });
    const loaded = parseDocument(JSON.parse(JSON.stringify(deepest)));
    expect(loaded).toMatchObject({ ok: true, warnings: [] });
  });

  it('refuses moving a nested subtree to where it would be too deep', () => {
    const { doc, ids: n } = testDocument();
    const { doc: deep, column } = nest(doc, n.c3, MAX_ROW_NESTING - 1);
    // nr holds no rows of its own, so it fits one level under the deepest column but not two.
    expect(moveNode(deep, n.nr, { parentId: column }).ok).toBe(true);
    const { doc: deeper, column: inner } = nest(deep, column, 1);
    expect(moveNode(deeper, n.nr, { parentId: inner })).toMatchObject({
      ok: false,
      error: { code: 'too-deep' },
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNode, getIndex, walkNodes } from '../doc-index.ts';
import { seededIds } from '../ids.ts';
import { parseDocument } from '../parse.ts';
import type { PageDocument } from '../schema.ts';
import { invariantProblems, testDocument } from '../testing.ts';
import { resizeColumns, setColumnLayout } from './columns.ts';
import { duplicateNode } from './duplicate.ts';
import { insertColumn, insertElement, insertRow, insertSection } from './insert.ts';
import { moveNode } from './move.ts';
import { removeNode } from './remove.ts';
import type { TreeResult } from './result.ts';
import { COLUMN_LAYOUTS } from './widths.ts';

/**
 * Random edit sequences. Each step picks its targets from the current document by position
 * (modulo the number of candidates), so every generated sequence is meaningful whatever the
 * document looks like by then. Refused edits are fine; broken documents are not.
 */
type Step =
  | { op: 'insertElement'; target: number; index: number }
  | { op: 'insertRow'; target: number; layout: number }
  | { op: 'insertColumn'; target: number }
  | { op: 'insertSection'; target: number }
  | { op: 'duplicate'; node: number }
  | { op: 'remove'; node: number }
  | { op: 'move'; node: number; target: number; index: number }
  | { op: 'layout'; target: number; layout: number }
  | { op: 'resize'; target: number; divider: number; delta: number };

const n = fc.nat(1000);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('insertElement' as const), target: n, index: n }),
  fc.record({ op: fc.constant('insertRow' as const), target: n, layout: n }),
  fc.record({ op: fc.constant('insertColumn' as const), target: n }),
  fc.record({ op: fc.constant('insertSection' as const), target: n }),
  fc.record({ op: fc.constant('duplicate' as const), node: n }),
  fc.record({ op: fc.constant('remove' as const), node: n }),
  fc.record({ op: fc.constant('move' as const), node: n, target: n, index: n }),
  fc.record({ op: fc.constant('layout' as const), target: n, layout: n }),
  fc.record({
    op: fc.constant('resize' as const),
    target: n,
    divider: fc.nat(9),
    delta: fc.double({ min: -120, max: 120, noNaN: true }),
  }),
);

function ofType(doc: PageDocument, types: readonly string[]): string[] {
  const out: string[] = [];
  for (const node of walkNodes(doc)) if (types.includes(node.type)) out.push(node.id);
  return out;
}

const pick = (list: readonly string[], i: number): string | undefined => list[i % Math.max(1, list.length)];
const containerOf = {
  section: ['document', 'popup'],
  row: ['section', 'column'],
  column: ['row'],
  element: ['column'],
};

function apply(doc: PageDocument, s: Step, seed: number): TreeResult | null {
  const ids = seededIds(seed);
  switch (s.op) {
    case 'insertElement': {
      const column = pick(ofType(doc, ['column']), s.target);
      return column === undefined
        ? null
        : insertElement(doc, { parentId: column, index: 0 }, 'paragraph', {}, { html: '<p>x</p>', ids });
    }
    case 'insertRow': {
      const parent = pick(ofType(doc, ['section', 'column']), s.target);
      const layout = COLUMN_LAYOUTS[s.layout % COLUMN_LAYOUTS.length] ?? [100];
      return parent === undefined ? null : insertRow(doc, { parentId: parent }, layout, { ids });
    }
    case 'insertColumn': {
      const row = pick(ofType(doc, ['row']), s.target);
      return row === undefined ? null : insertColumn(doc, { parentId: row, index: 0 }, { ids });
    }
    case 'insertSection': {
      const parents = [null, ...ofType(doc, ['popup'])];
      return insertSection(doc, { parentId: parents[s.target % parents.length] ?? null }, {}, { ids });
    }
    case 'duplicate': {
      const id = pick(ofType(doc, ['section', 'row', 'column', 'element', 'popup']), s.node);
      return id === undefined ? null : duplicateNode(doc, id, { ids });
    }
    case 'remove': {
      const id = pick(ofType(doc, ['section', 'row', 'column', 'element']), s.node);
      return id === undefined ? null : removeNode(doc, id);
    }
    case 'move': {
      const id = pick(ofType(doc, ['section', 'row', 'column', 'element']), s.node);
      if (id === undefined) return null;
      const type = getIndex(doc).get(id)?.type ?? 'element';
      const allowed = containerOf[type as keyof typeof containerOf] ?? [];
      const parents = [...(allowed.includes('document') ? [null] : []), ...ofType(doc, allowed)];
      const parent = parents[s.target % Math.max(1, parents.length)];
      return parent === undefined ? null : moveNode(doc, id, { parentId: parent, index: s.index % 3 });
    }
    case 'layout': {
      const row = pick(ofType(doc, ['row']), s.target);
      const layout = COLUMN_LAYOUTS[s.layout % COLUMN_LAYOUTS.length] ?? [100];
      return row === undefined ? null : setColumnLayout(doc, row, layout, { ids });
    }
    case 'resize': {
      const row = pick(ofType(doc, ['row']), s.target);
      if (row === undefined) return null;
      const node = findNode(doc, row)?.node;
      const dividers = node?.type === 'row' ? node.columns.length - 1 : 0;
      // Mostly real dividers, sometimes one past the end to exercise the refusal.
      return resizeColumns(doc, row, s.divider % (dividers + 1), s.delta);
    }
  }
}

function run(steps: Step[]): PageDocument {
  let doc = testDocument().doc;
  steps.forEach((s, i) => {
    const result = apply(doc, s, 1000 + i);
    if (result?.ok) doc = result.doc;
  });
  return doc;
}

describe('tree operations under random sequences', () => {
  it('keep ids unique, widths valid and texts filed correctly', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const doc = run(steps);
        expect(invariantProblems(doc)).toEqual([]);
        const all = [...walkNodes(doc)].map((node) => node.id);
        expect(new Set(all).size).toBe(all.length);
        // Whatever the editor can make, the loader takes back as it is.
        const loaded = parseDocument(JSON.parse(JSON.stringify(doc)));
        expect(loaded).toMatchObject({ ok: true, warnings: [] });
        if (loaded.ok) expect(loaded.document).toEqual(doc);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('keep every row at 100 % with each column at least 10 % after resizes and layout changes', () => {
    const widthStep = fc.oneof(
      fc.record({
        op: fc.constant('resize' as const),
        target: n,
        divider: fc.nat(9),
        delta: fc.double({ min: -150, max: 150, noNaN: true }),
      }),
      fc.record({ op: fc.constant('layout' as const), target: n, layout: n }),
      fc.record({ op: fc.constant('insertColumn' as const), target: n }),
      fc.record({ op: fc.constant('remove' as const), node: n }),
    );
    fc.assert(
      fc.property(fc.array(widthStep, { maxLength: 60 }), (steps) => {
        const doc = run(steps);
        for (const node of walkNodes(doc)) {
          if (node.type !== 'row') continue;
          const widths = node.columns.map((c) => c.width);
          expect(Math.abs(widths.reduce((a, b) => a + b, 0) - 100)).toBeLessThanOrEqual(0.01);
          for (const w of widths) expect(w).toBeGreaterThanOrEqual(10);
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('never modify the input document', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 15 }), (steps) => {
        const original = testDocument().doc;
        const snapshot = JSON.stringify(original);
        let doc = original;
        steps.forEach((s, i) => {
          const result = apply(doc, s, i + 1);
          if (result?.ok) doc = result.doc;
        });
        expect(JSON.stringify(original)).toBe(snapshot);
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});

import { describe, expect, it } from 'vitest';
import { buildIndex, findNode, getIndex } from '../doc-index.ts';
import { marketingAgencySample } from '../samples/marketing-agency.ts';
import { resizeColumns } from './columns.ts';
import { updateTheme } from './font.ts';
import { insertElement } from './insert.ts';
import type { TreeResult } from './result.ts';
import { setText } from './texts.ts';
import { updateOptions } from './update-options.ts';

function ok(result: TreeResult) {
  if (!result.ok) throw new Error(result.error.message);
  return result.doc;
}

describe('edits that keep the structure reuse the index', () => {
  const doc = marketingAgencySample();
  const index = getIndex(doc);
  const element = [...index.values()].find((entry) => entry.type === 'element')!;
  const row = [...index.values()].find((entry) => {
    const node = entry.type === 'row' ? findNode(doc, entry.id)?.node : undefined;
    return node?.type === 'row' && node.columns.length > 1;
  })!;

  it.each([
    ['an option edit', () => ok(updateOptions(doc, element.id, { visibility: 'hidden' }))],
    ['a text edit', () => ok(setText(doc, element.id, '<p>Changed</p>'))],
    ['a column resize', () => ok(resizeColumns(doc, row.id, 0, 5))],
    ['a theme edit', () => ok(updateTheme(doc, { ButtonBackground: '#000000' }))],
  ])('%s', (_name, edit) => {
    const next = edit();
    expect(next).not.toBe(doc);
    expect(getIndex(next)).toBe(index);
    // And the shared index is exactly what a fresh walk would build.
    expect(buildIndex(next)).toEqual(index);
  });

  it('a structural edit builds a new index', () => {
    const column = [...index.values()].find((entry) => entry.type === 'column')!;
    const next = ok(insertElement(doc, { parentId: column.id }, 'paragraph'));
    expect(getIndex(next)).not.toBe(index);
    expect(getIndex(next).has(column.id)).toBe(true);
  });
});

import { createRow, findNode } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { anchorFor, dropProblem, isNoopMove, moveIndex, pasteTarget, targetFor } from './targets.ts';
import { testDocument } from './test-document.ts';

const { doc, ids } = testDocument();

describe('drop anchors', () => {
  it('elements line up with elements and nested rows, inside columns', () => {
    expect(anchorFor(doc, 'element', ids.paragraph)).toEqual({
      id: ids.paragraph,
      mode: 'sibling',
      axis: 'y',
    });
    expect(anchorFor(doc, 'element', ids.nestedRow)).toEqual({
      id: ids.nestedRow,
      mode: 'sibling',
      axis: 'y',
    });
    expect(anchorFor(doc, 'element', ids.nc2)).toEqual({ id: ids.nc2, mode: 'inside', axis: 'y' });
  });

  it('sections line up with the section under the pointer, whatever is inside it', () => {
    expect(anchorFor(doc, 'section', ids.paragraph)).toEqual({ id: ids.s1, mode: 'sibling', axis: 'y' });
  });

  it('section-level rows line up with section-level rows, not nested ones', () => {
    expect(anchorFor(doc, 'row', ids.paragraph)).toEqual({ id: ids.r1, mode: 'sibling', axis: 'y' });
  });

  it('columns line up side by side, and only in rows', () => {
    expect(anchorFor(doc, 'column', ids.paragraph)).toEqual({ id: ids.nc1, mode: 'sibling', axis: 'x' });
    expect(anchorFor(doc, 'column', ids.s1)).toBeNull();
    expect(anchorFor(doc, 'column', null)).toBeNull();
  });

  it('an empty page takes anything but a column, wrapped as needed', () => {
    const body = anchorFor(doc, 'element', null)!;
    expect(targetFor(doc, 'element', body, 'after')).toEqual({ parentId: null, index: 2, wrap: 'section' });
    expect(targetFor(doc, 'section', body, 'after')).toEqual({ parentId: null, index: 2 });
  });
});

describe('drop targets', () => {
  it('before and after a sibling', () => {
    const anchor = anchorFor(doc, 'element', ids.button)!;
    expect(targetFor(doc, 'element', anchor, 'before')).toEqual({ parentId: ids.nc1, index: 1 });
    expect(targetFor(doc, 'element', anchor, 'after')).toEqual({ parentId: ids.nc1, index: 2 });
  });

  it('an element dropped on a section goes into a new row', () => {
    const anchor = anchorFor(doc, 'element', ids.s2)!;
    expect(targetFor(doc, 'element', anchor, 'after')).toEqual({ parentId: ids.s2, index: 1, wrap: 'row' });
  });

  it('a popup takes sections, and elements wrapped in a section', () => {
    const anchor = anchorFor(doc, 'element', ids.popup)!;
    expect(targetFor(doc, 'element', anchor, 'after')).toEqual({
      parentId: ids.popup,
      index: 1,
      wrap: 'section',
    });
  });

  it('moving down within a list counts after removal', () => {
    expect(moveIndex(doc, ids.paragraph, { parentId: ids.nc1, index: 2 })).toBe(1);
    expect(moveIndex(doc, ids.button, { parentId: ids.nc1, index: 0 })).toBe(0);
    expect(isNoopMove(doc, ids.paragraph, { parentId: ids.nc1, index: 1 })).toBe(true);
    expect(isNoopMove(doc, ids.paragraph, { parentId: ids.nc1, index: 2 })).toBe(false);
  });
});

describe('drop problems', () => {
  it('refuses dropping a row into itself', () => {
    const nested = findNode(doc, ids.nestedRow)!.node;
    expect(dropProblem(doc, { parentId: ids.nc1, index: 0 }, nested, ids.nestedRow)).toMatch(/inside itself/);
  });

  it('refuses an 11th column', () => {
    const wide = createRow(new Array(10).fill(10));
    const withWide = { ...doc, sections: [{ ...doc.sections[0]!, rows: [wide] }] };
    expect(dropProblem(withWide, { parentId: wide.id, index: 0 }, wide.columns[0]!)).toMatch(/10 columns/);
  });

  it('refuses nesting rows deeper than the document allows', () => {
    let deep = createRow([100]);
    for (let i = 0; i < 8; i++) {
      const outer = createRow([100]);
      deep = { ...outer, columns: [{ ...outer.columns[0]!, children: [deep] }] };
    }
    expect(dropProblem(doc, { parentId: ids.nc2, index: 0 }, deep)).toMatch(/nested at most/);
  });
});

describe('paste targets', () => {
  it('puts elements after the selected element, or into the selected column', () => {
    expect(pasteTarget(doc, 'element', ids.paragraph)).toEqual({ parentId: ids.nc1, index: 1 });
    expect(pasteTarget(doc, 'element', ids.nc2)).toEqual({ parentId: ids.nc2, index: 0 });
  });
  it('puts sections after the selection’s section, and at the end without a selection', () => {
    expect(pasteTarget(doc, 'section', ids.button)).toEqual({ parentId: null, index: 1 });
    expect(pasteTarget(doc, 'section', null)).toEqual({ parentId: null, index: 2 });
  });
  it('has no place for a column outside rows', () => {
    expect(pasteTarget(doc, 'column', null)).toBeNull();
  });
});

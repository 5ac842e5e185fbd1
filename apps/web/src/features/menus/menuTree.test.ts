import { MENU_MAX_DEPTH, type MenuItem } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  canIndent,
  depthOf,
  indentItem,
  moveItem,
  outdentItem,
  removeItem,
  updateItem,
} from './menuTree.ts';

const item = (id: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label: id,
  type: 'custom',
  page_id: null,
  section_id: null,
  url: '/',
  new_window: false,
  children,
});
const shape = (items: MenuItem[]): unknown =>
  items.map((i) => (i.children.length ? { [i.id]: shape(i.children) } : i.id));

describe('menu tree edits', () => {
  const tree = [item('a'), item('b', [item('b1'), item('b2')]), item('c')];

  it('adds at the top or under an item, refusing past the depth limit', () => {
    expect(shape(addItem(tree, item('d')))).toEqual(['a', { b: ['b1', 'b2'] }, 'c', 'd']);
    expect(shape(addItem(tree, item('x'), 'b1'))).toEqual(['a', { b: [{ b1: ['x'] }, 'b2'] }, 'c']);
    let deep = [item('l1')];
    for (let level = 2; level <= MENU_MAX_DEPTH; level++)
      deep = addItem(deep, item(`l${level}`), `l${level - 1}`);
    expect(depthOf(deep, `l${MENU_MAX_DEPTH}`)).toBe(MENU_MAX_DEPTH);
    expect(addItem(deep, item('too-deep'), `l${MENU_MAX_DEPTH}`)).toBe(deep);
  });

  it('moves among siblings and stops at the ends', () => {
    expect(shape(moveItem(tree, 'c', -1))).toEqual(['a', 'c', { b: ['b1', 'b2'] }]);
    expect(shape(moveItem(tree, 'b2', -1))).toEqual(['a', { b: ['b2', 'b1'] }, 'c']);
    expect(moveItem(tree, 'a', -1)).toEqual(tree);
    expect(moveItem(tree, 'c', 1)).toEqual(tree);
  });

  it('indents under the item above and outdents to just after the parent', () => {
    expect(shape(indentItem(tree, 'c'))).toEqual(['a', { b: ['b1', 'b2', 'c'] }]);
    expect(shape(outdentItem(tree, 'b1'))).toEqual(['a', { b: ['b2'] }, 'b1', 'c']);
    expect(indentItem(tree, 'a')).toBe(tree);
    expect(outdentItem(tree, 'a')).toBe(tree);
    expect(canIndent(tree, 'b2')).toBe(true);
  });

  it('refuses an indent that would carry sub-items past the depth limit', () => {
    let deep = [item('top'), item('l1')];
    for (let level = 2; level <= MENU_MAX_DEPTH; level++)
      deep = addItem(deep, item(`l${level}`), `l${level - 1}`);
    expect(canIndent(deep, 'l1')).toBe(false);
  });

  it('updates and removes anywhere in the tree, sub-items going with their item', () => {
    expect(updateItem(tree, 'b2', { label: 'Renamed' })[1]!.children[1]!.label).toBe('Renamed');
    expect(shape(removeItem(tree, 'b'))).toEqual(['a', 'c']);
    expect(tree[1]!.children).toHaveLength(2);
  });
});

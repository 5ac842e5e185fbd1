import { MAX_ROW_NESTING } from '../constants.ts';
import type { NodePath } from '../doc-index.ts';
import type { DocumentNode, RowNode } from '../schema.ts';
import type { ContainerType } from './path.ts';

/** Levels of rows nested below `row` (0 when its columns hold only elements). */
function levelsBelow(row: RowNode): number {
  let deepest = 0;
  for (const column of row.columns) {
    for (const child of column.children) {
      if (child.type === 'row') deepest = Math.max(deepest, 1 + levelsBelow(child));
    }
  }
  return deepest;
}

/**
 * Nesting level of the deepest row once `node` sits in the container at `path` (section rows are
 * level 0, a row inside one of their columns level 1, …), or -1 when no row is involved.
 * A column path has an odd number of steps (section, row, column, then child/column pairs) and a
 * row path an even number, which is what turns a path length into a level.
 */
export function deepestRowLevel(node: DocumentNode, parent: ContainerType, path: NodePath): number {
  switch (node.type) {
    case 'element':
      return -1;
    case 'row':
      return (parent === 'section' ? 0 : (path.steps.length - 1) / 2) + levelsBelow(node);
    case 'column': {
      const level = (path.steps.length - 2) / 2 + 1;
      let deepest = -1;
      for (const child of node.children)
        if (child.type === 'row') deepest = Math.max(deepest, level + levelsBelow(child));
      return deepest;
    }
    case 'section':
      return node.rows.reduce((deepest, row) => Math.max(deepest, levelsBelow(row)), -1);
    case 'popup':
      return node.sections.reduce(
        (deepest, section) => Math.max(deepest, ...section.rows.map(levelsBelow)),
        -1,
      );
  }
}

export function isTooDeep(node: DocumentNode, parent: ContainerType, path: NodePath): boolean {
  return deepestRowLevel(node, parent, path) > MAX_ROW_NESTING;
}

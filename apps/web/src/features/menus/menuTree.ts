import { MENU_MAX_DEPTH, type MenuItem } from '@tessera/api-contract';

/**
 * Pure edits of a menu tree for the menu editor. Every function returns a new tree and leaves
 * the one it was given as it was; an edit that cannot apply (moving the first item up, indenting
 * past the depth limit) returns the same tree.
 */

export function newItem(label = 'New item'): MenuItem {
  const id = `item-${Math.random().toString(36).slice(2, 10)}`;
  return {
    id,
    label,
    type: 'custom',
    page_id: null,
    section_id: null,
    url: '',
    new_window: false,
    children: [],
  };
}

/** Where an item sits: its sibling list (by parent id, null for the top) and index. */
function locate(
  items: MenuItem[],
  id: string,
  parent: string | null = null,
): { parent: string | null; index: number } | null {
  const index = items.findIndex((item) => item.id === id);
  if (index !== -1) return { parent, index };
  for (const item of items) {
    const found = locate(item.children, id, item.id);
    if (found) return found;
  }
  return null;
}

/** Applies `edit` to the sibling list that holds `parent`'s children (the top list for null). */
function withSiblings(
  items: MenuItem[],
  parent: string | null,
  edit: (siblings: MenuItem[]) => MenuItem[],
): MenuItem[] {
  if (parent === null) return edit(items);
  return items.map((item) =>
    item.id === parent
      ? { ...item, children: edit(item.children) }
      : { ...item, children: withSiblings(item.children, parent, edit) },
  );
}

export function find(items: MenuItem[], id: string): MenuItem | null {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = find(item.children, id);
    if (inner) return inner;
  }
  return null;
}

/** 1 for a top-level item. */
export function depthOf(items: MenuItem[], id: string): number {
  const at = locate(items, id);
  return at === null ? 0 : at.parent === null ? 1 : depthOf(items, at.parent) + 1;
}

/** Levels below an item, itself included (1 for a leaf). */
export function heightOf(item: MenuItem): number {
  return 1 + Math.max(0, ...item.children.map(heightOf));
}

export function addItem(items: MenuItem[], item: MenuItem, parent: string | null = null): MenuItem[] {
  if (parent !== null && depthOf(items, parent) >= MENU_MAX_DEPTH) return items;
  return withSiblings(items, parent, (siblings) => [...siblings, item]);
}

export function updateItem(
  items: MenuItem[],
  id: string,
  patch: Partial<Omit<MenuItem, 'id' | 'children'>>,
): MenuItem[] {
  return items.map((item) =>
    item.id === id ? { ...item, ...patch } : { ...item, children: updateItem(item.children, id, patch) },
  );
}

export function removeItem(items: MenuItem[], id: string): MenuItem[] {
  return items
    .filter((item) => item.id !== id)
    .map((item) => ({ ...item, children: removeItem(item.children, id) }));
}

export function moveItem(items: MenuItem[], id: string, by: -1 | 1): MenuItem[] {
  const at = locate(items, id);
  if (!at) return items;
  return withSiblings(items, at.parent, (siblings) => {
    const to = at.index + by;
    if (to < 0 || to >= siblings.length) return siblings;
    const next = [...siblings];
    [next[at.index], next[to]] = [next[to]!, next[at.index]!];
    return next;
  });
}

/** Makes an item the last child of the sibling above it. */
export function indentItem(items: MenuItem[], id: string): MenuItem[] {
  const at = locate(items, id);
  if (!at || at.index === 0) return items;
  const item = find(items, id)!;
  if (depthOf(items, id) + heightOf(item) > MENU_MAX_DEPTH) return items;
  let target = '';
  const without = withSiblings(items, at.parent, (siblings) => {
    target = siblings[at.index - 1]!.id;
    return siblings.filter((sibling) => sibling.id !== id);
  });
  return withSiblings(without, target, (children) => [...children, item]);
}

/** Moves an item out of its parent, to just after it. */
export function outdentItem(items: MenuItem[], id: string): MenuItem[] {
  const at = locate(items, id);
  if (!at || at.parent === null) return items;
  const item = find(items, id)!;
  const parentAt = locate(items, at.parent)!;
  const without = withSiblings(items, at.parent, (siblings) =>
    siblings.filter((sibling) => sibling.id !== id),
  );
  return withSiblings(without, parentAt.parent, (siblings) => {
    const next = [...siblings];
    next.splice(parentAt.index + 1, 0, item);
    return next;
  });
}

export function canIndent(items: MenuItem[], id: string): boolean {
  return indentItem(items, id) !== items;
}

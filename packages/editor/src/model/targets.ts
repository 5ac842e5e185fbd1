import {
  childrenOf,
  type DocumentIndex,
  type DocumentNode,
  findNode,
  getIndex,
  type IndexEntry,
  MAX_ROW_NESTING,
  type PageDocument,
} from '@tessera/document';

/**
 * Where a drop or a paste puts a node. `wrap` builds the missing containers around it: an
 * element dropped into an empty section gets a row and a column (`row`), anything dropped on an
 * empty page gets a section too (`section`).
 */
export interface DropTarget {
  /** The list's owner: a section, row, column or popup id; null is the page body. */
  parentId: string | null;
  /** Position in that list as it is now (before the moving node leaves its old place). */
  index: number;
  wrap?: 'row' | 'section';
}

/** What is being placed, which decides which lists it may go into. */
export type PlacementKind = 'section' | 'row' | 'nested-row' | 'column' | 'element';

/** The node the pointer is measured against, and how. */
export interface Anchor {
  /** null: the page body (or the open popup, see `popupId`). */
  id: string | null;
  /** `sibling`: before/after the anchor along `axis`; `inside`: appended to it. */
  mode: 'sibling' | 'inside';
  axis: 'x' | 'y';
}

export type Side = 'before' | 'after';

export function placementKindOf(doc: PageDocument, node: DocumentNode): PlacementKind {
  if (node.type === 'row') {
    const parent = getIndex(doc).get(node.id)?.parentId;
    const parentType = parent ? getIndex(doc).get(parent)?.type : undefined;
    return parentType === 'column' ? 'nested-row' : 'row';
  }
  if (node.type === 'popup') return 'section';
  return node.type;
}

function closest(index: DocumentIndex, id: string, test: (entry: IndexEntry) => boolean): IndexEntry | null {
  let entry = index.get(id);
  while (entry !== undefined) {
    if (test(entry)) return entry;
    entry = entry.parentId === null ? undefined : index.get(entry.parentId);
  }
  return null;
}

function typeOf(index: DocumentIndex, id: string | null): IndexEntry['type'] | 'document' {
  if (id === null) return 'document';
  return index.get(id)?.type ?? 'document';
}

/**
 * Which node a drop is measured against, from the innermost node under the pointer. Sections
 * line up along sections, rows along rows, columns side by side, elements and nested rows in
 * columns. Null when the kind cannot go anywhere near there (a column outside any row).
 */
export function anchorFor(
  doc: PageDocument,
  kind: PlacementKind,
  overId: string | null,
  popupId: string | null = null,
): Anchor | null {
  const index = getIndex(doc);
  const body: Anchor = { id: popupId, mode: 'inside', axis: 'y' };
  if (overId === null || !index.has(overId)) return kind === 'column' ? null : body;
  const overType = typeOf(index, overId);
  if (overType === 'popup') return kind === 'column' ? null : { id: overId, mode: 'inside', axis: 'y' };

  switch (kind) {
    case 'section': {
      const section = closest(index, overId, (e) => e.type === 'section');
      return section ? { id: section.id, mode: 'sibling', axis: 'y' } : body;
    }
    case 'row': {
      const row = closest(index, overId, (e) => e.type === 'row' && typeOf(index, e.parentId) === 'section');
      if (row) return { id: row.id, mode: 'sibling', axis: 'y' };
      const section = closest(index, overId, (e) => e.type === 'section');
      return section ? { id: section.id, mode: 'inside', axis: 'y' } : body;
    }
    case 'column': {
      const column = closest(index, overId, (e) => e.type === 'column');
      if (column) return { id: column.id, mode: 'sibling', axis: 'x' };
      return overType === 'row' ? { id: overId, mode: 'inside', axis: 'x' } : null;
    }
    case 'element':
    case 'nested-row': {
      if (overType === 'element') return { id: overId, mode: 'sibling', axis: 'y' };
      if (overType === 'row' && typeOf(index, index.get(overId)?.parentId ?? null) === 'column')
        return { id: overId, mode: 'sibling', axis: 'y' };
      if (overType === 'column' || overType === 'row' || overType === 'section')
        return { id: overId, mode: 'inside', axis: 'y' };
      return body;
    }
  }
}

function positionIn(index: DocumentIndex, id: string): number {
  const steps = index.get(id)?.path.steps;
  return steps === undefined || steps.length === 0 ? -1 : (steps[steps.length - 1] ?? -1);
}

/** The concrete target for an anchor and the side of it the pointer is on. */
export function targetFor(
  doc: PageDocument,
  kind: PlacementKind,
  anchor: Anchor,
  side: Side,
): DropTarget | null {
  const index = getIndex(doc);
  if (anchor.mode === 'sibling' && anchor.id !== null) {
    const entry = index.get(anchor.id);
    if (entry === undefined) return null;
    const position = positionIn(index, anchor.id);
    // A popup's own sections sit at steps [s] too: their parent is the popup.
    return { parentId: entry.parentId, index: position + (side === 'after' ? 1 : 0) };
  }

  const owner = anchor.id === null ? null : findNode(doc, anchor.id)?.node;
  if (anchor.id !== null && !owner) return null;
  const ownerType = owner?.type ?? 'document';
  const listLength = owner ? childrenOf(owner).length : doc.sections.length;

  switch (ownerType) {
    case 'document':
    case 'popup':
      if (kind === 'column') return null;
      return {
        parentId: anchor.id,
        index: listLength,
        ...(kind === 'section' ? {} : { wrap: 'section' as const }),
      };
    case 'section':
      if (kind === 'row') return { parentId: anchor.id, index: listLength };
      if (kind === 'element' || kind === 'nested-row')
        return { parentId: anchor.id, index: listLength, wrap: 'row' };
      return null;
    case 'row': {
      if (kind === 'column') return { parentId: anchor.id, index: listLength };
      if (kind === 'element' || kind === 'nested-row') {
        const first = owner?.type === 'row' ? owner.columns[0] : undefined;
        return first ? { parentId: first.id, index: first.children.length } : null;
      }
      return null;
    }
    case 'column':
      if (kind === 'element' || kind === 'nested-row') return { parentId: anchor.id, index: listLength };
      return null;
    default:
      return null;
  }
}

/** True when `id` is `ancestorId` or sits anywhere inside it. */
export function isInside(doc: PageDocument, id: string, ancestorId: string): boolean {
  const index = getIndex(doc);
  let entry = index.get(id);
  while (entry !== undefined) {
    if (entry.id === ancestorId) return true;
    entry = entry.parentId === null ? undefined : index.get(entry.parentId);
  }
  return false;
}

/** Depth of row nesting at a column (0 for a column of a section-level row). */
function nestingAt(doc: PageDocument, columnId: string): number {
  const index = getIndex(doc);
  let depth = 0;
  let entry = index.get(columnId);
  while (entry !== undefined) {
    if (entry.type === 'row' && typeOf(index, entry.parentId) === 'column') depth++;
    entry = entry.parentId === null ? undefined : index.get(entry.parentId);
  }
  return depth;
}

function rowDepth(node: DocumentNode): number {
  if (node.type === 'element') return 0;
  let deepest = 0;
  for (const child of childrenOf(node)) deepest = Math.max(deepest, rowDepth(child));
  return deepest + (node.type === 'row' ? 1 : 0);
}

/**
 * Why a drop cannot happen, or null when it can. The tree operations check the same rules when
 * the drop is applied; this answers early so the indicator can say so while dragging.
 */
export function dropProblem(
  doc: PageDocument,
  target: DropTarget,
  node: DocumentNode,
  movingId?: string,
): string | null {
  if (movingId !== undefined && target.parentId !== null && isInside(doc, target.parentId, movingId))
    return 'A block cannot be dropped inside itself.';
  if (node.type === 'row' && target.parentId !== null && target.wrap === undefined) {
    const parent = getIndex(doc).get(target.parentId);
    if (parent?.type === 'column' && nestingAt(doc, target.parentId) + rowDepth(node) > MAX_ROW_NESTING)
      return `Rows can be nested at most ${MAX_ROW_NESTING} levels deep.`;
  }
  if (node.type === 'column' && target.parentId !== null) {
    const parent = findNode(doc, target.parentId)?.node;
    const sameRow = movingId !== undefined && getIndex(doc).get(movingId)?.parentId === target.parentId;
    if (parent?.type === 'row' && parent.columns.length >= 10 && !sameRow)
      return 'A row holds at most 10 columns.';
  }
  return null;
}

/**
 * `moveNode` counts the target index after the node has left its list; a drop indicator shows it
 * before. Converts one to the other for moves within one list.
 */
export function moveIndex(doc: PageDocument, movingId: string, target: DropTarget): number {
  const entry = getIndex(doc).get(movingId);
  if (entry === undefined || entry.parentId !== target.parentId) return target.index;
  const from = positionIn(getIndex(doc), movingId);
  return from < target.index ? target.index - 1 : target.index;
}

/** True when moving to `target` would leave the node exactly where it is. */
export function isNoopMove(doc: PageDocument, movingId: string, target: DropTarget): boolean {
  if (target.wrap !== undefined) return false;
  const entry = getIndex(doc).get(movingId);
  if (entry === undefined || entry.parentId !== target.parentId) return false;
  const from = positionIn(getIndex(doc), movingId);
  return target.index === from || target.index === from + 1;
}

/** Where pasted nodes of a type go, given what is selected: right after it, or into it. */
export function pasteTarget(
  doc: PageDocument,
  kind: PlacementKind,
  anchorId: string | null,
): DropTarget | null {
  const index = getIndex(doc);
  const end = (): DropTarget | null =>
    kind === 'column'
      ? null
      : {
          parentId: null,
          index: doc.sections.length,
          ...(kind === 'section' ? {} : { wrap: 'section' as const }),
        };
  if (anchorId === null || !index.has(anchorId)) return end();
  const after = (id: string): DropTarget => ({
    parentId: index.get(id)?.parentId ?? null,
    index: positionIn(index, id) + 1,
  });
  const anchorType = typeOf(index, anchorId);
  if (anchorType === 'popup') {
    return targetFor(doc, kind, { id: anchorId, mode: 'inside', axis: 'y' }, 'after');
  }

  switch (kind) {
    case 'section': {
      const section = closest(index, anchorId, (e) => e.type === 'section');
      return section ? after(section.id) : end();
    }
    case 'row': {
      if (anchorType === 'section')
        return targetFor(doc, kind, { id: anchorId, mode: 'inside', axis: 'y' }, 'after');
      const row = closest(
        index,
        anchorId,
        (e) => e.type === 'row' && typeOf(index, e.parentId) === 'section',
      );
      return row ? after(row.id) : end();
    }
    case 'column': {
      if (anchorType === 'row')
        return targetFor(doc, kind, { id: anchorId, mode: 'inside', axis: 'x' }, 'after');
      const column = closest(index, anchorId, (e) => e.type === 'column');
      return column ? after(column.id) : null;
    }
    case 'element':
    case 'nested-row': {
      if (
        anchorType === 'element' ||
        (anchorType === 'row' && typeOf(index, index.get(anchorId)?.parentId ?? null) === 'column')
      )
        return after(anchorId);
      return targetFor(doc, kind, { id: anchorId, mode: 'inside', axis: 'y' }, 'after');
    }
  }
}

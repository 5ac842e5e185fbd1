import type {
  ColumnChild,
  DocumentNode,
  ElementNode,
  NodeType,
  PageDocument,
  RowNode,
  SectionNode,
} from './schema.ts';
import { childrenOf } from './schema.ts';

/**
 * Where a node sits: `popup` is the popup's index (null for the page body) and `steps` the child
 * indexes from there: section, row, column, then child/column pairs for nested rows.
 * A popup itself has `steps: []`.
 */
export interface NodePath {
  readonly popup: number | null;
  readonly steps: readonly number[];
}

export interface IndexEntry {
  readonly id: string;
  readonly type: NodeType;
  readonly path: NodePath;
  /** Id of the parent node; null when the parent is the document itself. */
  readonly parentId: string | null;
  /** The section whose texts hold this node's formatted text (itself for a section; null for a popup). */
  readonly sectionId: string | null;
  readonly popupId: string | null;
}

export type DocumentIndex = ReadonlyMap<string, IndexEntry>;

function indexSection(
  index: Map<string, IndexEntry>,
  section: SectionNode,
  popup: number | null,
  popupId: string | null,
  steps: number[],
): void {
  index.set(section.id, {
    id: section.id,
    type: 'section',
    path: { popup, steps },
    parentId: popupId,
    sectionId: section.id,
    popupId,
  });
  section.rows.forEach((row, r) => {
    indexRow(index, row, popup, popupId, section.id, section.id, [...steps, r]);
  });
}

function indexRow(
  index: Map<string, IndexEntry>,
  row: RowNode,
  popup: number | null,
  popupId: string | null,
  sectionId: string,
  parentId: string,
  steps: number[],
): void {
  index.set(row.id, { id: row.id, type: 'row', path: { popup, steps }, parentId, sectionId, popupId });
  row.columns.forEach((column, c) => {
    const columnSteps = [...steps, c];
    index.set(column.id, {
      id: column.id,
      type: 'column',
      path: { popup, steps: columnSteps },
      parentId: row.id,
      sectionId,
      popupId,
    });
    column.children.forEach((child: ColumnChild, i) => {
      const childSteps = [...columnSteps, i];
      if (child.type === 'row') {
        indexRow(index, child, popup, popupId, sectionId, column.id, childSteps);
      } else {
        index.set(child.id, {
          id: child.id,
          type: 'element',
          path: { popup, steps: childSteps },
          parentId: column.id,
          sectionId,
          popupId,
        });
      }
    });
  });
}

/** id → location for every node. Ids are unique in a parsed document; if not, the first one wins. */
export function buildIndex(doc: PageDocument): DocumentIndex {
  const index = new Map<string, IndexEntry>();
  doc.sections.forEach((section, s) => {
    indexSection(index, section, null, null, [s]);
  });
  doc.popups.forEach((popup, p) => {
    index.set(popup.id, {
      id: popup.id,
      type: 'popup',
      path: { popup: p, steps: [] },
      parentId: null,
      sectionId: null,
      popupId: popup.id,
    });
    popup.sections.forEach((section, s) => {
      indexSection(index, section, p, popup.id, [s]);
    });
  });
  return index;
}

/** Documents are immutable, so an index built once stays right for that exact object. */
const cache = new WeakMap<PageDocument, DocumentIndex>();

export function getIndex(doc: PageDocument): DocumentIndex {
  let index = cache.get(doc);
  if (index === undefined) {
    index = buildIndex(doc);
    cache.set(doc, index);
  }
  return index;
}

const prefixCache = new WeakMap<PageDocument, ReadonlySet<string>>();

/**
 * For edits that leave every node where it was (options, texts, column widths, theme): `next`
 * takes over the index and prefixes already built for `previous`, so the next lookup does not
 * walk the whole document again. This keeps an editor's option edit proportional to the changed
 * node, not to the document size. Returns `next`.
 */
export function withSameStructure(previous: PageDocument, next: PageDocument): PageDocument {
  if (previous === next) return next;
  const index = cache.get(previous);
  if (index !== undefined && !cache.has(next)) cache.set(next, index);
  const prefixes = prefixCache.get(previous);
  if (prefixes !== undefined && !prefixCache.has(next)) prefixCache.set(next, prefixes);
  return next;
}

/** Every element prefix in the document (they share the uniqueness rule of ids). */
export function getPrefixes(doc: PageDocument): ReadonlySet<string> {
  let prefixes = prefixCache.get(doc);
  if (prefixes === undefined) {
    const set = new Set<string>();
    for (const node of walkNodes(doc)) if (node.type === 'element') set.add(node.prefix);
    prefixes = set;
    prefixCache.set(doc, prefixes);
  }
  return prefixes;
}

export function nodeAtPath(doc: PageDocument, path: NodePath): DocumentNode | undefined {
  let node: DocumentNode | undefined;
  let list: readonly DocumentNode[];
  if (path.popup === null) {
    list = doc.sections;
  } else {
    const popup = doc.popups[path.popup];
    if (popup === undefined) return undefined;
    node = popup;
    list = popup.sections;
  }
  for (const step of path.steps) {
    node = list[step];
    if (node === undefined) return undefined;
    list = childrenOf(node);
  }
  return node;
}

export function findNode(doc: PageDocument, id: string): { node: DocumentNode; entry: IndexEntry } | null {
  const entry = getIndex(doc).get(id);
  if (entry === undefined) return null;
  const node = nodeAtPath(doc, entry.path);
  return node === undefined ? null : { node, entry };
}

export function findElement(
  doc: PageDocument,
  elementId: string,
): { element: ElementNode; entry: IndexEntry } | null {
  const found = findNode(doc, elementId);
  if (found === null || found.node.type !== 'element') return null;
  return { element: found.node, entry: found.entry };
}

export function getElementOptions(doc: PageDocument, elementId: string): Record<string, unknown> | null {
  return findElement(doc, elementId)?.element.options ?? null;
}

/** The element's formatted text (SPEC §3: kept per section, then element id). */
export function getText(doc: PageDocument, elementId: string): string | null {
  const entry = getIndex(doc).get(elementId);
  if (entry?.type !== 'element' || entry.sectionId === null) return null;
  return doc.texts[entry.sectionId]?.[elementId] ?? null;
}

/** Depth-first, in display order: page sections first, then popups. */
export function* walkNodes(doc: PageDocument): Generator<DocumentNode> {
  function* walk(node: DocumentNode): Generator<DocumentNode> {
    yield node;
    for (const child of childrenOf(node)) yield* walk(child);
  }
  for (const section of doc.sections) yield* walk(section);
  for (const popup of doc.popups) yield* walk(popup);
}

export function* walkSubtree(node: DocumentNode): Generator<DocumentNode> {
  yield node;
  for (const child of childrenOf(node)) yield* walkSubtree(child);
}

export function elementsOf(doc: PageDocument): ElementNode[] {
  const out: ElementNode[] = [];
  for (const node of walkNodes(doc)) if (node.type === 'element') out.push(node);
  return out;
}

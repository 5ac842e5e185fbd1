import type { NodePath } from '../doc-index.ts';
import type {
  ColumnChild,
  ColumnNode,
  DocumentNode,
  PageDocument,
  PopupNode,
  RowNode,
  SectionNode,
} from '../schema.ts';
import { childrenOf } from '../schema.ts';

/** Anything with a child list: the document (its sections) or a node. */
export type Container = PageDocument | DocumentNode;

function isDocument(container: Container): container is PageDocument {
  return 'schemaVersion' in container;
}

export function listOf(container: Container): readonly DocumentNode[] {
  return isDocument(container) ? container.sections : childrenOf(container);
}

/**
 * Returns a copy of `container` with its child list replaced. The list's node types are the
 * caller's promise (checked by `canContain` before any edit), hence the narrowing casts.
 */
export function withList(container: Container, list: readonly DocumentNode[]): Container {
  if (isDocument(container)) return { ...container, sections: list as SectionNode[] };
  switch (container.type) {
    case 'popup':
      return { ...container, sections: list as SectionNode[] } satisfies PopupNode;
    case 'section':
      return { ...container, rows: list as RowNode[] } satisfies SectionNode;
    case 'row':
      return { ...container, columns: list as ColumnNode[] } satisfies RowNode;
    case 'column':
      return { ...container, children: list as ColumnChild[] } satisfies ColumnNode;
    case 'element':
      return container;
  }
}

export type ContainerType = 'document' | DocumentNode['type'];

export function containerType(container: Container): ContainerType {
  return isDocument(container) ? 'document' : container.type;
}

/** Which node types each container may hold (nested rows live in columns). */
export function canContain(parent: ContainerType, child: DocumentNode['type']): boolean {
  switch (parent) {
    case 'document':
    case 'popup':
      return child === 'section';
    case 'section':
      return child === 'row';
    case 'row':
      return child === 'column';
    case 'column':
      return child === 'element' || child === 'row';
    case 'element':
      return false;
  }
}

function updateIn(
  container: Container,
  steps: readonly number[],
  depth: number,
  fn: (container: Container) => Container,
): Container {
  if (depth === steps.length) return fn(container);
  const list = listOf(container);
  const index = steps[depth] ?? -1;
  const child = list[index];
  if (child === undefined) return container;
  const next = updateIn(child, steps, depth + 1, fn);
  if (next === child) return container;
  const copy = list.slice();
  copy[index] = next as DocumentNode;
  return withList(container, copy);
}

/**
 * Replaces the container at `path` (the document body when `popup` is null and `steps` empty)
 * with `fn(container)`, copying only the nodes on the way down; every other node keeps its
 * reference, which is what lets the editor and renderer skip unchanged subtrees.
 */
export function updateAt(
  doc: PageDocument,
  path: NodePath,
  fn: (container: Container) => Container,
): PageDocument {
  if (path.popup === null) return updateIn(doc, path.steps, 0, fn) as PageDocument;
  const popup = doc.popups[path.popup];
  if (popup === undefined) return doc;
  const next = updateIn(popup, path.steps, 0, fn);
  if (next === popup) return doc;
  const popups = doc.popups.slice();
  popups[path.popup] = next as PopupNode;
  return { ...doc, popups };
}

export function containerAt(doc: PageDocument, path: NodePath): Container | undefined {
  let container: Container | undefined = path.popup === null ? doc : doc.popups[path.popup];
  for (const step of path.steps) {
    if (container === undefined) return undefined;
    container = listOf(container)[step];
  }
  return container;
}

export function parentPath(path: NodePath): NodePath {
  return { popup: path.popup, steps: path.steps.slice(0, -1) };
}

export function lastStep(path: NodePath): number {
  return path.steps[path.steps.length - 1] ?? -1;
}

/** True when `inner` is `outer` or lies inside it. */
export function isWithin(inner: NodePath, outer: NodePath): boolean {
  if (inner.popup !== outer.popup || inner.steps.length < outer.steps.length) return false;
  return outer.steps.every((step, i) => inner.steps[i] === step);
}

import { type DocumentNode, findNode, getIndex, type PageDocument } from '@tessera/document';
import type { ElementRegistry } from '@tessera/elements';

/** What the editor calls a node in outlines, breadcrumbs and the layers tree. */
export function nodeLabel(doc: PageDocument, registry: ElementRegistry, node: DocumentNode): string {
  switch (node.type) {
    case 'element':
      return Object.hasOwn(registry, node.key) ? registry[node.key as keyof ElementRegistry].label : node.key;
    case 'section': {
      if (node.name) return node.name;
      if (node.kind) return node.kind;
      const position = getIndex(doc).get(node.id)?.path.steps[0];
      return `Section ${(position ?? 0) + 1}`;
    }
    case 'row': {
      const parent = getIndex(doc).get(node.id)?.parentId;
      const nested = parent !== null && parent !== undefined && getIndex(doc).get(parent)?.type === 'column';
      return nested ? 'Nested row' : 'Row';
    }
    case 'column':
      return `Column ${Math.round(node.width)}%`;
    case 'popup':
      return node.name || 'Popup';
  }
}

export function labelOf(doc: PageDocument, registry: ElementRegistry, id: string | null): string {
  if (id === null) return '';
  const node = findNode(doc, id)?.node;
  return node ? nodeLabel(doc, registry, node) : '';
}

/** The chain from the outermost container down to `id` (breadcrumbs). */
export function ancestry(doc: PageDocument, id: string | null): string[] {
  const index = getIndex(doc);
  const chain: string[] = [];
  let entry = id === null ? undefined : index.get(id);
  while (entry !== undefined) {
    chain.unshift(entry.id);
    entry = entry.parentId === null ? undefined : index.get(entry.parentId);
  }
  return chain;
}

/** The row whose columns the resize handles act on for a selection. */
export function rowForResize(doc: PageDocument, id: string | null): string | null {
  const index = getIndex(doc);
  let entry = id === null ? undefined : index.get(id);
  while (entry !== undefined) {
    if (entry.type === 'row') return entry.id;
    if (entry.type === 'section' || entry.type === 'popup') return null;
    entry = entry.parentId === null ? undefined : index.get(entry.parentId);
  }
  return null;
}

import { type IdKind, kindOfId, type PageDocument, randomIds, walkNodes } from '@tessera/document';

/** Old → new values for everything a document can point at. */
export interface DocumentRemap {
  /** Node ids and element prefixes (section-…, row-…, element-…, prefix-…). */
  nodeIds: ReadonlyMap<string, string>;
  /** Page ids (button `PageId`). */
  pageIds?: ReadonlyMap<number, number>;
  /** Menu ids (navigation `menuId`). */
  menuIds?: ReadonlyMap<number, number>;
}

/** Fresh ids for every node and prefix of a document, added to `into` (one map can span a site). */
export function freshNodeIds(
  document: PageDocument,
  into: Map<string, string> = new Map(),
): Map<string, string> {
  for (const node of walkNodes(document)) {
    into.set(node.id, randomIds(node.type as IdKind));
    if (node.type === 'element') into.set(node.prefix, randomIds('prefix'));
  }
  return into;
}

function mapNumber(value: unknown, map: ReadonlyMap<number, number> | undefined): unknown {
  if (!map) return value;
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : null;
  if (id === null) return value;
  const mapped = map.get(id);
  // A link to a page or menu outside what was copied cannot be kept: it would point into another site.
  if (mapped === undefined) return null;
  return typeof value === 'string' ? String(mapped) : mapped;
}

/**
 * A copy of a document with every id it holds replaced: node ids wherever they appear (as values,
 * such as a button's WebSectionId or a popup trigger, and as keys, such as formatted texts keyed
 * by section and element), page ids in `PageId` and menu ids in `menuId`.
 */
export function remapDocument(document: PageDocument, remap: DocumentRemap): PageDocument {
  const visit = (value: unknown, key: string | null): unknown => {
    if (typeof value === 'string') {
      if (key === 'PageId') return mapNumber(value, remap.pageIds);
      if (key === 'menuId') return mapNumber(value, remap.menuIds);
      return kindOfId(value) === null ? value : (remap.nodeIds.get(value) ?? value);
    }
    if (typeof value === 'number') {
      if (key === 'PageId') return mapNumber(value, remap.pageIds);
      if (key === 'menuId') return mapNumber(value, remap.menuIds);
      return value;
    }
    if (Array.isArray(value)) return value.map((item) => visit(item, null));
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[remap.nodeIds.get(k) ?? k] = visit(v, k);
      return out;
    }
    return value;
  };
  return visit(document, null) as PageDocument;
}

/** The same document with new ids throughout (a page created from a sample, a cloned page). */
export function withFreshIds(
  document: PageDocument,
  remap: Omit<DocumentRemap, 'nodeIds'> = {},
): PageDocument {
  return remapDocument(document, { ...remap, nodeIds: freshNodeIds(document) });
}

import type { IdGenerator } from '../ids.ts';
import type { ColumnChild, ColumnNode, DocumentNode, ElementNode, RowNode, SectionNode } from '../schema.ts';

/**
 * A deep copy of a subtree with new ids on every node (and new element prefixes). `idMap` maps
 * each old id to its new one so callers can carry formatted texts over.
 * Options are shared, not copied: documents are never mutated, so sharing is safe.
 */
export function cloneWithFreshIds<T extends DocumentNode>(
  node: T,
  ids: IdGenerator,
): { node: T; idMap: Map<string, string> } {
  const idMap = new Map<string, string>();
  const fresh = (old: string, kind: 'section' | 'row' | 'column' | 'element' | 'popup'): string => {
    const id = ids(kind);
    idMap.set(old, id);
    return id;
  };

  const element = (e: ElementNode): ElementNode => ({
    ...e,
    id: fresh(e.id, 'element'),
    prefix: ids('prefix'),
  });
  const child = (c: ColumnChild): ColumnChild => (c.type === 'row' ? row(c) : element(c));
  const column = (c: ColumnNode): ColumnNode => ({
    ...c,
    id: fresh(c.id, 'column'),
    children: c.children.map(child),
  });
  const row = (r: RowNode): RowNode => ({ ...r, id: fresh(r.id, 'row'), columns: r.columns.map(column) });
  const section = (s: SectionNode): SectionNode => ({
    ...s,
    id: fresh(s.id, 'section'),
    rows: s.rows.map(row),
  });

  const cloneAny = (n: DocumentNode): DocumentNode => {
    switch (n.type) {
      case 'element':
        return element(n);
      case 'column':
        return column(n);
      case 'row':
        return row(n);
      case 'section':
        return section(n);
      case 'popup':
        return { ...n, id: fresh(n.id, 'popup'), sections: n.sections.map(section) };
    }
  };
  // The switch preserves the node type, which TS cannot see through the generic.
  return { node: cloneAny(node) as T, idMap };
}

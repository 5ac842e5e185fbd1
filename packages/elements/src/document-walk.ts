import type { ColumnChild, ElementNode, PageDocument, RowNode, SectionNode } from '@tessera/document';

/**
 * Element walks with the same path spelling parseDocument reports
 * (`popups[0].sections[1].rows[0].columns[2].children[3]`), so problems from loading and from the
 * registry point at places the same way.
 */

export interface ElementAt {
  element: ElementNode;
  path: string;
}

function* rowElements(row: RowNode, path: string): Generator<ElementAt> {
  for (const [c, column] of row.columns.entries()) {
    for (const [i, child] of column.children.entries()) {
      const childPath = `${path}.columns[${c}].children[${i}]`;
      if (child.type === 'row') yield* rowElements(child, childPath);
      else yield { element: child, path: childPath };
    }
  }
}

function* sectionElements(section: SectionNode, path: string): Generator<ElementAt> {
  for (const [r, row] of section.rows.entries()) yield* rowElements(row, `${path}.rows[${r}]`);
}

export function* elementsWithPaths(doc: PageDocument): Generator<ElementAt> {
  for (const [s, section] of doc.sections.entries()) yield* sectionElements(section, `sections[${s}]`);
  for (const [p, popup] of doc.popups.entries()) {
    for (const [s, section] of popup.sections.entries())
      yield* sectionElements(section, `popups[${p}].sections[${s}]`);
  }
}

export type ElementMapper = (element: ElementNode, path: string) => ElementNode;

/** Maps a list, returning the list itself when no entry changed (structural sharing). */
function mapList<T>(list: readonly T[], fn: (item: T, index: number) => T): T[] | null {
  let out: T[] | null = null;
  list.forEach((item, index) => {
    const next = fn(item, index);
    if (next !== item) {
      out ??= list.slice();
      out[index] = next;
    }
  });
  return out;
}

function mapRow(row: RowNode, path: string, fn: ElementMapper): RowNode {
  const columns = mapList(row.columns, (column, c) => {
    const children = mapList(column.children, (child: ColumnChild, i) => {
      const childPath = `${path}.columns[${c}].children[${i}]`;
      return child.type === 'row' ? mapRow(child, childPath, fn) : fn(child, childPath);
    });
    return children === null ? column : { ...column, children };
  });
  return columns === null ? row : { ...row, columns };
}

function mapSection(section: SectionNode, path: string, fn: ElementMapper): SectionNode {
  const rows = mapList(section.rows, (row, r) => mapRow(row, `${path}.rows[${r}]`, fn));
  return rows === null ? section : { ...section, rows };
}

/** Replaces elements; only the paths to changed elements are copied, the rest keeps its references. */
export function mapElements(doc: PageDocument, fn: ElementMapper): PageDocument {
  const sections = mapList(doc.sections, (section, s) => mapSection(section, `sections[${s}]`, fn));
  const popups = mapList(doc.popups, (popup, p) => {
    const inner = mapList(popup.sections, (section, s) =>
      mapSection(section, `popups[${p}].sections[${s}]`, fn),
    );
    return inner === null ? popup : { ...popup, sections: inner };
  });
  if (sections === null && popups === null) return doc;
  return { ...doc, sections: sections ?? doc.sections, popups: popups ?? doc.popups };
}

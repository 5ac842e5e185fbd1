import { MAX_COLUMNS_PER_ROW } from '../constants.ts';
import { findNode, withSameStructure } from '../doc-index.ts';
import { type IdGenerator, randomIds } from '../ids.ts';
import type { ColumnChild, ColumnNode, PageDocument, RowNode } from '../schema.ts';
import { createColumn } from './create.ts';
import { updateAt } from './path.ts';
import { done, refuse, type TreeResult } from './result.ts';
import { normalizeWidths, resizeWidths } from './widths.ts';

function findRow(doc: PageDocument, rowId: string) {
  const found = findNode(doc, rowId);
  return found !== null && found.node.type === 'row' ? { row: found.node, path: found.entry.path } : null;
}

/**
 * Gives a row a new layout (e.g. [50, 50] or a COLUMN_LAYOUTS preset). Existing columns keep
 * their ids, options and content in order; when the layout has fewer columns, the content of the
 * dropped columns is appended to the last remaining column, so nothing is lost.
 */
export function setColumnLayout(
  doc: PageDocument,
  rowId: string,
  layout: readonly number[],
  { ids = randomIds }: { ids?: IdGenerator } = {},
): TreeResult {
  const target = findRow(doc, rowId);
  if (target === null) return refuse('not-found', `No row ${rowId}.`);
  if (
    layout.length < 1 ||
    layout.length > MAX_COLUMNS_PER_ROW ||
    !layout.every((w) => Number.isFinite(w) && w > 0)
  ) {
    return refuse('invalid-layout', 'A layout has 1 to 10 positive widths.');
  }
  const widths = normalizeWidths(layout);
  const { row, path } = target;

  const kept = row.columns.slice(0, widths.length);
  const dropped = row.columns.slice(widths.length);
  const columns: ColumnNode[] = widths.map((width, i) => {
    const existing = kept[i];
    if (existing === undefined) return createColumn(width, [], {}, { ids });
    return existing.width === width ? existing : { ...existing, width };
  });
  if (dropped.length > 0) {
    const lastIndex = columns.length - 1;
    const last = columns[lastIndex];
    const moved: ColumnChild[] = dropped.flatMap((c) => c.children);
    if (last !== undefined && moved.length > 0)
      columns[lastIndex] = { ...last, children: [...last.children, ...moved] };
  }

  const unchanged = columns.length === row.columns.length && columns.every((c, i) => c === row.columns[i]);
  if (unchanged) return done(doc, rowId);
  return done(
    updateAt(doc, path, (c) => ({ ...(c as RowNode), columns })),
    rowId,
  );
}

/**
 * Moves the divider between column `dividerIndex` and the next one by `delta` percentage points,
 * stopping where either column would go under 10 % (SPEC §4).
 */
export function resizeColumns(
  doc: PageDocument,
  rowId: string,
  dividerIndex: number,
  delta: number,
): TreeResult {
  const target = findRow(doc, rowId);
  if (target === null) return refuse('not-found', `No row ${rowId}.`);
  const { row, path } = target;
  if (!Number.isInteger(dividerIndex) || dividerIndex < 0 || dividerIndex >= row.columns.length - 1) {
    return refuse('invalid-index', `Row ${rowId} has no divider ${dividerIndex}.`);
  }
  const widths = resizeWidths(
    row.columns.map((c) => c.width),
    dividerIndex,
    delta,
  );
  if (widths.every((w, i) => w === row.columns[i]?.width)) return done(doc, rowId);
  const columns = row.columns.map((c, i) => {
    const width = widths[i] ?? c.width;
    return width === c.width ? c : { ...c, width };
  });
  return done(
    withSameStructure(
      doc,
      updateAt(doc, path, (c) => ({ ...(c as RowNode), columns })),
    ),
    rowId,
  );
}

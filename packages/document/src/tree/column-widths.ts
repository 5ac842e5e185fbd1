import type { ColumnNode, DocumentNode } from '../schema.ts';

/** Assigns widths to columns in order, keeping the reference of any column whose width is unchanged. */
export function withWidths(columns: readonly DocumentNode[], widths: readonly number[]): DocumentNode[] {
  return columns.map((node, i) => {
    const width = widths[i];
    if (node.type !== 'column' || width === undefined || node.width === width) return node;
    return { ...node, width } satisfies ColumnNode;
  });
}

export function widthsOf(columns: readonly DocumentNode[]): number[] {
  return columns.map((node) => (node.type === 'column' ? node.width : 0));
}

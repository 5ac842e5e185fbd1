import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';

/** The columns every design-record table has (`courses`, `order_pages`, `templates`, …). */
export type RecordTable = PgTable & {
  id: PgColumn;
  published: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** What the admins' list of every kind takes: search, published or not, sort, and the page. */
export interface RecordListQuery {
  page: number;
  per_page: number;
  search?: string | undefined;
  published?: boolean | undefined;
  sort: string;
  order: 'asc' | 'desc';
}

/** How a kind's list reads its table. */
export interface RecordListShape<Q extends RecordListQuery> {
  /** The column naming a record, under the sort field it has in the API (a course's `title`). */
  name: { field: string; column: PgColumn };
  /** Where the search looks (the name, the description). */
  searchIn: readonly PgColumn[];
  /** The kind's own filters (a plan, a category, a block kind). */
  filters?: (query: Q) => SQL[];
}

/**
 * The where, order and page of an admins' list: `base` plus the search, published and the kind's
 * filters; sorted by `sorts[query.sort]` (names as people read them, whatever their case; dates),
 * the newest id first among equals.
 */
export function recordListWindow<Q extends RecordListQuery>(
  table: RecordTable,
  shape: RecordListShape<Q>,
  query: Q,
  options: { base?: SQL[]; sorts?: Record<string, SQL | PgColumn> } = {},
) {
  const conditions = [...(options.base ?? [])];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(...shape.searchIn.map((column) => ilike(column, pattern)))!);
  }
  if (query.published !== undefined) conditions.push(eq(table.published, query.published));
  conditions.push(...(shape.filters?.(query) ?? []));
  const sorts = options.sorts ?? {
    [shape.name.field]: sql`lower(${shape.name.column})`,
    created_at: table.createdAt,
    updated_at: table.updatedAt,
  };
  const column = sorts[query.sort]!;
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [query.order === 'desc' ? desc(column) : asc(column), desc(table.id)],
    ...pageWindow(query.page, query.per_page),
  };
}

/** Where a list reads: the rows its conditions match, in its order, one page of them. */
export interface ListWindow {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** A select of a list's rows, to be ordered and paged (drizzle's select, as this needs it). */
interface ListSelect<R> {
  orderBy(...columns: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };
}

/**
 * A page of a list and how many rows it has in all: `select` the rows of `table` (with any joins
 * they need) matching `where`, ordered and paged by `window`, and the count of the table's rows
 * matching it, at once.
 */
export async function listPage<R>(
  db: Database,
  table: PgTable,
  window: ListWindow,
  select: (where: SQL | undefined) => ListSelect<R>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, totals] = await Promise.all([
    select(window.where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(table).where(window.where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

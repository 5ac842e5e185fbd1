import { type ListMeta, MAX_LIST_ROWS } from '@tessera/api-contract';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { requireAuth } from './access.ts';
import type { AuthContext } from './caller.ts';

export function pageWindow(page: number, perPage: number) {
  return { limit: perPage, offset: (page - 1) * perPage };
}

export function listMeta(total: ListTotal | number, page: number, perPage: number): ListMeta {
  const estimated = typeof total !== 'number' && total.estimated;
  return { total: rowCount(total), page, per_page: perPage, ...(estimated ? { total_estimated: true } : {}) };
}

/** The number of a list's total, counted or estimated. */
export const rowCount = (total: ListTotal | number): number =>
  typeof total === 'number' ? total : total.total;

/** A page of a list's rows and the list's total (a plain count, or `listTotal`'s). */
export interface ListPage<T> {
  rows: T[];
  total: ListTotal | number;
}

/** The list envelope (`{ data, meta }`) of a page of rows, for the page the query asked for. */
export function listAnswer<T>(
  result: ListPage<T>,
  query: { page: number; per_page: number },
): { data: T[]; meta: ListMeta } {
  return { data: result.rows, meta: listMeta(result.total, query.page, query.per_page) };
}

/** How many rows a list has: counted, or for a list longer than its pages reach, estimated. */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

/** A list of at most this many rows is counted outright; beyond, the planner's estimate is asked first. */
const COUNTED_OUTRIGHT = 1_000;

/**
 * The total of a list whose rows `where` picks from `table`, at a cost that does not grow with the
 * list: counting stops one row past what there is to know. Up to `MAX_LIST_ROWS` (what paging
 * reaches) it is exact; a longer list's total is PostgreSQL's estimate from its statistics
 * (flagged, `total_estimated` in the answer), since counting 100,000 rows each time a page of 10
 * is shown would cost more than showing it.
 */
export async function listTotal(db: Database, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const rows = () => db.select({ one: sql`1` }).from(table).where(where);
  const countUpTo = async (limit: number) => {
    const [row] = await db.select({ value: count() }).from(rows().limit(limit).as('counted'));
    return row?.value ?? 0;
  };
  const counted = await countUpTo(COUNTED_OUTRIGHT + 1);
  if (counted <= COUNTED_OUTRIGHT) return { total: counted, estimated: false };
  const estimate = await estimatedRows(db, rows().getSQL());
  if (estimate <= MAX_LIST_ROWS) {
    const recounted = await countUpTo(MAX_LIST_ROWS + 1);
    if (recounted <= MAX_LIST_ROWS) return { total: recounted, estimated: false };
  }
  // More than paging reaches (or so the statistics say): never fewer than were counted.
  return { total: Math.max(estimate, counted), estimated: true };
}

/** The rows PostgreSQL's planner expects a query to return (EXPLAIN: no row is read). */
async function estimatedRows(db: Database, query: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  // Both drivers answer `{ rows }`; EXPLAIN's one row holds its plan as JSON, parsed by the driver.
  const [row] = (
    result as unknown as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> }
  ).rows;
  return Math.round(row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The handler of `GET /landings/:id/<records>`: the page of the site's records the query asks
 * for, as the caller may see them, in the list envelope.
 */
export function siteListHandler<Q extends { page: number; per_page: number }, T>(
  list: (auth: AuthContext, landingId: number, query: Q) => Promise<ListPage<T>>,
) {
  return async (request: { auth: AuthContext | null; params: { id: number }; query: Q }) =>
    listAnswer(await list(requireAuth(request.auth), request.params.id, request.query), request.query);
}

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

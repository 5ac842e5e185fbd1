import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../db/client.ts';
import { HttpError, notFound } from './errors.ts';

/**
 * Optimistic concurrency, one way for every record a screen loads, edits and saves (design
 * drafts, site settings, page settings, blog post details): the save names the version it was
 * made from, and the row is written only if it still has that version, in the same statement
 * that bumps it. Anything else is a 409 carrying the version the row has now (`staleVersion`).
 */

type Executor = Pick<Database, 'select' | 'update'>;

/** A table's version counter: its column and the key drizzle's `set` knows it by. */
export interface VersionCounter<T extends PgTable> {
  table: T;
  column: PgColumn;
  key: keyof T['$inferInsert'] & string;
}

export type VersionedWrite<R> = { ok: true; row: R } | { ok: false; currentVersion: number | null };

/**
 * `UPDATE … SET …, {version} = {version} + 1 WHERE {match} AND {version} = {expected} RETURNING`.
 * When no row was written, the row's present version is read (null when `match` finds no row),
 * so the caller can answer what the client needs to decide.
 */
export async function versionedUpdate<T extends PgTable, F extends SelectedFields>(
  db: Executor,
  counter: VersionCounter<T>,
  match: SQL,
  expected: number,
  set: PgUpdateSetSource<T>,
  returning: F,
): Promise<VersionedWrite<SelectResultFields<F>>> {
  const values = { ...set, [counter.key]: sql`${counter.column} + 1` } as PgUpdateSetSource<T>;
  // Drizzle cannot type `returning` over a table chosen by a type parameter; the fields are the
  // caller's own, so the row has exactly their keys.
  const rows = (await db
    .update(counter.table)
    .set(values)
    .where(and(match, eq(counter.column, expected)))
    .returning(returning)) as Array<SelectResultFields<F>>;
  const written = rows[0];
  if (written) return { ok: true, row: written };
  const [current] = await db
    .select({ version: counter.column })
    .from(counter.table as PgTable)
    .where(match)
    .limit(1);
  return { ok: false, currentVersion: current ? Number(current.version) : null };
}

/** The 409 every stale save answers: `{ message, current_version }` (api-contract `staleVersionAnswer`). */
export function staleVersion(message: string, currentVersion: number): HttpError {
  return new HttpError(409, message, undefined, { current_version: currentVersion });
}

/**
 * `versionedUpdate` for a save that has nothing else to try: the written row, or a 409 with the
 * current version (404 when the row went away meanwhile).
 */
export async function updateAtVersion<T extends PgTable, F extends SelectedFields>(
  db: Executor,
  counter: VersionCounter<T>,
  match: SQL,
  expected: number,
  set: PgUpdateSetSource<T>,
  returning: F,
  messages: { stale: string; gone: string },
): Promise<SelectResultFields<F>> {
  const outcome = await versionedUpdate(db, counter, match, expected, set, returning);
  if (outcome.ok) return outcome.row;
  if (outcome.currentVersion === null) throw notFound(messages.gone);
  throw staleVersion(messages.stale, outcome.currentVersion);
}

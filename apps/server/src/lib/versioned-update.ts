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

/** One versioned write: the row, the version the save was made from, what to set and return. */
export interface VersionedChange<T extends PgTable, F extends SelectedFields> {
  /** Finds the row (`eq(table.id, id)`). */
  match: SQL;
  /** The version the save was made from. */
  expected: number;
  set: PgUpdateSetSource<T>;
  returning: F;
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
  { match, expected, set, returning }: VersionedChange<T, F>,
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

/** A record's settings versioned apart from its design, and what a failed save of them says. */
export interface VersionedSettings<T extends PgTable> {
  counter: VersionCounter<T>;
  /** The 409's message. */
  stale: string;
  /** The 404's, when the row went away meanwhile. */
  gone: string;
}

/**
 * The settings of `table`'s rows (a site's settings, a page's, a post's details), counted by its
 * `settingsVersion` column; `what` names them in the 409 ("This page's settings").
 */
export function versionedSettings<
  T extends PgTable & { settingsVersion: PgColumn; $inferInsert: { settingsVersion?: number } },
>(table: T, what: string, gone: string): VersionedSettings<T> {
  return {
    counter: { table, column: table.settingsVersion, key: 'settingsVersion' },
    stale: `${what} were changed elsewhere since you opened them. Reload them to see the latest, or save yours over them.`,
    gone,
  };
}

/**
 * `versionedUpdate` of a record's settings, for a save that has nothing else to try: the written
 * row, or a 409 with the current version (404 when the row went away meanwhile).
 */
export async function updateAtVersion<T extends PgTable, F extends SelectedFields>(
  db: Executor,
  settings: VersionedSettings<T>,
  change: VersionedChange<T, F>,
): Promise<SelectResultFields<F>> {
  const outcome = await versionedUpdate(db, settings.counter, change);
  if (outcome.ok) return outcome.row;
  if (outcome.currentVersion === null) throw notFound(settings.gone);
  throw staleVersion(settings.stale, outcome.currentVersion);
}

import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/**
 * A site's rows of one table as data, and back: what each area's part of a site backup
 * (modules/backups/part.ts) does with a table of its own, written once here.
 *
 * Rows are PostgreSQL's own `to_jsonb` of each row, so they go back with
 * `jsonb_populate_recordset` at exactly their stored types, whatever the column types are.
 * A row keeps its id, so whatever points at it (contacts at a form, stats at a page, a menu at a
 * page) still does after it is put back.
 */

/** A table of rows that belong to one site (`id` primary key, `landing_id`, `agency_id`). */
export type SiteTable = PgTable & { id: PgColumn; landingId: PgColumn; agencyId: PgColumn };

/** A row as `to_jsonb` gives it: database column names to values. */
export type SiteRowData = Record<string, unknown>;

/** A database or a transaction. */
type Executor = Pick<Database, 'execute'>;

/** Optimistic-concurrency counters (lib/versioned-update.ts): putting rows back only ever raises them. */
const VERSION_COLUMNS = new Set(['version', 'settings_version']);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Database column names of a table, in declaration order. */
function columnNames(table: PgTable): string[] {
  return Object.values(getTableColumns(table)).map((column) => column.name);
}

/**
 * SET clause that moves a unique value aside (`'{prefix}~restore~' || id`), so rows coming back
 * that swap values between them cannot collide with themselves half-way.
 */
export function moveAside(column: string, prefix = ''): SQL {
  return sql.raw(`${column} = '${prefix}~restore~' || id`);
}

/** The site's rows of the table, oldest id first. */
export async function siteRowsAsData(
  db: Executor,
  table: SiteTable,
  landingId: number,
): Promise<SiteRowData[]> {
  const result = await db.execute(
    sql`select coalesce(jsonb_agg(to_jsonb(t) order by t.id), '[]'::jsonb) as rows from ${sql.identifier(getTableName(table))} t where t.landing_id = ${landingId}`,
  );
  return rowsOf<{ rows: SiteRowData[] }>(result)[0]?.rows ?? [];
}

/**
 * Makes the site's rows of the table exactly `rows`, inside the caller's transaction: rows not
 * among them are deleted, the others written back under their ids. Only rows of this site are
 * ever touched: rows are forced onto this site and agency. False, with the caller's transaction
 * to roll back, when the rows no longer fit: a row without an id, or an id held by another site's
 * row. `park` (built with `moveAside`) frees the table's unique values first.
 */
export async function putBackSiteRows(
  tx: Executor,
  table: SiteTable,
  site: { id: number; agencyId: number },
  rows: readonly SiteRowData[],
  park?: SQL,
): Promise<boolean> {
  const name = sql.identifier(getTableName(table));
  const ids = rows.map((row) => Number(row.id)).filter(Number.isSafeInteger);
  if (ids.length !== rows.length) return false;

  if (park) await tx.execute(sql`update ${name} set ${park} where landing_id = ${site.id}`);
  await tx.execute(
    sql`delete from ${name} where landing_id = ${site.id} and not (id = any(${`{${ids.join(',')}}`}::int[]))`,
  );
  if (rows.length === 0) return true;

  // Columns the rows hold that the table still has; newer columns keep their defaults.
  const present = new Set(Object.keys(rows[0]!));
  const columns = columnNames(table).filter((column) => present.has(column));
  const owned = new Set(['landing_id', 'agency_id']);
  const selected = columns.map((column) =>
    column === 'landing_id'
      ? sql`${site.id}::int`
      : column === 'agency_id'
        ? sql`${site.agencyId}::int`
        : sql`r.${sql.identifier(column)}`,
  );
  // An editor or settings screen still open on the row must not save over what came back:
  // versions only grow, also those the rows (from before their column) lack.
  const versions = columnNames(table).filter((column) => VERSION_COLUMNS.has(column));
  const updates = [
    ...columns
      .filter((column) => column !== 'id' && !owned.has(column) && !VERSION_COLUMNS.has(column))
      .map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`),
    ...versions.map(
      (column) =>
        sql`${sql.identifier(column)} = greatest(${name}.${sql.identifier(column)}, excluded.${sql.identifier(column)}) + 1`,
    ),
  ];
  const written = await tx.execute(sql`
    insert into ${name} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )})
    select ${sql.join(selected, sql`, `)} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb) r
    on conflict (id) do update set ${sql.join(updates, sql`, `)}
    where ${name}.landing_id = ${site.id}
    returning id`);
  return rowsOf(written).length === rows.length;
}

/**
 * The backup part of a table of rows that belong to one site, as the owning area declares it
 * (`SiteBackupPart` of modules/backups): `key` names the rows in a backup, `park` frees the
 * table's unique values before rows come back.
 */
export function siteTablePart(key: string, table: SiteTable, park?: SQL) {
  return {
    key,
    capture: (db: Executor, landingId: number) => siteRowsAsData(db, table, landingId),
    restore: (tx: Executor, site: { id: number; agencyId: number }, rows: readonly SiteRowData[]) =>
      putBackSiteRows(tx, table, site, rows, park),
  };
}

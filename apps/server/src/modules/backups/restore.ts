import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { landings } from '../../db/schema/landings.ts';
import { conflict } from '../../lib/errors.ts';
import { BACKUP_PARTS, type BackupContent, columnNames, landingSettingNames } from './format.ts';

/** A transaction handle: the same query builder as the database. */
type Executor = Pick<Database, 'execute'>;

/** Optimistic-concurrency counters (lib/versioned-update.ts): a restore only ever raises them. */
const VERSION_COLUMNS = new Set(['version', 'settings_version']);

const BROKEN_BACKUP = 'This backup no longer fits this website and was not restored. Nothing was changed.';

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}

/**
 * Puts a site's parts and settings back as the backup holds them, inside the caller's
 * transaction. For every part: rows the backup does not hold are deleted, rows it holds are
 * written back under their ids. Only rows of this site are ever touched: rows are forced onto
 * this site and agency, and an id held by another site's row makes the whole restore fail.
 */
export async function restoreContent(
  tx: Executor,
  site: { id: number; agencyId: number },
  content: BackupContent,
): Promise<void> {
  for (const part of BACKUP_PARTS) {
    const rows = content.tables[part.key];
    // A part the backup predates is left as it is.
    if (!Array.isArray(rows)) continue;
    const table = sql.identifier(getTableName(part.table));
    const ids = rows.map((row) => Number(row.id)).filter(Number.isSafeInteger);
    if (ids.length !== rows.length) throw conflict(BROKEN_BACKUP);

    if (part.park) await tx.execute(sql`update ${table} set ${part.park} where landing_id = ${site.id}`);
    await tx.execute(
      sql`delete from ${table} where landing_id = ${site.id} and not (id = any(${`{${ids.join(',')}}`}::int[]))`,
    );
    if (rows.length === 0) continue;

    // Columns the backup holds that the table still has; newer columns keep their defaults.
    const present = new Set(Object.keys(rows[0]!));
    const columns = columnNames(part.table).filter((name) => present.has(name));
    const owned = new Set(['landing_id', 'agency_id']);
    const selected = columns.map((name) =>
      name === 'landing_id'
        ? sql`${site.id}::int`
        : name === 'agency_id'
          ? sql`${site.agencyId}::int`
          : sql`r.${sql.identifier(name)}`,
    );
    // An editor or settings screen still open on the row must not save over what came back:
    // versions only grow, also those a backup from before their column lacks.
    const versions = columnNames(part.table).filter((name) => VERSION_COLUMNS.has(name));
    const updates = [
      ...columns
        .filter((name) => name !== 'id' && !owned.has(name) && !VERSION_COLUMNS.has(name))
        .map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
      ...versions.map(
        (name) =>
          sql`${sql.identifier(name)} = greatest(${table}.${sql.identifier(name)}, excluded.${sql.identifier(name)}) + 1`,
      ),
    ];
    const written = await tx.execute(sql`
      insert into ${table} (${sql.join(
        columns.map((name) => sql.identifier(name)),
        sql`, `,
      )})
      select ${sql.join(selected, sql`, `)} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb) r
      on conflict (id) do update set ${sql.join(updates, sql`, `)}
      where ${table}.landing_id = ${site.id}
      returning id`);
    if (rowsOf(written).length !== rows.length) throw conflict(BROKEN_BACKUP);
  }

  const settings = landingSettingNames().filter((name) => Object.hasOwn(content.landing, name));
  if (settings.length > 0) {
    const assignments = settings.map((name) => sql`${sql.identifier(name)} = r.${sql.identifier(name)}`);
    await tx.execute(sql`
      update ${landings} set ${sql.join(assignments, sql`, `)}, settings_version = ${landings.settingsVersion} + 1, updated_at = now()
      from jsonb_populate_record(null::${landings}, ${JSON.stringify(content.landing)}::jsonb) r
      where ${landings.id} = ${site.id}`);
  }
}

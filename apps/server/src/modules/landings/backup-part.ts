import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { landings } from '../../db/schema/landings.ts';

/**
 * The site row's share of its backups (modules/backups): its own settings (SPEC §3 settings and
 * option blocks, title, robots, favicon, 404 page), as PostgreSQL's `to_jsonb` gives them. Never
 * its identity: id, owner, subdomain, domain and share code stay as they are. Adding a setting
 * column to backups is one entry here; backups taken before keep restoring, a column they lack
 * keeping its current value.
 */
const BACKED_UP_SETTINGS: readonly PgColumn[] = [
  landings.title,
  landings.description,
  landings.template,
  landings.settings,
  landings.options,
  landings.robotsTxt,
  landings.faviconUrl,
  landings.notFoundPageId,
];

/** A database or the restore's transaction. */
type Executor = Pick<Database, 'execute'>;

/** The site's settings by column name, in the order above; null when there is no such site. */
export async function captureSiteSettings(
  db: Executor,
  landingId: number,
): Promise<Record<string, unknown> | null> {
  const result = await db.execute(
    sql`select to_jsonb(l) as landing from ${landings} l where l.id = ${landingId}`,
  );
  const [row] = (result as unknown as { rows: Array<{ landing: Record<string, unknown> }> }).rows;
  if (!row) return null;
  const settings: Record<string, unknown> = {};
  for (const { name } of BACKED_UP_SETTINGS)
    if (Object.hasOwn(row.landing, name)) settings[name] = row.landing[name];
  return settings;
}

/**
 * Writes back the settings a backup holds, inside the restore's transaction, and moves the
 * settings version on so a settings screen still open cannot save over them.
 */
export async function restoreSiteSettings(
  tx: Executor,
  landingId: number,
  backedUp: Record<string, unknown>,
): Promise<void> {
  const names = BACKED_UP_SETTINGS.map((column) => column.name).filter((name) =>
    Object.hasOwn(backedUp, name),
  );
  if (names.length === 0) return;
  const assignments = names.map((name) => sql`${sql.identifier(name)} = r.${sql.identifier(name)}`);
  await tx.execute(sql`
    update ${landings} set ${sql.join(assignments, sql`, `)}, settings_version = ${landings.settingsVersion} + 1, updated_at = now()
    from jsonb_populate_record(null::${landings}, ${JSON.stringify(backedUp)}::jsonb) r
    where ${landings.id} = ${landingId}`);
}

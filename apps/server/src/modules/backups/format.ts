import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blogPosts } from '../../db/schema/blogs.ts';
import { forms } from '../../db/schema/forms.ts';
import { keywords } from '../../db/schema/keywords.ts';
import { landings, pages } from '../../db/schema/landings.ts';
import { menus } from '../../db/schema/menus.ts';
import { redirects } from '../../db/schema/redirects.ts';

/**
 * What a site backup holds and how each part is put back.
 *
 * A backup is `{ format, taken_at, landing: {…settings columns}, tables: { <part>: [rows] } }`.
 * Rows are PostgreSQL's own `to_jsonb` of each row, so they go back with
 * `jsonb_populate_recordset` at exactly their stored types, whatever the column types are.
 * A row keeps its id, so whatever points at it (contacts at a form, stats at a page, a menu at a
 * page) still does after a restore.
 *
 * Adding a table of a site to backups is one line in BACKUP_PARTS; adding a site setting column
 * is one entry in LANDING_SETTINGS. Backups taken before keep restoring: a part they lack is
 * left as it is, and a column they lack keeps its current (or default) value.
 */
export const BACKUP_FORMAT_VERSION = 1;

/** A table of rows that belong to one site (`id` primary key, `landing_id`, `agency_id`). */
type SiteTable = PgTable & { id: PgColumn; landingId: PgColumn; agencyId: PgColumn };

export interface BackupPart {
  /** Name of the part in a backup (and in its row counts). */
  key: string;
  table: SiteTable;
  /**
   * SET clause that moves unique values aside before rows come back, so a restore that swaps
   * names between rows cannot collide with itself half-way.
   */
  park?: SQL;
}

const aside = (column: string, prefix = '') => sql.raw(`${column} = '${prefix}~restore~' || id`);

/** Restored in this order; parts that point at others come after them. */
export const BACKUP_PARTS: readonly BackupPart[] = [
  { key: 'pages', table: pages, park: sql`${aside('unique_name')}, is_home = false` },
  { key: 'forms', table: forms, park: aside('name') },
  { key: 'menus', table: menus, park: aside('name') },
  { key: 'redirects', table: redirects, park: aside('from_path', '/') },
  { key: 'keywords', table: keywords, park: aside('name') },
  { key: 'blog_posts', table: blogPosts, park: aside('slug') },
];

/**
 * The site's own settings (SPEC §3 settings and option blocks, title, robots, favicon, 404 page).
 * Never its identity: id, owner, subdomain, domain and share code stay as they are.
 */
export const LANDING_SETTINGS: readonly PgColumn[] = [
  landings.title,
  landings.description,
  landings.template,
  landings.settings,
  landings.options,
  landings.robotsTxt,
  landings.faviconUrl,
  landings.notFoundPageId,
];

export interface BackupContent {
  format: number;
  taken_at: string;
  landing: Record<string, unknown>;
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** One statement, so every part comes from the same snapshot of the database. */
export function captureQuery(landingId: number): SQL {
  const parts = BACKUP_PARTS.map(
    (part) =>
      sql`${part.key}::text, (select coalesce(jsonb_agg(to_jsonb(t) order by t.id), '[]'::jsonb) from ${sql.identifier(getTableName(part.table))} t where t.landing_id = ${landingId})`,
  );
  return sql`select (select to_jsonb(l) from ${landings} l where l.id = ${landingId}) as landing,
    jsonb_build_object(${sql.join(parts, sql`, `)}) as tables`;
}

export function landingSettingNames(): string[] {
  return LANDING_SETTINGS.map((column) => column.name);
}

/** Database column names of a table, in declaration order. */
export function columnNames(table: PgTable): string[] {
  return Object.values(getTableColumns(table)).map((column) => column.name);
}

/** Row counts per part, and 1 for the settings, for lists. */
export function countsOf(content: BackupContent): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const part of BACKUP_PARTS) counts[part.key] = content.tables[part.key]?.length ?? 0;
  counts.settings = 1;
  return counts;
}

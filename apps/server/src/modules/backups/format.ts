import type { SiteRowData } from '../../lib/site-rows.ts';
import { blogPostsBackupPart } from '../blogs/backup-part.ts';
import { formsBackupPart } from '../forms/backup-part.ts';
import { keywordsBackupPart } from '../keywords/backup-part.ts';
import { menusBackupPart } from '../menus/backup-part.ts';
import { pagesBackupPart } from '../pages/backup-part.ts';
import { redirectsBackupPart } from '../redirects/backup-part.ts';
import type { SiteBackupPart } from './part.ts';

/**
 * What a site backup holds and how each part is put back.
 *
 * A backup is `{ format, taken_at, landing: {…settings columns}, tables: { <part>: [rows] } }`.
 * Each part is one area's rows of the site, exported and restored by the area that owns them
 * (`SiteBackupPart`, part.ts); the settings are the site row's (modules/landings/backup-part.ts).
 * Rows are PostgreSQL's own `to_jsonb` of each row and keep their ids (lib/site-rows.ts).
 *
 * Adding a table of a site to backups is its area's part and one line in BACKUP_PARTS; adding a
 * site setting column is one entry in the landings area's list. Backups taken before keep
 * restoring: a part they lack is left as it is, and a column they lack keeps its current (or
 * default) value.
 */
export const BACKUP_FORMAT_VERSION = 1;

/** Restored in this order; parts that point at others come after them. */
export const BACKUP_PARTS: readonly SiteBackupPart[] = [
  pagesBackupPart,
  formsBackupPart,
  menusBackupPart,
  redirectsBackupPart,
  keywordsBackupPart,
  blogPostsBackupPart,
];

export interface BackupContent {
  format: number;
  taken_at: string;
  landing: Record<string, unknown>;
  tables: Record<string, SiteRowData[]>;
}

/** Row counts per part, and 1 for the settings, for lists. */
export function countsOf(content: BackupContent): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const part of BACKUP_PARTS) counts[part.key] = content.tables[part.key]?.length ?? 0;
  counts.settings = 1;
  return counts;
}

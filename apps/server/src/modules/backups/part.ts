import type { Database } from '../../db/client.ts';
import type { SiteRowData } from '../../lib/site-rows.ts';

/**
 * One area's share of a site backup: the site's rows of a table the area owns. The area that owns
 * the table exports its part (e.g. modules/menus/backup-part.ts); backups composes the parts
 * (format.ts) and never reads another area's tables itself. Most parts are a table of rows that
 * belong to one site, written with lib/site-rows.ts.
 */
export interface SiteBackupPart {
  /** Name of the part in a backup's `tables` and in its row counts: stored backups use it, keep it. */
  key: string;
  /** The site's rows as they are now, oldest id first (`to_jsonb` of each row). */
  capture(db: BackupExecutor, landingId: number): Promise<SiteRowData[]>;
  /**
   * Makes the site's rows exactly `rows`, inside the restore's transaction, touching no other
   * site's rows. False when they no longer fit the site (the restore then changes nothing).
   */
  restore(
    tx: BackupExecutor,
    site: { id: number; agencyId: number },
    rows: readonly SiteRowData[],
  ): Promise<boolean>;
}

/** A database or the restore's transaction. */
export type BackupExecutor = Pick<Database, 'execute'>;

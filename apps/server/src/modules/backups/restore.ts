import { conflict } from '../../lib/errors.ts';
import { restoreSiteSettings } from '../landings/backup-part.ts';
import { BACKUP_PARTS, type BackupContent } from './format.ts';
import type { BackupExecutor } from './part.ts';

const BROKEN_BACKUP = 'This backup no longer fits this website and was not restored. Nothing was changed.';

/**
 * Puts a site's parts and settings back as the backup holds them, inside the caller's
 * transaction. For every part: rows the backup does not hold are deleted, rows it holds are
 * written back under their ids. Only rows of this site are ever touched: rows are forced onto
 * this site and agency, and an id held by another site's row makes the whole restore fail.
 */
export async function restoreContent(
  tx: BackupExecutor,
  site: { id: number; agencyId: number },
  content: BackupContent,
): Promise<void> {
  for (const part of BACKUP_PARTS) {
    const rows = content.tables[part.key];
    // A part the backup predates is left as it is.
    if (!Array.isArray(rows)) continue;
    if (!(await part.restore(tx, site, rows))) throw conflict(BROKEN_BACKUP);
  }
  // Last: the settings point at a page (the 404 page) and a menu.
  await restoreSiteSettings(tx, site.id, content.landing);
}

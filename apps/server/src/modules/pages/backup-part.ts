import { sql } from 'drizzle-orm';
import { pages } from '../../db/schema/landings.ts';
import { moveAside, siteTablePart } from '../../lib/site-rows.ts';
import type { SiteBackupPart } from '../backups/part.ts';

/**
 * A site's pages in its backups: drafts, published copies and settings, under their ids. Addresses
 * and the home flag are unique per site: set aside while pages come back.
 */
export const pagesBackupPart: SiteBackupPart = siteTablePart(
  'pages',
  pages,
  sql`${moveAside('unique_name')}, is_home = false`,
);

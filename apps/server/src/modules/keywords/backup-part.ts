import { keywords } from '../../db/schema/keywords.ts';
import { moveAside, siteTablePart } from '../../lib/site-rows.ts';
import type { SiteBackupPart } from '../backups/part.ts';

/** A site's SEO keywords in its backups. */
export const keywordsBackupPart: SiteBackupPart = siteTablePart('keywords', keywords, moveAside('name'));

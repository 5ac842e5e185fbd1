import { redirects } from '../../db/schema/redirects.ts';
import { moveAside, siteTablePart } from '../../lib/site-rows.ts';
import type { SiteBackupPart } from '../backups/part.ts';

/** A site's redirects in its backups, hit counts included. Set-aside paths still start with '/'. */
export const redirectsBackupPart: SiteBackupPart = siteTablePart(
  'redirects',
  redirects,
  moveAside('from_path', '/'),
);

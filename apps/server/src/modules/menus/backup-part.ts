import { menus } from '../../db/schema/menus.ts';
import { moveAside, siteTablePart } from '../../lib/site-rows.ts';
import type { SiteBackupPart } from '../backups/part.ts';

/** A site's menus in its backups, under their ids (navigation elements keep pointing at them). */
export const menusBackupPart: SiteBackupPart = siteTablePart('menus', menus, moveAside('name'));

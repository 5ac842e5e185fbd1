import { forms } from '../../db/schema/forms.ts';
import { moveAside, siteTablePart } from '../../lib/site-rows.ts';
import type { SiteBackupPart } from '../backups/part.ts';

/** A site's form records in its backups, under their ids (contacts keep pointing at them). */
export const formsBackupPart: SiteBackupPart = siteTablePart('forms', forms, moveAside('name'));

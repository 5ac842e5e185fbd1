import type { LinkPickerPage } from '@tessera/api-contract';
import { pageLink } from '@tessera/document';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema/index.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import type { SiteRow } from '../landings/access.ts';

/**
 * SPEC §3 shared editor state pages list: what link pickers offer (the home page first, then by
 * name). The caller has already been checked for the site. Blog and episode entries join this
 * list when those areas exist.
 */
export async function pagesForLinkPicker(
  db: Database,
  site: SiteRow,
  origins: SiteOrigins,
): Promise<LinkPickerPage[]> {
  const rows = await db
    .select({ id: pages.id, name: pages.name, uniqueName: pages.uniqueName, isHome: pages.isHome })
    .from(pages)
    .where(and(eq(pages.landingId, site.id), eq(pages.agencyId, site.agencyId)))
    .orderBy(desc(pages.isHome), asc(pages.name), asc(pages.id));
  const landingLink = origins.canonical(site);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    unique_name: row.uniqueName,
    is_home: row.isHome,
    url: pageLink({ id: row.id, unique_name: row.uniqueName, home: row.isHome }, landingLink),
  }));
}

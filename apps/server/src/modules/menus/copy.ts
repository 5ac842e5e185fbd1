import type { MenuItem } from '@tessera/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction as Executor } from '../../db/client.ts';
import { menus } from '../../db/schema/menus.ts';

/**
 * A site's menus follow it into a copy (clone, duplicate, a website made from a template,
 * modules/landings/copy.ts): each menu under its name, its items pointing at the copy's pages and
 * sections. The copy may rewrite the items first (file URLs, template placeholders).
 */

/** A menu of a site being copied. */
export interface SourceMenu {
  id: number;
  name: string;
  items: MenuItem[];
}

/** The menus of a site being copied, oldest first. */
export function sourceMenus(db: Pick<Database, 'select'>, landingId: number): Promise<SourceMenu[]> {
  return db
    .select({ id: menus.id, name: menus.name, items: menus.items })
    .from(menus)
    .where(eq(menus.landingId, landingId))
    .orderBy(asc(menus.id));
}

/** Items with page links moved to the copy's pages (dropped when a page was not copied) and sections to its nodes. */
function remapItems(
  items: readonly MenuItem[],
  pageIds: ReadonlyMap<number, number>,
  nodeIds: ReadonlyMap<string, string>,
): MenuItem[] {
  return items.map((item) => ({
    ...item,
    page_id: item.page_id === null ? null : (pageIds.get(item.page_id) ?? null),
    section_id: item.section_id === null ? null : (nodeIds.get(item.section_id) ?? item.section_id),
    children: remapItems(item.children, pageIds, nodeIds),
  }));
}

/** Inserts the copies of `menus` into the new site, in the copy's transaction; answers the new id of each. */
export async function copyMenus(
  tx: Executor,
  copy: {
    menus: readonly SourceMenu[];
    /** Each menu's items as the copy rewrote them (`menus[i].items` when not given). */
    items: readonly MenuItem[][];
    landingId: number;
    agencyId: number;
    pageIds: ReadonlyMap<number, number>;
    nodeIds: ReadonlyMap<string, string>;
  },
): Promise<Map<number, number>> {
  const menuIds = new Map<number, number>();
  for (const [index, menu] of copy.menus.entries()) {
    const [row] = await tx
      .insert(menus)
      .values({
        agencyId: copy.agencyId,
        landingId: copy.landingId,
        name: menu.name,
        items: remapItems(copy.items[index] ?? menu.items, copy.pageIds, copy.nodeIds),
      })
      .returning({ id: menus.id });
    menuIds.set(menu.id, row!.id);
  }
  return menuIds;
}

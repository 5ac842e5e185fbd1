import type {
  MenuBody,
  MenuDetail,
  MenuItem,
  MenuListQuery,
  MenuSummary,
  UpdateMenuBody,
} from '@tessera/api-contract';
import type { StoredDocument } from '@tessera/document';
import type { MenuLink } from '@tessera/elements';
import { loadStoredDocument } from '@tessera/elements';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { menus } from '../../db/schema/menus.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { siteForCaller } from '../landings/access.ts';
import { sitePageLinkTargets, sitePageLinkTargetsWithDrafts } from '../pages/lookup.ts';
import { countItems, type MenuPage, menuLinks, walkItems } from './links.ts';

export const MENU_NOT_FOUND = 'Menu not found.';
export const MENU_NAME_TAKEN = 'This website already has a menu with this name.';

type MenuRow = typeof menus.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

function summary(row: MenuRow): MenuSummary {
  return {
    id: row.id,
    landing_id: row.landingId,
    name: row.name,
    item_count: countItems(row.items),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function sitePages(
  db: Executor,
  landingId: number,
): Promise<Map<number, MenuPage & { document: StoredDocument | null }>> {
  const rows = await sitePageLinkTargetsWithDrafts(db, landingId);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Item ids whose page no longer exists on the site. */
function brokenItems(items: readonly MenuItem[], pageIds: ReadonlySet<number>): string[] {
  const out: string[] = [];
  for (const item of walkItems(items)) {
    if (item.type !== 'custom' && item.page_id !== null && !pageIds.has(item.page_id)) out.push(item.id);
  }
  return out;
}

function detail(row: MenuRow, pageIds: ReadonlySet<number>): MenuDetail {
  return { ...summary(row), items: row.items, broken_item_ids: brokenItems(row.items, pageIds) };
}

/**
 * Every page and section an item links must exist on this site (checked against the page's draft,
 * where the editor shows the section). Errors name the item's path (`items.0.children.1.page_id`).
 */
async function checkLinks(db: Executor, landingId: number, items: readonly MenuItem[]): Promise<void> {
  const known = await sitePages(db, landingId);
  const errors: Record<string, string[]> = {};
  const visit = (list: readonly MenuItem[], path: string) => {
    list.forEach((item, index) => {
      const here = `${path}.${index}`;
      if (item.type !== 'custom' && item.page_id !== null) {
        const page = known.get(item.page_id);
        if (!page) errors[`${here}.page_id`] = ['The page does not exist on this website.'];
        else if (item.type === 'section' && item.section_id !== null) {
          const sections = page.document ? loadStoredDocument(page.document).sections.map((s) => s.id) : [];
          if (!sections.includes(item.section_id)) {
            errors[`${here}.section_id`] = ['The section does not exist on this page.'];
          }
        }
      }
      visit(item.children, `${here}.children`);
    });
  };
  visit(items, 'items');
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
}

async function menuForCaller(
  db: Database,
  auth: AuthContext,
  landingId: number,
  menuId: number,
  permission: 'view' | 'edit_design',
): Promise<MenuRow> {
  const site = await siteForCaller(db, auth, landingId, permission);
  const [row] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.id, menuId), eq(menus.landingId, site.id), eq(menus.agencyId, site.agencyId)))
    .limit(1);
  if (!row) throw notFound(MENU_NOT_FOUND);
  return row;
}

async function nameTaken(db: Executor, landingId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.landingId, landingId), eq(menus.name, name)));
  return rows.some((row) => row.id !== exceptId);
}

const sortColumns = {
  id: menus.id,
  name: menus.name,
  created_at: menus.createdAt,
  updated_at: menus.updatedAt,
} as const;

export async function listMenus(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: MenuListQuery,
): Promise<{ rows: MenuSummary[]; total: number }> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const conditions: SQL[] = [eq(menus.landingId, site.id), eq(menus.agencyId, site.agencyId)];
  if (query.search) conditions.push(ilike(menus.name, likePattern(query.search)));
  const where = and(...conditions);
  const column = sortColumns[query.sort];
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(menus)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), asc(menus.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(menus).where(where),
  ]);
  return { rows: rows.map(summary), total: totals[0]?.value ?? 0 };
}

export async function getMenu(
  db: Database,
  auth: AuthContext,
  landingId: number,
  menuId: number,
): Promise<MenuDetail> {
  const row = await menuForCaller(db, auth, landingId, menuId, 'view');
  const known = await sitePages(db, row.landingId);
  return detail(row, new Set(known.keys()));
}

/** Inserts a menu row; used by the API and by site creation (which checked its own links). */
export async function insertMenu(
  db: Executor,
  values: { agencyId: number; landingId: number; name: string; items: MenuItem[] },
): Promise<MenuRow> {
  const [row] = await db.insert(menus).values(values).returning();
  return row!;
}

export async function createMenu(
  db: Database,
  auth: AuthContext,
  landingId: number,
  body: MenuBody & { items: MenuItem[] },
): Promise<MenuDetail> {
  const site = await siteForCaller(db, auth, landingId, 'edit_design');
  if (await nameTaken(db, site.id, body.name))
    throw new HttpError(422, MENU_NAME_TAKEN, { name: [MENU_NAME_TAKEN] });
  await checkLinks(db, site.id, body.items);
  const row = await insertMenu(db, {
    agencyId: site.agencyId,
    landingId: site.id,
    name: body.name,
    items: body.items,
  });
  const known = await sitePages(db, site.id);
  return detail(row, new Set(known.keys()));
}

export async function updateMenu(
  db: Database,
  auth: AuthContext,
  landingId: number,
  menuId: number,
  body: UpdateMenuBody & { items?: MenuItem[] },
): Promise<MenuDetail> {
  const row = await menuForCaller(db, auth, landingId, menuId, 'edit_design');
  if (body.name !== undefined && (await nameTaken(db, row.landingId, body.name, row.id))) {
    throw new HttpError(422, MENU_NAME_TAKEN, { name: [MENU_NAME_TAKEN] });
  }
  if (body.items !== undefined) await checkLinks(db, row.landingId, body.items);
  const [saved] = await db
    .update(menus)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.items !== undefined ? { items: body.items } : {}),
      updatedAt: new Date(),
    })
    .where(eq(menus.id, row.id))
    .returning();
  const known = await sitePages(db, row.landingId);
  return detail(saved!, new Set(known.keys()));
}

export async function deleteMenu(
  db: Database,
  auth: AuthContext,
  landingId: number,
  menuId: number,
): Promise<MenuRow> {
  const row = await menuForCaller(db, auth, landingId, menuId, 'edit_design');
  await db.delete(menus).where(eq(menus.id, row.id));
  return row;
}

/**
 * Every menu of a site as the navigation element reads it (RenderContext `data.menus`, keyed by
 * menu id). Live pages only link published pages; drafts and previews link every page.
 */
export async function siteMenuLinks(
  db: Executor,
  landingId: number,
  { publishedOnly, alsoPublished }: { publishedOnly: boolean; alsoPublished?: number },
): Promise<Record<string, MenuLink[]>> {
  const rows = await db
    .select({ id: menus.id, items: menus.items })
    .from(menus)
    .where(eq(menus.landingId, landingId));
  if (rows.length === 0) return {};
  const known = await sitePageLinkTargets(db, landingId);
  // The page being published counts as published: it is, once this render is stored.
  const byId = new Map(
    known.map((page) => [page.id, { ...page, published: page.published || page.id === alsoPublished }]),
  );
  return Object.fromEntries(
    rows.map((row) => [String(row.id), menuLinks(row.items, byId, { publishedOnly })]),
  );
}

/** Menus of a site that link any of these pages (for page relations before a delete). */
export async function menusLinkingPages(
  db: Executor,
  landingId: number,
  pageIds: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const rows = await db.select().from(menus).where(eq(menus.landingId, landingId));
  const out = new Map<number, { id: number; name: string }[]>(pageIds.map((id) => [id, []]));
  for (const row of rows) {
    const linked = new Set<number>();
    for (const item of walkItems(row.items)) if (item.page_id !== null) linked.add(item.page_id);
    for (const id of pageIds) if (linked.has(id)) out.get(id)!.push({ id: row.id, name: row.name });
  }
  return out;
}

/** Whether any menu of the site links the page (its publish state then changes other pages' menus). */
export async function menusLinkPage(db: Executor, landingId: number, pageId: number): Promise<boolean> {
  const linked = await menusLinkingPages(db, landingId, [pageId]);
  return (linked.get(pageId) ?? []).length > 0;
}

/** Whether the menu is one of the site's (a site's options name their main menu). */
export async function isMenuOfSite(db: Executor, landingId: number, menuId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.id, menuId), eq(menus.landingId, landingId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The site's menus by name (A to Z), the first `limit`, each with its links resolved as a draft
 * shows them (every page linked, published or not): what the editor offers navigation elements.
 */
export async function menusToPick(
  db: Executor,
  site: { id: number; agencyId: number },
  limit: number,
): Promise<{ id: number; name: string; links: MenuLink[] }[]> {
  const [rows, links] = await Promise.all([
    db
      .select({ id: menus.id, name: menus.name })
      .from(menus)
      .where(and(eq(menus.landingId, site.id), eq(menus.agencyId, site.agencyId)))
      .orderBy(sql`lower(${menus.name})`, asc(menus.id))
      .limit(limit),
    siteMenuLinks(db, site.id, { publishedOnly: false }),
  ]);
  return rows.map((row) => ({ ...row, links: links[String(row.id)] ?? [] }));
}

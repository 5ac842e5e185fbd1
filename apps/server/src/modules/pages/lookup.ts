import type { PageRef, StoredDocument } from '@tessera/document';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema/landings.ts';

/**
 * Pages as other areas read and change them, without their callers' checks: each caller has
 * already settled who may do what. This module imports nothing of another area, so areas the
 * pages area calls (blogs, menus, designs) can call it back without an import cycle.
 */

/** Reads only: a database or a transaction. */
type Reader = Pick<Database, 'select'>;

/** How lists, messages and webhooks name a page, and its site. */
export interface PageNames {
  landingId: number;
  name: string;
  uniqueName: string;
  isHome: boolean;
}

/** The names of the pages with these ids, by id (unknown ids are left out). */
export async function pageNamesByIds(db: Reader, ids: readonly number[]): Promise<Map<number, PageNames>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: pages.id,
      landingId: pages.landingId,
      name: pages.name,
      uniqueName: pages.uniqueName,
      isHome: pages.isHome,
    })
    .from(pages)
    .where(inArray(pages.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** Whether the page is one of the site's (and, when `agencyId` is given, of that agency). */
export async function isPageOfSite(
  db: Reader,
  landingId: number,
  pageId: number,
  agencyId?: number,
): Promise<boolean> {
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.id, pageId),
        eq(pages.landingId, landingId),
        agencyId === undefined ? undefined : eq(pages.agencyId, agencyId),
      ),
    )
    .limit(1);
  return page !== undefined;
}

/** The site's pages by name (A to Z), as statistics list them. */
export async function sitePageNames(
  db: Reader,
  landingId: number,
): Promise<{ id: number; name: string; uniqueName: string }[]> {
  return db
    .select({ id: pages.id, name: pages.name, uniqueName: pages.uniqueName })
    .from(pages)
    .where(eq(pages.landingId, landingId))
    .orderBy(asc(pages.name));
}

/** What a link to a page needs: its address, whether it is the home page, whether it is live. */
export interface PageLinkTarget {
  id: number;
  uniqueName: string;
  isHome: boolean;
  published: boolean;
}

/** The site's pages as links point at them, in a stable order (by id). */
export async function sitePageLinkTargets(db: Reader, landingId: number): Promise<PageLinkTarget[]> {
  return db
    .select({ id: pages.id, uniqueName: pages.uniqueName, isHome: pages.isHome, published: pages.published })
    .from(pages)
    .where(eq(pages.landingId, landingId))
    .orderBy(asc(pages.id));
}

/** Pages a site's buttons can link to (SPEC §2), in a stable order (as pages render with). */
export async function sitePageRefs(db: Reader, landingId: number): Promise<PageRef[]> {
  const rows = await sitePageLinkTargets(db, landingId);
  return rows.map((row) => ({ id: row.id, unique_name: row.uniqueName, home: row.isHome }));
}

/** The site's pages as links point at them, each with its draft (links to a section are checked against it). */
export async function sitePageLinkTargetsWithDrafts(
  db: Reader,
  landingId: number,
): Promise<(PageLinkTarget & { document: StoredDocument })[]> {
  return db
    .select({
      id: pages.id,
      uniqueName: pages.uniqueName,
      isHome: pages.isHome,
      published: pages.published,
      document: pages.document,
    })
    .from(pages)
    .where(eq(pages.landingId, landingId));
}

/** The site's home page: its draft, and its published copy while it is live. */
export async function homePageDocuments(
  db: Reader,
  landingId: number,
): Promise<{
  id: number;
  published: boolean;
  draft: StoredDocument;
  publishedDocument: StoredDocument | null;
} | null> {
  const [home] = await db
    .select({
      id: pages.id,
      published: pages.published,
      draft: pages.document,
      publishedDocument: pages.publishedDocument,
    })
    .from(pages)
    .where(and(eq(pages.landingId, landingId), eq(pages.isHome, true)))
    .limit(1);
  return home ?? null;
}

/** A page's published document (null before its first publication), with whose page it is. */
export async function pagePublishedDocument(
  db: Reader,
  pageId: number,
): Promise<{
  landingId: number;
  agencyId: number;
  published: boolean;
  document: StoredDocument | null;
} | null> {
  const [page] = await db
    .select({
      landingId: pages.landingId,
      agencyId: pages.agencyId,
      published: pages.published,
      document: pages.publishedDocument,
    })
    .from(pages)
    .where(eq(pages.id, pageId))
    .limit(1);
  return page ?? null;
}

/**
 * The page of the site a preview opens: the one `pageId` names when it is the site's, else (none
 * named) the home page or, without one, the first page. Null when there is no such page.
 */
export async function pageToPreview(
  db: Reader,
  landingId: number,
  pageId: number | undefined,
): Promise<number | null> {
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.landingId, landingId), pageId === undefined ? undefined : eq(pages.id, pageId)))
    .orderBy(desc(pages.isHome), asc(pages.id))
    .limit(1);
  return page?.id ?? null;
}

/** A page's head title and description (the seed's template home page). */
export async function setPageHead(
  tx: Pick<Database, 'update'>,
  pageId: number,
  head: { title: string; description: string },
): Promise<void> {
  await tx.update(pages).set(head).where(eq(pages.id, pageId));
}

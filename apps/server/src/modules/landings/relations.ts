import type { PageRelation } from '@tessera/api-contract';
import { CURRENT_SCHEMA_VERSION } from '@tessera/document';
import { elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema/landings.ts';
import { HttpError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import { menusLinkingPages } from '../menus/service.ts';
import { siteRedirectTargets } from '../redirects/service.ts';
import { siteForCaller } from './access.ts';

/** How many times a document's options point at a page (button and image `PageId`). */
function countPageLinks(value: unknown, pageId: number): number {
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + countPageLinks(item, pageId), 0);
  if (value === null || typeof value !== 'object') return 0;
  let total = 0;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'PageId' && (inner === pageId || inner === String(pageId))) total++;
    else total += countPageLinks(inner, pageId);
  }
  return total;
}

/**
 * `POST /landings/{id}/page-relations`: for each page, what would break if it went — whether it
 * is the home or 404 page, the menus and other pages that link it, the redirects that lead to it.
 */
export async function pageRelations(
  db: Database,
  auth: AuthContext,
  landingId: number,
  pageIds: readonly number[],
): Promise<PageRelation[]> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const all = await db
    .select({
      id: pages.id,
      name: pages.name,
      uniqueName: pages.uniqueName,
      isHome: pages.isHome,
      document: pages.document,
    })
    .from(pages)
    .where(eq(pages.landingId, site.id))
    .orderBy(asc(pages.id));
  const byId = new Map(all.map((page) => [page.id, page]));
  const missing = pageIds.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const message = 'The page does not exist on this website.';
    throw new HttpError(422, message, { page_ids: [message] });
  }
  const [menuLinks, siteRedirects] = await Promise.all([
    menusLinkingPages(db, site.id, pageIds),
    siteRedirectTargets(db, site.id),
  ]);
  return pageIds.map((pageId) => {
    const page = byId.get(pageId)!;
    const paths = new Set([`/${page.uniqueName}`, ...(page.isHome ? ['/'] : [])]);
    return {
      page_id: pageId,
      is_home: page.isHome,
      is_not_found_page: site.notFoundPageId === pageId,
      menus: menuLinks.get(pageId) ?? [],
      pages: all
        .filter((other) => other.id !== pageId)
        .map((other) => ({ id: other.id, name: other.name, links: countPageLinks(other.document, pageId) }))
        .filter((other) => other.links > 0),
      redirects: siteRedirects
        .filter((r) => paths.has(r.toUrl.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1')))
        .map((r) => ({ id: r.id, from_path: r.fromPath })),
    };
  });
}

/** JSON with object keys sorted: jsonb stores keys in its own order, so plain JSON cannot compare. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * `PUT /landings/{id}/convert-new-editor`: brings every page draft of the site to the current
 * document format (SPEC: older documents are converted for the new editor). Drafts are loaded
 * through the registry, which migrates and repairs them; the ones that changed are stored with a
 * new version, so an editor still open on the old one gets a 409 instead of overwriting.
 */
export async function convertSiteDocuments(
  db: Database,
  auth: AuthContext,
  landingId: number,
): Promise<{ pages: number; converted: number; schema_version: number }> {
  const site = await siteForCaller(db, auth, landingId, 'edit_design');
  const rows = await db
    .select({ id: pages.id, document: pages.document, version: pages.version })
    .from(pages)
    .where(eq(pages.landingId, site.id));
  let converted = 0;
  for (const row of rows) {
    const parsed = parseDocumentWithRegistry(row.document, elementRegistry);
    // A draft that no longer loads is left as it is; the editor reports it when opened.
    if (!parsed.ok || canonicalJson(parsed.document) === canonicalJson(row.document)) continue;
    const [saved] = await db
      .update(pages)
      .set({ document: parsed.document, version: sql`${pages.version} + 1`, updatedAt: new Date() })
      .where(and(eq(pages.id, row.id), eq(pages.version, row.version)))
      .returning({ id: pages.id });
    if (saved) converted++;
  }
  return { pages: rows.length, converted, schema_version: CURRENT_SCHEMA_VERSION };
}

import type {
  DocumentWarning,
  LandingPermission,
  PageDetail,
  PageListQuery,
  PageSummary,
  SavePageDocumentBody,
} from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { landings, pages } from '../../db/schema/landings.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { type ListPage, likePattern, listTotal, pageWindow } from '../../lib/pagination.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { type PageSnapshot, pagePath, type RenderInputs, renderSnapshot } from '../../sites/render.ts';
import type { AuthContext } from '../auth/session.ts';
import { documentHasBlog, publishedPostSummaries, rerenderPublishedPosts } from '../blogs/render.ts';
import { documentHasOrderElements, siteCommerceRender } from '../commerce/render-data.ts';
import { type DesignKind, draftWriter, saveDesign } from '../designs/service.ts';
import {
  holdsPermission,
  inCallerAgency,
  NO_SITE_PERMISSION,
  siteAccessOf,
  siteForCaller,
} from '../landings/access.ts';
import { menusLinkPage, siteMenuLinks } from '../menus/service.ts';
import { sitePageRefs } from './lookup.ts';

const PAGE_NOT_FOUND = 'Page not found.';

export const pageDesigns: DesignKind = {
  name: 'page',
  write: draftWriter(pages),
  staleMessage: 'This page was changed elsewhere since you opened it. Reload it to get the latest version.',
};

const landingColumns = {
  id: landings.id,
  agencyId: landings.agencyId,
  title: landings.title,
  subdomain: landings.subdomain,
  domain: landings.domain,
  domainVerified: landings.domainVerified,
};

const summaryColumns = {
  id: pages.id,
  landingId: pages.landingId,
  name: pages.name,
  uniqueName: pages.uniqueName,
  uniqueId: pages.uniqueId,
  title: pages.title,
  description: pages.description,
  imageUrl: pages.imageUrl,
  isHome: pages.isHome,
  published: pages.published,
  publishedAt: pages.publishedAt,
  version: pages.version,
  settingsVersion: pages.settingsVersion,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
};

type LandingRow = Pick<
  typeof landings.$inferSelect,
  'id' | 'agencyId' | 'title' | 'subdomain' | 'domain' | 'domainVerified'
>;
type PageRow = Pick<typeof pages.$inferSelect, keyof typeof summaryColumns>;

/** A page the caller may see, with its site; 404 when not (another tenant's page is "not found"). */
async function pageForCaller(
  db: Database,
  auth: AuthContext,
  pageId: number,
  needed: LandingPermission,
): Promise<{ page: PageRow; landing: LandingRow }> {
  const access = await siteAccessOf(db, auth);
  const [row] = await db
    .select({ page: summaryColumns, landing: landingColumns })
    .from(pages)
    .innerJoin(landings, eq(landings.id, pages.landingId))
    .where(and(eq(pages.id, pageId), inCallerAgency(pages.agencyId, auth), access.visible))
    .limit(1);
  if (!row) throw notFound(PAGE_NOT_FOUND);
  if (!holdsPermission(auth, access.permissionsOn(row.landing.id), needed))
    throw forbidden(NO_SITE_PERMISSION);
  return { page: row.page, landing: row.landing };
}

/** A page as lists show it, with its public URL on the site's canonical origin. */
export function pageSummaryOf(page: PageRow, landing: LandingRow, origins: SiteOrigins): PageSummary {
  return {
    id: page.id,
    landing_id: page.landingId,
    name: page.name,
    unique_name: page.uniqueName,
    unique_id: page.uniqueId,
    title: page.title,
    is_home: page.isHome,
    published: page.published,
    published_at: page.publishedAt?.toISOString() ?? null,
    version: page.version,
    settings_version: page.settingsVersion,
    url: `${origins.canonical(landing)}${pagePath(page)}`,
    created_at: page.createdAt.toISOString(),
    updated_at: page.updatedAt.toISOString(),
  };
}

const sortColumns = {
  id: pages.id,
  name: pages.name,
  unique_name: pages.uniqueName,
  created_at: pages.createdAt,
  updated_at: pages.updatedAt,
  published_at: pages.publishedAt,
} as const;

export async function listPages(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: PageListQuery,
  origins: SiteOrigins,
): Promise<ListPage<PageSummary>> {
  const site = await siteForCaller(db, auth, landingId, 'view');

  const conditions: SQL[] = [eq(pages.landingId, landingId), eq(pages.agencyId, site.agencyId)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(pages.name, pattern), ilike(pages.uniqueName, pattern), ilike(pages.title, pattern))!,
    );
  }
  if (query.published !== undefined) conditions.push(eq(pages.published, query.published));
  const where = and(...conditions);
  const column = sortColumns[query.sort];
  // Unpublished pages (no published_at) go last either way. Only that column says so: PostgreSQL
  // matches an ORDER BY to an index by its NULLS order too, even on a NOT NULL column, so
  // `updated_at desc nulls last` would sort the site's pages instead of reading pages_landing_updated_idx.
  const order =
    query.order === 'asc'
      ? asc(column)
      : query.sort === 'published_at'
        ? sql`${column} desc nulls last`
        : desc(column);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(pages)
      .where(where)
      .orderBy(order, desc(pages.id))
      .limit(limit)
      .offset(offset),
    listTotal(db, pages, where),
  ]);
  return {
    total,
    rows: rows.map((page) => pageSummaryOf(page, site, origins)),
  };
}

export async function getPage(
  db: Database,
  auth: AuthContext,
  pageId: number,
  origins: SiteOrigins,
): Promise<PageDetail> {
  const { page, landing } = await pageForCaller(db, auth, pageId, 'view');
  const [row] = await db.select({ document: pages.document }).from(pages).where(eq(pages.id, page.id));
  const document = loadStoredDocument(row?.document);
  return {
    ...pageSummaryOf(page, landing, origins),
    description: page.description,
    image_url: page.imageUrl,
    document: document as unknown as Record<string, unknown>,
  };
}

/** The draft is saved by the designs module, which every design editor shares. */
export async function savePageDocument(
  db: Database,
  auth: AuthContext,
  pageId: number,
  body: SavePageDocumentBody,
): Promise<{ id: number; version: number; updated_at: string; warnings: DocumentWarning[] }> {
  const { page, landing } = await pageForCaller(db, auth, pageId, 'edit_design');
  return saveDesign(db, { kind: pageDesigns, id: page.id, agencyId: landing.agencyId }, body);
}

/** Everything rendering one page needs, read without a caller (the caller was checked before). */
export async function renderInputs(
  db: Database,
  pageId: number,
  which: 'draft' | 'published',
  { publishing = false }: { publishing?: boolean } = {},
): Promise<RenderInputs | null> {
  const [row] = await db
    .select({
      page: summaryColumns,
      landing: landingColumns,
      document: which === 'draft' ? pages.document : pages.publishedDocument,
    })
    .from(pages)
    .innerJoin(landings, eq(landings.id, pages.landingId))
    .where(eq(pages.id, pageId))
    .limit(1);
  if (!row?.document) return null;
  const document = loadStoredDocument(row.document);
  return {
    document,
    page: row.page,
    site: {
      title: row.landing.title,
      pages: await sitePageRefs(db, row.landing.id),
      // A draft renders for a preview (every page linked) or for publishing itself (published
      // pages and the page itself); a published document only re-renders among published pages.
      menus: await siteMenuLinks(db, row.landing.id, {
        publishedOnly: which === 'published' || publishing,
        alsoPublished: row.page.id,
      }),
      // Blog elements list the site's published posts (modules/blogs re-renders them on changes).
      ...(documentHasBlog(document) ? { blogPosts: await publishedPostSummaries(db, row.landing.id) } : {}),
      // Order elements show the site's products and take payments with its gateway (modules/commerce).
      ...(documentHasOrderElements(document) ? await siteCommerceRender(db, row.landing.id) : {}),
    },
    landing: row.landing,
  };
}

export interface PublishResult {
  landingId: number;
  publishedAt: Date;
  snapshot: PageSnapshot;
}

/**
 * Renders a page's draft as it will be served and stores the snapshot (the draft document too,
 * so the site can re-render or answer form posts from exactly what is live). The caller drops the
 * site from the render cache.
 */
export async function publishPageById(db: Database, pageId: number): Promise<PublishResult | null> {
  const inputs = await renderInputs(db, pageId, 'draft', { publishing: true });
  if (!inputs) return null;
  const snapshot = renderSnapshot(inputs.document, inputs.page, inputs.site, 'live');
  const publishedAt = new Date();
  await db
    .update(pages)
    .set({
      published: true,
      publishedDocument: inputs.document,
      publishedHtml: snapshot.html,
      publishedCss: snapshot.css,
      publishedIslands: snapshot.islands,
      publishedFonts: snapshot.fonts,
      publishedCustomCode: snapshot.customCode,
      publishedAt,
    })
    .where(eq(pages.id, pageId));
  return { landingId: inputs.landing.id, publishedAt, snapshot };
}

export interface SiteCacheControl {
  invalidate(landingId: number): void;
}

export async function publishPage(
  db: Database,
  auth: AuthContext,
  pageId: number,
  cache: SiteCacheControl,
): Promise<PublishResult> {
  const { page } = await pageForCaller(db, auth, pageId, 'publish');
  const result = await publishPageById(db, page.id);
  if (!result) throw notFound(PAGE_NOT_FOUND);
  // Menus on the other published pages leave out unpublished pages: now they link this one.
  if (!page.published && (await menusLinkPage(db, page.landingId, page.id))) {
    await republishLanding(db, page.landingId, cache);
  } else if (page.isHome) {
    // Posts laid out as articles wear the home page's header, footer and theme.
    await rerenderPublishedPosts(db, page.landingId, { onlyArticles: true });
  }
  cache.invalidate(result.landingId);
  return result;
}

export async function unpublishPage(
  db: Database,
  auth: AuthContext,
  pageId: number,
  cache: SiteCacheControl,
): Promise<void> {
  const { page } = await pageForCaller(db, auth, pageId, 'publish');
  await db
    .update(pages)
    .set({
      published: false,
      publishedDocument: null,
      publishedHtml: null,
      publishedCss: null,
      publishedIslands: null,
      publishedFonts: null,
      publishedCustomCode: false,
      publishedAt: null,
    })
    .where(eq(pages.id, page.id));
  if (page.published && (await menusLinkPage(db, page.landingId, page.id))) {
    await republishLanding(db, page.landingId, cache);
  } else if (page.isHome) {
    await rerenderPublishedPosts(db, page.landingId, { onlyArticles: true });
  }
  cache.invalidate(page.landingId);
}

/**
 * Renders every published page of a site again from its published document: after a change
 * that published HTML bakes in (site title, favicon, page names that buttons link to). The site's
 * published blog posts bake in the same things and are rendered again too. With `only`, just the
 * pages whose published document it accepts (modules/blogs: those listing posts), and no posts.
 */
export async function republishLanding(
  db: Database,
  landingId: number,
  cache: SiteCacheControl,
  { only }: { only?: (document: PageDocument) => boolean } = {},
): Promise<number> {
  const rows = await db
    .select({ id: pages.id, document: only ? pages.publishedDocument : sql<null>`null` })
    .from(pages)
    .where(and(eq(pages.landingId, landingId), eq(pages.published, true)));
  const published = only
    ? rows.filter((row) => row.document && only(loadStoredDocument(row.document)))
    : rows;
  for (const { id } of published) {
    const inputs = await renderInputs(db, id, 'published');
    if (!inputs) continue;
    const snapshot = renderSnapshot(inputs.document, inputs.page, inputs.site, 'live');
    await db
      .update(pages)
      .set({
        publishedHtml: snapshot.html,
        publishedCss: snapshot.css,
        publishedIslands: snapshot.islands,
        publishedFonts: snapshot.fonts,
        publishedCustomCode: snapshot.customCode,
        // The served bytes changed: a new date tells sitemaps, and other instances' caches.
        publishedAt: new Date(),
      })
      .where(eq(pages.id, id));
  }
  if (!only) await rerenderPublishedPosts(db, landingId);
  cache.invalidate(landingId);
  return published.length;
}

/** The caller must be able to see the page; the link itself then works for anyone holding it. */
export async function pageForPreview(
  db: Database,
  auth: AuthContext,
  pageId: number,
): Promise<{ pageId: number; landingId: number; subdomain: string }> {
  const { page, landing } = await pageForCaller(db, auth, pageId, 'view');
  return { pageId: page.id, landingId: landing.id, subdomain: landing.subdomain };
}

/** SPEC §3 shared editor state pages list; `GET /editor-data` and `GET /landings/{id}/pages/all` share it. */
export { pagesForLinkPicker } from './link-picker.ts';

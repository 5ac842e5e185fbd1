import {
  type LandingDetail,
  type LandingListItem,
  type LandingListQuery,
  type LandingPermission,
  readSiteOptions,
  readSiteSettings,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { landings, pages } from '../../db/schema/landings.ts';
import { type ListPage, likePattern, listTotal, pageWindow } from '../../lib/pagination.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import type { AuthContext } from '../auth/session.ts';
import { type SiteRow, siteAndPermissions, visibleLandings } from './access.ts';

const sortColumns = {
  id: landings.id,
  title: landings.title,
  created_at: landings.createdAt,
  updated_at: landings.updatedAt,
} as const;

export async function listLandings(
  db: Database,
  auth: AuthContext,
  query: LandingListQuery,
  origins: SiteOrigins,
): Promise<ListPage<LandingListItem>> {
  const conditions: SQL[] = [await visibleLandings(db, auth)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(landings.title, pattern),
        ilike(landings.subdomain, pattern),
        ilike(landings.domain, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const order = query.order === 'desc' ? desc(sortColumns[query.sort]) : asc(sortColumns[query.sort]);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, total] = await Promise.all([
    db.select().from(landings).where(where).orderBy(order, desc(landings.id)).limit(limit).offset(offset),
    listTotal(db, landings, where),
  ]);
  const published = await publishedPageCounts(
    db,
    rows.map((landing) => landing.id),
  );
  return {
    total,
    rows: rows.map((landing) => ({
      id: landing.id,
      title: landing.title,
      subdomain: landing.subdomain,
      domain: landing.domain,
      url: origins.canonical(landing),
      published_pages: published.get(landing.id) ?? 0,
      created_at: landing.createdAt.toISOString(),
      updated_at: landing.updatedAt.toISOString(),
    })),
  };
}

/** Published pages per landing, for one page of the list (a grouped query, not one per row). */
async function publishedPageCounts(db: Database, landingIds: number[]): Promise<Map<number, number>> {
  if (landingIds.length === 0) return new Map();
  const counts = await db
    .select({ landingId: pages.landingId, value: count() })
    .from(pages)
    .where(and(inArray(pages.landingId, landingIds), eq(pages.published, true)))
    .groupBy(pages.landingId);
  return new Map(counts.map((row) => [row.landingId, row.value]));
}

/** A site row as the API shows it, with the caller's permissions on it. */
export async function landingDetail(
  db: Database,
  landing: SiteRow,
  permissions: LandingPermission[],
  origins: SiteOrigins,
): Promise<LandingDetail> {
  const [counts] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${pages.published})`.mapWith(Number),
    })
    .from(pages)
    .where(eq(pages.landingId, landing.id));
  const [home] = await db
    .select({ id: pages.id, name: pages.name, published: pages.published })
    .from(pages)
    .where(and(eq(pages.landingId, landing.id), eq(pages.isHome, true)))
    .limit(1);
  return {
    id: landing.id,
    title: landing.title,
    description: landing.description,
    subdomain: landing.subdomain,
    domain: landing.domain,
    domain_verified: landing.domainVerified,
    url: origins.canonical(landing),
    subdomain_url: origins.subdomainOrigin(landing.subdomain),
    template: landing.template,
    home_page: home ?? null,
    pages_count: counts?.total ?? 0,
    published_pages: counts?.published ?? 0,
    shared: landing.shareCode !== null,
    settings: readSiteSettings(landing.settings),
    options: readSiteOptions(landing.options),
    settings_version: landing.settingsVersion,
    permissions,
    is_template: landing.isTemplate,
    favicon_url: landing.faviconUrl,
    created_at: landing.createdAt.toISOString(),
    updated_at: landing.updatedAt.toISOString(),
  };
}

export async function getLanding(
  db: Database,
  auth: AuthContext,
  landingId: number,
  origins: SiteOrigins,
): Promise<LandingDetail> {
  const { landing, permissions } = await siteAndPermissions(db, auth, landingId, 'view');
  return landingDetail(db, landing, permissions, origins);
}

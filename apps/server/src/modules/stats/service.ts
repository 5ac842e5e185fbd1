import type { SiteStats, StatsQuery } from '@tessera/api-contract';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageViews, postViews } from '../../db/schema/stats.ts';
import { notFound } from '../../lib/errors.ts';
import type { Sites } from '../../sites/runtime.ts';
import type { AuthContext } from '../auth/session.ts';
import { isPostOfSite, sitePostTitles } from '../blogs/lookup.ts';
import { POST_NOT_FOUND } from '../blogs/service.ts';
import { siteSales } from '../commerce/sales.ts';
import { siteForCaller } from '../landings/access.ts';
import { isPageOfSite, sitePageNames } from '../pages/lookup.ts';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Rows of the per-page and per-post lists: a site's most viewed first. */
const LIST_LIMIT = 200;

/** The UTC days of the range, oldest first: views are counted per UTC day. */
export function daysEndingToday(days: number, now = Date.now()): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) => isoDay(today - (days - 1 - i) * DAY_MS));
}

/** What the numbers are of: the whole site, one of its pages or one of its blog posts. */
type Scope = { pageId?: number | undefined; postId?: number | undefined };

/** 404 unless the chosen page or post belongs to the site. */
async function checkScope(db: Database, landingId: number, scope: Scope): Promise<void> {
  if (scope.pageId !== undefined && !(await isPageOfSite(db, landingId, scope.pageId))) {
    throw notFound('Page not found.');
  }
  if (scope.postId !== undefined && !(await isPostOfSite(db, landingId, scope.postId)))
    throw notFound(POST_NOT_FOUND);
}

type ViewsTable = typeof pageViews | typeof postViews;

/**
 * The view rows of the site a scope covers in one table, or null when the scope leaves that table
 * out (a chosen page leaves the posts out, and a chosen post the pages).
 */
function scopedViews(kind: 'page' | 'post', landingId: number, scope: Scope): SQL | null {
  const [own, other] = kind === 'page' ? [scope.pageId, scope.postId] : [scope.postId, scope.pageId];
  if (other !== undefined) return null;
  const table = kind === 'page' ? pageViews : postViews;
  const item = kind === 'page' ? pageViews.pageId : postViews.postId;
  return and(eq(table.landingId, landingId), own === undefined ? undefined : eq(item, own)) ?? null;
}

const views = (column: ViewsTable['views']) => sql<string>`coalesce(sum(${column}), 0)`;

/** Views per day of the rows `where` picks. */
function viewsPerDay(db: Database, table: ViewsTable, where: SQL | undefined) {
  return db
    .select({ day: table.day, views: views(table.views) })
    .from(table)
    .where(where)
    .groupBy(table.day);
}

/**
 * The records (a site's pages or posts) with their views in the range, the LIST_LIMIT most viewed.
 * `records` come in the order that holds among equals (by name or title), which the stable sort keeps.
 */
async function mostViewed<R extends { id: number }>(
  db: Database,
  records: R[],
  table: ViewsTable,
  inRange: SQL | undefined,
): Promise<Array<{ record: R; views: number }>> {
  if (records.length === 0) return [];
  const item = table === pageViews ? pageViews.pageId : postViews.postId;
  const totals = await db
    .select({ id: item, views: views(table.views) })
    .from(table)
    .where(
      and(
        inArray(
          item,
          records.map((record) => record.id),
        ),
        inRange,
      ),
    )
    .groupBy(item);
  const viewsOf = new Map(totals.map((row) => [row.id, Number(row.views)]));
  return records
    .map((record) => ({ record, views: viewsOf.get(record.id) ?? 0 }))
    .sort((a, b) => b.views - a.views)
    .slice(0, LIST_LIMIT);
}

/**
 * Views per day of a site (or one of its pages or posts) and each page's and post's total, for
 * the range. Views still in memory are written first, so the numbers include the last seconds.
 */
export async function siteStats(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: StatsQuery,
  sites: Sites,
): Promise<SiteStats> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const scope = { pageId: query.page_id, postId: query.post_id };
  await checkScope(db, site.id, scope);
  await sites.counters.flush();
  const days = daysEndingToday(query.days);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const inRange = (table: ViewsTable) => and(gte(table.day, from), lte(table.day, to));
  const pageRows = scopedViews('page', site.id, scope);
  const postRows = scopedViews('post', site.id, scope);
  const [pagesPerDay, postsPerDay, perPage, perPost, sales] = await Promise.all([
    pageRows === null ? [] : viewsPerDay(db, pageViews, and(pageRows, inRange(pageViews))),
    postRows === null ? [] : viewsPerDay(db, postViews, and(postRows, inRange(postViews))),
    sitePageNames(db, site.id).then((pages) => mostViewed(db, pages, pageViews, inRange(pageViews))),
    sitePostTitles(db, site.id).then((posts) => mostViewed(db, posts, postViews, inRange(postViews))),
    // A blog post takes no orders: its numbers have none.
    query.post_id === undefined ? siteSales(db, site.id, { from, to }, query.page_id) : null,
  ]);
  const byDay = new Map<string, number>();
  for (const row of [...pagesPerDay, ...postsPerDay])
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + Number(row.views));
  const series = days.map((day) => ({
    day,
    views: byDay.get(day) ?? 0,
    orders: sales?.days.get(day)?.orders ?? 0,
    revenue: sales?.days.get(day)?.revenue ?? 0,
  }));
  return {
    from,
    to,
    total_views: series.reduce((sum, day) => sum + day.views, 0),
    days: series,
    pages: perPage.map(({ record, views }) => ({
      page_id: record.id,
      name: record.name,
      unique_name: record.uniqueName,
      views,
    })),
    posts: perPost.map(({ record, views }) => ({
      post_id: record.id,
      title: record.title,
      slug: record.slug,
      views,
    })),
    page_id: query.page_id ?? null,
    post_id: query.post_id ?? null,
    sales: sales && {
      currency: sales.currency,
      orders: series.reduce((sum, day) => sum + day.orders, 0),
      revenue: series.reduce((sum, day) => sum + day.revenue, 0),
      order_pages: perPage
        .filter(({ record }) => sales.pages.has(record.id))
        .map(({ record, views }) => {
          const sold = sales.pages.get(record.id)!;
          return {
            page_id: record.id,
            name: record.name,
            views,
            orders: sold.orders,
            revenue: sold.revenue,
            conversion_rate: views > 0 ? sold.orders / views : null,
          };
        }),
    },
  };
}

/** SPEC §4: stats can be reset, for the whole site, one page or one blog post. */
export async function resetStats(
  db: Database,
  auth: AuthContext,
  landingId: number,
  scope: Scope,
  sites: Sites,
): Promise<void> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  await checkScope(db, site.id, scope);
  // Views counted before the reset must not arrive after it.
  await sites.counters.flush();
  const pageRows = scopedViews('page', site.id, scope);
  const postRows = scopedViews('post', site.id, scope);
  await db.transaction(async (tx) => {
    if (pageRows !== null) await tx.delete(pageViews).where(pageRows);
    if (postRows !== null) await tx.delete(postViews).where(postRows);
  });
}

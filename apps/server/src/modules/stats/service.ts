import type { SiteStats, StatsQuery } from '@tessera/api-contract';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema/landings.ts';
import { pageViews, postViews } from '../../db/schema/stats.ts';
import { notFound } from '../../lib/errors.ts';
import type { Sites } from '../../sites/runtime.ts';
import type { AuthContext } from '../auth/session.ts';
import { isPostOfSite, sitePostTitles } from '../blogs/lookup.ts';
import { POST_NOT_FOUND } from '../blogs/service.ts';
import { siteForCaller } from '../landings/access.ts';

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
  if (scope.pageId !== undefined) {
    const [page] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, scope.pageId), eq(pages.landingId, landingId)))
      .limit(1);
    if (!page) throw notFound('Page not found.');
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

/** Each post of the site with its views in the range, most viewed first (then by title), the first LIST_LIMIT. */
async function viewsPerPost(db: Database, landingId: number, inRange: SQL | undefined) {
  const posts = await sitePostTitles(db, landingId);
  if (posts.length === 0) return [];
  const totals = await db
    .select({ postId: postViews.postId, views: views(postViews.views) })
    .from(postViews)
    .where(
      and(
        inArray(
          postViews.postId,
          posts.map((post) => post.id),
        ),
        inRange,
      ),
    )
    .groupBy(postViews.postId);
  const viewsOf = new Map(totals.map((row) => [row.postId, Number(row.views)]));
  // The posts come by title: a stable sort on views keeps that order among equals.
  return posts
    .map((post) => ({
      postId: post.id,
      title: post.title,
      slug: post.slug,
      views: viewsOf.get(post.id) ?? 0,
    }))
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
  const [pagesPerDay, postsPerDay, perPage, perPost] = await Promise.all([
    pageRows === null ? [] : viewsPerDay(db, pageViews, and(pageRows, inRange(pageViews))),
    postRows === null ? [] : viewsPerDay(db, postViews, and(postRows, inRange(postViews))),
    db
      .select({
        pageId: pages.id,
        name: pages.name,
        uniqueName: pages.uniqueName,
        views: views(pageViews.views),
      })
      .from(pages)
      .leftJoin(pageViews, and(eq(pageViews.pageId, pages.id), inRange(pageViews)))
      .where(eq(pages.landingId, site.id))
      .groupBy(pages.id, pages.name, pages.uniqueName)
      .orderBy(desc(views(pageViews.views)), asc(pages.name))
      .limit(LIST_LIMIT),
    viewsPerPost(db, site.id, inRange(postViews)),
  ]);
  const byDay = new Map<string, number>();
  for (const row of [...pagesPerDay, ...postsPerDay])
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + Number(row.views));
  const series = days.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  return {
    from,
    to,
    total_views: series.reduce((sum, day) => sum + day.views, 0),
    days: series,
    pages: perPage.map((row) => ({
      page_id: row.pageId,
      name: row.name,
      unique_name: row.uniqueName,
      views: Number(row.views),
    })),
    posts: perPost.map((row) => ({
      post_id: row.postId,
      title: row.title,
      slug: row.slug,
      views: Number(row.views),
    })),
    page_id: query.page_id ?? null,
    post_id: query.post_id ?? null,
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

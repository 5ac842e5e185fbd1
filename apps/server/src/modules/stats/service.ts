import type { SiteStats, StatsQuery } from '@tessera/api-contract';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages, pageViews } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Sites } from '../../sites/runtime.ts';
import type { AuthContext } from '../auth/session.ts';
import { siteForCaller } from '../landings/access.ts';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The UTC days of the range, oldest first: views are counted per UTC day. */
export function daysEndingToday(days: number, now = Date.now()): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) => isoDay(today - (days - 1 - i) * DAY_MS));
}

async function pageOfSite(db: Database, landingId: number, pageId: number): Promise<void> {
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.landingId, landingId)))
    .limit(1);
  if (!page) throw notFound('Page not found.');
}

/**
 * Views per day of a site (or one of its pages) and each page's total, for the range. Views
 * still in memory are written first, so the numbers include the last few seconds.
 */
export async function siteStats(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: StatsQuery,
  sites: Sites,
): Promise<SiteStats> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  if (query.page_id !== undefined) await pageOfSite(db, site.id, query.page_id);
  await sites.counters.flush();
  const days = daysEndingToday(query.days);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const inRange = and(
    eq(pageViews.landingId, site.id),
    gte(pageViews.day, from),
    lte(pageViews.day, to),
    query.page_id === undefined ? undefined : eq(pageViews.pageId, query.page_id),
  );
  const views = sql<string>`coalesce(sum(${pageViews.views}), 0)`;
  const [perDay, perPage] = await Promise.all([
    db.select({ day: pageViews.day, views }).from(pageViews).where(inRange).groupBy(pageViews.day),
    db
      .select({ pageId: pages.id, name: pages.name, uniqueName: pages.uniqueName, views })
      .from(pages)
      .leftJoin(
        pageViews,
        and(eq(pageViews.pageId, pages.id), gte(pageViews.day, from), lte(pageViews.day, to)),
      )
      .where(eq(pages.landingId, site.id))
      .groupBy(pages.id, pages.name, pages.uniqueName)
      .orderBy(desc(views), asc(pages.name))
      .limit(200),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, Number(row.views)]));
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
    page_id: query.page_id ?? null,
  };
}

/** SPEC §4: stats can be reset, for the whole site or one page. */
export async function resetStats(
  db: Database,
  auth: AuthContext,
  landingId: number,
  pageId: number | undefined,
  sites: Sites,
): Promise<void> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  if (pageId !== undefined) await pageOfSite(db, site.id, pageId);
  // Views counted before the reset must not arrive after it.
  await sites.counters.flush();
  await db
    .delete(pageViews)
    .where(
      and(eq(pageViews.landingId, site.id), pageId === undefined ? undefined : eq(pageViews.pageId, pageId)),
    );
}

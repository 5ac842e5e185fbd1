import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/commerce.ts';

/** A site's paid orders in a range of UTC days, for its Stats tab. */
export interface SiteSales {
  currency: string;
  /** By UTC day (`YYYY-MM-DD`): new orders (renewals left out) and all revenue. */
  days: Map<string, { orders: number; revenue: number }>;
  /** By page: new orders and revenue. */
  pages: Map<number, { orders: number; revenue: number }>;
}

/** Null for a site that never sold; `pageId` narrows it to one page. */
export async function siteSales(
  db: Database,
  landingId: number,
  range: { from: string; to: string },
  pageId?: number,
): Promise<SiteSales | null> {
  const [any] = await db
    .select({ currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.landingId, landingId), eq(orders.status, 'paid')))
    .limit(1);
  if (!any) return null;
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(new Date(`${range.to}T00:00:00Z`).getTime() + 86_400_000);
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const newOrders = sql<number>`count(*) filter (where not ${orders.renewal})::int`;
  const revenue = sql<number>`coalesce(sum(${orders.total}), 0)::int`;
  const where = and(
    eq(orders.landingId, landingId),
    inArray(orders.status, ['paid', 'refunded']),
    gte(orders.paidAt, start),
    lt(orders.paidAt, end),
    pageId === undefined ? undefined : eq(orders.pageId, pageId),
  );
  const [perDay, perPage] = await Promise.all([
    db.select({ day, orders: newOrders, revenue }).from(orders).where(where).groupBy(day),
    db
      .select({ pageId: orders.pageId, orders: newOrders, revenue })
      .from(orders)
      .where(where)
      .groupBy(orders.pageId),
  ]);
  return {
    currency: any.currency,
    days: new Map(perDay.map((row) => [row.day, { orders: row.orders, revenue: row.revenue }])),
    pages: new Map(
      perPage
        .filter((row) => row.pageId !== null)
        .map((row) => [row.pageId!, { orders: row.orders, revenue: row.revenue }]),
    ),
  };
}

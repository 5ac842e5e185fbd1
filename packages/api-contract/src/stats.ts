import { z } from 'zod';
import { endpoint, onSite } from './endpoint.ts';
import { actionResult, idParams, itemEnvelope } from './envelopes.ts';
import { idField, recordId } from './inputs.ts';

/** Page and blog post views of one site (SPEC §7 `GET /{id}/stats`, `POST /{id}/stats/reset`). */

export const STATS_MESSAGES = {
  pageOrPost: 'Choose a page or a blog post, not both.',
} as const;

/** A page and a post at once is refused on `post_id`, the field a client would drop. */
const pageOrPost = (target: { page_id?: number | undefined; post_id?: number | undefined }) =>
  target.page_id === undefined || target.post_id === undefined;

export const statsRanges = [7, 30, 90, 365] as const;

export const statsQuery = z
  .object({
    /** Days up to and including today (UTC). */
    days: z.coerce
      .number()
      .int()
      .refine(
        (days) => (statsRanges as readonly number[]).includes(days),
        'The days must be 7, 30, 90 or 365.',
      )
      .default(30),
    /** Only this page's views; the whole site when left out. */
    page_id: recordId.optional(),
    /** Only this blog post's views. */
    post_id: recordId.optional(),
  })
  .refine(pageOrPost, { message: STATS_MESSAGES.pageOrPost, path: ['post_id'] });
export type StatsQuery = z.infer<typeof statsQuery>;

export const statsDay = z.object({
  day: z.string(),
  views: z.number().int(),
  /** Paid orders of the day (renewals left out) and what they brought, in `sales.currency`'s minor unit. */
  orders: z.number().int(),
  revenue: z.number().int(),
});
export type StatsDay = z.infer<typeof statsDay>;

export const pageViewsTotal = z.object({
  page_id: z.number().int(),
  name: z.string(),
  unique_name: z.string(),
  views: z.number().int(),
});
export type PageViewsTotal = z.infer<typeof pageViewsTotal>;

export const postViewsTotal = z.object({
  post_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  views: z.number().int(),
});
export type PostViewsTotal = z.infer<typeof postViewsTotal>;

export const siteStats = z.object({
  from: z.string(),
  to: z.string(),
  /** Views in the range: of the page or post when one is chosen, of every page and post if not. */
  total_views: z.number().int(),
  /** Every day of the range, oldest first, days without views included as 0. */
  days: z.array(statsDay),
  /** Pages of the site with their views in the range, most viewed first. */
  pages: z.array(pageViewsTotal),
  /** Blog posts of the site with their views in the range, most viewed first. */
  posts: z.array(postViewsTotal),
  page_id: z.number().int().nullable(),
  post_id: z.number().int().nullable(),
  /**
   * What the site sold in the range (paid orders by the day they were paid; renewals count as
   * revenue, not as orders), and each order page's conversion: its orders over its views. Null
   * for a site that never sold.
   */
  sales: z
    .object({
      currency: z.string(),
      orders: z.number().int(),
      revenue: z.number().int(),
      order_pages: z.array(
        z.object({
          page_id: z.number().int(),
          name: z.string(),
          views: z.number().int(),
          orders: z.number().int(),
          revenue: z.number().int(),
          /** Orders per view, 0–1; null without views. */
          conversion_rate: z.number().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type SiteStats = z.infer<typeof siteStats>;
export const siteStatsResponse = itemEnvelope(siteStats);

export const resetStatsBody = z.preprocess(
  // SPEC §7 calls it without a body.
  (body) => body ?? {},
  z
    .object({
      /** Reset one page only; the whole site when left out. */
      page_id: idField().optional(),
      /** Reset one blog post only. */
      post_id: idField().optional(),
    })
    .strict()
    .refine(pageOrPost, { message: STATS_MESSAGES.pageOrPost, path: ['post_id'] }),
);
export type ResetStatsBody = z.infer<typeof resetStatsBody>;

export const statsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/landings/:id/stats',
    params: idParams,
    query: statsQuery,
    responses: { 200: siteStatsResponse },
    access: onSite('view'),
    summary: "The site's page and blog post views per day",
    notes:
      '`?days=7|30|90|365` (default 30), `page_id` or `post_id` (not both): `{ from, to, total_views, days: [{ day, views, orders, revenue }] (every UTC day, zeros included), pages: [{ page_id, name, unique_name, views }], posts: [{ post_id, title, slug, views }] (most viewed first), page_id, post_id, sales: { currency, orders, revenue, order_pages: [{ page_id, name, views, orders, revenue, conversion_rate }] } | null }`; orders and revenue count paid orders by the day paid (modules/commerce).',
  }),
  reset: endpoint({
    method: 'POST',
    path: '/landings/:id/stats/reset',
    params: idParams,
    body: resetStatsBody,
    responses: { 200: actionResult },
    access: onSite('manage_settings'),
    summary: 'Deletes the counted views of the site, one page or one blog post',
    notes: 'Body optional, `{ page_id? }` or `{ post_id? }`.',
  }),
};

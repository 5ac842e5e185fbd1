import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { blogPosts } from './blogs.ts';
import { landings, pages } from './landings.ts';

/** Views of a published page per UTC day, counted in memory and added in batches. */
export const pageViews = pgTable(
  'page_views',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day] }), index('page_views_landing_idx').on(t.landingId, t.day)],
);

/** Views of a published blog post per UTC day, counted like page views. */
export const postViews = pgTable(
  'post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] }), index('post_views_landing_idx').on(t.landingId, t.day)],
);

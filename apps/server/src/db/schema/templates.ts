import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  authoredColumns,
  categoryColumns,
  publishedColumns,
  templateColumns,
  uniqueCategoryName,
} from './columns.ts';
import { landings } from './landings.ts';
import { users } from './users.ts';

/**
 * SPEC §1 template categories (admin site templates). Platform records: admins manage them,
 * agencies see a category (and its published templates) only while it is published. Names are
 * unique whatever their case; `position` orders them (then the name).
 */
export const templateCategories = pgTable(
  'template_categories',
  { ...categoryColumns(), position: integer('position').notNull().default(0) },
  uniqueCategoryName('template_categories_name'),
);

/**
 * SPEC §1 admin templates: whole sites agencies start a website from. A template IS a site: its
 * pages, menus, settings and design live on a backing landing flagged `is_template`, owned by the
 * platform agency (modules/templates/platform.ts), edited with the ordinary site services and
 * never served live. Creating a website from a template copies that landing (landings/copy.ts).
 * Deleting a template deletes its landing; deleting the landing deletes the template.
 */
export const siteTemplates = pgTable(
  'templates',
  {
    ...templateColumns(() => templateCategories.id),
    landingId: integer('landing_id')
      .notNull()
      .unique()
      .references(() => landings.id, { onDelete: 'cascade' }),
    thumbnailUrl: text('thumbnail_url'),
    ...publishedColumns(),
    ...authoredColumns(() => users.id),
  },
  (t) => [index('templates_category_idx').on(t.categoryId), index('templates_published_idx').on(t.published)],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { landings } from './landings.ts';
import { users } from './users.ts';

/**
 * SPEC §1 template categories (admin site templates). Platform records: admins manage them,
 * agencies see a category (and its published templates) only while it is published. Names are
 * unique whatever their case; `position` orders them (then the name).
 */
export const templateCategories = pgTable(
  'template_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    published: boolean('published').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('template_categories_name').on(sql`lower(${t.name})`)],
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
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => templateCategories.id, { onDelete: 'restrict' }),
    landingId: integer('landing_id')
      .notNull()
      .unique()
      .references(() => landings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_category_idx').on(t.categoryId), index('templates_published_idx').on(t.published)],
);

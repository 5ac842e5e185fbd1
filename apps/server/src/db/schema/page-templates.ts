import type { StoredDocument } from '@tessera/document';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * SPEC §1 page-template categories. Platform records (no agency): admins manage them, agencies
 * see a category (and its published templates) only while it is published. Names are unique
 * whatever their case.
 */
export const pageTemplateCategories = pgTable(
  'page_template_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('page_template_categories_name').on(sql`lower(${t.name})`)],
);

/**
 * SPEC §1 admin page templates: a page design admins build in the editor and publish for agencies
 * to start pages from. `document` is the draft the editor autosaves (optimistic `version`, like
 * pages); publishing copies it to `published_document`, which is what agencies preview and copy,
 * so an admin's work in progress never reaches them. A category with templates cannot be deleted
 * (the API answers 409; the foreign key restricts it too).
 */
export const adminPageTemplates = pgTable(
  'page_templates',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => pageTemplateCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Always stored as `parseDocumentWithRegistry` returned it. */
    document: jsonb('document').$type<StoredDocument>().notNull(),
    version: integer('version').notNull().default(1),
    published: boolean('published').notNull().default(false),
    publishedDocument: jsonb('published_document').$type<StoredDocument>(),
    /** The draft version that was published: a newer draft is an unpublished change. */
    publishedVersion: integer('published_version'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('page_templates_category_idx').on(t.categoryId),
    index('page_templates_published_idx').on(t.published),
  ],
);

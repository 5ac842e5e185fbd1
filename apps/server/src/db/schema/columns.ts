import type { StoredDocument } from '@tessera/document';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  jsonb,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// The columns every design-record table repeats (courses, order pages, admin blocks, page
// templates, site templates; modules/design-records serves them). Each kind's table spreads them
// after its own columns.

/** Whether the record is published (others see it only then) and when it last was. */
export const publishedColumns = () => ({
  published: boolean('published').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/**
 * A record holding a page document: `document` is the draft the editor autosaves (optimistic
 * `version`, like pages); publishing copies it to `published_document`, the only copy anyone but
 * admins ever sees, so work in progress never reaches them.
 */
export const pageDocumentColumns = () => ({
  /** Always stored as `parseDocumentWithRegistry` returned it. */
  document: jsonb('document').$type<StoredDocument>().notNull(),
  version: integer('version').notNull().default(1),
  ...publishedColumns(),
  publishedDocument: jsonb('published_document').$type<StoredDocument>(),
  /** The draft version that was published: a newer draft is an unpublished change. */
  publishedVersion: integer('published_version'),
});

/**
 * Who made the record and when it was made and changed. `userId` is `users.id`, passed in: the
 * users table is built with this file's columns, so this file cannot import it.
 */
export const authoredColumns = (userId: () => AnyPgColumn) => ({
  createdBy: integer('created_by').references(userId, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A category's columns (page templates', site templates'): a name unique whatever its case. */
export const categoryColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  published: boolean('published').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A category table's index: no two categories share a name, whatever its case. */
export const uniqueCategoryName = (indexName: string) => (table: { name: AnyPgColumn }) => [
  uniqueIndex(indexName).on(sql`lower(${table.name})`),
];

/** A template's columns (page templates', site templates'): its category (kept while it has templates), name and description. */
export const templateColumns = (categoryId: () => AnyPgColumn) => ({
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(categoryId, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

import type { StoredDocument } from '@tessera/document';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * SPEC §1/§2 admin order pages: the page a prospective agency orders a plan on. Platform records
 * (no agency). `plan_ids` are the plans (billing.ts) it offers, in the order its order elements
 * list them. Like page templates, `document` is the draft the editor autosaves (optimistic
 * `version`) and publishing copies it to `published_document`, the only copy buyers ever see.
 */
export const orderPages = pgTable(
  'order_pages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    planIds: jsonb('plan_ids').$type<number[]>().notNull().default([]),
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
  (t) => [index('order_pages_published_idx').on(t.published)],
);

import type { StoredDocument } from '@tessera/document';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * SPEC §1/§2/§7 admin blocks: a section or row admins design in the full-screen editor and
 * publish to every agency's palette. `document` is the draft the editor autosaves (optimistic
 * `version`, like pages), whose one section is the block; publishing copies it to
 * `published_document`, which is all agencies ever read, so work in progress never reaches them.
 * `element_count` counts the draft's block; `published_element_count` the published copy's.
 */
export const adminBlocks = pgTable(
  'admin_blocks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<'section' | 'row'>().notNull(),
    /** Always stored as `parseDocumentWithRegistry` returned it. */
    document: jsonb('document').$type<StoredDocument>().notNull(),
    version: integer('version').notNull().default(1),
    elementCount: integer('element_count').notNull().default(0),
    published: boolean('published').notNull().default(false),
    publishedDocument: jsonb('published_document').$type<StoredDocument>(),
    /** The draft version that was published: a newer draft is an unpublished change. */
    publishedVersion: integer('published_version'),
    publishedElementCount: integer('published_element_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('admin_blocks_published_idx').on(t.published)],
);

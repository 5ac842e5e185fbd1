import type { StoredDocument } from '@tessera/document';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** What loading a saved design repaired or dropped, kept to show its editor. */
export interface StoredDocumentWarning {
  path: string;
  message: string;
}

/**
 * One row per design save that named an idempotency key: a retry with the same key (the answer
 * was lost, the browser reloaded, the network came back) gets this answer instead of being
 * applied twice or refused as stale. `kind` + `target_id` name the design (a page, a page
 * template; blogs, templates, blocks and courses later), so the table serves every design
 * editor. Old receipts are pruned on save.
 */
export const designSaveReceipts = pgTable(
  'design_save_receipts',
  {
    id: serial('id').primaryKey(),
    /** The agency whose design it is; null for platform designs (admin page templates). */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The version that save produced. */
    version: integer('version').notNull(),
    warnings: jsonb('warnings').$type<StoredDocumentWarning[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    unique('design_save_receipts_key').on(t.kind, t.targetId, t.idempotencyKey),
    index('design_save_receipts_created_idx').on(t.createdAt),
  ],
);

/**
 * SPEC §1/§7 agency blocks: a section or a row saved from the editor, offered in every site's
 * palette of the agency. `content` is a page document whose first section is the block (a row
 * block's row is that section's only row), stored as the element registry loaded it.
 */
export const agencyBlocks = pgTable(
  'agency_blocks',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').$type<'section' | 'row'>().notNull(),
    content: jsonb('content').$type<StoredDocument>().notNull(),
    elementCount: integer('element_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agency_blocks_agency_idx').on(t.agencyId)],
);

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

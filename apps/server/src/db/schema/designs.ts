import type { DocumentWarning } from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

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
    warnings: jsonb('warnings').$type<DocumentWarning[]>().notNull().default([]),
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
    content: jsonb('content').$type<PageDocument>().notNull(),
    elementCount: integer('element_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agency_blocks_agency_idx').on(t.agencyId)],
);

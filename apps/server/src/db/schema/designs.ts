import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt } from './columns.ts';

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

import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { landings } from './landings.ts';
import { users } from './users.ts';

/** Why a backup was taken. */
export type StoredBackupKind = 'manual' | 'automatic' | 'pre_restore';

/** A snapshot of one site's pages, menus, forms and settings (format: modules/backups/format.ts). */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoredBackupKind>().notNull(),
    note: text('note').notNull().default(''),
    formatVersion: integer('format_version').notNull(),
    /** `{ landing: {...}, tables: { pages: [...], ... } }`, rows as PostgreSQL's to_jsonb gives them. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** Rows per part, for the list: `{ pages: 4, menus: 1, ... }`. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('backups_landing_idx').on(t.landingId, t.createdAt),
    index('backups_agency_idx').on(t.agencyId),
  ],
);

/** Per-site backup options; a site without a row has automatic backups off. */
export const backupSettings = pgTable('backup_settings', {
  landingId: integer('landing_id')
    .primaryKey()
    .references(() => landings.id, { onDelete: 'cascade' }),
  agencyId: integer('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  automatic: boolean('automatic').notNull().default(false),
  lastAutomaticAt: timestamp('last_automatic_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt } from './columns.ts';
import { landings } from './landings.ts';
import { users } from './users.ts';

/** The kinds of record a preview link can show. */
export type StoredPreviewKind = 'page' | 'page-template' | 'course' | 'blog-post' | 'order-page' | 'block';

/**
 * Share links of previews (modules/preview-shares): a guest holding one sees the record's draft
 * without signing in until `expires_at`, or until someone revokes it. The signed token a link
 * carries names this row, so a revoked or expired row ends every copy of the link at once.
 */
export const previewShares = pgTable(
  'preview_shares',
  {
    id: serial('id').primaryKey(),
    /** What is shown, as a preview link names it (`PreviewKind` + id). */
    kind: text('kind').$type<StoredPreviewKind>().notNull(),
    recordId: integer('record_id').notNull(),
    /** The site a page or post is on; null for admin records, which belong to no site. */
    landingId: integer('landing_id').references(() => landings.id, { onDelete: 'cascade' }),
    /** The agency owning that site (the platform agency for template sites); null for admin records. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    openCount: integer('open_count').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('preview_shares_record_idx').on(t.kind, t.recordId),
    index('preview_shares_landing_idx').on(t.landingId),
  ],
);

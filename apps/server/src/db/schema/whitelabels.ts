import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** The promotion a white label shows its agencies. */
export interface StoredPromo {
  id: string;
  title: string;
  body: string;
  cta_label: string | null;
  cta_url: string | null;
  video_url: string | null;
}

/** A white label is a brand the app is served under; its domains are the app's allowed hosts. */
export const whitelabels = pgTable('whitelabels', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  domain2: text('domain_2').unique(),
  name: text('name').notNull(),
  logo: text('logo'),
  logoWide: text('logo_wide'),
  logoWideWhite: text('logo_wide_white'),
  favicon: text('favicon'),
  supportChatUrl: text('support_chat_url'),
  promo: jsonb('promo').$type<StoredPromo>(),
  /** When an admin asked for certificates for the domains (`POST /whitelabels/{id}/cert`). */
  certRequestedAt: timestamp('cert_requested_at', { withTimezone: true }),
  /** When the TLS proxy last asked the domain check about one of these domains. */
  certCheckedAt: timestamp('cert_checked_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

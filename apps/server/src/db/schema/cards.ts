import { randomBytes } from 'node:crypto';
import type { ContactCardOptions } from '@tessera/document';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import type { StoredSpamReason } from './contacts.ts';
import { landings } from './landings.ts';
import { type StoredLandingPermission, users } from './users.ts';

const SHORT_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Short-URL code: 8 characters from an alphabet without look-alikes (0/O, 1/l/I). */
export function newShortCode(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
  return code;
}

/** A digital business card: what it shows (name, images, widget options) and who holds it. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The site whose webhooks also receive this card's leads, when one is chosen. */
    landingId: integer('landing_id').references(() => landings.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    jobTitle: text('job_title'),
    company: text('company'),
    bio: text('bio').notNull().default(''),
    photoUrl: text('photo_url').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    /** Path of its short URL on the cards host. */
    shortCode: text('short_code')
      .notNull()
      // The SQL default only fills rows that existed before the column did.
      .default(sql`substr(md5(random()::text), 1, 10)`)
      .$defaultFn(newShortCode),
    /** Its custom URL path on the cards host, when set. */
    slug: text('slug'),
    /** SPEC §3 contact-card widget options (design, channels, lead form…). */
    options: jsonb('options').$type<ContactCardOptions>(),
    /** Optimistic concurrency: a save names the version it edited; a stale one is 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cards_agency_idx').on(t.agencyId),
    index('cards_owner_idx').on(t.ownerUserId),
    uniqueIndex('cards_short_code_idx').on(t.shortCode),
    uniqueIndex('cards_slug_idx').on(t.slug),
  ],
);

/** SPEC §3 userCards: users a card is shared with, and what they may do with it. */
export const cardUsers = pgTable(
  'card_users',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissions: jsonb('permissions').$type<StoredLandingPermission[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.userId] })],
);

/** A lead captured by a card's lead form (SPEC §7 cards/{id}/contacts). Moves with the card. */
export const cardContacts = pgTable(
  'card_contacts',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    /** Why the spam checks doubted it (kept, hidden behind the Spam filter); null for a lead. */
    spamReason: text('spam_reason').$type<StoredSpamReason>(),
    /** Whether integrations, analytics and the linked site were told of it (see form_submissions). */
    announced: boolean('announced').notNull().default(true),
    /** A keyed hash of the sender's address (see form_submissions). */
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_contacts_card_idx').on(t.cardId, t.createdAt),
    index('card_contacts_visitor_idx').on(t.cardId, t.visitorHash, t.createdAt),
  ],
);

export type CardTransferStatus = 'pending' | 'confirmed' | 'declined' | 'cancelled';

/** An owner's offer of a card to someone else (SPEC §4: the recipient confirms or declines). */
export const cardTransfers = pgTable(
  'card_transfers',
  {
    id: serial('id').primaryKey(),
    /** Kept (null) when the card is deleted, so the history stays. */
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    cardName: text('card_name').notNull(),
    /** The agency the card belonged to when offered: its history lists the transfer. */
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toEmail: text('to_email').notNull(),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<CardTransferStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('card_transfers_agency_idx').on(t.agencyId, t.createdAt),
    index('card_transfers_to_idx').on(t.toEmail, t.status),
    // One open offer per card at a time.
    uniqueIndex('card_transfers_pending_idx').on(t.cardId).where(sql`status = 'pending'`),
  ],
);

/**
 * Per card per UTC day: `view`, `save` (vCard downloads), `lead`, and `tap:{channel}` for channel
 * taps. Counted in memory and added in batches.
 */
export const cardStats = pgTable(
  'card_stats',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.day, t.metric] })],
);

export type CardIntegrationKind = 'webhook' | 'email';

/** Where an agency's card leads are also sent (SPEC §7 cards-integrations). */
export const cardIntegrations = pgTable(
  'card_integrations',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CardIntegrationKind>().notNull(),
    /** Webhook URL or email address. */
    target: text('target').notNull(),
    /** Webhook signing secret, encrypted at rest (lib/crypto). */
    secretEncrypted: text('secret_encrypted'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('card_integrations_name_idx').on(t.agencyId, t.name)],
);

/**
 * What happened to each lead sent to an integration, so its owner sees failures (a refused
 * address, an error answer, a mail that could not be sent) instead of leads vanishing. The
 * newest `CARD_DELIVERY_LOG_SIZE` per integration are kept.
 */
export const cardIntegrationDeliveries = pgTable(
  'card_integration_deliveries',
  {
    id: serial('id').primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => cardIntegrations.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** Kept so the log still names a card that was deleted since. */
    cardName: text('card_name').notNull(),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    /** The receiver's HTTP status, when it answered. */
    responseStatus: integer('response_status'),
    /** Why it failed, in words the owner can act on. */
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('card_integration_deliveries_integration_idx').on(t.integrationId, t.createdAt)],
);

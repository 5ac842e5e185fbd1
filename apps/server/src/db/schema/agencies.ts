import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { whitelabels } from './whitelabels.ts';

/** A subscription's status as the payment provider last reported it. */
export type StoredBillingStatus = 'none' | 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete';

export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id),
    /** The reseller agency that manages this one (SPEC §1: agencies can manage other agencies). */
    parentAgencyId: integer('parent_agency_id').references((): AnyPgColumn => agencies.id),
    name: text('name').notNull(),
    status: text('status').$type<'active' | 'archived'>().notNull().default('active'),
    subscribed: boolean('subscribed').notNull().default(false),
    freeFee: boolean('free_fee').notNull().default(false),
    freeRegister: boolean('free_register').notNull().default(false),
    stripeStatus: text('stripe_status').$type<StoredBillingStatus>().notNull().default('none'),
    resellerStatus: text('reseller_status').$type<StoredBillingStatus>().notNull().default('none'),
    stripePrice: text('stripe_price'),
    resellerPlan: text('reseller_plan'),
    premiumApps: jsonb('premium_apps').$type<string[]>().notNull().default([]),
    premiumElements: jsonb('premium_elements').$type<string[]>().notNull().default([]),
    appPlans: jsonb('app_plans').$type<string[]>().notNull().default([]),
    defaultPaymentMethod: text('default_payment_method'),
    /** AES-256-GCM ciphertext; the plain key never leaves the server. */
    openaiApiKeyEncrypted: text('openai_api_key_encrypted'),
    openaiApiKeyLast4: text('openai_api_key_last4'),
    cardLimit: integer('card_limit').notNull().default(10),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The one platform agency: it owns the backing sites of admin templates (modules/templates)
     * and nothing else. It has no users and is never listed or managed as an agency.
     */
    isPlatform: boolean('is_platform').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agencies_whitelabel_idx').on(t.whitelabelId),
    // The admins' agency list: one state (active, archived) in each of its sort orders.
    index('agencies_status_id_idx').on(t.status, t.id),
    index('agencies_status_name_idx').on(t.status, t.name, t.id),
    index('agencies_status_created_idx').on(t.status, t.createdAt, t.id),
    index('agencies_parent_idx').on(t.parentAgencyId),
    uniqueIndex('agencies_one_platform').on(t.isPlatform).where(sql`${t.isPlatform}`),
  ],
);

import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { landings } from './landings.ts';

/** Site events a webhook can subscribe to, and the test event sent by hand. */
export type StoredWebhookEventType =
  | 'form.submitted'
  | 'page.published'
  | 'order.paid'
  | 'subscription.canceled'
  | 'webhook.test';

export type StoredWebhookDeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed' | 'cancelled';

/** An HTTPS endpoint a site's events are posted to, signed with the webhook's own secret. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: jsonb('events').$type<StoredWebhookEventType[]>().notNull(),
    /** AES-256-GCM ciphertext of the signing secret (lib/crypto.ts). */
    secretEncrypted: text('secret_encrypted').notNull(),
    secretLast4: text('secret_last4').notNull(),
    active: boolean('active').notNull().default(true),
    /** Deliveries in a row that failed after every retry; reset by a success or re-enabling. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** Set when the webhook was switched off because deliveries kept failing. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhooks_landing_idx').on(t.landingId), index('webhooks_agency_idx').on(t.agencyId)],
);

/**
 * One event sent to one webhook. The id is the delivery id the receiver sees on every attempt
 * (its idempotency key); attempts are retried by the job runner with exponential backoff.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    event: text('event').$type<StoredWebhookEventType>().notNull(),
    /** The exact JSON body that is signed and sent, kept so every retry sends the same bytes. */
    body: text('body').notNull(),
    status: text('status').$type<StoredWebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    /** The start of the receiver's answer, or why there was none. */
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    /** Attempt history: when, what came back, how long it took. */
    log: jsonb('log')
      .$type<Array<{ at: string; status: number | null; error: string | null; duration_ms: number }>>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

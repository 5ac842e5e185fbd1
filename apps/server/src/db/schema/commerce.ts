import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { formSubmissions } from './contacts.ts';
import { landings, pages } from './landings.ts';

// The contract's enums, written out: tables import nothing of the API (they outlive its shapes).
type GatewayStatus = 'pending' | 'active' | 'restricted' | 'revoked';
type ProductInterval = 'Once' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';
type CouponDuration = 'once' | 'repeating' | 'forever';
type OrderStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'canceled';
type CustomerSubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';

/** One line of an order as it was charged (names and amounts copied: products change later). */
export interface StoredOrderLine {
  productId: number | null;
  name: string;
  quantity: number;
  unitAmount: number;
  interval: ProductInterval;
  /** The order bump offered in the summary. */
  bump?: boolean;
}

/**
 * A site's payment gateway: its client's Stripe account, connected with Stripe Connect. Only the
 * account id is kept (calls act on it with the platform's key), so there is no secret to store.
 * A site has at most one gateway that is not revoked.
 */
export const gateways = pgTable(
  'commerce_gateways',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<'stripe'>().notNull().default('stripe'),
    name: text('name').notNull(),
    accountId: text('account_id').notNull().unique(),
    status: text('status').$type<GatewayStatus>().notNull().default('pending'),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    currency: text('currency').notNull().default('usd'),
    businessName: text('business_name'),
    email: text('email'),
    /** Creation time of the newest account event applied (an older one changes nothing). */
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commerce_gateways_landing_idx').on(t.landingId),
    uniqueIndex('commerce_gateways_one_live_idx').on(t.landingId).where(sql`${t.status} <> 'revoked'`),
  ],
);

/** A product of a site with its current price, both on the gateway's connected account. */
export const products = pgTable(
  'commerce_products',
  {
    id: serial('id').primaryKey(),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** In the currency's minor unit. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<ProductInterval>().notNull().default('Once'),
    archived: boolean('archived').notNull().default(false),
    stripeProductId: text('stripe_product_id'),
    stripePriceId: text('stripe_price_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('commerce_products_landing_idx').on(t.landingId, t.archived, t.createdAt)],
);

/** A coupon of a site: a Stripe coupon and the promotion code buyers type, on the connected account. */
export const coupons = pgTable(
  'commerce_coupons',
  {
    id: serial('id').primaryKey(),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    /** As typed at creation; matched without regard to case. */
    code: text('code').notNull(),
    name: text('name').notNull().default(''),
    percentOff: numeric('percent_off', { mode: 'number' }),
    amountOff: integer('amount_off'),
    currency: text('currency').notNull(),
    duration: text('duration').$type<CouponDuration>().notNull().default('once'),
    durationInMonths: integer('duration_in_months'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    stripeCouponId: text('stripe_coupon_id'),
    stripePromotionCodeId: text('stripe_promotion_code_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('commerce_coupons_code_idx').on(t.landingId, sql`lower(${t.code})`)],
);

/**
 * An order of a site (its invoice, SPEC §3): made when the buyer presses Pay, marked paid (or
 * failed) by Stripe's Connect events. A customer subscription's renewals are orders too.
 */
export const orders = pgTable(
  'commerce_orders',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    /** `{site}-{sequence}` as the buyer's receipt shows it. */
    number: text('number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    email: text('email'),
    name: text('name'),
    contactId: integer('contact_id').references(() => formSubmissions.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<StoredOrderLine[]>().notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    renewal: boolean('renewal').notNull().default(false),
    subscriptionId: integer('subscription_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    /** Whether the receipt, the contact, the site's webhooks and the live note went out (once). */
    announced: boolean('announced').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A site's invoices in each of the list's orders (date, number = id, total).
    index('commerce_orders_landing_idx').on(t.landingId, t.createdAt, t.id),
    index('commerce_orders_landing_number_idx').on(t.landingId, t.id),
    index('commerce_orders_landing_total_idx').on(t.landingId, t.total, t.id),
    index('commerce_orders_paid_idx').on(t.landingId, t.paidAt),
  ],
);

/** A buyer's subscription to a recurring product of a site, on the connected account. */
export const customerSubscriptions = pgTable(
  'commerce_subscriptions',
  {
    id: serial('id').primaryKey(),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    email: text('email'),
    contactId: integer('contact_id').references(() => formSubmissions.id, { onDelete: 'set null' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
    status: text('status').$type<CustomerSubscriptionStatus>().notNull().default('incomplete'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<ProductInterval>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('commerce_subscriptions_landing_idx').on(t.landingId, t.createdAt)],
);

/** Every Connect event applied, by id: a duplicate or a replay changes nothing. */
export const commerceEvents = pgTable('commerce_events', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  type: text('type').notNull(),
  stripeCreatedAt: timestamp('stripe_created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies, type StoredBillingStatus } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';

// The contract's enums, written out: tables import nothing of the API (they outlive its shapes).
type PlanType = 'agency' | 'app' | 'reseller' | 'unlimited';
type PriceInterval = 'Daily' | 'Weekly' | 'Monthly' | 'Yearly' | 'Once';
type SubscriptionSection = 'agency' | 'app' | 'reseller';

/**
 * Plans agencies subscribe to (SPEC §4): the agency plan, premium app plans, reseller plans and
 * the unlimited reseller plan. Each is a Stripe Product once billing is set up; what it costs is
 * its prices'.
 */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  /** The key agencies hold it by (`agencies.stripe_price`, `reseller_plan`, `app_plans`). */
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').$type<PlanType>().notNull(),
  /** ISO 4217, lower case: every price of the plan is in it. */
  currency: text('currency').notNull().default('usd'),
  trialDays: integer('trial_days').notNull().default(0),
  premiumApps: jsonb('premium_apps').$type<string[]>().notNull().default([]),
  premiumElements: jsonb('premium_elements').$type<string[]>().notNull().default([]),
  cardLimit: integer('card_limit'),
  siteLimit: integer('site_limit'),
  active: boolean('active').notNull().default(true),
  stripeProductId: text('stripe_product_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What a plan costs, each a Stripe Price (immutable there: a new amount is a new Stripe Price). */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** In the currency's minor unit. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<PriceInterval>().notNull(),
    active: boolean('active').notNull().default(true),
    /** The Stripe Price it is sold as now; null until billing is set up. */
    stripePriceId: text('stripe_price_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('prices_plan_idx').on(t.planId), index('prices_amount_idx').on(t.amount, t.id)],
);

/** An agency's Stripe customer (one per agency, made on its first payment step). */
export const billingCustomers = pgTable('billing_customers', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * What an agency holds: one row per Stripe subscription (or per one-time order, or a plan an admin
 * gave). Written from Stripe's webhooks, which are the source of truth; `stripe_event_at` is the
 * creation time of the newest event applied, so an older event arriving late changes nothing.
 */
export const subscriptions = pgTable(
  'billing_subscriptions',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    section: text('section').$type<SubscriptionSection>().notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    priceId: integer('price_id').references(() => prices.id),
    /** `sub_…` for a subscription, `pi_…` for a one-time order, null when an admin gave the plan. */
    stripeId: text('stripe_id').unique(),
    status: text('status').$type<StoredBillingStatus>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** When a renewal first failed; access stops `BILLING_GRACE_DAYS` later unless it is paid. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    comped: boolean('comped').notNull().default(false),
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('billing_subscriptions_agency_idx').on(t.agencyId, t.section)],
);

/** Invoices of agencies' subscriptions and orders, as Stripe last reported them. */
export const invoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    stripeInvoiceId: text('stripe_invoice_id').notNull().unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    number: text('number'),
    description: text('description').notNull().default(''),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'draft' | 'open' | 'paid' | 'uncollectible' | 'void'>().notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    invoicePdf: text('invoice_pdf'),
    stripeCreatedAt: timestamp('stripe_created_at', { withTimezone: true }).notNull(),
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('billing_invoices_agency_idx').on(t.agencyId, t.stripeCreatedAt)],
);

/** Every Stripe event applied, by id: a duplicate or a replay finds its id here and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  stripeCreatedAt: timestamp('stripe_created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

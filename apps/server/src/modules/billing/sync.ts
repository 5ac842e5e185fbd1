import type { BillingStatus, SubscriptionSection } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { invoices, subscriptions } from '../../db/schema/billing.ts';
import { laterMoment, stripeDateOf, stripeIdOf, stripeOrdering } from '../../lib/stripe-sync.ts';
import { findAgency } from '../agencies/store.ts';
import { planRow, priceByStripe } from './catalog.ts';
import { agencyOfCustomer } from './customers.ts';

/**
 * Stripe's objects written into our tables. Stripe is the source of truth: a row is always the
 * state of one Stripe object at one moment (`stripe_event_at`), and a state older than the one a
 * row already holds is never written over it. Equal moments are ambiguous (Stripe dates events to
 * the second), and the caller then reads the object's current state from Stripe instead.
 */

/** What happened when a state was offered: written, older than what we hold, or as old (ask Stripe). */
export type SyncOutcome = { agencyId: number } | 'stale' | 'ambiguous' | 'unknown';

/** Stripe's subscription statuses in SPEC §3's words. */
export function statusOf(status: string): BillingStatus {
  switch (status) {
    case 'active':
    case 'trialing':
    case 'past_due':
    case 'canceled':
    case 'incomplete':
      return status;
    case 'unpaid':
      return 'past_due';
    case 'incomplete_expired':
    case 'paused':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

/**
 * The agency an object is for: its customer's, else the one its metadata names, if we still hold
 * it. An order whose card was declined removes the agency it made, while Stripe keeps the customer
 * and the incomplete subscription and sends their events: those are nobody's (`unknown`), not a
 * failure Stripe would retry for days.
 */
async function agencyOf(
  db: Database,
  metadata: Stripe.Metadata | null,
  customer: unknown,
): Promise<number | null> {
  const customerId = stripeIdOf(customer as string | { id: string } | null);
  const byCustomer = customerId ? await agencyOfCustomer(db, customerId) : null;
  if (byCustomer) return byCustomer;
  const named = Number(metadata?.tessera_agency_id);
  if (!Number.isSafeInteger(named) || named <= 0) return null;
  return (await findAgency(db, named)) ? named : null;
}

function sectionOf(metadata: Stripe.Metadata | null, planType: string): SubscriptionSection {
  const named = metadata?.tessera_section;
  if (named === 'agency' || named === 'app' || named === 'reseller') return named;
  if (planType === 'app') return 'app';
  return planType === 'reseller' || planType === 'unlimited' ? 'reseller' : 'agency';
}

/**
 * Writes a Stripe subscription as it was at `at` (an event's creation, or now for an object just
 * read from Stripe, with `current`).
 */
export async function syncSubscription(
  db: Database,
  subscription: Stripe.Subscription,
  at: Date,
  options: { current?: boolean } = {},
): Promise<SyncOutcome> {
  const [held] = await db
    .select({
      id: subscriptions.id,
      at: subscriptions.stripeEventAt,
      pastDueSince: subscriptions.pastDueSince,
    })
    .from(subscriptions)
    .where(eq(subscriptions.stripeId, subscription.id))
    .limit(1);
  const order = stripeOrdering(held?.at ?? null, at, options.current);
  if (order !== 'newer') return order;
  const agencyId = await agencyOf(db, subscription.metadata, subscription.customer);
  const item = subscription.items.data[0];
  const price = item ? await priceByStripe(db, item.price) : null;
  const planId = price?.planId ?? (Number(subscription.metadata?.tessera_plan_id) || null);
  const plan = planId ? await planRow(db, planId) : null;
  if (!agencyId || !plan) return 'unknown';
  const status = statusOf(subscription.status);
  const values = {
    agencyId,
    section: sectionOf(subscription.metadata, plan.type),
    planId: plan.id,
    priceId: price?.id ?? null,
    stripeId: subscription.id,
    status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: stripeDateOf(item?.current_period_end),
    trialEnd: stripeDateOf(subscription.trial_end),
    // The first moment it was seen unpaid, on our clock (the grace period runs on it); cleared once
    // it is paid (or ends).
    pastDueSince:
      status === 'past_due' ? (held?.pastDueSince ?? new Date(Math.min(at.getTime(), Date.now()))) : null,
    stripeEventAt: laterMoment(held?.at, at),
    createdAt: stripeDateOf(subscription.created) ?? at,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.stripeId, set: { ...values, createdAt: undefined } });
  return { agencyId };
}

/** The subscription an invoice bills, in this API version's shape (`parent.subscription_details`). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return stripeIdOf(invoice.parent?.subscription_details?.subscription ?? null);
}

const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
const invoiceStatusOf = (status: string | null): InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(status ?? '') ? (status as InvoiceStatus) : 'draft';

/** Writes a Stripe invoice as it was at `at`, under the same ordering rule as subscriptions. */
export async function syncInvoice(
  db: Database,
  invoice: Stripe.Invoice,
  at: Date,
  options: { current?: boolean; description?: string } = {},
): Promise<SyncOutcome> {
  if (!invoice.id) return 'unknown';
  const [held] = await db
    .select({ at: invoices.stripeEventAt })
    .from(invoices)
    .where(eq(invoices.stripeInvoiceId, invoice.id))
    .limit(1);
  const order = stripeOrdering(held?.at ?? null, at, options.current);
  if (order !== 'newer') return order;
  const agencyId = await agencyOf(db, invoice.metadata, invoice.customer);
  if (!agencyId) return 'unknown';
  const line = invoice.lines?.data[0];
  const values = {
    agencyId,
    stripeInvoiceId: invoice.id,
    stripeSubscriptionId: subscriptionOfInvoice(invoice),
    number: invoice.number,
    description: options.description ?? line?.description ?? '',
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: invoiceStatusOf(invoice.status),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    stripeCreatedAt: stripeDateOf(invoice.created) ?? at,
    stripeEventAt: laterMoment(held?.at, at),
    updatedAt: new Date(),
  };
  await db
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({ target: invoices.stripeInvoiceId, set: values });
  return { agencyId };
}

/**
 * A one-time order (`POST /order-onetime`) paid: the plan is held for good. The payment's
 * metadata names the agency, plan and price it was made for.
 */
export async function syncOneTimePayment(
  db: Database,
  payment: Stripe.PaymentIntent,
  at: Date,
  options: { current?: boolean } = {},
): Promise<SyncOutcome> {
  if (payment.metadata?.tessera_kind !== 'onetime') return 'unknown';
  const agencyId = await agencyOf(db, payment.metadata, payment.customer);
  const planId = Number(payment.metadata.tessera_plan_id);
  const priceId = Number(payment.metadata.tessera_price_id) || null;
  const plan = planId ? await planRow(db, planId) : null;
  if (!agencyId || !plan) return 'unknown';
  const [held] = await db
    .select({ at: subscriptions.stripeEventAt })
    .from(subscriptions)
    .where(eq(subscriptions.stripeId, payment.id))
    .limit(1);
  const order = stripeOrdering(held?.at ?? null, at, options.current);
  if (order !== 'newer') return order;
  const status: BillingStatus =
    payment.status === 'succeeded' ? 'active' : payment.status === 'canceled' ? 'canceled' : 'incomplete';
  const values = {
    agencyId,
    section: sectionOf(payment.metadata, plan.type),
    planId: plan.id,
    priceId,
    stripeId: payment.id,
    status,
    stripeEventAt: laterMoment(held?.at, at),
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.stripeId, set: values });
  return { agencyId };
}

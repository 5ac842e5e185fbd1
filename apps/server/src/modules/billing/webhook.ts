import { BILLING_MESSAGES, formatMoney } from '@tessera/api-contract';
import { escapeHtml } from '@tessera/renderer';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { billingEvents, invoices, subscriptions } from '../../db/schema/billing.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { findAgency } from '../agencies/store.ts';
import { agencyOwners } from '../users/store.ts';
import { requireStripe } from './customers.ts';
import { graceDays } from './settings.ts';
import { refreshAgencyBilling } from './state.ts';
import {
  type SyncOutcome,
  subscriptionOfInvoice,
  syncInvoice,
  syncOneTimePayment,
  syncSubscription,
} from './sync.ts';

/**
 * `POST /stripe/webhook`: Stripe's events, the source of truth of what agencies hold. Each is
 * verified by its signature, applied once (its id is kept; a duplicate or a replay changes
 * nothing) and may arrive in any order: an event older than the state a row holds is skipped,
 * and one of the same second is settled by reading the object's current state from Stripe.
 */

const DAY_MS = 86_400_000;

export function verifyWebhook(deps: AppDeps, payload: Buffer, signature: string | undefined): Stripe.Event {
  const stripe = requireStripe(deps);
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(503, BILLING_MESSAGES.notConfigured);
  try {
    return stripe.webhooks.constructEvent(payload, signature ?? '', secret);
  } catch {
    throw new HttpError(400, BILLING_MESSAGES.webhookSignature);
  }
}

async function seen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, eventId));
  return Boolean(row);
}

/** Offers the event's object; when its moment is ambiguous, the object's current state instead. */
async function applyObject(deps: AppDeps, event: Stripe.Event, at: Date): Promise<SyncOutcome> {
  const stripe = requireStripe(deps);
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === 'subscription') {
    const outcome = await syncSubscription(deps.db, object as Stripe.Subscription, at);
    if (outcome !== 'ambiguous') return outcome;
    const current = await stripe.subscriptions.retrieve(object.id!);
    return syncSubscription(deps.db, current, at, { current: true });
  }
  if (object.object === 'invoice') {
    const outcome = await syncInvoice(deps.db, object as Stripe.Invoice, at);
    if (outcome !== 'ambiguous') return outcome;
    return syncInvoice(deps.db, await stripe.invoices.retrieve(object.id!), at, { current: true });
  }
  if (object.object === 'payment_intent') {
    const outcome = await syncOneTimePayment(deps.db, object as Stripe.PaymentIntent, at);
    if (outcome !== 'ambiguous') return outcome;
    return syncOneTimePayment(deps.db, await stripe.paymentIntents.retrieve(object.id!), at, {
      current: true,
    });
  }
  return 'unknown';
}

/** A failed renewal: the subscription it bills is past due from now, and the owner hears of it. */
async function renewalFailed(
  deps: AppDeps,
  invoice: Stripe.Invoice,
  agencyId: number,
  at: Date,
): Promise<void> {
  // The invoice as we hold it now (its newest state): paid already, this failure is history.
  const [held] = await deps.db
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.stripeInvoiceId, invoice.id ?? ''));
  if (held?.status === 'paid') return;
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (subscriptionId) {
    // What the failure did to the subscription is Stripe's to say (a renewal falls past due, a
    // first payment leaves it incomplete): its present state is written under the ordering rule,
    // whichever of this event and its own update arrives first.
    const current = await requireStripe(deps).subscriptions.retrieve(subscriptionId);
    await syncSubscription(deps.db, current, at, { current: true });
    const [row] = await deps.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.stripeId, subscriptionId));
    if (row?.status !== 'past_due') return;
  }
  const agency = await findAgency(deps.db, agencyId);
  const owner = (await agencyOwners(deps.db, [agencyId])).get(agencyId);
  if (!agency || !owner) return;
  const amount = formatMoney(invoice.amount_due, invoice.currency);
  const blocksAt = new Date(Math.min(at.getTime(), Date.now()) + graceDays(deps.config) * DAY_MS)
    .toUTCString()
    .slice(0, 16);
  await deps.mailer.send({
    to: owner.email,
    subject: 'Your payment failed: update your card to keep access',
    text: `Hello ${owner.name},\n\nWe could not take the payment of ${amount} for ${agency.name}. Update your card in Payment methods by ${blocksAt} to keep access to your websites.\n`,
    html: `<p>Hello ${escapeHtml(owner.name)},</p><p>We could not take the payment of ${escapeHtml(amount)} for ${escapeHtml(agency.name)}. Update your card in <strong>Payment methods</strong> by ${escapeHtml(blocksAt)} to keep access to your websites.</p>`,
  });
}

/** Applies one verified event; answers whether it was new. */
export async function applyStripeEvent(deps: AppDeps, event: Stripe.Event): Promise<boolean> {
  if (await seen(deps.db, event.id)) return false;
  const at = new Date(event.created * 1000);
  const outcome = await applyObject(deps, event, at);
  if (typeof outcome === 'object') {
    if (event.type === 'invoice.payment_failed')
      await renewalFailed(deps, event.data.object as Stripe.Invoice, outcome.agencyId, at);
    await refreshAgencyBilling(deps.db, outcome.agencyId, {
      graceMs: graceDays(deps.config) * DAY_MS,
      reason: `stripe:${event.type}:${event.id}`,
    });
  }
  // Kept last: an event that failed half-way is not marked seen, so Stripe's retry applies it.
  await deps.db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, stripeCreatedAt: at })
    .onConflictDoNothing();
  return true;
}

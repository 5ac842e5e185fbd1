import { BILLING_MESSAGES, type PaymentMethod } from '@tessera/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { invoices, subscriptions } from '../../db/schema/billing.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { forbidden, invalidField, notFound } from '../../lib/errors.ts';
import { askStripe, stripeFor } from '../../lib/stripe.ts';
import { writeDefaultPaymentMethod } from '../agencies/store.ts';
import { customerIdOf, ensureCustomer, requireStripe } from './customers.ts';

/**
 * SPEC §2 agency `payment-methods`: the owner's saved cards. Stripe.js saves a card with a
 * SetupIntent's client secret (`GET /payment-methods/secret`), so card numbers never reach this
 * server; we keep only which card is the default, the one invoices are paid with.
 */

/** The owner's agency: billing is the owner's alone (SPEC §6; an agency user gets 403). */
export function billingAgency(auth: AuthContext): { id: number; name: string } {
  if (auth.user.role !== 'Agency' || !auth.agency) throw forbidden(BILLING_MESSAGES.ownerOnly);
  return auth.agency;
}

export const ownerContact = (auth: AuthContext) => ({ email: auth.user.email, name: auth.user.name });

function cardOf(method: Stripe.PaymentMethod, defaultId: string | null): PaymentMethod {
  return {
    id: method.id,
    brand: method.card?.brand ?? 'card',
    last4: method.card?.last4 ?? '????',
    exp_month: method.card?.exp_month ?? 0,
    exp_year: method.card?.exp_year ?? 0,
    is_default: method.id === defaultId,
  };
}

async function defaultOf(stripe: Stripe, customerId: string): Promise<string | null> {
  const customer = await askStripe(() => stripe.customers.retrieve(customerId));
  if ('deleted' in customer && customer.deleted) return null;
  const chosen = (customer as Stripe.Customer).invoice_settings?.default_payment_method;
  return chosen ? (typeof chosen === 'string' ? chosen : chosen.id) : null;
}

/** The agency's cards, the default first; none while billing is off or before its first card. */
export async function listPaymentMethods(deps: AppDeps, agencyId: number): Promise<PaymentMethod[]> {
  const stripe = stripeFor(deps.config);
  const customerId = stripe ? await customerIdOf(deps.db, agencyId) : null;
  if (!stripe || !customerId) return [];
  const [methods, defaultId] = await Promise.all([
    askStripe(() => stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 })),
    defaultOf(stripe, customerId),
  ]);
  return methods.data
    .map((method) => cardOf(method, defaultId))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** The default card as the overview shows it (null when none, or when Stripe cannot say now). */
export async function defaultPaymentMethod(deps: AppDeps, agencyId: number): Promise<PaymentMethod | null> {
  try {
    return (await listPaymentMethods(deps, agencyId)).find((method) => method.is_default) ?? null;
  } catch {
    return null;
  }
}

export async function setupSecret(deps: AppDeps, auth: AuthContext): Promise<string> {
  const stripe = requireStripe(deps);
  const agency = billingAgency(auth);
  const customer = await ensureCustomer(deps, agency, ownerContact(auth));
  const intent = await askStripe(() =>
    stripe.setupIntents.create({ customer, usage: 'off_session', allowed_payment_method_types: ['card'] }),
  );
  if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
  return intent.client_secret;
}

/**
 * A card on the customer (attached now when Stripe.js made it without one); 422 when it is
 * another customer's.
 */
export async function attachCard(stripe: Stripe, customerId: string, paymentMethodId: string): Promise<void> {
  const method = await askStripe(() => stripe.paymentMethods.retrieve(paymentMethodId));
  const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
  if (owner === customerId) return;
  if (owner) throw invalidField('payment_method', BILLING_MESSAGES.paymentMethodUnknown);
  await askStripe(() => stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
}

/**
 * Makes a card the one invoices are paid with, and pays with it what is overdue: a new card
 * unblocks an agency whose renewal failed (the paid invoice's webhook makes it active again).
 */
export async function makeDefault(
  deps: AppDeps,
  stripe: Stripe,
  agencyId: number,
  customerId: string,
  paymentMethodId: string,
): Promise<void> {
  await askStripe(() =>
    stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }),
  );
  await writeDefaultPaymentMethod(deps.db, agencyId, paymentMethodId);
  const overdue = await deps.db
    .select({ invoiceId: invoices.stripeInvoiceId, subscriptionId: invoices.stripeSubscriptionId })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.stripeId, invoices.stripeSubscriptionId))
    .where(
      and(
        eq(invoices.agencyId, agencyId),
        eq(invoices.status, 'open'),
        inArray(subscriptions.status, ['past_due', 'incomplete']),
      ),
    );
  for (const { invoiceId, subscriptionId } of overdue) {
    // The subscription's own card, if it named one, would be charged instead of the new default.
    if (subscriptionId)
      await askStripe(() =>
        stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId }),
      );
    await askStripe(() => stripe.invoices.pay(invoiceId, { payment_method: paymentMethodId }));
  }
}

export async function addPaymentMethod(
  deps: AppDeps,
  auth: AuthContext,
  body: { payment_method: string; make_default: boolean },
): Promise<PaymentMethod[]> {
  const stripe = requireStripe(deps);
  const agency = billingAgency(auth);
  const customerId = await ensureCustomer(deps, agency, ownerContact(auth));
  await attachCard(stripe, customerId, body.payment_method);
  const hasDefault = (await defaultOf(stripe, customerId)) !== null;
  if (body.make_default || !hasDefault)
    await makeDefault(deps, stripe, agency.id, customerId, body.payment_method);
  return listPaymentMethods(deps, agency.id);
}

/** The card, when it is one of the agency's: anyone else's id is simply not found. */
async function ownCard(deps: AppDeps, auth: AuthContext, paymentMethodId: string) {
  const stripe = requireStripe(deps);
  const agency = billingAgency(auth);
  const customerId = await customerIdOf(deps.db, agency.id);
  const cards = customerId ? await listPaymentMethods(deps, agency.id) : [];
  const card = cards.find((method) => method.id === paymentMethodId);
  if (!customerId || !card) throw notFound('Card not found.');
  return { stripe, agency, customerId, card, cards };
}

export async function setDefaultPaymentMethod(
  deps: AppDeps,
  auth: AuthContext,
  paymentMethodId: string,
): Promise<PaymentMethod[]> {
  const { stripe, agency, customerId } = await ownCard(deps, auth, paymentMethodId);
  await makeDefault(deps, stripe, agency.id, customerId, paymentMethodId);
  return listPaymentMethods(deps, agency.id);
}

export async function deletePaymentMethod(
  deps: AppDeps,
  auth: AuthContext,
  paymentMethodId: string,
): Promise<PaymentMethod[]> {
  const { stripe, agency, card, cards } = await ownCard(deps, auth, paymentMethodId);
  if (card.is_default && cards.length > 1) throw invalidField('id', BILLING_MESSAGES.paymentMethodDefault);
  if (card.is_default) {
    const [paying] = await deps.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.agencyId, agency.id),
          eq(subscriptions.comped, false),
          inArray(subscriptions.status, ['active', 'trialing', 'past_due']),
        ),
      )
      .limit(1);
    if (paying) throw invalidField('id', BILLING_MESSAGES.paymentMethodDefault);
    await writeDefaultPaymentMethod(deps.db, agency.id, null);
  }
  await askStripe(() => stripe.paymentMethods.detach(paymentMethodId));
  return listPaymentMethods(deps, agency.id);
}

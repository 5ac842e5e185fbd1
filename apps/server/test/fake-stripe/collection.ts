import type Stripe from 'stripe';
import { charge, NO_PAYMENT_METHOD, newPaymentIntent } from './charging.ts';
import type { Fake } from './context.ts';
import type { CardProblem } from './errors.ts';
import { changes } from './events.ts';
import { snapshot } from './render.ts';
import { newId } from './store.ts';

/**
 * Collecting an open invoice: its payment intent, the payment method charged (given, the
 * subscription's, the customer's), paid or failed with Stripe's events, and what paying does to
 * its subscription.
 */

function paymentRecord(invoice: Stripe.Invoice, intent: Stripe.PaymentIntent): Stripe.InvoicePayment {
  return {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: intent.created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
}

/** The invoice's payment intent, made on first need (what Stripe.js confirms for a first payment). */
export function invoiceIntent(fake: Fake, invoice: Stripe.Invoice): Stripe.PaymentIntent {
  const existing = invoice.payments?.data[0]?.payment.payment_intent;
  if (typeof existing === 'string') return fake.store.paymentIntent(existing);
  const intent = newPaymentIntent(fake, {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer: invoice.customer as string,
    paymentMethod: null,
    description:
      invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    metadata: {},
    setupFutureUsage: null,
  });
  fake.store.intentInvoice.set(intent.id, invoice.id);
  invoice.payments = {
    object: 'list',
    data: [paymentRecord(invoice, intent)],
    has_more: false,
    url: '/v1/invoice_payments',
  };
  invoice.confirmation_secret = { client_secret: intent.client_secret!, type: 'payment_intent' };
  return intent;
}

export function markPaid(fake: Fake, invoice: Stripe.Invoice): void {
  const now = fake.store.now();
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.status = 'paid';
  invoice.status_transitions.paid_at = now;
  const payment = invoice.payments?.data[0];
  if (payment) {
    payment.status = 'paid';
    payment.amount_paid = invoice.amount_due;
    payment.status_transitions.paid_at = now;
  }
  fake.events.emit('invoice.paid', invoice);
  fake.events.emit('invoice.payment_succeeded', invoice);
}

/** The payment method an invoice is charged to: the one given, the subscription's, the customer's. */
export function chargeablePaymentMethod(
  fake: Fake,
  invoice: Stripe.Invoice,
  given: string | null,
): string | null {
  if (given) return given;
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  const subscription =
    typeof subscriptionId === 'string' ? fake.store.subscriptions.get(subscriptionId) : undefined;
  const fromSubscription = subscription?.default_payment_method;
  if (typeof fromSubscription === 'string') return fromSubscription;
  const customer = fake.store.customers.get(invoice.customer as string);
  const fromCustomer = customer?.invoice_settings.default_payment_method;
  return typeof fromCustomer === 'string' ? fromCustomer : null;
}

/**
 * Charges an open invoice: paid (`invoice.paid`, `invoice.payment_succeeded`) or still open with
 * `invoice.payment_failed`. Returns the failure, null when paid.
 */
export function collect(
  fake: Fake,
  invoice: Stripe.Invoice,
  given: string | null = null,
): CardProblem | null {
  if (invoice.status === 'paid') return null;
  const intent = invoiceIntent(fake, invoice);
  const paymentMethod = chargeablePaymentMethod(fake, invoice, given);
  invoice.attempted = true;
  invoice.attempt_count += 1;
  const problem = paymentMethod ? charge(fake, intent, paymentMethod) : NO_PAYMENT_METHOD;
  if (problem) {
    fake.events.emit('invoice.payment_failed', invoice);
    return problem;
  }
  markPaid(fake, invoice);
  return null;
}

/**
 * After an invoice of a subscription is paid: an `incomplete` or `past_due` subscription with no
 * open invoice left is active again (trialing if its trial runs on), and keeps the card that paid
 * as its default when its payment settings say `on_subscription`.
 */
export function settleSubscription(
  fake: Fake,
  invoice: Stripe.Invoice,
  paidWith: string | null = null,
): void {
  const id = invoice.parent?.subscription_details?.subscription;
  const subscription = typeof id === 'string' ? fake.store.subscriptions.get(id) : undefined;
  if (!subscription) return;
  const before = snapshot(subscription);
  if (paidWith && subscription.payment_settings?.save_default_payment_method === 'on_subscription') {
    subscription.default_payment_method = paidWith;
  }
  const unpaid = ['incomplete', 'past_due', 'unpaid'].includes(subscription.status);
  const stillOpen = [...fake.store.invoices.values()].some(
    (other) =>
      other.status === 'open' && other.parent?.subscription_details?.subscription === subscription.id,
  );
  if (unpaid && !stillOpen) {
    const trialing = subscription.trial_end !== null && subscription.trial_end > fake.store.now();
    subscription.status = trialing ? 'trialing' : 'active';
  }
  const previous = changes(before, subscription);
  if (previous) fake.events.emit('customer.subscription.updated', subscription, previous);
}

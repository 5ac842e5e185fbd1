import type Stripe from 'stripe';
import { charge, newPaymentIntent } from './charging.ts';
import { markPaid, settleSubscription } from './collection.ts';
import type { Call, Fake, Route } from './context.ts';
import { cardFailure, invalid } from './errors.ts';
import {
  allowedTypes,
  automaticMethods,
  CONFIRM_FIELDS,
  checkSecret,
  confirmingMethod,
  listByCustomer,
} from './intents.ts';
import type { Params } from './params.ts';
import { attachPaymentMethod, usablePaymentMethod } from './payment-methods.ts';
import { expandsOf, present, snapshot } from './render.ts';

/** Payment intents: a charge now, confirmed by the server or by Stripe.js; an invoice's intent pays it. */

/**
 * Confirms a payment intent: the charge succeeds or declines (a 402 carrying the intent). A paid
 * intent of an invoice pays the invoice, which may make its subscription active.
 */
function confirmPayment(fake: Fake, intent: Stripe.PaymentIntent, params: Params): void {
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
    throw invalid(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const customer = intent.customer as string | null;
  const method = confirmingMethod(fake, params, customer, intent.payment_method);
  if (!method) {
    throw invalid(
      "You cannot confirm this PaymentIntent because it's missing a payment method.",
      'payment_method',
      'payment_intent_unexpected_state',
    );
  }
  const usage = params.oneOf('setup_future_usage', ['off_session', 'on_session'] as const);
  if (usage) intent.setup_future_usage = usage;
  const problem = charge(fake, intent, method.id);
  if (problem)
    throw cardFailure(problem, { payment_intent: snapshot(intent), payment_method: snapshot(method) });
  if (intent.setup_future_usage && customer) attachPaymentMethod(fake, method, customer);
  const invoiceId = fake.store.intentInvoice.get(intent.id);
  const invoice = invoiceId ? fake.store.invoices.get(invoiceId) : undefined;
  if (invoice && invoice.status === 'open') {
    markPaid(fake, invoice);
    settleSubscription(fake, invoice, method.id);
  }
}

function createPaymentIntent({ fake, params }: Call): Stripe.PaymentIntent {
  params.only([
    'amount',
    'currency',
    'customer',
    'payment_method',
    'payment_method_data',
    'allowed_payment_method_types',
    'automatic_payment_methods',
    'confirm',
    'off_session',
    'metadata',
    'description',
    'setup_future_usage',
    'receipt_email',
    'return_url',
    'expand',
  ]);
  const amount = params.requiredInteger('amount');
  const currency = params.requiredString('currency').toLowerCase();
  if (amount < 50) throw invalid('Amount must be at least 50 cents', 'amount', 'amount_too_small');
  const customer = params.string('customer') ?? null;
  if (customer) fake.store.customer(customer);
  const paymentMethod = params.string('payment_method');
  if (paymentMethod) usablePaymentMethod(fake, paymentMethod, customer, 'payment_method');
  const intent = newPaymentIntent(fake, {
    amount,
    currency,
    customer,
    paymentMethod: paymentMethod ?? null,
    description: params.string('description') || null,
    metadata: params.metadata(),
    setupFutureUsage: params.oneOf('setup_future_usage', ['off_session', 'on_session'] as const) ?? null,
  });
  intent.receipt_email = params.string('receipt_email') || null;
  intent.allowed_payment_method_types = allowedTypes(params);
  intent.automatic_payment_methods = automaticMethods(params);
  if (params.boolean('confirm')) confirmPayment(fake, intent, params);
  return present(fake.store, intent, expandsOf(params));
}

function retrievePaymentIntent(call: Call): Stripe.PaymentIntent {
  call.params.only(['client_secret', 'expand']);
  const intent = call.fake.store.paymentIntent(call.path.id!);
  checkSecret(call, intent);
  return present(call.fake.store, intent, expandsOf(call.params));
}

function confirmPaymentIntent(call: Call): Stripe.PaymentIntent {
  call.params.only([...CONFIRM_FIELDS, 'off_session', 'setup_future_usage']);
  const intent = call.fake.store.paymentIntent(call.path.id!);
  checkSecret(call, intent);
  confirmPayment(call.fake, intent, call.params);
  return present(call.fake.store, intent, expandsOf(call.params));
}

function updatePaymentIntent({ fake, params, path }: Call): Stripe.PaymentIntent {
  params.only(['amount', 'metadata', 'description', 'payment_method', 'receipt_email', 'expand']);
  const intent = fake.store.paymentIntent(path.id!);
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalid(
      `This PaymentIntent's status is ${intent.status}; it cannot be updated.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  intent.amount = params.integer('amount') ?? intent.amount;
  intent.metadata = params.metadata(intent.metadata);
  if (params.has('description')) intent.description = params.string('description') || null;
  const paymentMethod = params.string('payment_method');
  if (paymentMethod) {
    intent.payment_method = usablePaymentMethod(
      fake,
      paymentMethod,
      intent.customer as string | null,
      'payment_method',
    ).id;
    intent.status = 'requires_confirmation';
  }
  // Stripe has no event for an updated payment intent.
  return present(fake.store, intent, expandsOf(params));
}

function cancelPaymentIntent({ fake, params, path }: Call): Stripe.PaymentIntent {
  params.only(['cancellation_reason', 'expand']);
  const intent = fake.store.paymentIntent(path.id!);
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalid(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = fake.store.now();
  intent.cancellation_reason =
    params.oneOf('cancellation_reason', [
      'abandoned',
      'duplicate',
      'fraudulent',
      'requested_by_customer',
    ] as const) ?? null;
  fake.events.emit('payment_intent.canceled', intent);
  return present(fake.store, intent, expandsOf(params));
}

export const paymentIntentRoutes: Route[] = [
  { method: 'POST', path: '/v1/payment_intents', handle: createPaymentIntent },
  {
    method: 'GET',
    path: '/v1/payment_intents',
    handle: listByCustomer((store) => store.paymentIntents, '/v1/payment_intents'),
  },
  { method: 'GET', path: '/v1/payment_intents/:id', publishable: true, handle: retrievePaymentIntent },
  { method: 'POST', path: '/v1/payment_intents/:id', handle: updatePaymentIntent },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    publishable: true,
    handle: confirmPaymentIntent,
  },
  { method: 'POST', path: '/v1/payment_intents/:id/cancel', handle: cancelPaymentIntent },
];

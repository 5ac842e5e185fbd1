import type Stripe from 'stripe';
import { charge, newPaymentIntent } from './charging.ts';
import type { Call, Fake, Route } from './context.ts';
import { cardFailure, invalid, StripeFailure } from './errors.ts';
import { markPaid, settleSubscription } from './invoices.ts';
import type { Params } from './params.ts';
import { attachPaymentMethod, createCardPaymentMethod, usablePaymentMethod } from './payment-methods.ts';
import { expandsOf, listPage, present, snapshot } from './render.ts';
import { newId } from './store.ts';

/**
 * Setup intents (saving a card for later) and payment intents (charging one now), confirmed
 * with a secret key or, as Stripe.js does, with the publishable key and the intent's client secret.
 */

/** A publishable key sees an intent only with its client secret, as Stripe.js sends it. */
function checkSecret(call: Call, intent: { client_secret: string | null }): void {
  if (call.key === 'secret') return;
  const given = call.params.string('client_secret');
  if (given !== intent.client_secret) {
    throw invalid(
      'The client_secret provided does not match the client_secret associated with this intent.',
      'client_secret',
    );
  }
}

/** The payment method a confirmation names, or makes from `payment_method_data`. */
function confirmingMethod(
  fake: Fake,
  params: Params,
  customer: string | null,
  current: unknown,
): Stripe.PaymentMethod | null {
  const data = params.object('payment_method_data');
  if (data) return createCardPaymentMethod(fake, data);
  const id = params.string('payment_method') ?? (typeof current === 'string' ? current : null);
  return id ? usablePaymentMethod(fake, id, customer, 'payment_method') : null;
}

/** `allowed_payment_method_types`, this API version's name for the types an intent takes: cards only here. */
function allowedTypes(params: Params): Array<'card'> | null {
  const types = params.strings('allowed_payment_method_types');
  if (types.some((type) => type !== 'card')) {
    throw invalid('The fake Stripe supports card payment methods only.', 'allowed_payment_method_types');
  }
  return types.length > 0 ? ['card'] : null;
}

function automaticMethods(params: Params): { enabled: boolean; allow_redirects?: 'always' | 'never' } | null {
  const given = params.object('automatic_payment_methods');
  if (!given) return null;
  given.only(['enabled', 'allow_redirects']);
  const allowRedirects = given.oneOf('allow_redirects', ['always', 'never'] as const);
  return {
    enabled: given.boolean('enabled') ?? false,
    ...(allowRedirects ? { allow_redirects: allowRedirects } : {}),
  };
}

const CONFIRM_FIELDS = [
  'payment_method',
  'payment_method_data',
  'allowed_payment_method_types',
  'return_url',
  'use_stripe_sdk',
  'mandate_data',
  'client_secret',
  'expand',
];

function newSetupIntent(fake: Fake, params: Params): Stripe.SetupIntent {
  const customer = params.string('customer');
  if (customer) fake.store.customer(customer);
  const id = newId('seti');
  const types = allowedTypes(params);
  const paymentMethod = params.string('payment_method');
  if (paymentMethod) usablePaymentMethod(fake, paymentMethod, customer ?? null, 'payment_method');
  return {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: types,
    application: null,
    automatic_payment_methods: automaticMethods(params),
    cancellation_reason: null,
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    created: fake.store.now(),
    customer: customer ?? null,
    customer_account: null,
    description: params.string('description') || null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: params.metadata(),
    next_action: null,
    on_behalf_of: null,
    payment_method: paymentMethod ?? null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    usage: params.oneOf('usage', ['off_session', 'on_session'] as const) ?? 'off_session',
  };
}

/**
 * Confirms a setup intent: the card is checked with its bank (a declining test card fails here,
 * `setup_intent.setup_failed` and a 402), then attached to the intent's customer.
 */
function confirmSetup(fake: Fake, intent: Stripe.SetupIntent, params: Params): void {
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalid(
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  const customer = intent.customer as string | null;
  let method: Stripe.PaymentMethod | null;
  try {
    method = confirmingMethod(fake, params, customer, intent.payment_method);
  } catch (error) {
    if (error instanceof StripeFailure && error.status === 402)
      failSetup(fake, intent, { ...error.body }, null);
    throw error;
  }
  if (!method) {
    throw invalid(
      "You cannot confirm this SetupIntent because it's missing a payment method.",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  }
  const decline = fake.store.cardOutcomes.get(method.id)?.declines;
  if (decline) {
    failSetup(fake, intent, { type: 'card_error', ...decline }, method);
    throw cardFailure(decline, { setup_intent: snapshot(intent), payment_method: snapshot(method) });
  }
  if (customer) attachPaymentMethod(fake, method, customer);
  intent.payment_method = method.id;
  intent.status = 'succeeded';
  intent.last_setup_error = null;
  intent.latest_attempt = newId('setatt');
  fake.events.emit('setup_intent.succeeded', intent);
}

function failSetup(
  fake: Fake,
  intent: Stripe.SetupIntent,
  error: { type: string; code?: string; message?: string; decline_code?: string; param?: string },
  method: Stripe.PaymentMethod | null,
): void {
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.last_setup_error = {
    type: error.type as Stripe.SetupIntent.LastSetupError.Type,
    code: error.code,
    decline_code: error.decline_code,
    message: error.message,
    param: error.param,
    payment_method: method ? snapshot(method) : undefined,
  };
  fake.events.emit('setup_intent.setup_failed', intent);
}

function createSetupIntent({ fake, params }: Call): Stripe.SetupIntent {
  params.only([
    'customer',
    'usage',
    'allowed_payment_method_types',
    'automatic_payment_methods',
    'payment_method',
    'payment_method_data',
    'metadata',
    'description',
    'confirm',
    'return_url',
    'expand',
  ]);
  const intent = newSetupIntent(fake, params);
  fake.store.setupIntents.set(intent.id, intent);
  fake.events.emit('setup_intent.created', intent);
  if (params.boolean('confirm')) confirmSetup(fake, intent, params);
  return present(fake.store, intent, expandsOf(params));
}

function retrieveSetupIntent(call: Call): Stripe.SetupIntent {
  call.params.only(['client_secret', 'expand']);
  const intent = call.fake.store.setupIntent(call.path.id!);
  checkSecret(call, intent);
  return present(call.fake.store, intent, expandsOf(call.params));
}

function confirmSetupIntent(call: Call): Stripe.SetupIntent {
  call.params.only(CONFIRM_FIELDS);
  const intent = call.fake.store.setupIntent(call.path.id!);
  checkSecret(call, intent);
  confirmSetup(call.fake, intent, call.params);
  return present(call.fake.store, intent, expandsOf(call.params));
}

function cancelSetupIntent({ fake, params, path }: Call): Stripe.SetupIntent {
  params.only(['cancellation_reason', 'expand']);
  const intent = fake.store.setupIntent(path.id!);
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalid(
      `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  intent.status = 'canceled';
  intent.cancellation_reason =
    params.oneOf('cancellation_reason', ['abandoned', 'duplicate', 'requested_by_customer'] as const) ?? null;
  fake.events.emit('setup_intent.canceled', intent);
  return present(fake.store, intent, expandsOf(params));
}

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

function listOf<T extends { id: string; customer: unknown }>(records: Map<string, T>, url: string) {
  return ({ fake, params }: Call) => {
    params.only(['customer', 'limit', 'starting_after', 'ending_before', 'expand']);
    const customer = params.string('customer');
    const entries = [...records.values()].filter(
      (entry) => customer === undefined || entry.customer === customer,
    );
    return listPage(fake.store, entries, params, url);
  };
}

export function intentRoutes(fake: Fake): Route[] {
  return [
    { method: 'POST', path: '/v1/setup_intents', handle: createSetupIntent },
    {
      method: 'GET',
      path: '/v1/setup_intents',
      handle: listOf(fake.store.setupIntents, '/v1/setup_intents'),
    },
    { method: 'GET', path: '/v1/setup_intents/:id', publishable: true, handle: retrieveSetupIntent },
    { method: 'POST', path: '/v1/setup_intents/:id/confirm', publishable: true, handle: confirmSetupIntent },
    { method: 'POST', path: '/v1/setup_intents/:id/cancel', handle: cancelSetupIntent },
    { method: 'POST', path: '/v1/payment_intents', handle: createPaymentIntent },
    {
      method: 'GET',
      path: '/v1/payment_intents',
      handle: listOf(fake.store.paymentIntents, '/v1/payment_intents'),
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
}

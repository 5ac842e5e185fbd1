import type Stripe from 'stripe';
import type { Call, Fake, Route } from './context.ts';
import { cardFailure, invalid, StripeFailure } from './errors.ts';
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
import { newId } from './store.ts';

/** Setup intents: saving a card for later, checked with its bank and attached to the customer. */

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

export const setupIntentRoutes: Route[] = [
  { method: 'POST', path: '/v1/setup_intents', handle: createSetupIntent },
  {
    method: 'GET',
    path: '/v1/setup_intents',
    handle: listByCustomer((store) => store.setupIntents, '/v1/setup_intents'),
  },
  { method: 'GET', path: '/v1/setup_intents/:id', publishable: true, handle: retrieveSetupIntent },
  { method: 'POST', path: '/v1/setup_intents/:id/confirm', publishable: true, handle: confirmSetupIntent },
  { method: 'POST', path: '/v1/setup_intents/:id/cancel', handle: cancelSetupIntent },
];

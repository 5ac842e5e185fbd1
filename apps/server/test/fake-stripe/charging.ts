import type Stripe from 'stripe';
import { chargeOf } from './charges.ts';
import type { Fake } from './context.ts';
import { type CardProblem, cardFailure, invalid } from './errors.ts';
import { snapshot } from './render.ts';
import { newId } from './store.ts';

/** Payment intents and the one place money moves: a charge the test card's bank accepts or declines. */

export interface IntentSpec {
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  description: string | null;
  metadata: Record<string, string>;
  setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | null;
}

export function newPaymentIntent(fake: Fake, spec: IntentSpec): Stripe.PaymentIntent {
  const id = newId('pi');
  const intent: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: spec.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    confirmation_method: 'automatic',
    created: fake.store.now(),
    currency: spec.currency,
    customer: spec.customer,
    customer_account: null,
    description: spec.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: spec.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: spec.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: spec.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: spec.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_group: null,
  };
  fake.store.paymentIntents.set(id, intent);
  fake.events.emit('payment_intent.created', intent);
  return intent;
}

/** What the bank says to charging this payment method: null when it pays. */
export function chargeProblem(fake: Fake, paymentMethod: string): CardProblem | null {
  return fake.store.cardOutcomes.get(paymentMethod)?.chargeFails ?? null;
}

/**
 * Charges the intent's amount to the payment method: `succeeded`, or back to
 * `requires_payment_method` with `last_payment_error`, with the matching event. Returns the
 * decline, null when paid.
 */
export function charge(fake: Fake, intent: Stripe.PaymentIntent, paymentMethod: string): CardProblem | null {
  const problem = chargeProblem(fake, paymentMethod);
  intent.payment_method = paymentMethod;
  const chargeId = newId('ch');
  intent.latest_charge = chargeId;
  if (problem) {
    const method = fake.store.paymentMethods.get(paymentMethod);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      charge: chargeId,
      code: problem.code,
      decline_code: problem.decline_code,
      doc_url: `https://stripe.com/docs/error-codes/${problem.code.replaceAll('_', '-')}`,
      message: problem.message,
      payment_method: method ? snapshot(method) : undefined,
    };
    fake.events.emit('charge.failed', chargeOf(fake, chargeId, intent, paymentMethod, problem));
    fake.events.emit('payment_intent.payment_failed', intent);
    return problem;
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
  fake.events.emit('charge.succeeded', chargeOf(fake, chargeId, intent, paymentMethod, null));
  fake.events.emit('payment_intent.succeeded', intent);
  return null;
}

/** When a charge could not even be tried: nothing to charge it to. */
export const NO_PAYMENT_METHOD: CardProblem = {
  code: 'resource_missing',
  message:
    'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
};

/**
 * Refuses, before anything changes, a charge `error_if_incomplete` would fail: Stripe answers
 * the decline and leaves no trace.
 */
export function refuseFailingCharge(amount: number, paymentMethod: string | null, fake: Fake): void {
  if (amount <= 0) return;
  if (!paymentMethod) throw invalid(NO_PAYMENT_METHOD.message, undefined, NO_PAYMENT_METHOD.code);
  const problem = chargeProblem(fake, paymentMethod);
  if (problem) throw cardFailure(problem);
}

import type Stripe from 'stripe';
import type { Call, Fake } from './context.ts';
import { invalid } from './errors.ts';
import type { Params } from './params.ts';
import { createCardPaymentMethod, usablePaymentMethod } from './payment-methods.ts';
import { listPage } from './render.ts';
import type { Store } from './store.ts';

/**
 * What setup and payment intents share: confirmation with a secret key or, as Stripe.js does,
 * with the publishable key and the intent's client secret; the payment method a confirmation
 * names or makes; the payment method types an intent allows (cards).
 */

/** A publishable key sees an intent only with its client secret, as Stripe.js sends it. */
export function checkSecret(call: Call, intent: { client_secret: string | null }): void {
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
export function confirmingMethod(
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
export function allowedTypes(params: Params): Array<'card'> | null {
  const types = params.strings('allowed_payment_method_types');
  if (types.some((type) => type !== 'card')) {
    throw invalid('The fake Stripe supports card payment methods only.', 'allowed_payment_method_types');
  }
  return types.length > 0 ? ['card'] : null;
}

export function automaticMethods(
  params: Params,
): { enabled: boolean; allow_redirects?: 'always' | 'never' } | null {
  const given = params.object('automatic_payment_methods');
  if (!given) return null;
  given.only(['enabled', 'allow_redirects']);
  const allowRedirects = given.oneOf('allow_redirects', ['always', 'never'] as const);
  return {
    enabled: given.boolean('enabled') ?? false,
    ...(allowRedirects ? { allow_redirects: allowRedirects } : {}),
  };
}

export const CONFIRM_FIELDS = [
  'payment_method',
  'payment_method_data',
  'allowed_payment_method_types',
  'return_url',
  'use_stripe_sdk',
  'mandate_data',
  'client_secret',
  'expand',
];

/** A list of intents, filtered by `customer`. */
export function listByCustomer<T extends { id: string; customer: unknown }>(
  records: (store: Store) => Map<string, T>,
  url: string,
) {
  return ({ fake, params }: Call) => {
    params.only(['customer', 'limit', 'starting_after', 'ending_before', 'expand']);
    const customer = params.string('customer');
    const entries = [...records(fake.store).values()].filter(
      (entry) => customer === undefined || entry.customer === customer,
    );
    return listPage(fake.store, entries, params, url);
  };
}

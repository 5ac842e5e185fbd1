import type Stripe from 'stripe';
import {
  cardDataProblem,
  cardDetails,
  chargeFailureOf,
  declineOf,
  namedPaymentMethodCard,
  tokenCard,
} from './cards.ts';
import { type Call, type Fake, type Route, retrieve } from './context.ts';
import { cardFailure, invalid, missingParam } from './errors.ts';
import { changes } from './events.ts';
import type { Params } from './params.ts';
import { expandsOf, listPage, present, snapshot } from './render.ts';
import { newId } from './store.ts';

/** Card payment methods: made from card data (Stripe.js) or test tokens, attached to customers. */

function billingDetails(params: Params | undefined): Stripe.PaymentMethod.BillingDetails {
  const details: Stripe.PaymentMethod.BillingDetails = {
    address: null,
    email: null,
    name: null,
    phone: null,
    tax_id: null,
  };
  if (!params) return details;
  params.only(['address', 'email', 'name', 'phone']);
  details.email = params.string('email') || null;
  details.name = params.string('name') || null;
  details.phone = params.string('phone') || null;
  const address = params.object('address');
  if (address) {
    address.only(['line1', 'line2', 'city', 'state', 'postal_code', 'country']);
    details.address = {
      city: address.string('city') || null,
      country: address.string('country') || null,
      line1: address.string('line1') || null,
      line2: address.string('line2') || null,
      postal_code: address.string('postal_code') || null,
      state: address.string('state') || null,
    };
  }
  return details;
}

function storeCard(
  fake: Fake,
  number: string,
  card: Stripe.PaymentMethod.Card,
  details: Stripe.PaymentMethod.BillingDetails,
  metadata: Record<string, string>,
): Stripe.PaymentMethod {
  const method: Stripe.PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: details,
    card,
    created: fake.store.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata,
    type: 'card',
  };
  fake.store.paymentMethods.set(method.id, method);
  fake.store.cardOutcomes.set(method.id, {
    declines: declineOf(number),
    chargeFails: chargeFailureOf(number),
  });
  return method;
}

function fromNumber(fake: Fake, number: string): Stripe.PaymentMethod {
  const now = new Date(fake.store.now() * 1000);
  const card = cardDetails({ number, exp_month: 12, exp_year: now.getUTCFullYear() + 3, cvc: '123' });
  return storeCard(fake, number, card, billingDetails(undefined), {});
}

/**
 * A card payment method from `type=card&card[…]&billing_details[…]` (what Stripe.js posts, also
 * as `payment_method_data` of an intent's confirmation). Bad card data is a 402 card error.
 */
export function createCardPaymentMethod(fake: Fake, params: Params): Stripe.PaymentMethod {
  params.only(['type', 'card', 'billing_details', 'metadata', 'expand', 'key', 'allow_redisplay']);
  const type = params.requiredString('type');
  if (type !== 'card')
    throw invalid(`The fake Stripe supports card payment methods only, not ${type}.`, 'type');
  const card = params.object('card');
  if (!card) throw missingParam(params.name('card'));
  card.only(['number', 'exp_month', 'exp_year', 'cvc', 'token']);
  const token = card.string('token');
  const number = token ? tokenCard(token) : card.requiredString('number').replace(/[\s-]/g, '');
  if (number === undefined)
    throw invalid(`No such token: '${token}'`, card.name('token'), 'resource_missing');
  const details = billingDetails(params.object('billing_details'));
  if (token) {
    const method = fromNumber(fake, number);
    method.billing_details = details;
    method.metadata = params.metadata();
    return method;
  }
  const input = {
    number,
    exp_month: card.requiredInteger('exp_month'),
    exp_year: card.requiredInteger('exp_year'),
    cvc: card.string('cvc'),
  };
  const problem = cardDataProblem(input, new Date(fake.store.now() * 1000));
  if (problem) throw cardFailure(problem);
  return storeCard(fake, number, cardDetails(input), details, params.metadata());
}

/** A payment method by id; Stripe's test ids (`pm_card_visa`) make a fresh one each time, as there. */
export function findPaymentMethod(fake: Fake, id: string, param = 'payment_method'): Stripe.PaymentMethod {
  const named = namedPaymentMethodCard(id);
  if (named) return fromNumber(fake, named);
  return fake.store.paymentMethod(id, param);
}

/** The payment method as it must be to pay for `customer`: attached to it (or to nobody yet). */
export function usablePaymentMethod(
  fake: Fake,
  id: string,
  customer: string | null,
  param: string,
): Stripe.PaymentMethod {
  const method = findPaymentMethod(fake, id, param);
  if (customer !== null && method.customer !== null && method.customer !== customer) {
    throw invalid(
      `The provided PaymentMethod ${method.id} is attached to another customer.`,
      param,
      'payment_method_unexpected_state',
    );
  }
  return method;
}

/** A payment method the customer has, for a default: attached to that customer. */
export function customersPaymentMethod(fake: Fake, customer: string, id: string, param: string): string {
  const method = fake.store.paymentMethods.get(id);
  if (!method || method.customer !== customer) {
    throw invalid(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      param,
      'resource_missing',
    );
  }
  return id;
}

/** Attaches after the bank's check, as Stripe does: a declining card is refused here. */
export function attachPaymentMethod(fake: Fake, method: Stripe.PaymentMethod, customer: string): void {
  if (method.customer === customer) return;
  if (method.customer !== null) {
    throw invalid(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  const decline = fake.store.cardOutcomes.get(method.id)?.declines;
  if (decline) throw cardFailure(decline, { payment_method: snapshot(method) });
  method.customer = customer;
  fake.events.emit('payment_method.attached', method);
}

function attach({ fake, params, path }: Call): Stripe.PaymentMethod {
  params.only(['customer', 'expand']);
  const customer = fake.store.customer(params.requiredString('customer')).id;
  const method = findPaymentMethod(fake, path.id!, 'payment_method');
  attachPaymentMethod(fake, method, customer);
  return present(fake.store, method, expandsOf(params));
}

/** Detaching also drops it as a default where it was one, as Stripe does. */
function detach({ fake, params, path }: Call): Stripe.PaymentMethod {
  params.only(['expand']);
  const method = fake.store.paymentMethod(path.id!, 'payment_method');
  const customerId = method.customer;
  if (typeof customerId !== 'string') {
    throw invalid(
      `The payment method ${method.id} is not attached to a customer.`,
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  const before = snapshot(method);
  method.customer = null;
  fake.events.emit('payment_method.detached', method, changes(before, method));
  const customer = fake.store.customers.get(customerId);
  if (customer && customer.invoice_settings.default_payment_method === method.id) {
    const previous = snapshot(customer);
    customer.invoice_settings.default_payment_method = null;
    fake.events.emit('customer.updated', customer, changes(previous, customer));
  }
  for (const subscription of fake.store.subscriptions.values()) {
    if (subscription.default_payment_method !== method.id) continue;
    const previous = snapshot(subscription);
    subscription.default_payment_method = null;
    fake.events.emit('customer.subscription.updated', subscription, changes(previous, subscription));
  }
  return present(fake.store, method, expandsOf(params));
}

function update({ fake, params, path }: Call): Stripe.PaymentMethod {
  params.only(['billing_details', 'metadata', 'card', 'expand']);
  const method = fake.store.paymentMethod(path.id!, 'payment_method');
  const before = snapshot(method);
  if (params.has('billing_details'))
    method.billing_details = billingDetails(params.object('billing_details'));
  method.metadata = params.metadata(method.metadata ?? {});
  const card = params.object('card');
  if (card && method.card) {
    card.only(['exp_month', 'exp_year']);
    method.card.exp_month = card.integer('exp_month') ?? method.card.exp_month;
    method.card.exp_year = card.integer('exp_year') ?? method.card.exp_year;
  }
  const previous = changes(before, method);
  if (previous) fake.events.emit('payment_method.updated', method, previous);
  return present(fake.store, method, expandsOf(params));
}

function list({ fake, params }: Call) {
  params.only(['customer', 'type', 'limit', 'starting_after', 'ending_before', 'expand']);
  const customer = params.string('customer');
  if (customer) fake.store.customer(customer);
  const type = params.string('type');
  const methods = [...fake.store.paymentMethods.values()].filter(
    (method) =>
      (customer === undefined ? method.customer !== null : method.customer === customer) &&
      (type === undefined || method.type === type),
  );
  return listPage(fake.store, methods, params, '/v1/payment_methods');
}

export const paymentMethodRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_methods',
    publishable: true,
    handle: ({ fake, params }) =>
      present(fake.store, createCardPaymentMethod(fake, params), expandsOf(params)),
  },
  { method: 'GET', path: '/v1/payment_methods', handle: list },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    handle: retrieve((store, id) => store.paymentMethod(id, 'id')),
  },
  { method: 'POST', path: '/v1/payment_methods/:id', handle: update },
  { method: 'POST', path: '/v1/payment_methods/:id/attach', handle: attach },
  { method: 'POST', path: '/v1/payment_methods/:id/detach', handle: detach },
  {
    method: 'GET',
    path: '/v1/customers/:customer/payment_methods',
    handle: (call) => {
      call.params.values.customer = call.path.customer!;
      return list(call);
    },
  },
];

import type Stripe from 'stripe';
import type { Call, Fake, Route } from './context.ts';
import { changes } from './events.ts';
import type { Params } from './params.ts';
import { attachPaymentMethod, customersPaymentMethod, findPaymentMethod } from './payment-methods.ts';
import { expandsOf, listPage, present, snapshot } from './render.ts';
import { newId } from './store.ts';

/** Customers, with the default payment method their invoices are charged to. */

const FIELDS = ['email', 'name', 'description', 'phone', 'metadata', 'invoice_settings', 'expand'];

function invoicePrefix(): string {
  return newId('x', 8)
    .slice(2)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X');
}

function applyFields(fake: Fake, customer: Stripe.Customer, params: Params): void {
  for (const field of ['email', 'name', 'description', 'phone'] as const) {
    if (params.has(field)) customer[field] = params.string(field) || null;
  }
  customer.metadata = params.metadata(customer.metadata);
  const settings = params.object('invoice_settings');
  if (settings) {
    settings.only(['default_payment_method', 'footer']);
    if (settings.isEmpty('default_payment_method')) customer.invoice_settings.default_payment_method = null;
    else if (settings.has('default_payment_method')) {
      const param = settings.name('default_payment_method');
      customer.invoice_settings.default_payment_method = customersPaymentMethod(
        fake,
        customer.id,
        settings.requiredString('default_payment_method'),
        param,
      );
    }
    if (settings.has('footer')) customer.invoice_settings.footer = settings.string('footer') || null;
  }
}

export function create({ fake, params }: Call): Stripe.Customer {
  params.only([...FIELDS, 'payment_method']);
  const customer: Stripe.Customer = {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: fake.store.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: invoicePrefix(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  fake.store.customers.set(customer.id, customer);
  // The payment method is attached first so invoice_settings may name it.
  const paymentMethod = params.string('payment_method');
  try {
    if (paymentMethod) attachPaymentMethod(fake, findPaymentMethod(fake, paymentMethod), customer.id);
    applyFields(fake, customer, params);
  } catch (error) {
    fake.store.customers.delete(customer.id);
    throw error;
  }
  fake.events.emit('customer.created', customer);
  return present(fake.store, customer, expandsOf(params));
}

function update({ fake, params, path }: Call): Stripe.Customer {
  params.only([...FIELDS, 'balance']);
  const customer = fake.store.customer(path.id!, 'id');
  const before = snapshot(customer);
  applyFields(fake, customer, params);
  customer.balance = params.integer('balance') ?? customer.balance;
  const previous = changes(before, customer);
  if (previous) fake.events.emit('customer.updated', customer, previous);
  return present(fake.store, customer, expandsOf(params));
}

function retrieveCustomer({ fake, params, path }: Call): object {
  params.only(['expand']);
  if (fake.store.deletedCustomers.has(path.id!)) return { id: path.id!, object: 'customer', deleted: true };
  return present(fake.store, fake.store.customer(path.id!, 'id'), expandsOf(params));
}

/** Deleting a customer cancels its subscriptions at once, as Stripe does. */
function remove({ fake, params, path }: Call): Stripe.DeletedCustomer {
  params.only([]);
  const customer = fake.store.customer(path.id!, 'id');
  const now = fake.store.now();
  for (const subscription of fake.store.subscriptions.values()) {
    if (subscription.customer !== customer.id || subscription.status === 'canceled') continue;
    subscription.status = 'canceled';
    subscription.canceled_at = now;
    subscription.ended_at = now;
    fake.events.emit('customer.subscription.deleted', subscription);
  }
  for (const method of fake.store.paymentMethods.values()) {
    if (method.customer === customer.id) method.customer = null;
  }
  fake.store.customers.delete(customer.id);
  fake.store.deletedCustomers.add(customer.id);
  fake.events.emit('customer.deleted', customer);
  return { id: customer.id, object: 'customer', deleted: true };
}

function list({ fake, params }: Call) {
  params.only(['email', 'limit', 'starting_after', 'ending_before', 'expand']);
  const email = params.string('email');
  const customers = [...fake.store.customers.values()].filter(
    (customer) => email === undefined || customer.email === email,
  );
  return listPage(fake.store, customers, params, '/v1/customers');
}

export const customerRoutes: Route[] = [
  { method: 'POST', path: '/v1/customers', handle: create },
  { method: 'GET', path: '/v1/customers', handle: list },
  { method: 'GET', path: '/v1/customers/:id', handle: retrieveCustomer },
  { method: 'POST', path: '/v1/customers/:id', handle: update },
  { method: 'DELETE', path: '/v1/customers/:id', handle: remove },
];

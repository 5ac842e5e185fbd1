import type Stripe from 'stripe';
import { NO_PAYMENT_METHOD } from './charging.ts';
import { collect, invoiceIntent, markPaid, settleSubscription } from './collection.ts';
import { type Call, type Route, retrieve } from './context.ts';
import { cardFailure, invalid } from './errors.ts';
import { customersPaymentMethod } from './payment-methods.ts';
import { createPreview } from './preview.ts';
import { expandsOf, listPage, present, snapshot } from './render.ts';

/** The invoice calls: retrieve, list, lines, pay, void, mark uncollectible, preview. */

function list({ fake, params }: Call) {
  params.only([
    'customer',
    'subscription',
    'status',
    'collection_method',
    'limit',
    'starting_after',
    'ending_before',
    'expand',
  ]);
  const customer = params.string('customer');
  const subscription = params.string('subscription');
  const status = params.oneOf('status', ['draft', 'open', 'paid', 'uncollectible', 'void'] as const);
  const invoices = [...fake.store.invoices.values()].filter(
    (invoice) =>
      (customer === undefined || invoice.customer === customer) &&
      (subscription === undefined || invoice.parent?.subscription_details?.subscription === subscription) &&
      (status === undefined || invoice.status === status),
  );
  return listPage(fake.store, invoices, params, '/v1/invoices');
}

function lines({ fake, params, path }: Call) {
  params.only(['limit', 'starting_after', 'ending_before', 'expand']);
  const invoice = fake.store.invoice(path.id!);
  // Lines keep their invoice order; the page helper lists newest first, so it is given them reversed.
  return listPage(fake.store, [...invoice.lines.data].reverse(), params, `/v1/invoices/${invoice.id}/lines`);
}

/**
 * Pays an open invoice now, with the payment method given or the default one. A decline is a
 * 402 (and `invoice.payment_failed`); paying the open invoice of a `past_due` subscription makes
 * it active again.
 */
function pay({ fake, params, path }: Call): Stripe.Invoice {
  params.only(['payment_method', 'paid_out_of_band', 'off_session', 'forgive', 'expand']);
  const invoice = fake.store.invoice(path.id!);
  if (invoice.status === 'paid') throw invalid('Invoice is already paid', undefined, 'invoice_already_paid');
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
    throw invalid(
      `You cannot pay this invoice because it is ${invoice.status}.`,
      undefined,
      'invoice_not_editable',
    );
  }
  const given = params.string('payment_method');
  const paymentMethod = given
    ? customersPaymentMethod(fake, invoice.customer as string, given, 'payment_method')
    : null;
  if (params.boolean('paid_out_of_band')) markPaid(fake, invoice);
  else {
    const problem = collect(fake, invoice, paymentMethod);
    if (problem === NO_PAYMENT_METHOD) throw invalid(problem.message, undefined, problem.code);
    if (problem) throw cardFailure(problem, { payment_intent: snapshot(invoiceIntent(fake, invoice)) });
  }
  settleSubscription(fake, invoice, paymentMethod);
  return present(fake.store, invoice, expandsOf(params));
}

function voidInvoice({ fake, params, path }: Call): Stripe.Invoice {
  params.only(['expand']);
  const invoice = fake.store.invoice(path.id!);
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
    throw invalid(
      `You can only void an open invoice; this one is ${invoice.status}.`,
      undefined,
      'invoice_not_editable',
    );
  }
  invoice.status = 'void';
  invoice.amount_remaining = 0;
  invoice.status_transitions.voided_at = fake.store.now();
  fake.events.emit('invoice.voided', invoice);
  return present(fake.store, invoice, expandsOf(params));
}

function markUncollectible({ fake, params, path }: Call): Stripe.Invoice {
  params.only(['expand']);
  const invoice = fake.store.invoice(path.id!);
  if (invoice.status !== 'open') {
    throw invalid(
      `You can only mark an open invoice uncollectible; this one is ${invoice.status}.`,
      undefined,
      'invoice_not_editable',
    );
  }
  invoice.status = 'uncollectible';
  invoice.status_transitions.marked_uncollectible_at = fake.store.now();
  fake.events.emit('invoice.marked_uncollectible', invoice);
  return present(fake.store, invoice, expandsOf(params));
}

export const invoiceRoutes: Route[] = [
  { method: 'POST', path: '/v1/invoices/create_preview', handle: createPreview },
  { method: 'GET', path: '/v1/invoices', handle: list },
  { method: 'GET', path: '/v1/invoices/:id', handle: retrieve((store, id) => store.invoice(id, 'id')) },
  { method: 'GET', path: '/v1/invoices/:id/lines', handle: lines },
  { method: 'POST', path: '/v1/invoices/:id/pay', handle: pay },
  { method: 'POST', path: '/v1/invoices/:id/void', handle: voidInvoice },
  { method: 'POST', path: '/v1/invoices/:id/mark_uncollectible', handle: markUncollectible },
];

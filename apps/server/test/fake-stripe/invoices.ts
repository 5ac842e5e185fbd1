import type Stripe from 'stripe';
import { markPaid } from './collection.ts';
import { decimal, type Fake } from './context.ts';
import { discountAmount, discountCoupon } from './discounts.ts';
import { type LineSpec, newId } from './store.ts';

export type { LineSpec } from './store.ts';

/** Invoices: lines and totals, finalizing (number, hosted page, PDF), collecting payment. */

export interface InvoiceSpec {
  customer: Stripe.Customer;
  subscription: Stripe.Subscription | null;
  lines: LineSpec[];
  billingReason: Stripe.Invoice.BillingReason;
  period: { start: number; end: number };
  discounts: Stripe.Discount[];
  /** Set for a preview: the invoice is not kept and has no number. */
  preview?: { prorationDate: number | null };
}

function lineItem(
  spec: LineSpec,
  invoice: string,
  subscription: string | null,
  index: number,
): Stripe.InvoiceLineItem {
  const product = typeof spec.price.product === 'string' ? spec.price.product : spec.price.product.id;
  return {
    id: invoice.startsWith('upcoming') ? `il_tmp_${index}` : newId('il'),
    object: 'line_item',
    amount: spec.amount,
    currency: spec.price.currency,
    description: spec.description,
    discount_amounts: [],
    discountable: !spec.proration,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: spec.proration ? newId('ii') : null,
        proration: spec.proration,
        proration_details: { credited_items: null },
        subscription,
        subscription_item: spec.subscriptionItem ?? '',
      },
    },
    period: spec.period,
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: spec.price.id, product },
      unit_amount_decimal: decimal(spec.price.unit_amount ?? 0),
    },
    quantity: spec.quantity,
    quantity_decimal: decimal(spec.quantity),
    subscription,
    subtotal: spec.amount,
    taxes: [],
  };
}

/** Spreads a discount over the discountable lines in proportion, the rounding left on the last. */
function spreadDiscount(lines: Stripe.InvoiceLineItem[], discount: string, amount: number): void {
  const eligible = lines.filter((line) => line.discountable && line.amount > 0);
  const base = eligible.reduce((sum, line) => sum + line.amount, 0);
  let left = amount;
  eligible.forEach((line, index) => {
    const share = index === eligible.length - 1 ? left : Math.round((amount * line.amount) / base);
    left -= share;
    line.discount_amounts = [...(line.discount_amounts ?? []), { amount: share, discount }];
    line.discounts = [...line.discounts, discount];
  });
}

export function buildInvoice(fake: Fake, spec: InvoiceSpec): Stripe.Invoice {
  const now = fake.store.now();
  const id = spec.preview ? `upcoming_${newId('in')}` : newId('in');
  const lines = spec.lines.map((line, index) => lineItem(line, id, spec.subscription?.id ?? null, index));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discountable = lines.filter((line) => line.discountable).reduce((sum, line) => sum + line.amount, 0);
  const totalDiscounts: Stripe.Invoice.TotalDiscountAmount[] = [];
  let remaining = discountable;
  for (const discount of spec.discounts) {
    const amount = discountAmount(discountCoupon(fake, discount), remaining);
    if (amount <= 0) continue;
    remaining -= amount;
    totalDiscounts.push({ amount, discount: discount.id });
    spreadDiscount(lines, discount.id, amount);
  }
  const total = subtotal - totalDiscounts.reduce((sum, entry) => sum + entry.amount, 0);
  const startingBalance = spec.customer.balance;
  const amountDue = Math.max(0, total + startingBalance);
  const currency = spec.lines[0]?.price.currency ?? spec.customer.currency ?? 'usd';
  const subscriptionParent: Stripe.Invoice.Parent | null = spec.subscription
    ? {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          metadata: spec.subscription.metadata,
          subscription: spec.subscription.id,
          ...(spec.preview?.prorationDate ? { subscription_proration_date: spec.preview.prorationDate } : {}),
        },
      }
    : null;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Fake Stripe',
    account_tax_ids: null,
    amount_due: amountDue,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amountDue,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: !spec.preview,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: spec.billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: now,
    currency,
    custom_fields: null,
    customer: spec.customer.id,
    customer_account: null,
    customer_address: spec.customer.address ?? null,
    customer_email: spec.customer.email,
    customer_name: spec.customer.name ?? null,
    customer_phone: spec.customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: totalDiscounts.map((entry) => entry.discount as string),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: spec.customer.invoice_settings.footer,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: subscriptionParent,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
    period_end: spec.period.end,
    period_start: spec.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: startingBalance,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: totalDiscounts,
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

/**
 * Makes the invoice and finalizes it: a number, the hosted page and PDF, the customer's balance
 * applied (a credit left over stays on the customer). A zero amount is paid on the spot.
 */
export function openInvoice(fake: Fake, spec: InvoiceSpec): Stripe.Invoice {
  const invoice = buildInvoice(fake, spec);
  const customer = spec.customer;
  fake.store.invoices.set(invoice.id, invoice);
  fake.events.emit('invoice.created', invoice);
  const now = fake.store.now();
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  const applied = invoice.total + invoice.starting_balance;
  customer.balance = Math.min(0, applied);
  invoice.ending_balance = customer.balance;
  invoice.number = `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`;
  invoice.status = 'open';
  invoice.effective_at = now;
  invoice.status_transitions.finalized_at = now;
  invoice.hosted_invoice_url = `${fake.baseUrl}/invoices/${invoice.id}`;
  invoice.invoice_pdf = `${fake.baseUrl}/invoices/${invoice.id}/pdf`;
  fake.events.emit('invoice.finalized', invoice);
  if (invoice.amount_due === 0) markPaid(fake, invoice);
  return invoice;
}

import type Stripe from 'stripe';
import type { Fake } from './context.ts';
import type { CardProblem } from './errors.ts';

/**
 * The charge a payment intent's attempt makes: not kept as its own API object here, but sent as
 * `charge.succeeded` / `charge.failed` as Stripe does, so a webhook receiver sees what it would.
 */

function cardDetails(method: Stripe.PaymentMethod | undefined): Stripe.Charge.PaymentMethodDetails | null {
  const card = method?.card;
  if (!card) return null;
  return {
    type: 'card',
    card: {
      amount_authorized: null,
      authorization_code: null,
      brand: card.brand,
      checks: card.checks,
      country: card.country,
      electronic_commerce_indicator: null,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      fingerprint: card.fingerprint,
      funding: card.funding,
      installments: null,
      last4: card.last4,
      mandate: null,
      network: card.brand,
      network_transaction_id: null,
      regulated_status: card.regulated_status,
      three_d_secure: null,
      transaction_link_id: null,
      wallet: null,
    },
  };
}

export function chargeOf(
  fake: Fake,
  id: string,
  intent: Stripe.PaymentIntent,
  paymentMethod: string,
  problem: CardProblem | null,
): Stripe.Charge {
  const method = fake.store.paymentMethods.get(paymentMethod);
  const paid = problem === null;
  return {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: paid ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: paid ? `txn_${id.slice(3)}` : null,
    billing_details: method?.billing_details ?? {
      address: null,
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'FAKE STRIPE',
    captured: paid,
    created: fake.store.now(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: problem?.code ?? null,
    failure_message: problem?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: paid ? 'approved_by_network' : 'declined_by_network',
      reason: problem?.decline_code ?? null,
      risk_level: 'normal',
      seller_message: paid
        ? 'Payment complete.'
        : 'The bank did not return any further details with this decline.',
      type: paid ? 'authorized' : 'issuer_declined',
    },
    paid,
    payment_intent: intent.id,
    payment_method: paymentMethod,
    payment_method_details: cardDetails(method),
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: paid ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  };
}

import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { CardProblem } from './errors.ts';

/**
 * Stripe's test cards and how each behaves, checks of a card's number and expiry with Stripe's
 * codes and messages, and the card details a payment method shows.
 */

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string | undefined;
}

const DECLINED: CardProblem = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

interface TestCard {
  /** Refused when attached or set up (Stripe checks the card then) and when charged. */
  declines?: CardProblem;
  /** Attaches fine; every charge fails. */
  chargeFails?: CardProblem;
  funding?: 'credit' | 'debit' | 'prepaid';
}

const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': {},
  '4000056655665556': { funding: 'debit' },
  '5555555555554444': {},
  '2223003122003222': {},
  '5200828282828210': { funding: 'debit' },
  '378282246310005': {},
  '6011111111111117': {},
  '4000000000000002': { declines: DECLINED },
  '4000000000009995': {
    declines: {
      ...DECLINED,
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  '4000000000009987': { declines: { ...DECLINED, decline_code: 'lost_card' } },
  '4000000000000069': {
    declines: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  },
  '4000000000000127': {
    declines: { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
  },
  '4000000000000119': {
    declines: {
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
  '4000000000000341': { chargeFails: DECLINED },
};

/** Card numbers behind Stripe's test tokens (`tok_visa`) and test payment methods (`pm_card_visa`). */
const NAMED: Record<string, string> = {
  visa: '4242424242424242',
  visa_debit: '4000056655665556',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
  chargeDeclined: '4000000000000002',
  chargeDeclinedInsufficientFunds: '4000000000009995',
  chargeDeclinedLostCard: '4000000000009987',
  chargeDeclinedExpiredCard: '4000000000000069',
  chargeDeclinedIncorrectCvc: '4000000000000127',
  chargeDeclinedProcessingError: '4000000000000119',
  chargeCustomerFail: '4000000000000341',
};

export function tokenCard(token: string): string | undefined {
  return token.startsWith('tok_') ? NAMED[token.slice('tok_'.length)] : undefined;
}

export function namedPaymentMethodCard(id: string): string | undefined {
  return id.startsWith('pm_card_') ? NAMED[id.slice('pm_card_'.length)] : undefined;
}

export function declineOf(number: string): CardProblem | null {
  return TEST_CARDS[number]?.declines ?? null;
}

export function chargeFailureOf(number: string): CardProblem | null {
  return TEST_CARDS[number]?.chargeFails ?? TEST_CARDS[number]?.declines ?? null;
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  if (/^3[068]/.test(number)) return 'diners';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/** What Stripe refuses in the card data itself, before any bank is asked. */
export function cardDataProblem(card: CardInput, now: Date): CardProblem | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  }
  if (card.exp_month < 1 || card.exp_month > 12) {
    return {
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    };
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear || year > thisYear + 50) {
    return {
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    };
  }
  if (year === thisYear && card.exp_month < now.getUTCMonth() + 1) {
    return { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' };
  }
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  }
  return null;
}

export function cardDetails(card: CardInput): Stripe.PaymentMethod.Card {
  const number = card.number.replace(/[\s-]/g, '');
  const brand = brandOf(number);
  return {
    brand,
    checks: {
      address_line1_check: null,
      address_postal_code_check: null,
      cvc_check: card.cvc === undefined ? null : 'pass',
    },
    country: 'US',
    display_brand: brand,
    exp_month: card.exp_month,
    exp_year: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
    fingerprint: createHash('sha256').update(number).digest('base64url').slice(0, 16),
    funding: TEST_CARDS[number]?.funding ?? 'credit',
    generated_from: null,
    last4: number.slice(-4),
    networks: { available: [brand], preferred: null },
    regulated_status: 'unregulated',
    three_d_secure_usage: { supported: true },
    wallet: null,
  };
}

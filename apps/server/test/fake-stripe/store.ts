import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { type CardProblem, noSuch } from './errors.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: prefix, underscore, 24 random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

/** An invoice line to be: a period's charge or a proration (kept for the next invoice). */
export interface LineSpec {
  description: string;
  /** Signed: a proration credit is negative. */
  amount: number;
  price: Stripe.Price;
  quantity: number;
  period: { start: number; end: number };
  subscriptionItem: string | null;
  proration: boolean;
}

/** What a Checkout Session keeps for the objects its payment makes, which Stripe does not show on it. */
export interface CheckoutData {
  paymentIntentMetadata: Record<string, string>;
  paymentIntentDescription: string | null;
  subscriptionMetadata: Record<string, string>;
}

export interface CardOutcome {
  /** Refused when attached or set up, and at every charge. */
  declines: CardProblem | null;
  /** Every charge fails with this (declining cards, and the ones that attach but fail charges). */
  chargeFails: CardProblem | null;
}

/**
 * The fake's time, shared by the platform and its connected accounts: a renewal on any of them
 * moves it for all, as there is one clock at Stripe.
 */
export class Clock {
  /** Time never goes back: a renewal moves it to the period's end even if the clock lags. */
  private floor = 0;

  constructor(private readonly source: () => number) {}

  /** Unix seconds, as Stripe's timestamps. */
  now(): number {
    return Math.max(Math.floor(this.source() / 1000), this.floor);
  }

  advanceTo(seconds: number): void {
    this.floor = Math.max(this.floor, seconds);
  }
}

/**
 * Everything one account (the platform, or one of its connected accounts) knows, in memory. Records are kept in Stripe's own shape (references to
 * other objects as ids, expanded only when a response asks), so what a handler stores is what
 * a retrieve answers; what Stripe keeps out of its objects lives in the side maps below.
 */
export class Store {
  readonly products = new Map<string, Stripe.Product>();
  readonly prices = new Map<string, Stripe.Price>();
  readonly customers = new Map<string, Stripe.Customer>();
  readonly paymentMethods = new Map<string, Stripe.PaymentMethod>();
  readonly setupIntents = new Map<string, Stripe.SetupIntent>();
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly coupons = new Map<string, Stripe.Coupon>();
  readonly promotionCodes = new Map<string, Stripe.PromotionCode>();
  readonly discounts = new Map<string, Stripe.Discount>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly checkoutSessions = new Map<string, Stripe.Checkout.Session>();

  /** How each card payment method fares with its bank, by Stripe's test card numbers. */
  readonly cardOutcomes = new Map<string, CardOutcome>();
  /** Deleted coupons: discounts made from them keep applying, as in Stripe. */
  readonly deletedCoupons = new Map<string, Stripe.Coupon>();
  readonly deletedCustomers = new Set<string>();
  /** `once` discounts that have taken their one invoice's share. */
  readonly spentDiscounts = new Set<string>();
  /** The invoice a payment intent pays. */
  readonly intentInvoice = new Map<string, string>();
  readonly checkoutData = new Map<string, CheckoutData>();
  /** Prorations a plan change left for the subscription's next invoice. */
  readonly pendingLines = new Map<string, LineSpec[]>();

  constructor(private readonly clock: Clock) {}

  /** Unix seconds, as Stripe's timestamps. */
  now(): number {
    return this.clock.now();
  }

  advanceTo(seconds: number): void {
    this.clock.advanceTo(seconds);
  }

  customer(id: string, param = 'customer'): Stripe.Customer {
    return found(this.customers.get(id), 'customer', id, param);
  }

  product(id: string, param = 'product'): Stripe.Product {
    return found(this.products.get(id), 'product', id, param);
  }

  price(id: string, param = 'price'): Stripe.Price {
    return found(this.prices.get(id), 'price', id, param);
  }

  paymentMethod(id: string, param = 'payment_method'): Stripe.PaymentMethod {
    return found(this.paymentMethods.get(id), 'PaymentMethod', id, param);
  }

  setupIntent(id: string, param = 'intent'): Stripe.SetupIntent {
    return found(this.setupIntents.get(id), 'setupintent', id, param);
  }

  paymentIntent(id: string, param = 'intent'): Stripe.PaymentIntent {
    return found(this.paymentIntents.get(id), 'payment_intent', id, param);
  }

  coupon(id: string, param = 'coupon'): Stripe.Coupon {
    return found(this.coupons.get(id), 'coupon', id, param);
  }

  promotionCode(id: string, param = 'promotion_code'): Stripe.PromotionCode {
    return found(this.promotionCodes.get(id), 'promotion code', id, param);
  }

  subscription(id: string, param = 'id'): Stripe.Subscription {
    return found(this.subscriptions.get(id), 'subscription', id, param);
  }

  invoice(id: string, param = 'invoice'): Stripe.Invoice {
    return found(this.invoices.get(id), 'invoice', id, param);
  }

  checkoutSession(id: string, param = 'session'): Stripe.Checkout.Session {
    return found(this.checkoutSessions.get(id), 'checkout.session', id, param);
  }

  /** The object an id names, by its prefix; coupons (any id) are looked up by the field's name. */
  lookup(field: string, id: string): object | undefined {
    if (field === 'coupon') return this.coupons.get(id);
    const prefix = id.slice(0, id.indexOf('_'));
    const maps: Record<string, Map<string, object>> = {
      cus: this.customers,
      pm: this.paymentMethods,
      price: this.prices,
      prod: this.products,
      seti: this.setupIntents,
      pi: this.paymentIntents,
      promo: this.promotionCodes,
      di: this.discounts,
      sub: this.subscriptions,
      in: this.invoices,
      cs: this.checkoutSessions,
    };
    return maps[prefix]?.get(id);
  }
}

function found<T>(value: T | undefined, kind: string, id: string, param: string): T {
  if (value === undefined) throw noSuch(kind, id, param);
  return value;
}

import type Stripe from 'stripe';
import { charge, newPaymentIntent } from './charging.ts';
import type { Call, Fake } from './context.ts';
import { currentCoupon } from './coupons.ts';
import { create as createCustomer } from './customers.ts';
import { StripeFailure } from './errors.ts';
import type { FormObject } from './form.ts';
import { Params } from './params.ts';
import { attachPaymentMethod, createCardPaymentMethod } from './payment-methods.ts';
import { create as createSubscription } from './subscriptions.ts';

/**
 * Paying a Checkout Session from its hosted page: the card typed there becomes a payment method;
 * a one-time session charges a PaymentIntent (its `payment_intent_data`), a subscription session
 * makes the customer and an active subscription whose first invoice is paid. The session is then
 * `complete` and `paid`, with `checkout.session.completed`. The objects are made through the
 * same handlers the API uses, so they and their events are what those calls give.
 */

/** What the buyer typed on the page. */
export interface CheckoutForm {
  email: string;
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** Runs an API handler from inside the fake, as the platform's own secret-key call would. */
function internal<T>(fake: Fake, handle: (call: Call) => T, values: FormObject): T {
  return handle({ fake, params: new Params(values), path: {}, key: 'secret' });
}

function cardOf(fake: Fake, form: CheckoutForm): Stripe.PaymentMethod {
  const expiry = form.expiry.replace(/\D/g, '');
  return createCardPaymentMethod(
    fake,
    new Params({
      type: 'card',
      card: {
        number: form.number,
        exp_month: expiry.slice(0, 2),
        exp_year: String(2000 + Number(expiry.slice(2, 4))),
        cvc: form.cvc,
      },
      billing_details: { name: form.name, email: form.email },
    }),
  );
}

function discountValues(session: Stripe.Checkout.Session): FormObject[] {
  return (session.discounts ?? []).map(
    (entry): FormObject =>
      entry.promotion_code
        ? { promotion_code: entry.promotion_code as string }
        : { coupon: entry.coupon as string },
  );
}

/** A one-time payment's discount is redeemed when it is paid (a subscription's when it is made). */
function redeemOnce(fake: Fake, session: Stripe.Checkout.Session): void {
  for (const entry of session.discounts ?? []) {
    const coupon = fake.store.coupons.get(entry.coupon as string);
    if (coupon) {
      coupon.times_redeemed += 1;
      currentCoupon(fake, coupon.id);
    }
    const code = entry.promotion_code
      ? fake.store.promotionCodes.get(entry.promotion_code as string)
      : undefined;
    if (code) code.times_redeemed += 1;
  }
}

function payOnce(fake: Fake, session: Stripe.Checkout.Session, method: Stripe.PaymentMethod): string | null {
  const data = fake.store.checkoutData.get(session.id);
  // Retries after a decline charge the same intent again, as Checkout does.
  const intent =
    typeof session.payment_intent === 'string'
      ? fake.store.paymentIntent(session.payment_intent)
      : newPaymentIntent(fake, {
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'usd',
          customer: (session.customer as string | null) ?? null,
          paymentMethod: null,
          description: data?.paymentIntentDescription ?? null,
          metadata: { ...data?.paymentIntentMetadata },
          setupFutureUsage: null,
        });
  session.payment_intent = intent.id;
  const problem = charge(fake, intent, method.id);
  if (problem) return problem.message;
  redeemOnce(fake, session);
  return null;
}

function subscribe(
  fake: Fake,
  session: Stripe.Checkout.Session,
  method: Stripe.PaymentMethod,
  form: CheckoutForm,
): string | null {
  // Checkout checks the card before it makes anything, so a declined buyer leaves no customer.
  const outcome = fake.store.cardOutcomes.get(method.id);
  const problem = outcome?.declines ?? outcome?.chargeFails;
  if (problem) return problem.message;
  const existing = session.customer as string | null;
  if (existing) attachPaymentMethod(fake, method, existing);
  const customer =
    existing ??
    internal(fake, createCustomer, {
      email: form.email,
      name: form.name,
      payment_method: method.id,
      invoice_settings: { default_payment_method: method.id },
    }).id;
  const values: FormObject = {
    customer,
    items: (session.line_items?.data ?? []).map((item) => ({
      price: item.price!.id,
      quantity: String(item.quantity ?? 1),
    })),
    discounts: discountValues(session),
    metadata: { ...fake.store.checkoutData.get(session.id)?.subscriptionMetadata },
  };
  // A customer of the platform's own may have another default: this card pays this subscription.
  if (existing) values.default_payment_method = method.id;
  const subscription = internal(fake, createSubscription, values);
  session.customer = customer;
  session.subscription = subscription.id;
  session.invoice = (subscription.latest_invoice as string | null) ?? null;
  return null;
}

/** Pays the session; the message to show the buyer when it did not go through, else null. */
export function payCheckout(fake: Fake, session: Stripe.Checkout.Session, form: CheckoutForm): string | null {
  let method: Stripe.PaymentMethod;
  try {
    method = cardOf(fake, form);
    const problem =
      session.mode === 'subscription'
        ? subscribe(fake, session, method, form)
        : payOnce(fake, session, method);
    if (problem) return problem;
  } catch (error) {
    if (error instanceof StripeFailure) return error.message;
    throw error;
  }
  session.status = 'complete';
  session.payment_status = 'paid';
  session.url = null;
  session.customer_details = {
    address: null,
    business_name: null,
    email: form.email,
    individual_name: null,
    name: form.name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  fake.events.emit('checkout.session.completed', session);
  return null;
}

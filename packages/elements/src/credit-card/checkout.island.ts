/**
 * The checkout: Stripe's Payment Element on the site's connected account, paying for the order the
 * order island owns. It loads only on pages with a credit-card element, and Stripe.js only when
 * such an element can take payments.
 *
 * DOM contract (drawn by credit-card/Render.tsx on a site with `data.commerce`):
 *   form[data-checkout]
 *     data-stripe-js   Stripe.js's address (one script tag per page, whatever the number of forms)
 *     data-key         publishable key;  data-account  connected account (`acct_…`)
 *     data-currency    ISO 4217, lower case;  data-color  the Pay button's colour ('' none)
 *     data-endpoint    checkout path;  data-page-id  page id;  data-element-id  this element's id
 *   input[name=email] (required), input[name=name] (optional), each with its error line
 *     `#{input id}-err`; [data-payment-element] (the mount point); [role=alert] (the alert line);
 *     button[type=submit] (Pay: disabled until the Payment Element is ready, then while paying).
 * Order: listens for `tessera:order` (detail: OrderState) and dispatches `tessera:order-ask` once
 * started; a 422 naming the coupon dispatches `tessera:coupon-refused` (detail: its message).
 *
 * On Pay: the e-mail is checked, `elements.submit()` validates Stripe's fields, the order is posted
 * as JSON (`checkoutRequest`), and the answer's client secret is confirmed with
 * `redirect: 'if_required'`; once paid the page goes to the answer's `return_url`. Errors show in
 * the alert line, and a field's own message at that field.
 */
import {
  COUPON_REFUSED_EVENT,
  ORDER_ASK_EVENT,
  ORDER_EVENT,
  type OrderState,
} from '../order-summary/order-logic.ts';
import {
  type CheckoutAnswer,
  type CheckoutField,
  checkoutFailure,
  checkoutRequest,
  confirmsSetup,
  type ElementsAmount,
  elementsAmount,
  isEmail,
  readAnswer,
  returnUrl,
  sameAmount,
} from './checkout-logic.ts';

// Stripe.js ships no types here: the small part of its API this island uses.
interface StripeError {
  message?: string;
}
type StripeResult = Promise<{ error?: StripeError }>;
interface PaymentElement {
  mount(target: HTMLElement): void;
  on(event: 'ready' | 'loaderror', handler: (event: { error?: StripeError }) => void): void;
}
interface StripeElements {
  create(type: 'payment'): PaymentElement;
  update(options: ElementsAmount): void;
  submit(): StripeResult;
}
interface ConfirmOptions {
  elements: StripeElements;
  clientSecret: string;
  confirmParams: {
    return_url: string;
    payment_method_data: { billing_details: { email: string; name?: string } };
  };
  redirect: 'if_required';
}
interface Stripe {
  elements(options: ElementsAmount & { appearance: object }): StripeElements;
  confirmPayment(options: ConfirmOptions): StripeResult;
  confirmSetup(options: ConfirmOptions): StripeResult;
}
type StripeFactory = (key: string, options: { stripeAccount: string }) => Stripe;
declare global {
  interface Window {
    /** Set by Stripe.js once its script has run. */
    Stripe?: StripeFactory;
  }
}

const GENERIC = 'The payment could not be completed. Please try again.';
const NOTHING_CHOSEN = 'Choose what you would like to buy first.';
let stripeJs: Promise<StripeFactory> | undefined;

function loadStripe(src: string): Promise<StripeFactory> {
  stripeJs ??= new Promise((resolve, reject) => {
    const loaded = () => {
      const factory = window.Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not start.'));
    };
    if (window.Stripe) return loaded();
    const script = document.createElement('script');
    script.src = src;
    script.onload = loaded;
    script.onerror = () => reject(new Error('Stripe.js did not load.'));
    document.head.append(script);
  });
  return stripeJs;
}

function start(form: HTMLFormElement): void {
  const data = form.dataset;
  const currency = data.currency ?? '';
  const alert = form.querySelector<HTMLElement>('[role=alert]');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const mountPoint = form.querySelector<HTMLElement>('[data-payment-element]');
  const input = (name: CheckoutField) => form.querySelector<HTMLInputElement>(`input[name=${name}]`);
  let state: OrderState | null = null;
  let stripe: Stripe | null = null;
  let elements: StripeElements | null = null;
  let shown: ElementsAmount | null = null;
  let ready = false;
  let busy = false;

  const say = (message: string) => {
    if (alert) alert.textContent = message;
  };
  const mark = (name: CheckoutField, message: string) => {
    const field = input(name);
    const line = field && document.getElementById(`${field.id}-err`);
    if (!field || !line) return;
    line.textContent = message;
    line.hidden = !message;
    if (message) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  };
  const enable = () => {
    if (button) button.disabled = busy || !ready;
  };

  /** Mounts Stripe's fields once there is something to pay, and keeps their amount and mode with the order. */
  const follow = () => {
    const wanted = elementsAmount(state, currency);
    if (!stripe || !mountPoint) return;
    if (!wanted) {
      if (!elements) mountPoint.textContent = NOTHING_CHOSEN;
      return;
    }
    if (sameAmount(wanted, shown)) return;
    if (elements) elements.update(wanted);
    else {
      elements = stripe.elements({
        ...wanted,
        appearance: { theme: 'stripe', variables: data.color ? { colorPrimary: data.color } : {} },
      });
      const payment = elements.create('payment');
      payment.on('ready', () => {
        ready = true;
        enable();
      });
      payment.on('loaderror', (event) => say(event.error?.message ?? GENERIC));
      mountPoint.textContent = '';
      payment.mount(mountPoint);
    }
    shown = wanted;
  };

  document.addEventListener(ORDER_EVENT, (event) => {
    state = (event as CustomEvent<OrderState>).detail;
    follow();
  });
  document.dispatchEvent(new CustomEvent(ORDER_ASK_EVENT));

  loadStripe(data.stripeJs ?? '').then(
    (factory) => {
      stripe = factory(data.key ?? '', { stripeAccount: data.account ?? '' });
      follow();
    },
    () => say('The payment form could not be loaded. Please refresh the page to try again.'),
  );

  const pay = async (email: string, name: string): Promise<string | null> => {
    if (!stripe || !elements || !state) return 'The payment form is still loading.';
    const submitted = await elements.submit();
    if (submitted.error) return submitted.error.message ?? GENERIC;
    let response: Response;
    try {
      response = await fetch(data.endpoint ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(
          checkoutRequest(
            state,
            { pageId: Number(data.pageId), elementId: data.elementId ?? '' },
            { email, name },
          ),
        ),
      });
    } catch {
      return checkoutFailure(0, null).message;
    }
    const body: unknown = await response.json().catch(() => null);
    const answer: CheckoutAnswer | null = response.ok ? readAnswer(body) : null;
    if (!answer) {
      const failure = response.ok ? { message: GENERIC, fields: {} } : checkoutFailure(response.status, body);
      const fields: Partial<Record<CheckoutField, string>> = failure.fields;
      if (fields.email) mark('email', fields.email);
      if (fields.name) mark('name', fields.name);
      if (fields.coupon)
        document.dispatchEvent(new CustomEvent(COUPON_REFUSED_EVENT, { detail: fields.coupon }));
      return failure.message;
    }
    const destination = returnUrl(answer.return_url, location.origin);
    if (!destination) return GENERIC;
    // The server charges what its products say: Stripe's fields must agree with its intent.
    const charged: ElementsAmount = { mode: answer.mode, amount: answer.amount, currency: answer.currency };
    if (!sameAmount(charged, shown)) {
      elements.update(charged);
      shown = charged;
      const again = await elements.submit();
      if (again.error) return again.error.message ?? GENERIC;
    }
    const options: ConfirmOptions = {
      elements,
      clientSecret: answer.client_secret,
      confirmParams: {
        return_url: destination,
        payment_method_data: { billing_details: name ? { email, name } : { email } },
      },
      redirect: 'if_required',
    };
    const confirmed = confirmsSetup(answer.client_secret)
      ? await stripe.confirmSetup(options)
      : await stripe.confirmPayment(options);
    if (confirmed.error) return confirmed.error.message ?? GENERIC;
    location.assign(destination);
    return null;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy || !ready) return;
    const emailInput = input('email');
    const email = emailInput?.value.trim() ?? '';
    const name = input('name')?.value.trim() ?? '';
    mark('name', '');
    if (!isEmail(email)) {
      mark('email', email ? 'Enter a valid e-mail address.' : 'Enter your e-mail address.');
      emailInput?.focus();
      return;
    }
    mark('email', '');
    if (!state || (state.lines.length === 0 && !state.bump)) {
      say(NOTHING_CHOSEN);
      return;
    }
    say('');
    busy = true;
    enable();
    button?.setAttribute('aria-busy', 'true');
    let problem: string | null;
    try {
      problem = await pay(email, name);
    } catch {
      problem = GENERIC;
    }
    if (problem === null) return; // leaving for the thank-you page: Pay stays busy
    busy = false;
    button?.removeAttribute('aria-busy');
    enable();
    say(problem);
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-checkout]')) start(form);

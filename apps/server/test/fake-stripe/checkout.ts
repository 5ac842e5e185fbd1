import type Stripe from 'stripe';
import { recurringPrice } from './billing.ts';
import { productName } from './catalog.ts';
import { type Call, type Fake, type Route, retrieve } from './context.ts';
import { type DiscountRequest, discountAmount, discountRequests } from './discounts.ts';
import { invalid, missingParam } from './errors.ts';
import type { Params } from './params.ts';
import { sameRecurrence } from './periods.ts';
import { expandsOf, listPage, present } from './render.ts';
import { newId } from './store.ts';

/**
 * Checkout Sessions (hosted Checkout): what the buyer is asked to pay, with its discount, and
 * the link to the fake's hosted page (checkout-page.ts), where paying completes the session.
 */

/** A session expires a day after it is made, as Stripe's do by default. */
const LIFETIME_SECONDS = 86_400;

function price(fake: Fake, entry: Params, mode: 'payment' | 'subscription'): Stripe.Price {
  const param = entry.name('price');
  if (mode === 'subscription') return recurringPrice(fake, entry.requiredString('price'), param);
  const found = fake.store.price(entry.requiredString('price'), param);
  if (!found.active)
    throw invalid('The price specified is inactive. This field only accepts active prices.', param);
  if (found.recurring) {
    throw invalid(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      param,
    );
  }
  return found;
}

/** Line items with their share of the discount (the rounding left on the last), Stripe's `item`s. */
function lineItems(
  fake: Fake,
  entries: Array<{ price: Stripe.Price; quantity: number }>,
  discount: number,
): Stripe.LineItem[] {
  const subtotal = entries.reduce((sum, entry) => sum + (entry.price.unit_amount ?? 0) * entry.quantity, 0);
  let left = discount;
  return entries.map((entry, index) => {
    const amount = (entry.price.unit_amount ?? 0) * entry.quantity;
    const share =
      index === entries.length - 1 ? left : subtotal > 0 ? Math.round((discount * amount) / subtotal) : 0;
    left -= share;
    return {
      id: newId('li'),
      object: 'item',
      adjustable_quantity: null,
      amount_discount: share,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount - share,
      currency: entry.price.currency,
      description: productName(fake, entry.price),
      metadata: {},
      price: entry.price,
      quantity: entry.quantity,
    };
  });
}

/**
 * Sets what the session charges from its line items and discount: subtotal, discount, total,
 * each line's share.
 */
export function priceSession(
  fake: Fake,
  session: Stripe.Checkout.Session,
  discount: DiscountRequest | null,
): void {
  const entries = (session.line_items?.data ?? []).map((item) => ({
    price: item.price!,
    quantity: item.quantity ?? 1,
  }));
  const subtotal = entries.reduce((sum, entry) => sum + (entry.price.unit_amount ?? 0) * entry.quantity, 0);
  const off = discount ? discountAmount(discount.coupon, subtotal) : 0;
  session.amount_subtotal = subtotal;
  session.amount_total = subtotal - off;
  session.total_details = { amount_discount: off, amount_shipping: 0, amount_tax: 0 };
  session.discounts = discount
    ? [{ coupon: discount.coupon.id, promotion_code: discount.promotionCode?.id ?? null }]
    : [];
  session.line_items = {
    object: 'list',
    data: lineItems(fake, entries, off),
    has_more: false,
    url: `/v1/checkout/sessions/${session.id}/line_items`,
  };
}

function readLines(fake: Fake, params: Params, mode: 'payment' | 'subscription') {
  const entries = params.list('line_items');
  if (entries.length === 0) throw missingParam('line_items');
  const lines = entries.map((entry) => {
    entry.only(['price', 'quantity']);
    const quantity = entry.integer('quantity');
    if (quantity === undefined) throw missingParam(entry.name('quantity'));
    if (quantity < 1) throw invalid('Quantity must be at least 1.', entry.name('quantity'));
    return { price: price(fake, entry, mode), quantity };
  });
  const first = lines[0]!.price;
  for (const line of lines) {
    if (line.price.currency !== first.currency)
      throw invalid('All line items must have the same currency.', 'line_items');
    if (!sameRecurrence(line.price.recurring, first.recurring)) {
      throw invalid('All recurring prices must have the same billing interval.', 'line_items');
    }
  }
  return lines;
}

/** `payment_intent_data` / `subscription_data`: only their metadata is implemented. */
function metadataOf(params: Params, key: string, also: string[] = []): Record<string, string> {
  const data = params.object(key);
  if (!data) return {};
  data.only(['metadata', ...also]);
  return data.metadata();
}

function create({ fake, params }: Call): Stripe.Checkout.Session {
  params.only([
    'mode',
    'line_items',
    'discounts',
    'allow_promotion_codes',
    'success_url',
    'cancel_url',
    'customer',
    'customer_email',
    'client_reference_id',
    'metadata',
    'payment_intent_data',
    'subscription_data',
    'expand',
  ]);
  const mode = params.oneOf('mode', ['payment', 'subscription'] as const);
  if (!mode) throw missingParam('mode');
  const lines = readLines(fake, params, mode);
  const currency = lines[0]!.price.currency;
  const customer = params.string('customer') ?? null;
  if (customer) fake.store.customer(customer);
  if (customer && params.has('customer_email')) {
    throw invalid(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  }
  if (params.has('discounts') && params.has('allow_promotion_codes')) {
    throw invalid(
      'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      'allow_promotion_codes',
    );
  }
  const discounts = discountRequests(fake, params, customer ?? '', currency);
  if (discounts.length > 1) throw invalid('You may only specify one discount.', 'discounts');
  const paymentIntentMetadata = metadataOf(params, 'payment_intent_data', ['description']);
  const subscriptionMetadata = metadataOf(params, 'subscription_data');
  if (mode === 'payment' && params.has('subscription_data')) {
    throw invalid('You can not pass `subscription_data` in `payment` mode.', 'subscription_data');
  }
  if (mode === 'subscription' && params.has('payment_intent_data')) {
    throw invalid('You can not pass `payment_intent_data` in `subscription` mode.', 'payment_intent_data');
  }
  const now = fake.store.now();
  const id = newId('cs_test', 58);
  const session: Stripe.Checkout.Session = {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: params.boolean('allow_promotion_codes') ?? null,
    allowed_payment_method_types: null,
    amount_subtotal: 0,
    amount_total: 0,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: params.string('cancel_url') ?? null,
    client_reference_id: params.string('client_reference_id') || null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer,
    customer_account: null,
    customer_creation: mode === 'payment' && !customer ? 'if_required' : null,
    customer_details: null,
    customer_email: params.string('customer_email') || null,
    discounts: [],
    expires_at: now + LIFETIME_SECONDS,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: params.metadata(),
    mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: params.string('success_url') ?? null,
    total_details: null,
    ui_mode: 'hosted_page',
    url: `${fake.baseUrl}/c/pay/${id}`,
    wallet_options: null,
    line_items: {
      object: 'list',
      data: lineItems(fake, lines, 0),
      has_more: false,
      url: `/v1/checkout/sessions/${id}/line_items`,
    },
  };
  priceSession(fake, session, discounts[0] ?? null);
  fake.store.checkoutSessions.set(id, session);
  fake.store.checkoutData.set(id, {
    paymentIntentMetadata,
    paymentIntentDescription: params.object('payment_intent_data')?.string('description') ?? null,
    subscriptionMetadata,
  });
  return present(fake.store, session, expandsOf(params));
}

function lines({ fake, params, path }: Call) {
  params.only(['limit', 'starting_after', 'ending_before', 'expand']);
  const session = fake.store.checkoutSession(path.id!);
  const items = [...(session.line_items?.data ?? [])].reverse();
  return listPage(fake.store, items, params, `/v1/checkout/sessions/${session.id}/line_items`);
}

function list({ fake, params }: Call) {
  params.only([
    'payment_intent',
    'subscription',
    'customer',
    'status',
    'limit',
    'starting_after',
    'ending_before',
    'expand',
  ]);
  const filters = ['payment_intent', 'subscription', 'customer', 'status'] as const;
  const sessions = [...fake.store.checkoutSessions.values()].filter((session) =>
    filters.every((field) => {
      const wanted = params.string(field);
      return wanted === undefined || session[field] === wanted;
    }),
  );
  return listPage(fake.store, sessions, params, '/v1/checkout/sessions');
}

function expire({ fake, params, path }: Call): Stripe.Checkout.Session {
  params.only(['expand']);
  const session = fake.store.checkoutSession(path.id!);
  if (session.status !== 'open') {
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  }
  session.status = 'expired';
  session.url = null;
  fake.events.emit('checkout.session.expired', session);
  return present(fake.store, session, expandsOf(params));
}

export const checkoutRoutes: Route[] = [
  { method: 'POST', path: '/v1/checkout/sessions', handle: create },
  { method: 'GET', path: '/v1/checkout/sessions', handle: list },
  {
    method: 'GET',
    path: '/v1/checkout/sessions/:id',
    handle: retrieve((store, id) => store.checkoutSession(id, 'session')),
  },
  { method: 'GET', path: '/v1/checkout/sessions/:id/line_items', handle: lines },
  { method: 'POST', path: '/v1/checkout/sessions/:id/expire', handle: expire },
];

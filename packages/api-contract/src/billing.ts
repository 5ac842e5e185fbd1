import { z } from 'zod';
import { anyone, endpoint, forRoles } from './endpoint.ts';
import { idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { idField, recordId, wholeNumber } from './inputs.ts';
import { emailRule, passwordRule } from './password.ts';
import { billingStatus, premiumApps, role } from './roles.ts';

/**
 * SPEC §1/§2/§4/§7 platform billing on Stripe: the admin's plans and prices (each mirrored in
 * Stripe as a Product and its Prices), the order pages that sell them (`/order`), the agency's
 * subscriptions (its plan, premium apps, a reseller plan), payment methods (saved with a
 * SetupIntent in Stripe.js: card data never reaches this API) and invoices. Stripe's webhooks are
 * the source of truth for what an agency holds; the calls below ask Stripe to act and answer what
 * is known at once.
 */

export const BILLING_MESSAGES = {
  notConfigured:
    'Online billing is not set up on this platform: an administrator sets STRIPE_SECRET_KEY (see the README).',
  planNotFound: 'Plan not found.',
  priceNotFound: 'Price not found.',
  priceOfOtherPlan: 'This price belongs to another plan.',
  priceCurrency: "A price is in its plan's currency.",
  priceInactive: 'This price is no longer offered.',
  priceRecurring: 'Choose a recurring price for a subscription.',
  priceOneTime: 'Choose a one-time price for a one-time order.',
  planType: 'This plan cannot be subscribed to here.',
  nameTaken: 'A plan with this name already exists.',
  nameReserved: 'This name is reserved: choose another.',
  couponUnknown: 'This coupon code does not exist.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been used up.',
  couponCurrency: "This coupon is for another currency than the plan's.",
  paymentMethodNeeded: 'Add a card to subscribe.',
  paymentMethodUnknown: 'This card is not one of your saved cards.',
  paymentMethodDefault:
    'Make another card the default before removing this one: a subscription is paid with it.',
  ownerOnly: 'Only the agency owner manages billing.',
  subscriptionNotFound: 'There is no such subscription to change.',
  alreadySubscribed: 'The agency already holds this plan.',
  notCancelable: 'This subscription is not set to end, so there is nothing to resume.',
  webhookSignature: 'The webhook signature does not match.',
  noUnlimitedPlan: 'No unlimited plan is offered.',
  orderPageNotFound: 'Order page not found.',
  cardDeclined: 'The card was declined.',
} as const;

export const planTypes = ['agency', 'app', 'reseller', 'unlimited'] as const;
export const planType = z.enum(planTypes);
export type PlanType = z.infer<typeof planType>;
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  agency: 'Agency plan',
  app: 'Premium app',
  reseller: 'Reseller plan',
  unlimited: 'Unlimited reseller plan',
};

/** SPEC §9 recurring intervals, and a one-time price. */
export const priceIntervals = ['Daily', 'Weekly', 'Monthly', 'Yearly', 'Once'] as const;
export const priceInterval = z.enum(priceIntervals);
export type PriceInterval = z.infer<typeof priceInterval>;
export const PRICE_INTERVAL_LABELS: Record<PriceInterval, string> = {
  Daily: 'per day',
  Weekly: 'per week',
  Monthly: 'per month',
  Yearly: 'per year',
  Once: 'one time',
};

/** Currencies a plan may be priced in (ISO 4217, lower case as Stripe writes them). */
export const billingCurrencies = [
  'usd',
  'eur',
  'gbp',
  'cad',
  'aud',
  'nzd',
  'chf',
  'sek',
  'nok',
  'dkk',
  'pln',
  'jpy',
  'inr',
  'sgd',
  'hkd',
  'brl',
  'mxn',
  'zar',
] as const;
export const billingCurrency = z.enum(billingCurrencies, { error: 'Choose a currency from the list.' });

/**
 * Money in the currency's minor unit (cents; yen have none), shown the way the visitor's locale
 * writes it: `formatMoney(9700, 'usd')` is `$97.00` in English.
 */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** "$97.00 per month", "$497.00 one time". */
export function formatPrice(price: { amount: number; currency: string; interval: PriceInterval }): string {
  return `${formatMoney(price.amount, price.currency)} ${PRICE_INTERVAL_LABELS[price.interval]}`;
}

/**
 * Plan names are the keys agencies hold plans by (SPEC §3 `stripe_price`, `reseller_plan`,
 * `app_plans`) and appear in paths (`subscriptions/plans/{name}`, `POST subscriptions/{plan}`), so
 * they are slugs, and never one of the fixed words those paths use.
 */
export const RESERVED_PLAN_NAMES = [
  'plans',
  'prices',
  'promo',
  'resume',
  'subscribe-unlimited',
  'check-coupon',
  'order-pages',
  'price_course_relations',
  'current',
  'invoices',
  'preview',
] as const;

const planName = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(60, 'A plan name is at most 60 characters.')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens (agency-monthly).')
  .refine(
    (name) => !(RESERVED_PLAN_NAMES as readonly string[]).includes(name),
    BILLING_MESSAGES.nameReserved,
  );

const premiumAppKey = z.enum(premiumApps.map((app) => app.key) as [string, ...string[]], {
  error: 'Choose premium apps from the directory.',
});
const limit = wholeNumber(0, 100_000).nullable();

export const priceSummary = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_title: z.string(),
  /** In the currency's minor unit. */
  amount: z.number().int(),
  currency: z.string(),
  interval: priceInterval,
  active: z.boolean(),
  /** The Stripe Price it is sold as (null until billing is set up). */
  stripe_price_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PriceSummary = z.infer<typeof priceSummary>;

export const planDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  type: planType,
  currency: z.string(),
  trial_days: z.number().int(),
  premium_apps: z.array(z.string()),
  premium_elements: z.array(z.string()),
  /** Digital business cards the agency may hold (null: no limit from this plan). */
  card_limit: z.number().int().nullable(),
  /** Websites the agency may hold (null: no limit from this plan). */
  site_limit: z.number().int().nullable(),
  active: z.boolean(),
  stripe_product_id: z.string().nullable(),
  /** Its prices, by amount (the inactive ones too for admins; only offered ones for others). */
  prices: z.array(priceSummary),
  /** Courses that come with it (SPEC §3 price-course relations). */
  course_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PlanDetail = z.infer<typeof planDetail>;

export const planListQuery = pageQuery.extend({
  type: planType.optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(['name', 'created_at', 'type']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type PlanListQuery = z.infer<typeof planListQuery>;

export const planBody = z
  .object({
    name: planName,
    title: z.string().trim().min(1, 'The title field is required.').max(120),
    description: z.string().trim().max(1000).default(''),
    type: planType,
    currency: billingCurrency.default('usd'),
    trial_days: wholeNumber(0, 365).default(0),
    premium_apps: z.array(premiumAppKey).max(20).default([]),
    /** Checked against the element registry's premium types by the server. */
    premium_elements: z.array(z.string().max(60)).max(60).default([]),
    card_limit: limit.default(null),
    site_limit: limit.default(null),
    active: z.boolean().default(true),
  })
  .strict();
export type PlanBody = z.input<typeof planBody>;

/** Any subset of a plan's fields; the currency is fixed once the plan has a price. */
export const updatePlanBody = planBody
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdatePlanBody = z.input<typeof updatePlanBody>;

/** SPEC §3: prices are listed by amount, lowest first. */
export const priceListQuery = pageQuery.extend({
  plan_id: recordId.optional(),
  active: z.enum(['true', 'false']).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type PriceListQuery = z.infer<typeof priceListQuery>;

export const priceBody = z
  .object({
    plan_id: idField(BILLING_MESSAGES.planNotFound),
    amount: wholeNumber(0, 99_999_999),
    currency: billingCurrency,
    interval: priceInterval,
    active: z.boolean().default(true),
  })
  .strict();
export type PriceBody = z.input<typeof priceBody>;

/**
 * A new amount, currency or interval is sold as a new Stripe Price (Stripe's prices are
 * immutable) and the old one is archived; subscriptions on the old one keep paying it.
 */
export const updatePriceBody = priceBody
  .omit({ plan_id: true })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdatePriceBody = z.input<typeof updatePriceBody>;

// ---------------------------------------------------------------------------------------------
// An agency's subscriptions

export const subscriptionSections = ['agency', 'app', 'reseller'] as const;
export const subscriptionSection = z.enum(subscriptionSections);
export type SubscriptionSection = z.infer<typeof subscriptionSection>;

export const subscriptionSummary = z.object({
  id: z.number().int(),
  section: subscriptionSection,
  plan: z.object({ id: z.number().int(), name: z.string(), title: z.string(), type: planType }),
  price: z
    .object({ id: z.number().int(), amount: z.number().int(), currency: z.string(), interval: priceInterval })
    .nullable(),
  status: billingStatus,
  cancel_at_period_end: z.boolean(),
  current_period_end: z.string().nullable(),
  trial_end: z.string().nullable(),
  /** Given by an admin without payment. */
  comped: z.boolean(),
  created_at: z.string(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

export const paymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const billingOverview = z.object({
  /** Whether online billing is set up (STRIPE_SECRET_KEY); without it only admins grant access. */
  configured: z.boolean(),
  agency: z.object({
    id: z.number().int(),
    name: z.string(),
    owner_id: z.number().int().nullable(),
    subscribed: z.boolean(),
    free_fee: z.boolean(),
    free_register: z.boolean(),
    stripe_status: billingStatus,
    reseller_status: billingStatus,
    stripe_price: z.string().nullable(),
    reseller_plan: z.string().nullable(),
    app_plans: z.array(z.string()),
    premiumApps: z.array(z.string()),
    premiumElements: z.array(z.string()),
  }),
  subscriptions: z.array(subscriptionSummary),
  upcoming_invoice: z
    .object({ amount_due: z.number().int(), currency: z.string(), date: z.string() })
    .nullable(),
  /** A failed renewal: when it failed and when access stops unless it is paid. */
  past_due: z.object({ since: z.string(), blocks_at: z.string() }).nullable(),
  default_payment_method: paymentMethod.nullable(),
});
export type BillingOverview = z.infer<typeof billingOverview>;
export const billingOverviewResponse = itemEnvelope(billingOverview);

export const invoiceSummary = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  /** What the invoice is for (the plan's title). */
  description: z.string(),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  created_at: z.string(),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceListQuery = pageQuery.omit({ search: true }).extend({
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** `app-{plan}` subscribes to a premium app plan, `reseller` to a reseller plan, none to the agency plan. */
export const subscriptionTarget = z
  .string()
  .regex(/^(agency|reseller|app-[a-z0-9][a-z0-9-]*)$/, 'Choose agency, reseller or app-{plan}.');

const couponCode = z.string().trim().min(1, 'Enter a coupon code.').max(100);
/** One key per intent to subscribe: a repeated click sends the same key and makes one subscription. */
const intentKey = z
  .string({ error: 'Send an idempotency key.' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The idempotency key is 8 to 100 letters, digits, - or _.');
const paymentMethodId = z.string().regex(/^pm_[A-Za-z0-9_]+$/, 'This is not a card id.');

export const subscribeParams = z.object({ plan: z.string().max(60) });
export const subscribeQuery = z.object({
  section: subscriptionTarget.optional(),
  coupon: couponCode.optional(),
});
export const subscribeBody = z
  .object({
    price_id: idField(BILLING_MESSAGES.priceNotFound),
    /** A card saved by Stripe.js just now; the default card when left out. */
    payment_method: paymentMethodId.optional(),
    idempotency_key: intentKey,
  })
  .strict();
export type SubscribeBody = z.input<typeof subscribeBody>;

export const previewQuery = z.object({
  price_id: recordId,
  section: subscriptionTarget.optional(),
  coupon: couponCode.optional(),
});
export const subscriptionPreview = z.object({
  /** What is charged now (after any trial, proration credit and coupon). */
  amount_due: z.number().int(),
  currency: z.string(),
  /** A plan change: the lines say what the unused time is worth. */
  proration: z.boolean(),
  lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  trial_days: z.number().int(),
});
export type SubscriptionPreview = z.infer<typeof subscriptionPreview>;

export const cancelParams = z.object({
  userId: recordId,
  planType: subscriptionTarget,
});
export const cancelQuery = z.object({
  /** Admins may end it at once; owners end it at the end of the paid period. */
  at_period_end: z.enum(['true', 'false']).default('true'),
});
export const resumeBody = z
  .object({ user: idField('Choose the user whose subscription to resume.'), plan_type: subscriptionTarget })
  .strict();
export const promoBody = z
  .object({
    planId: idField(BILLING_MESSAGES.planNotFound),
    price_id: idField(BILLING_MESSAGES.priceNotFound).optional(),
    idempotency_key: intentKey,
  })
  .strict();
export const subscribeUnlimitedBody = z
  .object({
    price_id: idField(BILLING_MESSAGES.priceNotFound).optional(),
    payment_method: paymentMethodId.optional(),
    idempotency_key: intentKey,
  })
  .strict();

export const checkCouponQuery = z.object({ code: couponCode, price_id: recordId.optional() });
export const couponEffect = z.object({
  code: z.string(),
  name: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().int().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(['once', 'repeating', 'forever']),
  duration_in_months: z.number().int().nullable(),
  /** "20% off for 3 months". */
  summary: z.string(),
  /** The first payment after the coupon, when a price was named. */
  discounted_amount: z.number().int().nullable(),
});
export type CouponEffect = z.infer<typeof couponEffect>;

export const paymentMethodParams = z.object({ id: paymentMethodId });
export const addPaymentMethodBody = z
  .object({ payment_method: paymentMethodId, make_default: z.boolean().default(true) })
  .strict();
export const setupSecretResponse = itemEnvelope(z.object({ client_secret: z.string() }));
export const paymentMethodListResponse = itemEnvelope(z.array(paymentMethod));

// ---------------------------------------------------------------------------------------------
// Ordering a plan (`/order`)

export const liveOrderPageQuery = z.object({ id: recordId.optional() });
export const liveOrderPage = z.object({
  configured: z.boolean(),
  order_page: z
    .object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      /**
       * The published design on the preview host (a signed link), shown above the checkout; null
       * while nothing is designed on it.
       */
      design_url: z.string().nullable(),
    })
    .nullable(),
  /** The plans it sells with their offered prices; without an order page, every active agency plan. */
  plans: z.array(planDetail),
});
export type LiveOrderPage = z.infer<typeof liveOrderPage>;

export const orderBody = z
  .object({
    order_page_id: recordId.optional(),
    price_id: idField(BILLING_MESSAGES.priceNotFound),
    /** A guest's new account (left out when signed in). */
    name: z.string().trim().min(1, 'The name field is required.').max(120).optional(),
    agency_name: z.string().trim().min(1, 'The agency name field is required.').max(120).optional(),
    email: emailRule.optional(),
    password: passwordRule.optional(),
    payment_method: paymentMethodId,
    coupon: couponCode.optional(),
    idempotency_key: intentKey,
  })
  .strict();
export type OrderBody = z.input<typeof orderBody>;
export const orderResponse = itemEnvelope(
  z.object({
    /** A guest's new session (null when the order was placed signed in). */
    login: z
      .object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_at: z.string(), role })
      .nullable(),
    status: billingStatus,
  }),
);

const owner = forRoles(['Agency'], { kind: 'own' }, { allowBlocked: true });
const agencyReaders = forRoles(['Agency', 'AgencyUser'], { kind: 'own' }, { allowBlocked: true });
const admins = forRoles(['Admin'], { kind: 'platform' });
const planReaders = forRoles(['Admin', 'Agency', 'AgencyUser'], { kind: 'platform' }, { allowBlocked: true });

/** SPEC §7 "Subscriptions and payments" and the screens' own reads. */
export const billingEndpoints = {
  listPlans: endpoint({
    method: 'GET',
    path: '/subscriptions/plans',
    query: planListQuery,
    responses: { 200: listEnvelope(planDetail) },
    access: planReaders,
    summary: 'The plans with their prices (admins: all; agencies: the active ones)',
  }),
  planByName: endpoint({
    method: 'GET',
    path: '/subscriptions/plans/:name',
    params: z.object({ name: z.string().max(60) }),
    responses: { 200: itemEnvelope(planDetail) },
    access: anyone,
    summary: 'An active plan and its offered prices, by name (what an order or app page shows)',
  }),
  listPrices: endpoint({
    method: 'GET',
    path: '/subscriptions/prices',
    query: priceListQuery,
    responses: { 200: listEnvelope(priceSummary) },
    access: planReaders,
    summary: 'Prices, lowest amount first (admins: all; agencies: those offered)',
  }),
  getPlan: endpoint({
    method: 'GET',
    path: '/plans/:id',
    params: idParams,
    responses: { 200: itemEnvelope(planDetail) },
    access: admins,
    summary: 'A plan with all its prices',
  }),
  createPlan: endpoint({
    method: 'POST',
    path: '/plans',
    body: planBody,
    responses: { 201: itemEnvelope(planDetail) },
    access: admins,
    summary: 'Creates a plan (and its Stripe Product when billing is set up)',
  }),
  updatePlan: endpoint({
    method: 'PUT',
    path: '/plans/:id',
    params: idParams,
    body: updatePlanBody,
    responses: { 200: itemEnvelope(planDetail) },
    access: admins,
    summary: 'Changes a plan (and its Stripe Product)',
  }),
  getPrice: endpoint({
    method: 'GET',
    path: '/prices/:id',
    params: idParams,
    responses: { 200: itemEnvelope(priceSummary) },
    access: admins,
    summary: 'A price',
  }),
  createPrice: endpoint({
    method: 'POST',
    path: '/prices',
    body: priceBody,
    responses: { 201: itemEnvelope(priceSummary) },
    access: admins,
    summary: "Creates a price of a plan (and its Stripe Price); 422 when not in the plan's currency",
  }),
  updatePrice: endpoint({
    method: 'PUT',
    path: '/prices/:id',
    params: idParams,
    body: updatePriceBody,
    responses: { 200: itemEnvelope(priceSummary) },
    access: admins,
    summary: 'Changes a price: a new amount or interval is a new Stripe Price, the old one archived',
  }),
  overview: endpoint({
    method: 'GET',
    path: '/subscriptions/current',
    responses: { 200: billingOverviewResponse },
    access: agencyReaders,
    summary: "The caller's agency: its plans, their state, the next invoice and the default card",
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/subscriptions/invoices',
    query: invoiceListQuery,
    responses: { 200: listEnvelope(invoiceSummary) },
    access: owner,
    summary: "The agency's invoices, newest first, with Stripe's hosted page and PDF",
  }),
  preview: endpoint({
    method: 'GET',
    path: '/subscriptions/preview/:plan',
    params: subscribeParams,
    query: previewQuery,
    responses: { 200: itemEnvelope(subscriptionPreview) },
    access: owner,
    summary: 'What subscribing to (or changing to) a plan would charge now, with the proration',
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/subscriptions/:plan',
    params: subscribeParams,
    query: subscribeQuery,
    body: subscribeBody,
    responses: { 200: billingOverviewResponse },
    access: owner,
    summary:
      'Subscribes the agency to a plan (section agency, app-{plan} or reseller), or changes its plan with proration',
  }),
  promo: endpoint({
    method: 'POST',
    path: '/subscriptions/promo',
    body: promoBody,
    responses: { 200: billingOverviewResponse },
    access: owner,
    summary: 'Takes the offer of a promotion: subscribes to the plan by id with the default card',
  }),
  subscribeUnlimited: endpoint({
    method: 'POST',
    path: '/subscriptions/subscribe-unlimited',
    body: subscribeUnlimitedBody,
    responses: { 200: billingOverviewResponse },
    access: owner,
    summary: 'Subscribes the agency to the unlimited reseller plan (every premium app and element)',
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/subscriptions/:userId/:planType/cancel',
    params: cancelParams,
    query: cancelQuery,
    responses: { 200: billingOverviewResponse },
    access: forRoles(['Agency', 'Admin'], { kind: 'own' }, { allowBlocked: true }),
    summary: "Cancels an owner's subscription at the end of its period (admins: also at once)",
  }),
  resume: endpoint({
    method: 'POST',
    path: '/subscriptions/resume',
    body: resumeBody,
    responses: { 200: billingOverviewResponse },
    access: forRoles(['Agency', 'Admin'], { kind: 'own' }, { allowBlocked: true }),
    summary: 'Keeps a subscription set to end at its period end',
  }),
  checkCoupon: endpoint({
    method: 'POST',
    path: '/subscriptions/check-coupon',
    query: checkCouponQuery,
    responses: { 200: itemEnvelope(couponEffect) },
    access: anyone,
    summary: "A coupon code's effect (422 when unknown, expired or used up)",
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/payment-methods',
    responses: { 200: paymentMethodListResponse },
    access: owner,
    summary: "The agency's saved cards, the default first",
  }),
  setupSecret: endpoint({
    method: 'GET',
    path: '/payment-methods/secret',
    responses: { 200: setupSecretResponse },
    access: owner,
    summary: 'A SetupIntent client secret for Stripe.js to save a card with',
  }),
  addPaymentMethod: endpoint({
    method: 'POST',
    path: '/payment-methods',
    body: addPaymentMethodBody,
    responses: { 200: paymentMethodListResponse },
    access: owner,
    summary: 'Keeps a card Stripe.js saved (and makes it the default)',
  }),
  defaultPaymentMethod: endpoint({
    method: 'PUT',
    path: '/payment-methods/:id/default',
    params: paymentMethodParams,
    responses: { 200: paymentMethodListResponse },
    access: owner,
    summary: 'Makes a saved card the one invoices are paid with (and retries an unpaid one)',
  }),
  deletePaymentMethod: endpoint({
    method: 'DELETE',
    path: '/payment-methods/:id',
    params: paymentMethodParams,
    responses: { 200: paymentMethodListResponse },
    access: owner,
    summary: 'Removes a saved card',
  }),
  liveOrderPage: endpoint({
    method: 'GET',
    path: '/order-pages/live',
    query: liveOrderPageQuery,
    responses: { 200: itemEnvelope(liveOrderPage) },
    access: anyone,
    summary: 'A published order page with the plans and prices it sells (the first one when no id is given)',
  }),
  order: endpoint({
    method: 'POST',
    path: '/order',
    body: orderBody,
    responses: { 200: orderResponse },
    access: anyone,
    summary: "Orders a recurring price: a guest's new agency (or the signed-in one) subscribes",
  }),
  orderOnetime: endpoint({
    method: 'POST',
    path: '/order-onetime',
    body: orderBody,
    responses: { 200: orderResponse },
    access: anyone,
    summary: 'Orders a one-time price: the plan is held for good once the payment succeeds',
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/stripe/webhook',
    responses: { 200: z.object({ received: z.literal(true) }) },
    access: anyone,
    transport: 'raw',
    summary: "Stripe's events, verified by their signature, each applied once",
  }),
  agencyBilling: endpoint({
    method: 'GET',
    path: '/agencies/:id/billing',
    params: idParams,
    responses: {
      200: itemEnvelope(z.object({ overview: billingOverview, invoices: z.array(invoiceSummary) })),
    },
    access: admins,
    summary: "An agency's subscriptions and latest invoices, for its admin screen",
  }),
  compPlan: endpoint({
    method: 'POST',
    path: '/agencies/:id/billing/comp',
    params: idParams,
    body: z.object({ plan_id: idField(BILLING_MESSAGES.planNotFound) }).strict(),
    responses: { 200: billingOverviewResponse },
    access: admins,
    summary: 'Gives an agency a plan without payment',
  }),
};

import { z } from 'zod';
import { billingCurrencies, billingCurrency } from './billing.ts';
import { anyone, endpoint, onSite } from './endpoint.ts';
import { actionResult, childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { idField, recordId, wholeNumber } from './inputs.ts';
import { landingIdParams } from './landings.ts';

/**
 * SPEC §7 "Integrations and gateways" (the gateways part) and "Orders": a site sells with its
 * client's own Stripe account, connected through Stripe Connect (an account the platform makes and
 * an onboarding link Stripe hosts). Products, prices and coupons live on that connected account;
 * order elements of the site's published pages take payments with Stripe's Payment Element (card
 * data never reaches this API), and Stripe's Connect events record each order as an invoice of the
 * site. No key of a connected account is ever stored: calls act on it with the platform's key and
 * its account id.
 */

export const COMMERCE_MESSAGES = {
  notConfigured:
    'Payments are not set up on this platform: an administrator sets STRIPE_SECRET_KEY (see the README).',
  gatewayNotFound: 'Payment gateway not found.',
  gatewayNotActive: 'Connect and finish the payment gateway first: its account cannot take payments yet.',
  gatewayRevoked: 'This payment gateway is revoked: connect a new one.',
  gatewayExists: 'This website already has a connected Stripe account: revoke it before connecting another.',
  productNotFound: 'Product not found.',
  productArchived: 'This product is archived.',
  couponNotFound: 'Coupon not found.',
  couponCodeTaken: 'This website already has a coupon with this code.',
  couponUnknown: 'This coupon code is not valid.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been used up.',
  couponArchived: 'This coupon is no longer available.',
  couponCurrency: "This coupon is for another currency than the order's.",
  couponAmountOrPercent: 'Give either a percentage or an amount off.',
  invoiceNotFound: 'Invoice not found.',
  subscriptionNotFound: 'Subscription not found.',
  subscriptionEnded: 'This subscription has already ended.',
  paymentsUnavailable: 'Payments are not available right now.',
  orderEmpty: 'Choose a product to order.',
  orderMixed: 'One order is either one-time products or one subscription: choose again.',
  orderCurrency: 'Every product of an order has the same currency.',
  webhookSignature: 'The webhook signature does not match.',
} as const;

/** "$", "€", "£" …: the sign a currency's prices are shown with; the code itself when unknown. */
export function currencySign(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

// ---------------------------------------------------------------------------------------------
// Gateways (connected Stripe accounts)

/**
 * - `pending`: connected, onboarding not finished (it cannot take payments);
 * - `active`: takes payments;
 * - `restricted`: Stripe stopped its charges until more details are given;
 * - `revoked`: disconnected here or by its owner; kept for its orders' history.
 */
export const gatewayStatuses = ['pending', 'active', 'restricted', 'revoked'] as const;
export const gatewayStatus = z.enum(gatewayStatuses);
export type GatewayStatus = z.infer<typeof gatewayStatus>;
export const GATEWAY_STATUS_LABELS: Record<GatewayStatus, string> = {
  pending: 'Onboarding not finished',
  active: 'Active',
  restricted: 'Restricted by Stripe',
  revoked: 'Revoked',
};

export const gatewayPlatforms = ['stripe'] as const;
export const gatewayPlatform = z.enum(gatewayPlatforms);

export const gatewayItem = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  platform: gatewayPlatform,
  name: z.string(),
  /** The connected account (`acct_…`); never a key. */
  account_id: z.string(),
  status: gatewayStatus,
  /** What Stripe still needs before the account can take payments (its `requirements.currently_due`). */
  requirements: z.array(z.string()),
  /** ISO 4217 lower case (`usd`): what the site's products are priced in. */
  currency: z.string(),
  /** The business name the owner gave Stripe. */
  business_name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type GatewayItem = z.infer<typeof gatewayItem>;
export const gatewayResponse = itemEnvelope(gatewayItem);
export const gatewayListResponse = z.object({ data: z.array(gatewayItem) });

export const gatewayParams = childParams('gatewayId');

/** A site sells in the currencies the platform bills in (Stripe's lower-case ISO 4217 codes). */
export const commerceCurrencies = billingCurrencies;
export const commerceCurrency = billingCurrency;

export const createGatewayBody = z
  .object({
    platform: gatewayPlatform.default('stripe'),
    name: z.string().trim().min(1, 'The name field is required.').max(100).default('Stripe'),
    currency: commerceCurrency.default('usd'),
    /** Where the owner's e-mail for Stripe's onboarding is prefilled from; optional. */
    email: z.email('Enter a valid e-mail address.').max(254).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Choose a country (two capital letters, such as US).')
      .default('US'),
  })
  .strict();
export type CreateGatewayBody = z.input<typeof createGatewayBody>;

export const updateGatewayBody = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(100),
    currency: commerceCurrency,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdateGatewayBody = z.input<typeof updateGatewayBody>;

/** Stripe's hosted onboarding for the account: open it, and it comes back to `/auth/stripe/callback`. */
export const onboardingLink = z.object({ url: z.string(), expires_at: z.string() });
export const gatewayWithLinkResponse = itemEnvelope(
  z.object({ gateway: gatewayItem, onboarding: onboardingLink.nullable() }),
);

export const verifyStripeAccountBody = z
  .object({
    landing_id: idField('Choose the website.'),
    gateway_id: idField(COMMERCE_MESSAGES.gatewayNotFound),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// Products and their prices

/** SPEC §9 intervals for recurring prices, and one-time. */
export const productIntervals = ['Once', 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export const productInterval = z.enum(productIntervals);
export type ProductInterval = z.infer<typeof productInterval>;
export const PRODUCT_INTERVAL_LABELS: Record<ProductInterval, string> = {
  Once: 'one time',
  Daily: 'per day',
  Weekly: 'per week',
  Monthly: 'per month',
  Yearly: 'per year',
};

export const productItem = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  gateway_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  /** In the currency's minor unit. */
  amount: z.number().int(),
  currency: z.string(),
  interval: productInterval,
  archived: z.boolean(),
  stripe_product_id: z.string().nullable(),
  stripe_price_id: z.string().nullable(),
  /** Paid orders that included it. */
  orders: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductItem = z.infer<typeof productItem>;
export const productResponse = itemEnvelope(productItem);
export const productListResponse = listEnvelope(productItem);
export const productParams = childParams('productId');

export const productListQuery = pageQuery.extend({
  archived: z.enum(['true', 'false', 'all']).default('false'),
  interval: productInterval.optional(),
  sort: z.enum(['name', 'amount', 'created_at']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^(https?:\/\/|\/)\S+$/i.test(value), 'Enter a full https:// address.');

const productFields = {
  name: z.string().trim().min(1, 'The name field is required.').max(200),
  description: z.string().trim().max(1000),
  image_url: imageUrl,
  amount: wholeNumber(0, 99_999_999),
  interval: productInterval,
};

export const productBody = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    image_url: productFields.image_url.default(''),
    interval: productFields.interval.default('Once'),
  })
  .strict();
export type ProductBody = z.input<typeof productBody>;

/**
 * A new amount or interval is sold as a new Stripe Price (prices are immutable there); the old one
 * is archived. Built from the fields without their defaults: a field left out stays as it is.
 */
export const updateProductBody = z
  .object(productFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdateProductBody = z.input<typeof updateProductBody>;

// ---------------------------------------------------------------------------------------------
// Coupons

export const couponDurations = ['once', 'repeating', 'forever'] as const;
export const couponDuration = z.enum(couponDurations);
export type CouponDuration = z.infer<typeof couponDuration>;

export const couponItem = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  /** SPEC §3 `account_id`: the gateway it lives on. */
  account_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  percent_off: z.number().nullable(),
  /** In the currency's minor unit. */
  amount_off: z.number().int().nullable(),
  currency: z.string(),
  duration: couponDuration,
  duration_in_months: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  times_redeemed: z.number().int(),
  archived: z.boolean(),
  /** SPEC §3 `archivable`: whether it can be archived now (not archived yet). */
  archivable: z.boolean(),
  created_at: z.string(),
});
export type CouponItem = z.infer<typeof couponItem>;
export const couponResponse = itemEnvelope(couponItem);
export const couponListResponse = listEnvelope(couponItem);
export const couponParams = childParams('couponId');

export const couponListQuery = pageQuery.extend({
  archived: z.enum(['true', 'false', 'all']).default('false'),
  sort: z.enum(['code', 'created_at', 'times_redeemed']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

export const couponCodeInput = z
  .string({ error: 'Enter a coupon code.' })
  .trim()
  .min(1, 'Enter a coupon code.')
  .max(40, 'A coupon code is at most 40 characters.');

export const couponBody = z
  .object({
    code: couponCodeInput.regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ (LAUNCH20).'),
    name: z.string().trim().max(100).default(''),
    percent_off: z
      .number()
      .gt(0, 'A percentage is above 0.')
      .max(100, 'A percentage is at most 100.')
      .optional(),
    amount_off: wholeNumber(1, 99_999_999).optional(),
    duration: couponDuration.default('once'),
    duration_in_months: wholeNumber(1, 120).optional(),
    /** The last moment it may be redeemed. */
    expires_at: z.iso.datetime({ offset: true, error: 'Give a date and time.' }).optional(),
    max_redemptions: wholeNumber(1, 1_000_000).optional(),
  })
  .strict()
  .refine((body) => (body.percent_off === undefined) !== (body.amount_off === undefined), {
    path: ['percent_off'],
    message: COMMERCE_MESSAGES.couponAmountOrPercent,
  })
  .refine((body) => body.duration !== 'repeating' || body.duration_in_months !== undefined, {
    path: ['duration_in_months'],
    message: 'Say for how many months a repeating coupon applies.',
  });
export type CouponBody = z.input<typeof couponBody>;

// ---------------------------------------------------------------------------------------------
// Orders: invoices and customer subscriptions of the site

export const invoiceStatuses = ['pending', 'paid', 'failed', 'refunded', 'canceled'] as const;
export const siteInvoiceStatus = z.enum(invoiceStatuses);
export type SiteInvoiceStatus = z.infer<typeof siteInvoiceStatus>;

export const invoiceLine = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** One unit, in the minor unit. */
  unit_amount: z.number().int(),
  interval: productInterval,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const siteInvoice = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  number: z.string(),
  status: siteInvoiceStatus,
  email: z.string().nullable(),
  name: z.string().nullable(),
  contact_id: z.number().int().nullable(),
  page_id: z.number().int().nullable(),
  lines: z.array(invoiceLine),
  coupon_code: z.string().nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  /** A renewal of a customer subscription (not a new order). */
  renewal: z.boolean(),
  subscription_id: z.number().int().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type SiteInvoice = z.infer<typeof siteInvoice>;
export const siteInvoiceResponse = itemEnvelope(siteInvoice);
export const siteInvoiceListResponse = listEnvelope(siteInvoice);
export const siteInvoiceParams = childParams('invoiceId');

export const siteInvoiceListQuery = pageQuery.extend({
  status: siteInvoiceStatus.optional(),
  product_id: recordId.optional(),
  sort: z.enum(['created_at', 'total', 'number']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type SiteInvoiceListQuery = z.infer<typeof siteInvoiceListQuery>;
/** The export takes the list's filters, not its paging. */
export const siteInvoiceExportQuery = siteInvoiceListQuery.omit({ page: true, per_page: true });

export const customerSubscriptionStatuses = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
] as const;
export const customerSubscriptionStatus = z.enum(customerSubscriptionStatuses);

export const customerSubscription = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  /** SPEC §3 `lsSubscriptionId`: the subscription on the connected account. */
  lsSubscriptionId: z.string(),
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  email: z.string().nullable(),
  contact_id: z.number().int().nullable(),
  status: customerSubscriptionStatus,
  amount: z.number().int(),
  currency: z.string(),
  interval: productInterval,
  cancel_at_period_end: z.boolean(),
  current_period_end: z.string().nullable(),
  canceled_at: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerSubscription = z.infer<typeof customerSubscription>;
export const customerSubscriptionResponse = itemEnvelope(customerSubscription);
export const customerSubscriptionListResponse = listEnvelope(customerSubscription);
export const customerSubscriptionParams = childParams('subscriptionId');

export const customerSubscriptionListQuery = pageQuery.extend({
  status: customerSubscriptionStatus.optional(),
  sort: z.enum(['created_at', 'current_period_end']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CustomerSubscriptionListQuery = z.infer<typeof customerSubscriptionListQuery>;

export const cancelCustomerSubscriptionBody = z
  .object({ at_period_end: z.boolean().default(true) })
  .strict()
  .default({ at_period_end: true });

// ---------------------------------------------------------------------------------------------
// The public checkout of a published page (served on the site's own host, not under /api)

/** What the order island sends: the products picked on the page, never a price or an amount. */
export const checkoutBody = z
  .object({
    page_id: idField('This order page is not available.'),
    /** The credit-card element taking the payment. */
    element_id: z.string().min(1).max(100),
    items: z
      .array(
        z.object({
          product_id: idField(COMMERCE_MESSAGES.productNotFound),
          quantity: wholeNumber(1, 100).default(1),
        }),
      )
      .min(1, COMMERCE_MESSAGES.orderEmpty)
      .max(20),
    bump: z.boolean().default(false),
    coupon: couponCodeInput.optional(),
    email: z.email('Enter a valid e-mail address.').max(254),
    name: z.string().trim().max(200).default(''),
  })
  // Anything else a page sends (an amount, a price) is not read: the server prices the products.
  .strip();
export type CheckoutBody = z.input<typeof checkoutBody>;

/** What Stripe.js needs to confirm the payment on the connected account. */
export const checkoutAnswer = z.object({
  order_id: z.number().int(),
  client_secret: z.string(),
  publishable_key: z.string(),
  account_id: z.string(),
  mode: z.enum(['payment', 'subscription']),
  amount: z.number().int(),
  currency: z.string(),
  /** Where the buyer goes once paid (the thank-you page the element names, or the page itself). */
  return_url: z.string(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

export const couponCheckBody = z
  .object({
    page_id: idField('This order page is not available.'),
    code: couponCodeInput,
    product_ids: z.array(recordId).max(20).default([]),
  })
  .strict();
/** The coupon's effect, which the summary shows until the server charges it. */
export const couponCheckAnswer = z.object({
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().int().nullable(),
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Endpoints

const viewOrders = onSite('view');
const manageCommerce = onSite('manage_commerce');

export const gatewayEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/gateways',
    params: landingIdParams,
    responses: { 200: gatewayListResponse },
    access: viewOrders,
    summary: "The site's payment gateways, revoked ones last",
  }),
  all: endpoint({
    method: 'GET',
    path: '/landings/:id/gateways/all',
    params: landingIdParams,
    responses: { 200: gatewayListResponse },
    access: viewOrders,
    summary: 'Every payment gateway of the site (the same list, unpaged)',
  }),
  active: endpoint({
    method: 'GET',
    path: '/landings/:id/gateways/active',
    params: landingIdParams,
    responses: { 200: itemEnvelope(gatewayItem.nullable()) },
    access: viewOrders,
    summary: "The site's card payment gateway that order elements use (null when none is active)",
  }),
  create: endpoint({
    method: 'POST',
    path: '/landings/:id/gateways',
    params: landingIdParams,
    body: createGatewayBody,
    responses: { 201: gatewayWithLinkResponse },
    access: manageCommerce,
    summary: "Connects a Stripe account to the site and answers Stripe's onboarding link",
    notes:
      'Makes a connected account on the platform and an Account Link whose `return_url` is `/auth/stripe/callback?landing={id}&gateway={gatewayId}`. A site has one gateway that is not revoked. 503 without STRIPE_SECRET_KEY.',
  }),
  get: endpoint({
    method: 'GET',
    path: '/landings/:id/gateways/:gatewayId',
    params: gatewayParams,
    responses: { 200: gatewayResponse },
    access: viewOrders,
    summary: 'One payment gateway',
  }),
  check: endpoint({
    method: 'POST',
    path: '/landings/:id/gateways/:gatewayId/check',
    params: gatewayParams,
    responses: { 200: gatewayWithLinkResponse },
    access: manageCommerce,
    summary: "Reads the account's state from Stripe now; a new onboarding link while it is pending",
  }),
  update: endpoint({
    method: 'PUT',
    path: '/landings/:id/gateways/:gatewayId',
    params: gatewayParams,
    body: updateGatewayBody,
    responses: { 200: gatewayResponse },
    access: manageCommerce,
    summary: "Renames a gateway or changes the currency of the site's products to come",
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/landings/:id/gateways/:gatewayId/revoke',
    params: gatewayParams,
    responses: { 200: gatewayResponse },
    access: manageCommerce,
    summary: 'Stops taking payments with the account; its orders stay',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/gateways/:gatewayId',
    params: gatewayParams,
    responses: { 200: actionResult },
    access: manageCommerce,
    summary: 'Deletes a revoked gateway that holds no orders',
  }),
  verify: endpoint({
    method: 'POST',
    path: '/stripe-accounts/verify',
    body: verifyStripeAccountBody,
    responses: { 200: gatewayWithLinkResponse },
    access: manageCommerce,
    summary: "Where Stripe's onboarding returns (`/auth/stripe/callback`): reads the account's state",
  }),
};

export const productEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/products',
    params: landingIdParams,
    query: productListQuery,
    responses: { 200: productListResponse },
    access: viewOrders,
    summary: "A page of the site's products: search, archived filter, sort",
  }),
  active: endpoint({
    method: 'GET',
    path: '/landings/:id/active-products',
    params: landingIdParams,
    responses: { 200: z.object({ data: z.array(productItem) }) },
    access: viewOrders,
    summary: 'Products order elements may offer (not archived), by name',
  }),
  create: endpoint({
    method: 'POST',
    path: '/landings/:id/products',
    params: landingIdParams,
    body: productBody,
    responses: { 201: productResponse },
    access: manageCommerce,
    summary: 'Adds a product and its price on the connected account',
  }),
  get: endpoint({
    method: 'GET',
    path: '/landings/:id/products/:productId',
    params: productParams,
    responses: { 200: productResponse },
    access: viewOrders,
    summary: 'One product',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/landings/:id/products/:productId',
    params: productParams,
    body: updateProductBody,
    responses: { 200: productResponse },
    access: manageCommerce,
    summary: 'Changes a product; a new amount or interval is a new Stripe Price',
  }),
  archive: endpoint({
    method: 'POST',
    path: '/landings/:id/products/:productId/archive',
    params: productParams,
    responses: { 200: productResponse },
    access: manageCommerce,
    summary: 'Stops offering a product (pages showing it say it is unavailable)',
  }),
  unarchive: endpoint({
    method: 'POST',
    path: '/landings/:id/products/:productId/unarchive',
    params: productParams,
    responses: { 200: productResponse },
    access: manageCommerce,
    summary: 'Offers an archived product again',
  }),
};

export const couponEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/coupons',
    params: landingIdParams,
    query: couponListQuery,
    responses: { 200: couponListResponse },
    access: viewOrders,
    summary: "A page of the site's coupons",
  }),
  create: endpoint({
    method: 'POST',
    path: '/landings/:id/coupons',
    params: landingIdParams,
    body: couponBody,
    responses: { 201: couponResponse },
    access: manageCommerce,
    summary: 'Adds a coupon (a Stripe coupon and its promotion code on the connected account)',
  }),
  archive: endpoint({
    method: 'POST',
    path: '/landings/:id/coupons/:couponId/archive',
    params: couponParams,
    responses: { 200: couponResponse },
    access: manageCommerce,
    summary: 'Stops a coupon being redeemed',
  }),
  unarchive: endpoint({
    method: 'POST',
    path: '/landings/:id/coupons/:couponId/unarchive',
    params: couponParams,
    responses: { 200: couponResponse },
    access: manageCommerce,
    summary: 'Lets an archived coupon be redeemed again',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/coupons/:couponId',
    params: couponParams,
    responses: { 200: actionResult },
    access: manageCommerce,
    summary: 'Deletes a coupon (orders keep the code they used)',
  }),
};

export const siteOrderEndpoints = {
  invoices: endpoint({
    method: 'GET',
    path: '/landings/:id/invoices',
    params: landingIdParams,
    query: siteInvoiceListQuery,
    responses: { 200: siteInvoiceListResponse },
    access: manageCommerce,
    summary: "A page of the site's orders: search (number, e-mail, name), status and product filters",
  }),
  exportInvoices: endpoint({
    method: 'GET',
    path: '/landings/:id/invoices/export',
    params: landingIdParams,
    query: siteInvoiceExportQuery,
    responses: { 200: z.string() },
    access: manageCommerce,
    summary: 'The filtered orders as CSV',
    download: true,
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/landings/:id/invoices/:invoiceId',
    params: siteInvoiceParams,
    responses: { 200: siteInvoiceResponse },
    access: manageCommerce,
    summary: 'One order',
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: '/landings/:id/subscriptions',
    params: landingIdParams,
    query: customerSubscriptionListQuery,
    responses: { 200: customerSubscriptionListResponse },
    access: manageCommerce,
    summary: "A page of the site's customer subscriptions",
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/landings/:id/subscriptions/:subscriptionId/cancel',
    params: customerSubscriptionParams,
    body: cancelCustomerSubscriptionBody,
    responses: { 200: customerSubscriptionResponse },
    access: manageCommerce,
    summary: 'Ends a customer subscription at the end of its period, or now',
  }),
  connectWebhook: endpoint({
    method: 'POST',
    path: '/stripe/connect-webhook',
    responses: { 200: z.object({ received: z.literal(true) }) },
    access: anyone,
    transport: 'raw',
    summary: "Stripe's Connect events (orders, subscriptions, accounts), signature-verified",
    notes:
      'Signed with STRIPE_CONNECT_WEBHOOK_SECRET; a forged or unsigned event gets 400. Each event is applied once, and an older state of an object never overwrites a newer one.',
  }),
};

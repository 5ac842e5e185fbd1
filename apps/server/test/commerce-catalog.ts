import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../src/db/client.ts';
import { coupons, gateways, products } from '../src/db/schema/commerce.ts';
import { landings } from '../src/db/schema/landings.ts';

/**
 * A site's gateway, products and coupons as the commerce screens make them, and a buyer's card
 * payment as Stripe.js confirms it, for tests and benchmarks (no test-runner imports;
 * `@tessera/server/testing/commerce`): the objects on the connected account through the real
 * `stripe` SDK (the local fake Stripe), and the rows of the site that point at them, written
 * directly, for tests of what uses them (checkout, orders) rather than of the routes making them.
 */

export type GatewayRow = typeof gateways.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

export interface CommerceSite {
  agencyId: number;
  landingId: number;
}

/** The site served at a subdomain (the demo data's `demo`, say), with its agency. */
export async function siteOfSubdomain(db: Database, subdomain: string): Promise<CommerceSite> {
  const [row] = await db
    .select({ agencyId: landings.agencyId, landingId: landings.id })
    .from(landings)
    .where(eq(landings.subdomain, subdomain));
  if (!row) throw new Error(`no site at the subdomain ${subdomain}`);
  return row;
}

/**
 * The site's gateway on a new Standard account of the fake Stripe, as the agency's client opens
 * it, once `completeOnboarding` (the fake's own, in this process or another) has finished the
 * account's onboarding: the gateway is active and takes payments.
 */
export async function addOnboardedGateway(
  db: Database,
  stripe: Stripe,
  site: CommerceSite,
  completeOnboarding: (accountId: string) => unknown,
): Promise<GatewayRow> {
  const account = await stripe.accounts.create({ type: 'standard', country: 'US', email: 'shop@demo.test' });
  await completeOnboarding(account.id);
  const [row] = await db
    .insert(gateways)
    .values({ ...site, name: 'Stripe', accountId: account.id, status: 'active' })
    .returning();
  return row!;
}

const onAccount = (gateway: GatewayRow) => ({ stripeAccount: gateway.accountId });

/** A one-time or monthly product with its price on the account, and the site's row for it. */
export async function addProduct(
  db: Database,
  stripe: Stripe,
  gateway: GatewayRow,
  product: { name: string; amount: number; interval?: 'Once' | 'Monthly' },
): Promise<ProductRow> {
  const interval = product.interval ?? 'Once';
  const made = await stripe.products.create({ name: product.name }, onAccount(gateway));
  const price = await stripe.prices.create(
    {
      product: made.id,
      unit_amount: product.amount,
      currency: gateway.currency,
      ...(interval === 'Monthly' ? { recurring: { interval: 'month' } } : {}),
    },
    onAccount(gateway),
  );
  const [row] = await db
    .insert(products)
    .values({
      landingId: gateway.landingId,
      gatewayId: gateway.id,
      name: product.name,
      amount: product.amount,
      currency: gateway.currency,
      interval,
      stripeProductId: made.id,
      stripePriceId: price.id,
    })
    .returning();
  return row!;
}

/** A percent-off coupon used once per order, on the account and as the site's code. */
export async function addPercentCoupon(
  db: Database,
  stripe: Stripe,
  gateway: GatewayRow,
  coupon: { code: string; percentOff: number; maxRedemptions?: number; expiresAt?: Date },
): Promise<CouponRow> {
  const made = await stripe.coupons.create(
    { percent_off: coupon.percentOff, duration: 'once' },
    onAccount(gateway),
  );
  const [row] = await db
    .insert(coupons)
    .values({
      landingId: gateway.landingId,
      gatewayId: gateway.id,
      code: coupon.code,
      percentOff: coupon.percentOff,
      currency: gateway.currency,
      maxRedemptions: coupon.maxRedemptions ?? null,
      expiresAt: coupon.expiresAt ?? null,
      stripeCouponId: made.id,
    })
    .returning();
  return row!;
}

/** The fake Stripe as Stripe.js in a buyer's browser reaches it. */
export interface StripeJsTarget {
  url: string;
  publishableKey: string;
}

/**
 * What Stripe.js's `confirmPayment` sends for a PaymentIntent's client secret: the card in its
 * frame (`number`, a card that pays by default), with the publishable key and the connected
 * account in `Stripe-Account`. The fake's answer: its status and the intent, or the error.
 */
export async function confirmAsStripeJs(
  fake: StripeJsTarget,
  accountId: string,
  clientSecret: string,
  number = '4242424242424242',
): Promise<{ status: number; body: { status?: string; error?: { message?: string } } }> {
  const intentId = clientSecret.split('_secret_')[0]!;
  const response = await fetch(`${fake.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-account': accountId },
    body: new URLSearchParams({
      key: fake.publishableKey,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { status?: string; error?: { message?: string } },
  };
}

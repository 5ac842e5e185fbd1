import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../src/db/client.ts';
import { coupons, gateways, products } from '../src/db/schema/commerce.ts';
import { landings } from '../src/db/schema/landings.ts';

/**
 * A site's gateway, products and coupons as the commerce screens make them, for tests and
 * benchmarks (no test-runner imports; `@tessera/server/testing/commerce`): the objects on the
 * connected account through the real `stripe` SDK (the local fake Stripe), and the rows of the
 * site that point at them, written directly while the gateway, product and coupon routes of
 * issue 19 are not there yet.
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

/** The site's gateway on a connected account whose onboarding is complete (it takes payments). */
export async function addActiveGateway(
  db: Database,
  site: CommerceSite,
  accountId: string,
): Promise<GatewayRow> {
  const [row] = await db
    .insert(gateways)
    .values({ ...site, name: 'Stripe', accountId, status: 'active' })
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

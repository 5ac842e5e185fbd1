import { coupons, gateways, products } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixEntry, type MatrixWorld } from '../matrix.ts';

/**
 * A site's payment gateways, products and coupons (modules/commerce). The matrix world has no
 * Stripe: whoever may change them gets 503 "not set up" where the change needs Stripe; reads, and
 * changes that need no Stripe (renaming, revoking, deleting a gateway, checking a revoked one),
 * answer as usual. The same calls against the fake Stripe are modules/commerce/*.test.ts.
 */

const NOT_SET_UP = 'Payments are not set up in the matrix world: the change needs Stripe, so it answers 503.';
const changersNotSetUp = { owner: 503, agencyUser: 503 } as const;

/**
 * A gateway of a site: revoked unless asked (a site holds one live gateway, and every caller
 * gets a fresh one on the target site).
 */
async function newGateway(w: MatrixWorld, options: { live?: boolean; landingId?: number } = {}) {
  const [row] = await w.db
    .insert(gateways)
    .values({
      agencyId: w.agencyId,
      landingId: options.landingId ?? w.siteId,
      name: 'Stripe',
      accountId: `acct_matrix${w.unique().replace(/[^A-Za-z0-9]/g, '')}`,
      status: options.live ? 'active' : 'revoked',
      revokedAt: options.live ? null : new Date(),
    })
    .returning({ id: gateways.id });
  return row!.id;
}

async function newProduct(w: MatrixWorld, archived = false): Promise<number> {
  const [row] = await w.db
    .insert(products)
    .values({
      landingId: w.siteId,
      gatewayId: await newGateway(w),
      name: `Product ${w.unique()}`,
      amount: 1900,
      currency: 'usd',
      archived,
      stripeProductId: 'prod_matrix',
      stripePriceId: 'price_matrix',
    })
    .returning({ id: products.id });
  return row!.id;
}

async function newCoupon(w: MatrixWorld, archived = false): Promise<number> {
  const [row] = await w.db
    .insert(coupons)
    .values({
      landingId: w.siteId,
      gatewayId: await newGateway(w),
      code: `M${w.unique().replace(/[^A-Za-z0-9]/g, '')}`,
      percentOff: 10,
      currency: 'usd',
      archived,
      stripeCouponId: 'coupon_matrix',
      stripePromotionCodeId: 'promo_matrix',
    })
    .returning({ id: coupons.id });
  return row!.id;
}

/** A list whose rows must all be of the target site. */
const ofTargetSite: MatrixEntry['check'] = (w, _caller, response) => {
  const rows = (response.body as { data?: Array<{ landing_id: number }> }).data ?? [];
  return rows.every((row) => row.landing_id === w.siteId) ? null : 'lists rows of another site';
};

const onGateway = async (w: MatrixWorld) => ({ params: { gatewayId: await newGateway(w) } });
const onProduct = async (w: MatrixWorld) => ({ params: { productId: await newProduct(w) } });
const onCoupon = async (w: MatrixWorld) => ({ params: { couponId: await newCoupon(w) } });

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/gateways', check: ofTargetSite },
  { route: 'GET /landings/:id/gateways/all', check: ofTargetSite },
  { route: 'GET /landings/:id/gateways/active' },
  {
    route: 'POST /landings/:id/gateways',
    expect: changersNotSetUp,
    note: NOT_SET_UP,
    request: () => ({ body: { name: 'Stripe', currency: 'usd', country: 'US' } }),
  },
  { route: 'GET /landings/:id/gateways/:gatewayId', request: onGateway },
  {
    route: 'POST /landings/:id/gateways/:gatewayId/check',
    note: 'A revoked gateway is answered as it is, without asking Stripe.',
    request: onGateway,
  },
  {
    route: 'PUT /landings/:id/gateways/:gatewayId',
    request: async (w) => ({ ...(await onGateway(w)), body: { name: 'Renamed' } }),
  },
  {
    route: 'POST /landings/:id/gateways/:gatewayId/revoke',
    note: 'Revoking asks nothing of Stripe: each caller revokes the live gateway of a fresh site.',
    request: async (w) => {
      const landingId = await w.newSite();
      return { params: { id: landingId, gatewayId: await newGateway(w, { live: true, landingId }) } };
    },
  },
  { route: 'DELETE /landings/:id/gateways/:gatewayId', request: onGateway },
  {
    route: 'POST /stripe-accounts/verify',
    note: 'The revoked gateway of the target site: answered as it is.',
    request: async (w) => ({ body: { landing_id: w.siteId, gateway_id: await newGateway(w) } }),
  },

  { route: 'GET /landings/:id/products', check: ofTargetSite },
  { route: 'GET /landings/:id/active-products', check: ofTargetSite },
  {
    route: 'POST /landings/:id/products',
    expect: changersNotSetUp,
    note: NOT_SET_UP,
    request: () => ({ body: { name: 'Course', amount: 4900, interval: 'Once' } }),
  },
  { route: 'GET /landings/:id/products/:productId', request: onProduct },
  {
    route: 'PUT /landings/:id/products/:productId',
    expect: changersNotSetUp,
    note: NOT_SET_UP,
    request: async (w) => ({ ...(await onProduct(w)), body: { amount: 5900 } }),
  },
  {
    route: 'POST /landings/:id/products/:productId/archive',
    expect: changersNotSetUp,
    note: NOT_SET_UP,
    request: onProduct,
  },
  {
    route: 'POST /landings/:id/products/:productId/unarchive',
    expect: changersNotSetUp,
    note: NOT_SET_UP,
    request: async (w) => ({ params: { productId: await newProduct(w, true) } }),
  },

  { route: 'GET /landings/:id/coupons', check: ofTargetSite },
  {
    route: 'POST /landings/:id/coupons',
    expect: changersNotSetUp,
    note: NOT_SET_UP,
    request: (w) => ({ body: { code: `NEW${w.unique().replace(/[^A-Za-z0-9]/g, '')}`, percent_off: 20 } }),
  },
  {
    route: 'POST /landings/:id/coupons/:couponId/archive',
    expect: changersNotSetUp,
    note: NOT_SET_UP,
    request: onCoupon,
  },
  {
    route: 'POST /landings/:id/coupons/:couponId/unarchive',
    expect: changersNotSetUp,
    note: NOT_SET_UP,
    request: async (w) => ({ params: { couponId: await newCoupon(w, true) } }),
  },
  {
    route: 'DELETE /landings/:id/coupons/:couponId',
    expect: changersNotSetUp,
    note: NOT_SET_UP,
    request: onCoupon,
  },
]);

/**
 * The demo site as a shop: a Stripe account connected and onboarded on the fake (its gateway
 * active), three one-time products, a 20 %-off coupon, and the order and thank-you pages published.
 */
import {
  addOnboardedGateway,
  addPercentCoupon,
  addProduct,
  type CouponRow,
  type ProductRow,
  siteOfSubdomain,
} from '@tessera/server/testing/commerce';
import Stripe from 'stripe';
import type { AgencyApi } from './agency-api.ts';
import type { DatabaseHandle } from './database.ts';
import type { FakeStripeProcess } from './fake-process.ts';
import { type OrderPage, type PublishedPage, publishOrderPage, publishThankYouPage } from './pages.ts';

export interface Shop {
  landingId: number;
  accountId: string;
  products: ProductRow[];
  /** Offered as the summary's order bump. */
  bump: ProductRow;
  coupon: CouponRow;
  orderPage: OrderPage;
  thankYouPage: PublishedPage;
}

export async function openShop(
  database: DatabaseHandle,
  fake: FakeStripeProcess,
  api: AgencyApi,
): Promise<Shop> {
  const db = database.db;
  const site = await siteOfSubdomain(db, 'demo');
  const stripe = new Stripe(fake.info.secretKey, {
    host: '127.0.0.1',
    port: fake.info.port,
    protocol: 'http',
  });
  // Connect onboarding as the agency's client completes it on Stripe's hosted page.
  const gateway = await addOnboardedGateway(db, stripe, site, async (accountId) => {
    await fake.completeOnboarding(accountId);
    await fake.waitForDeliveries();
  });
  const products = [
    await addProduct(db, stripe, gateway, { name: 'Starter kit', amount: 2_900 }),
    await addProduct(db, stripe, gateway, { name: 'Pro course', amount: 9_900 }),
    await addProduct(db, stripe, gateway, { name: 'Templates pack', amount: 1_900 }),
  ];
  const bump = products[2]!;
  const coupon = await addPercentCoupon(db, stripe, gateway, { code: 'LAUNCH20', percentOff: 20 });
  const thankYouPage = await publishThankYouPage(api, site.landingId);
  const orderPage = await publishOrderPage(api, site.landingId, {
    productIds: products.map((product) => product.id),
    bumpProductId: bump.id,
    thankYouPath: thankYouPage.path,
  });
  return {
    landingId: site.landingId,
    accountId: gateway.accountId,
    products,
    bump,
    coupon,
    orderPage,
    thankYouPage,
  };
}

import { currencySign } from '@tessera/api-contract';
import { type PageDocument, walkNodes } from '@tessera/document';
import type { CommerceInfo, ProductSummary } from '@tessera/elements';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/commerce.ts';
import { STRIPE_JS_PLACEHOLDER, STRIPE_KEY_PLACEHOLDER } from '../../sites/payments.ts';
import { liveGatewayOf } from './connect.ts';

/** Element types that show a site's products or take its payments. */
const ORDER_ELEMENTS = new Set(['order-select', 'order-summary', 'coupon', 'credit-card', 'payment-link']);

/** Public paths of the checkout on a site's own host (modules/commerce/public-routes.ts). */
export const CHECKOUT_PATHS = {
  checkoutPath: '/_commerce/checkout',
  couponPath: '/_commerce/coupon',
  payPath: '/_commerce/pay',
} as const;

/** Whether a document holds an order element (its render then reads the site's products). */
export function documentHasOrderElements(document: PageDocument): boolean {
  for (const node of walkNodes(document))
    if (node.type === 'element' && ORDER_ELEMENTS.has(node.key)) return true;
  return false;
}

export interface SiteCommerceRender {
  products: Record<string, ProductSummary>;
  /** Absent while the site cannot take payments (no gateway, onboarding unfinished, revoked). */
  commerce?: Omit<CommerceInfo, 'pageId'>;
  /** The sign prices are shown with (SPEC §3 site currency). */
  currency: string;
}

/**
 * What order elements render with: the site's products that are offered (of its live gateway, not
 * archived), keyed by their id, and the checkout when the gateway takes payments. Stripe.js's
 * address and the publishable key are placeholders, filled when the page is served.
 */
export async function siteCommerceRender(
  db: Database,
  landingId: number,
): Promise<SiteCommerceRender | null> {
  const gateway = await liveGatewayOf(db, landingId);
  if (!gateway) return null;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.gatewayId, gateway.id), eq(products.archived, false)))
    .orderBy(asc(products.name), asc(products.id));
  return {
    products: Object.fromEntries(
      rows.map((row) => [
        String(row.id),
        {
          id: row.id,
          name: row.name,
          description: row.description,
          priceCents: row.amount,
          imageUrl: row.imageUrl,
          checkoutUrl: '',
          interval: row.interval,
        },
      ]),
    ),
    ...(gateway.status === 'active'
      ? {
          commerce: {
            stripeJsUrl: STRIPE_JS_PLACEHOLDER,
            publishableKey: STRIPE_KEY_PLACEHOLDER,
            accountId: gateway.accountId,
            currency: gateway.currency,
            ...CHECKOUT_PATHS,
          },
        }
      : {}),
    currency: currencySign(gateway.currency),
  };
}

import {
  type CheckoutAnswer,
  COMMERCE_MESSAGES,
  type checkoutBody,
  type ProductInterval,
} from '@tessera/api-contract';
import { findElement, resolveLink, walkNodes } from '@tessera/document';
import { elementRegistry, loadStoredDocument } from '@tessera/elements';
import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { orders, products, type StoredOrderLine } from '../../db/schema/commerce.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, invalidField } from '../../lib/errors.ts';
import { askStripe } from '../../lib/stripe.ts';
import { pagePublishedDocument } from '../pages/lookup.ts';
import { activeGatewayOf, type GatewayRow, onAccount, requireConnect } from './connect.ts';
import { type CouponRow, couponForCode } from './coupons.ts';
import { insertOrder } from './order-sync.ts';
import { couponDiscount } from './redemption.ts';

/**
 * The checkout of a published page (`POST /_commerce/checkout` on the site's host): what the
 * buyer picked is priced from the site's products, never from the page, and an order is made
 * with a PaymentIntent (one-time products) or an incomplete subscription (a recurring product)
 * on the site's connected account, whose client secret Stripe.js confirms with the Payment
 * Element. Stripe's Connect events then mark the order paid (modules/commerce/webhook.ts).
 */

type CheckoutInput = z.infer<typeof checkoutBody>;

type ProductRow = typeof products.$inferSelect;

/** Stripe's interval for each recurring product interval. */
export const STRIPE_INTERVALS: Record<Exclude<ProductInterval, 'Once'>, Stripe.Price.Recurring.Interval> = {
  Daily: 'day',
  Weekly: 'week',
  Monthly: 'month',
  Yearly: 'year',
};

/** The published order elements a checkout reads: the card's thank-you link and the summary's bump. */
interface PageOrder {
  agencyId: number;
  thankYouLink: string;
  bumpProductId: number | null;
}

/** Reads an option the element's schema may not have yet (older documents): a string, or ''. */
function optionText(options: unknown, key: string): string {
  const value = (options as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
}

/** The credit-card element of a published page of this site, and its page's order bump. */
async function pageOrder(
  db: Database,
  landingId: number,
  pageId: number,
  elementId: string,
): Promise<PageOrder> {
  const page = await pagePublishedDocument(db, pageId);
  if (!page?.published || page.landingId !== landingId || !page.document)
    throw new HttpError(404, 'This order page is not available.');
  const document = loadStoredDocument(page.document);
  const card = findElement(document, elementId);
  if (card?.element.key !== 'credit-card') throw new HttpError(404, 'This order page is not available.');
  const parsed = elementRegistry['credit-card'].schema.safeParse(card.element.options);
  let bumpProductId: number | null = null;
  for (const node of walkNodes(document)) {
    if (node.type !== 'element' || node.key !== 'order-summary') continue;
    const id = Number(optionText(node.options, 'bumpProductId'));
    if (Number.isSafeInteger(id) && id > 0) bumpProductId = id;
  }
  return {
    agencyId: page.agencyId,
    thankYouLink: optionText(parsed.success ? parsed.data : card.element.options, 'thankYouUrl'),
    bumpProductId,
  };
}

/** The site's offered products by id; any id that is not one of them answers 422 on `items`. */
async function offeredProducts(
  db: Database,
  gateway: GatewayRow,
  ids: number[],
): Promise<Map<number, ProductRow>> {
  const rows = ids.length
    ? await db
        .select()
        .from(products)
        .where(
          and(
            eq(products.gatewayId, gateway.id),
            eq(products.archived, false),
            inArray(products.id, [...new Set(ids)]),
          ),
        )
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) if (!byId.has(id)) throw invalidField('items', COMMERCE_MESSAGES.productNotFound);
  return byId;
}

/** One order is one-time products, or recurring ones of one interval (one subscription). */
function orderMode(lines: readonly StoredOrderLine[]): 'payment' | 'subscription' {
  const intervals = new Set(lines.map((line) => line.interval));
  if (intervals.size > 1) throw invalidField('items', COMMERCE_MESSAGES.orderMixed);
  return intervals.has('Once') ? 'payment' : 'subscription';
}

/** The smallest amount Stripe charges a card (50 of the minor unit covers USD, EUR and most). */
const MINIMUM_CHARGE = 50;

export async function startCheckout(
  deps: Pick<AppDeps, 'db' | 'config'>,
  site: { landingId: number; origin: string; referer: string | null },
  input: CheckoutInput,
): Promise<CheckoutAnswer> {
  const { db } = deps;
  const stripe = requireConnect(deps);
  const publishableKey = deps.config.STRIPE_PUBLISHABLE_KEY;
  const gateway = await activeGatewayOf(db, site.landingId);
  if (!gateway || !publishableKey) throw new HttpError(409, COMMERCE_MESSAGES.paymentsUnavailable);
  const page = await pageOrder(db, site.landingId, input.page_id, input.element_id);

  const bumpId = input.bump && page.bumpProductId !== null ? page.bumpProductId : null;
  const byId = await offeredProducts(db, gateway, [
    ...input.items.map((item) => item.product_id),
    ...(bumpId === null ? [] : [bumpId]),
  ]);
  const lines: StoredOrderLine[] = input.items.map((item) => {
    const product = byId.get(item.product_id)!;
    return {
      productId: product.id,
      name: product.name,
      quantity: item.quantity,
      unitAmount: product.amount,
      interval: product.interval,
    };
  });
  if (bumpId !== null && !lines.some((line) => line.productId === bumpId)) {
    const bump = byId.get(bumpId)!;
    lines.push({
      productId: bump.id,
      name: bump.name,
      quantity: 1,
      unitAmount: bump.amount,
      interval: bump.interval,
      bump: true,
    });
  }
  const mode = orderMode(lines);
  const subtotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const coupon: CouponRow | null = input.coupon
    ? await couponForCode(db, site.landingId, input.coupon, new Date(), 'coupon')
    : null;
  if (coupon && coupon.amountOff !== null && coupon.currency !== gateway.currency)
    throw invalidField('coupon', COMMERCE_MESSAGES.couponCurrency);
  const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
  const total = subtotal - discount;
  if (total < MINIMUM_CHARGE)
    throw invalidField(
      'coupon',
      'This order comes to less than a card can be charged: choose another coupon.',
    );

  const order = await insertOrder(db, {
    agencyId: page.agencyId,
    landingId: site.landingId,
    gatewayId: gateway.id,
    pageId: input.page_id,
    email: input.email,
    name: input.name || null,
    lines,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    subtotal,
    discount,
    total,
    currency: gateway.currency,
  });
  const metadata = { tessera_order_id: String(order.id), landing_id: String(site.landingId) };
  const description = `Order ${order.number}: ${lines.map((line) => line.name).join(', ')}`;

  let clientSecret: string;
  if (mode === 'payment') {
    const intent = await askStripe(
      () =>
        stripe.paymentIntents.create(
          {
            amount: total,
            currency: gateway.currency,
            automatic_payment_methods: { enabled: true },
            description,
            metadata,
          },
          onAccount(gateway, `order-${order.id}`),
        ),
      'items',
    );
    await db.update(orders).set({ stripePaymentIntentId: intent.id }).where(eq(orders.id, order.id));
    clientSecret = intent.client_secret!;
  } else {
    clientSecret = await startSubscription(
      stripe,
      db,
      gateway,
      order.id,
      input,
      lines,
      byId,
      coupon,
      metadata,
    );
  }

  return {
    order_id: order.id,
    client_secret: clientSecret,
    publishable_key: publishableKey,
    account_id: gateway.accountId,
    mode,
    amount: total,
    currency: gateway.currency,
    return_url: returnUrl(site, page.thankYouLink),
  };
}

/** A recurring order: a customer and an incomplete subscription whose first invoice the buyer confirms. */
async function startSubscription(
  stripe: Stripe,
  db: Database,
  gateway: GatewayRow,
  orderId: number,
  input: CheckoutInput,
  lines: readonly StoredOrderLine[],
  byId: Map<number, ProductRow>,
  coupon: CouponRow | null,
  metadata: Record<string, string>,
): Promise<string> {
  const customer = await askStripe(() =>
    stripe.customers.create(
      { email: input.email, ...(input.name ? { name: input.name } : {}), metadata },
      onAccount(gateway, `order-${orderId}-customer`),
    ),
  );
  const discounts = coupon?.stripePromotionCodeId
    ? [{ promotion_code: coupon.stripePromotionCodeId }]
    : coupon?.stripeCouponId
      ? [{ coupon: coupon.stripeCouponId }]
      : undefined;
  const subscription = await askStripe(
    () =>
      stripe.subscriptions.create(
        {
          customer: customer.id,
          items: lines.map((line) => ({
            price: byId.get(line.productId!)!.stripePriceId!,
            quantity: line.quantity,
          })),
          ...(discounts ? { discounts } : {}),
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata,
        },
        onAccount(gateway, `order-${orderId}-subscription`),
      ),
    'items',
  );
  const invoice = subscription.latest_invoice as Stripe.Invoice | null;
  const secret = invoice?.confirmation_secret?.client_secret;
  if (!invoice || !secret) throw new HttpError(502, 'Stripe did not answer the payment to confirm.');
  await db
    .update(orders)
    .set({ stripeSubscriptionId: subscription.id, stripeInvoiceId: invoice.id })
    .where(eq(orders.id, orderId));
  return secret;
}

/** Where the buyer lands once paid: the card's thank-you link on this site, or back on the page. */
function returnUrl(site: { origin: string; referer: string | null }, thankYouLink: string): string {
  const resolved = thankYouLink ? resolveLink(thankYouLink, { landingLink: site.origin }) : null;
  if (resolved && /^https?:\/\//i.test(resolved)) return resolved;
  const back = new URL(site.referer ?? '/', site.origin);
  back.searchParams.set('paid', '1');
  return back.toString();
}

import {
  COMMERCE_MESSAGES,
  type ProductBody,
  type ProductInterval,
  type ProductItem,
  type ProductListQuery,
  productBody,
  type UpdateProductBody,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, getTableName, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { gateways, orders, products } from '../../db/schema/commerce.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { askStripe } from '../../lib/stripe.ts';
import { type SiteRow, siteForCaller } from '../landings/access.ts';
import { activeGatewayOf, type GatewayRow, onAccount, requireConnect } from './connect.ts';

/**
 * A site's products, each a Stripe Product with its current Price on the gateway's connected
 * account. Stripe's prices are immutable: a new amount or interval is a new Price, and the old one
 * is archived (subscriptions on it keep paying it). The row's amount and interval are what the
 * site charges; the browser never names a price.
 */

export type ProductRow = typeof products.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'config'>;

const STRIPE_INTERVALS: Record<
  Exclude<ProductInterval, 'Once'>,
  Stripe.PriceCreateParams.Recurring.Interval
> = {
  Daily: 'day',
  Weekly: 'week',
  Monthly: 'month',
  Yearly: 'year',
};

/**
 * Paid orders of the product's site whose lines hold it (one subquery per row of a page). Names
 * are written out whole: the query builder leaves columns of a one-table select unqualified,
 * which inside the subquery would name the order's own columns.
 */
const product = (column: { name: string }) =>
  sql`${sql.identifier(getTableName(products))}.${sql.identifier(column.name)}`;
const paid = (column: { name: string }) => sql`paid.${sql.identifier(column.name)}`;
const paidOrders = sql<number>`(
  select count(*)::int from ${orders} as paid
  where ${paid(orders.landingId)} = ${product(products.landingId)} and ${paid(orders.status)} = 'paid'
    and ${paid(orders.lines)} @> jsonb_build_array(jsonb_build_object('productId', ${product(products.id)}))
)`;

const withOrders = { product: products, orders: paidOrders };

export function productItem(row: ProductRow, paid: number): ProductItem {
  return {
    id: row.id,
    landing_id: row.landingId,
    gateway_id: row.gatewayId,
    name: row.name,
    description: row.description,
    image_url: row.imageUrl,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    archived: row.archived,
    stripe_product_id: row.stripeProductId,
    stripe_price_id: row.stripePriceId,
    orders: paid,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const sortColumns = { name: products.name, amount: products.amount, created_at: products.createdAt } as const;

export async function listProducts(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: ProductListQuery,
): Promise<{ rows: ProductItem[]; total: number }> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const conditions: SQL[] = [eq(products.landingId, site.id)];
  if (query.archived !== 'all') conditions.push(eq(products.archived, query.archived === 'true'));
  if (query.interval) conditions.push(eq(products.interval, query.interval));
  if (query.search) conditions.push(ilike(products.name, likePattern(query.search)));
  const where = and(...conditions);
  const column = sortColumns[query.sort];
  const window = pageWindow(query.page, query.per_page);
  const [rows, [total]] = await Promise.all([
    db
      .select(withOrders)
      .from(products)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(products.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows: rows.map((row) => productItem(row.product, row.orders)), total: total?.value ?? 0 };
}

/**
 * What order elements may offer: the products of the site's live gateway that are not archived,
 * by name. A revoked gateway's products stay for history but are offered nowhere.
 */
export async function offeredProducts(db: Database, landingId: number): Promise<ProductItem[]> {
  const rows = await db
    .select(withOrders)
    .from(products)
    .innerJoin(gateways, eq(gateways.id, products.gatewayId))
    .where(
      and(eq(products.landingId, landingId), eq(products.archived, false), ne(gateways.status, 'revoked')),
    )
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((row) => productItem(row.product, row.orders));
}

export async function activeProducts(
  db: Database,
  auth: AuthContext,
  landingId: number,
): Promise<ProductItem[]> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  return offeredProducts(db, site.id);
}

async function productOfSite(db: Database, site: SiteRow, productId: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.landingId, site.id)))
    .limit(1);
  if (!row) throw notFound(COMMERCE_MESSAGES.productNotFound);
  return row;
}

async function answer(db: Database, id: number): Promise<ProductItem> {
  const [row] = await db.select(withOrders).from(products).where(eq(products.id, id)).limit(1);
  return productItem(row!.product, row!.orders);
}

export async function getProduct(
  db: Database,
  auth: AuthContext,
  landingId: number,
  productId: number,
): Promise<ProductItem> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  return answer(db, (await productOfSite(db, site, productId)).id);
}

/**
 * The product's picture as Stripe takes it (hosted checkout shows it): an absolute address only;
 * a path on the site stays ours alone.
 */
function stripeImage(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

function imageList(url: string): string[] | '' {
  const image = stripeImage(url);
  return image ? [image] : '';
}

const productMetadata = (row: ProductRow) => ({
  tessera_product_id: String(row.id),
  tessera_landing_id: String(row.landingId),
});

/** Makes the Stripe Price the row now sells at, on the connected account. */
async function newStripePrice(
  stripe: Stripe,
  gateway: GatewayRow,
  row: ProductRow,
  stripeProductId: string,
): Promise<string> {
  const price = await askStripe(() =>
    stripe.prices.create(
      {
        product: stripeProductId,
        unit_amount: row.amount,
        currency: row.currency,
        ...(row.interval === 'Once' ? {} : { recurring: { interval: STRIPE_INTERVALS[row.interval] } }),
        metadata: productMetadata(row),
      },
      onAccount(gateway, `tessera-product-${row.id}-price-${row.updatedAt.getTime()}`),
    ),
  );
  return price.id;
}

/** The site's gateway that takes payments now, else 422: products are sold on it alone. */
async function sellingGateway(db: Database, site: SiteRow): Promise<GatewayRow> {
  const gateway = await activeGatewayOf(db, site.id);
  if (!gateway) throw invalidField('gateway', COMMERCE_MESSAGES.gatewayNotActive);
  return gateway;
}

export async function createProduct(
  deps: Deps,
  auth: AuthContext,
  landingId: number,
  input: ProductBody,
): Promise<ProductItem> {
  const body = productBody.parse(input);
  const site = await siteForCaller(deps.db, auth, landingId, 'manage_commerce');
  const stripe = requireConnect(deps);
  const gateway = await sellingGateway(deps.db, site);
  const [row] = await deps.db
    .insert(products)
    .values({
      landingId: site.id,
      gatewayId: gateway.id,
      name: body.name,
      description: body.description,
      imageUrl: body.image_url,
      amount: body.amount,
      currency: gateway.currency,
      interval: body.interval,
    })
    .returning();
  let made: string | null = null;
  try {
    const product = await askStripe(() =>
      stripe.products.create(
        {
          name: row!.name,
          ...(row!.description ? { description: row!.description } : {}),
          ...(stripeImage(row!.imageUrl) ? { images: [stripeImage(row!.imageUrl)!] } : {}),
          metadata: productMetadata(row!),
        },
        onAccount(gateway, `tessera-product-${row!.id}`),
      ),
    );
    made = product.id;
    const price = await newStripePrice(stripe, gateway, row!, product.id);
    await deps.db
      .update(products)
      .set({ stripeProductId: product.id, stripePriceId: price })
      .where(eq(products.id, row!.id));
  } catch (error) {
    // Nothing half-made stays listed: the buyer would be offered a product Stripe cannot sell.
    await deps.db.delete(products).where(eq(products.id, row!.id));
    // A product without a price can be deleted on Stripe; tidying up is best effort.
    if (made) await stripe.products.del(made, {}, onAccount(gateway)).catch(() => undefined);
    throw error;
  }
  return answer(deps.db, row!.id);
}

/**
 * The gateway a product is changed on. A revoked gateway's products stay as they are: the
 * account is no longer the site's to call, and they are never offered again.
 */
async function gatewayOfProduct(db: Database, product: ProductRow): Promise<GatewayRow> {
  const gateway = await gatewayOf(db, product);
  if (gateway.status === 'revoked') throw invalidField('gateway', COMMERCE_MESSAGES.gatewayRevoked);
  return gateway;
}

async function gatewayOf(db: Database, product: ProductRow): Promise<GatewayRow> {
  const [gateway] = await db.select().from(gateways).where(eq(gateways.id, product.gatewayId)).limit(1);
  // The foreign key cascades: a product always has its gateway.
  return gateway!;
}

export async function updateProduct(
  deps: Deps,
  auth: AuthContext,
  landingId: number,
  productId: number,
  body: UpdateProductBody,
): Promise<ProductItem> {
  const site = await siteForCaller(deps.db, auth, landingId, 'manage_commerce');
  const current = await productOfSite(deps.db, site, productId);
  const stripe = requireConnect(deps);
  const gateway = await gatewayOfProduct(deps.db, current);
  const repriced =
    (body.amount !== undefined && body.amount !== current.amount) ||
    (body.interval !== undefined && body.interval !== current.interval);
  const described =
    (body.name !== undefined && body.name !== current.name) ||
    (body.description !== undefined && body.description !== current.description) ||
    (body.image_url !== undefined && body.image_url !== current.imageUrl);
  const next = {
    name: body.name ?? current.name,
    description: body.description ?? current.description,
    imageUrl: body.image_url ?? current.imageUrl,
    amount: body.amount ?? current.amount,
    interval: body.interval ?? current.interval,
  };
  // Stripe first: a refused change leaves the row as it was, still what Stripe sells.
  const stripeProductId = current.stripeProductId;
  if (!stripeProductId) throw invalidField('gateway', COMMERCE_MESSAGES.gatewayNotActive);
  if (described) {
    await askStripe(() =>
      stripe.products.update(
        stripeProductId,
        {
          name: next.name,
          description: next.description,
          // An empty string is how Stripe clears a list.
          ...(next.imageUrl === current.imageUrl ? {} : { images: imageList(next.imageUrl) }),
        },
        onAccount(gateway),
      ),
    );
  }
  let stripePriceId = current.stripePriceId;
  if (repriced) {
    const updatedAt = new Date();
    stripePriceId = await newStripePrice(
      stripe,
      gateway,
      { ...current, ...next, updatedAt },
      stripeProductId,
    );
    const old = current.stripePriceId;
    if (old) await askStripe(() => stripe.prices.update(old, { active: false }, onAccount(gateway)));
  }
  await deps.db
    .update(products)
    .set({ ...next, stripePriceId, updatedAt: new Date() })
    .where(eq(products.id, current.id));
  return answer(deps.db, current.id);
}

/**
 * Archives (stops offering) or unarchives a product, on Stripe too. A revoked gateway's product
 * may still be archived, here alone (its account is no longer the site's to call); it cannot be
 * offered again.
 */
export async function setProductArchived(
  deps: Deps,
  auth: AuthContext,
  landingId: number,
  productId: number,
  archived: boolean,
): Promise<ProductItem> {
  const site = await siteForCaller(deps.db, auth, landingId, 'manage_commerce');
  const current = await productOfSite(deps.db, site, productId);
  if (current.archived === archived) return answer(deps.db, current.id);
  const stripe = requireConnect(deps);
  const gateway = archived ? await gatewayOf(deps.db, current) : await gatewayOfProduct(deps.db, current);
  const stripeProductId = current.stripeProductId;
  if (stripeProductId && gateway.status !== 'revoked')
    await askStripe(() => stripe.products.update(stripeProductId, { active: !archived }, onAccount(gateway)));
  await deps.db.update(products).set({ archived, updatedAt: new Date() }).where(eq(products.id, current.id));
  return answer(deps.db, current.id);
}

import {
  COMMERCE_MESSAGES,
  type CustomerSubscription,
  type CustomerSubscriptionListQuery,
  type SiteInvoice,
  type SiteInvoiceListQuery,
} from '@tessera/api-contract';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerSubscriptions, gateways, orders } from '../../db/schema/commerce.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { HttpError } from '../../lib/errors.ts';
import { type ListPage, likePattern, listTotal, pageWindow } from '../../lib/pagination.ts';
import { askStripe } from '../../lib/stripe.ts';
import { CSV_BOM, csvRow } from '../contacts/csv.ts';
import { siteForCaller } from '../landings/access.ts';
import { requireConnect } from './connect.ts';
import type { OrderDeps, OrderRow } from './order-sync.ts';
import { syncCustomerSubscription } from './order-sync.ts';

/** A site's orders (its invoices) and its buyers' subscriptions, as the agency sees them. */

export function invoiceItem(row: OrderRow): SiteInvoice {
  return {
    id: row.id,
    landing_id: row.landingId,
    number: row.number,
    status: row.status,
    email: row.email,
    name: row.name,
    contact_id: row.contactId,
    page_id: row.pageId,
    lines: row.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      unit_amount: line.unitAmount,
      interval: line.interval,
    })),
    coupon_code: row.couponCode,
    subtotal: row.subtotal,
    discount: row.discount,
    tax: row.tax,
    total: row.total,
    currency: row.currency,
    renewal: row.renewal,
    subscription_id: row.subscriptionId,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function invoiceFilter(landingId: number, query: Omit<SiteInvoiceListQuery, 'page' | 'per_page'>): SQL {
  const conditions: SQL[] = [eq(orders.landingId, landingId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.product_id)
    conditions.push(sql`${orders.lines} @> ${JSON.stringify([{ productId: query.product_id }])}::jsonb`);
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(orders.number, pattern), ilike(orders.email, pattern), ilike(orders.name, pattern))!,
    );
  }
  return and(...conditions)!;
}

const INVOICE_SORT = { created_at: orders.createdAt, total: orders.total, number: orders.id } as const;

function invoiceOrder(query: Pick<SiteInvoiceListQuery, 'sort' | 'order'>) {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(INVOICE_SORT[query.sort]), direction(orders.id)];
}

export async function listInvoices(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: SiteInvoiceListQuery,
): Promise<ListPage<SiteInvoice>> {
  await siteForCaller(db, auth, landingId, 'manage_commerce');
  const where = invoiceFilter(landingId, query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...invoiceOrder(query))
      .limit(pageWindow(query.page, query.per_page).limit)
      .offset(pageWindow(query.page, query.per_page).offset),
    listTotal(db, orders, where),
  ]);
  return { rows: rows.map(invoiceItem), total };
}

export async function getInvoice(
  db: Database,
  auth: AuthContext,
  landingId: number,
  invoiceId: number,
): Promise<SiteInvoice> {
  await siteForCaller(db, auth, landingId, 'manage_commerce');
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, invoiceId), eq(orders.landingId, landingId)));
  if (!row) throw new HttpError(404, COMMERCE_MESSAGES.invoiceNotFound);
  return invoiceItem(row);
}

const EXPORT_HEADER = [
  'Number',
  'Status',
  'Created',
  'Paid',
  'Name',
  'E-mail',
  'Products',
  'Coupon',
  'Subtotal',
  'Discount',
  'Tax',
  'Total',
  'Currency',
  'Renewal',
];

const amount = (minor: number) => (minor / 100).toFixed(2);

/** The filtered orders as CSV rows (a header first), streamed by the route. */
export async function exportInvoices(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: Omit<SiteInvoiceListQuery, 'page' | 'per_page'>,
): Promise<{ filename: string; rows: string[] }> {
  const site = await siteForCaller(db, auth, landingId, 'manage_commerce');
  const rows = await db
    .select()
    .from(orders)
    .where(invoiceFilter(landingId, query))
    .orderBy(...invoiceOrder(query));
  return {
    filename: `orders-${site.id}-${new Date().toISOString().slice(0, 10)}.csv`,
    rows: [
      CSV_BOM + csvRow(EXPORT_HEADER),
      ...rows.map((row) =>
        csvRow([
          row.number,
          row.status,
          row.createdAt.toISOString(),
          row.paidAt?.toISOString() ?? '',
          row.name,
          row.email,
          row.lines.map((line) => `${line.quantity} × ${line.name}`).join('; '),
          row.couponCode,
          amount(row.subtotal),
          amount(row.discount),
          amount(row.tax),
          amount(row.total),
          row.currency.toUpperCase(),
          row.renewal,
        ]),
      ),
    ],
  };
}

type SubscriptionRow = typeof customerSubscriptions.$inferSelect;

export function subscriptionItem(row: SubscriptionRow): CustomerSubscription {
  return {
    id: row.id,
    landing_id: row.landingId,
    lsSubscriptionId: row.stripeSubscriptionId,
    product_id: row.productId,
    product_name: row.productName,
    email: row.email,
    contact_id: row.contactId,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCustomerSubscriptions(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: CustomerSubscriptionListQuery,
): Promise<{ rows: CustomerSubscription[]; total: number }> {
  await siteForCaller(db, auth, landingId, 'manage_commerce');
  const conditions: SQL[] = [eq(customerSubscriptions.landingId, landingId)];
  if (query.status) conditions.push(eq(customerSubscriptions.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(customerSubscriptions.email, pattern), ilike(customerSubscriptions.productName, pattern))!,
    );
  }
  const where = and(...conditions)!;
  const direction = query.order === 'asc' ? asc : desc;
  const sort =
    query.sort === 'current_period_end'
      ? customerSubscriptions.currentPeriodEnd
      : customerSubscriptions.createdAt;
  const window = pageWindow(query.page, query.per_page);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(customerSubscriptions)
      .where(where)
      .orderBy(direction(sort), direction(customerSubscriptions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(customerSubscriptions).where(where),
  ]);
  return { rows: rows.map(subscriptionItem), total: count?.total ?? 0 };
}

/** Ends a buyer's subscription on the connected account, at the end of its period or now. */
export async function cancelCustomerSubscription(
  deps: OrderDeps & { config: Parameters<typeof requireConnect>[0]['config'] },
  auth: AuthContext,
  landingId: number,
  subscriptionId: number,
  atPeriodEnd: boolean,
): Promise<CustomerSubscription> {
  const { db } = deps;
  await siteForCaller(db, auth, landingId, 'manage_commerce');
  const [row] = await db
    .select({ subscription: customerSubscriptions, gateway: gateways })
    .from(customerSubscriptions)
    .innerJoin(gateways, eq(gateways.id, customerSubscriptions.gatewayId))
    .where(and(eq(customerSubscriptions.id, subscriptionId), eq(customerSubscriptions.landingId, landingId)));
  if (!row) throw new HttpError(404, COMMERCE_MESSAGES.subscriptionNotFound);
  if (row.subscription.status === 'canceled') throw new HttpError(409, COMMERCE_MESSAGES.subscriptionEnded);
  const stripe = requireConnect(deps);
  const options = { stripeAccount: row.gateway.accountId };
  const answered = await askStripe(() =>
    atPeriodEnd
      ? stripe.subscriptions.update(
          row.subscription.stripeSubscriptionId,
          { cancel_at_period_end: true },
          options,
        )
      : stripe.subscriptions.cancel(row.subscription.stripeSubscriptionId, {}, options),
  );
  // What Stripe answered is its present state: written now, so the screen shows it at once.
  await syncCustomerSubscription(deps, row.gateway, answered, new Date(), { current: true });
  const [updated] = await db
    .select()
    .from(customerSubscriptions)
    .where(eq(customerSubscriptions.id, subscriptionId));
  return subscriptionItem(updated!);
}

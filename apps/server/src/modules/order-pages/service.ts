import {
  type CreateOrderPageBody,
  type EditorData,
  ORDER_PAGE_MESSAGES,
  type OrderPageDetail,
  type OrderPageListQuery,
  type OrderPagePlan,
  type OrderPageSummary,
  type SavedDesign,
  type UpdateOrderPageBody,
} from '@tessera/api-contract';
import { DEFAULT_CURRENCY } from '@tessera/document';
import type { ProductSummary } from '@tessera/elements';
import { loadStoredDocument } from '@tessera/elements';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderPages, plans } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AdminPreviewLoader } from '../../sites/admin-previews.ts';
import type { AuthContext } from '../auth/session.ts';
import { requirePlans } from '../courses/service.ts';
import { publishedCopyColumns, publishedDraftStateOf } from '../designs/published-copy.ts';
import { type DesignKind, draftWriter, saveDesign } from '../designs/service.ts';
import { platformEditorData } from '../editor-data/sources.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { EMPTY_DOCUMENT } from '../landings/template.ts';

/** SPEC §1/§7 admin order pages (`/subscriptions/order-pages`; the routes let only admins in). */

type OrderPageRow = typeof orderPages.$inferSelect;

const summaryColumns = {
  id: orderPages.id,
  name: orderPages.name,
  description: orderPages.description,
  planIds: orderPages.planIds,
  version: orderPages.version,
  published: orderPages.published,
  publishedVersion: orderPages.publishedVersion,
  publishedAt: orderPages.publishedAt,
  createdAt: orderPages.createdAt,
  updatedAt: orderPages.updatedAt,
};
type SummaryRow = Pick<OrderPageRow, keyof typeof summaryColumns>;

const planColumns = {
  id: plans.id,
  name: plans.name,
  type: plans.type,
  interval: plans.interval,
  active: plans.active,
  amount: plans.amount,
  currency: plans.currency,
};

/** The plans the rows name, by id (`plan_ids` is a list, not a foreign key: a deleted plan is absent). */
async function plansById(
  db: Database,
  rows: readonly Pick<SummaryRow, 'planIds'>[],
): Promise<Map<number, OrderPagePlan>> {
  const ids = [...new Set(rows.flatMap((row) => row.planIds))];
  if (ids.length === 0) return new Map();
  const found = await db.select(planColumns).from(plans).where(inArray(plans.id, ids));
  return new Map(found.map((plan) => [plan.id, plan]));
}

/** The plans of one page in its own order, leaving out any deleted since. */
function offered(row: Pick<SummaryRow, 'planIds'>, byId: Map<number, OrderPagePlan>): OrderPagePlan[] {
  return row.planIds.flatMap((id) => {
    const plan = byId.get(id);
    return plan ? [plan] : [];
  });
}

function summaryOf(row: SummaryRow, byId: Map<number, OrderPagePlan>): OrderPageSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    plans: offered(row, byId),
    ...publishedDraftStateOf(row),
  };
}

const sortColumns = {
  name: sql`lower(${orderPages.name})`,
  created_at: orderPages.createdAt,
  updated_at: orderPages.updatedAt,
} as const;

export async function listOrderPages(
  db: Database,
  query: OrderPageListQuery,
): Promise<{ rows: OrderPageSummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(orderPages.name, likePattern(query.search)));
  if (query.published !== undefined) conditions.push(eq(orderPages.published, query.published));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = sortColumns[query.sort];
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orderPages)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), desc(orderPages.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(orderPages).where(where),
  ]);
  const byId = await plansById(db, rows);
  return { rows: rows.map((row) => summaryOf(row, byId)), total: totals[0]?.value ?? 0 };
}

async function orderPageRow(db: Database, id: number): Promise<OrderPageRow> {
  const [row] = await db.select().from(orderPages).where(eq(orderPages.id, id)).limit(1);
  if (!row) throw notFound(ORDER_PAGE_MESSAGES.notFound);
  return row;
}

export async function getOrderPage(db: Database, id: number): Promise<OrderPageDetail> {
  const row = await orderPageRow(db, id);
  return {
    ...summaryOf(row, await plansById(db, [row])),
    // Stored drafts passed the registry when saved; loading again applies any newer migrations.
    document: loadStoredDocument(row.document) as unknown as Record<string, unknown>,
  };
}

type CreateInput = Required<CreateOrderPageBody>;

export async function createOrderPage(
  db: Database,
  auth: AuthContext,
  body: CreateInput,
): Promise<OrderPageDetail> {
  await requirePlans(db, body.plan_ids);
  const [row] = await db
    .insert(orderPages)
    .values({
      name: body.name,
      description: body.description,
      planIds: body.plan_ids,
      document: EMPTY_DOCUMENT(),
      createdBy: auth.user.id,
    })
    .returning({ id: orderPages.id });
  return getOrderPage(db, row!.id);
}

type Details = Pick<UpdateOrderPageBody, 'name' | 'description' | 'plan_ids'>;

function detailColumns(body: Details): Partial<typeof orderPages.$inferInsert> {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.plan_ids !== undefined ? { planIds: body.plan_ids } : {}),
  };
}

const STALE_MESSAGE =
  'This order page was changed elsewhere since you opened it. Reload it to get the latest version.';

/**
 * Order pages in the shared design-save path (the same 409, 422 and idempotent retries as pages).
 * Details sent with the document are written by the same versioned statement, so a stale save
 * changes nothing at all.
 */
function orderPageDesigns(details: Details): DesignKind {
  return {
    name: 'order-page',
    write: draftWriter(orderPages, () => detailColumns(details)),
    staleMessage: STALE_MESSAGE,
  };
}

/**
 * `PUT /subscriptions/order-pages/{id}`: with a document, a design save (and its answer); without
 * one, the details alone, answered with the order page.
 */
export async function updateOrderPage(
  db: Database,
  id: number,
  body: UpdateOrderPageBody,
): Promise<{ saved: SavedDesign } | { page: OrderPageDetail }> {
  const row = await orderPageRow(db, id);
  if (body.plan_ids !== undefined) await requirePlans(db, body.plan_ids);
  if (body.document !== undefined) {
    // The body schema makes a document come with its version.
    const version = body.version ?? 0;
    const saveBody = {
      document: body.document,
      version,
      ...(body.idempotency_key !== undefined ? { idempotency_key: body.idempotency_key } : {}),
    };
    return {
      saved: await saveDesign(db, { kind: orderPageDesigns(body), id: row.id, agencyId: null }, saveBody),
    };
  }
  await db
    .update(orderPages)
    .set({ ...detailColumns(body), updatedAt: new Date() })
    .where(eq(orderPages.id, row.id));
  return { page: await getOrderPage(db, row.id) };
}

/** Publishing copies the current draft (with the version it carries); unpublishing drops the copy. */
export async function setOrderPagePublished(
  db: Database,
  id: number,
  published: boolean,
): Promise<OrderPageDetail> {
  const [row] = await db
    .update(orderPages)
    .set(publishedCopyColumns(orderPages, published))
    .where(eq(orderPages.id, id))
    .returning({ id: orderPages.id });
  if (!row) throw notFound(ORDER_PAGE_MESSAGES.notFound);
  return getOrderPage(db, row.id);
}

/** A copy named "… (copy)", unpublished, offering the same plans, with fresh node ids. */
export async function cloneOrderPage(db: Database, auth: AuthContext, id: number): Promise<OrderPageDetail> {
  const row = await orderPageRow(db, id);
  const [copy] = await db
    .insert(orderPages)
    .values({
      name: `${row.name} (copy)`.slice(0, 120),
      description: row.description,
      planIds: row.planIds,
      document: loadStoredDocument(withFreshIds(loadStoredDocument(row.document))),
      createdBy: auth.user.id,
    })
    .returning({ id: orderPages.id });
  return getOrderPage(db, copy!.id);
}

export async function deleteOrderPage(db: Database, id: number): Promise<OrderPageRow> {
  const [row] = await db.delete(orderPages).where(eq(orderPages.id, id)).returning();
  if (!row) throw notFound(ORDER_PAGE_MESSAGES.notFound);
  return row;
}

// Preview --------------------------------------------------------------------------------------

/** The id an order element picks a plan by: `plan-{id}` (never a payment account's product id). */
export const planProductId = (planId: number): string => `plan-${planId}`;

/** "$", "€", "£" …: the sign a currency's prices are shown with; the code itself when unknown. */
export function currencySignOf(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** The page's plans as the products its order elements show: name, price and billing interval. */
export function plansAsProducts(offer: readonly OrderPagePlan[]): Record<string, ProductSummary> {
  return Object.fromEntries(
    offer.map((plan) => [
      planProductId(plan.id),
      {
        id: plan.id,
        name: plan.name,
        description: `Billed ${plan.interval.toLowerCase()}`,
        priceCents: plan.amount,
        imageUrl: '',
        // Checkout is not part of the order page yet: the buy buttons keep their own links.
        checkoutUrl: '',
      },
    ]),
  );
}

/** The order page's designer data: the shared platform data, with its plans as products. */
export async function orderPageEditorData(db: Database, id: number, origin: string): Promise<EditorData> {
  const row = await orderPageRow(db, id);
  const offer = offered(row, await plansById(db, [row]));
  const products = plansAsProducts(offer);
  return {
    ...(await platformEditorData(db, row.name, origin)),
    products: Object.entries(products).map(([key, product]) => ({
      key,
      id: product.id,
      name: product.name,
      description: product.description,
      price_cents: product.priceCents,
      image_url: product.imageUrl,
      checkout_url: product.checkoutUrl,
    })),
    currency: offer[0] ? currencySignOf(offer[0].currency) : DEFAULT_CURRENCY,
  };
}

/**
 * The preview host's reader of order pages: the draft for links signed for admins, otherwise the
 * published copy while the page stays published. Order elements show the page's plans.
 */
export const loadOrderPagePreview: AdminPreviewLoader = async (db, id, show) => {
  const [row] = await db
    .select({
      name: orderPages.name,
      description: orderPages.description,
      planIds: orderPages.planIds,
      document: show === 'draft' ? orderPages.document : orderPages.publishedDocument,
    })
    .from(orderPages)
    .where(
      show === 'draft' ? eq(orderPages.id, id) : and(eq(orderPages.id, id), eq(orderPages.published, true)),
    )
    .limit(1);
  if (!row?.document) return null;
  const offer = offered(row, await plansById(db, [row]));
  // Order elements show one currency sign per page (products carry none): the first plan's.
  return {
    document: loadStoredDocument(row.document),
    title: row.name,
    description: row.description,
    products: plansAsProducts(offer),
    currency: offer[0] ? currencySignOf(offer[0].currency) : DEFAULT_CURRENCY,
  };
};

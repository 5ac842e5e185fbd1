import {
  type CreateOrderPageBody,
  currencySign,
  type EditorData,
  ORDER_PAGE_MESSAGES,
  type OrderPageDetail,
  type OrderPagePlan,
  type SavedDesign,
  type UpdateOrderPageBody,
} from '@tessera/api-contract';
import { DEFAULT_CURRENCY } from '@tessera/document';
import type { ProductSummary } from '@tessera/elements';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderPages } from '../../db/schema/order-pages.ts';
import { plansByIds } from '../billing/plans.ts';
import { requirePlans } from '../courses/service.ts';
import { documentRecords } from '../design-records/store.ts';
import { EMPTY_DOCUMENT } from '../landings/template.ts';

/**
 * SPEC §1/§7 admin order pages (`/subscriptions/order-pages`; the routes let only admins in): a
 * design record (modules/design-records) offering plans, in its own order, to its order elements.
 */

type PlanIds = { planIds: number[] };

/** The plans the rows name, by id (`plan_ids` is a list, not a foreign key: a deleted plan is absent). */
async function plansById(db: Database, rows: readonly PlanIds[]): Promise<Map<number, OrderPagePlan>> {
  const found = await plansByIds(
    db,
    rows.flatMap((row) => row.planIds),
  );
  return new Map(found.map((plan) => [plan.id, plan]));
}

/** The plans of one page in its own order, leaving out any deleted since. */
function offered(row: PlanIds, byId: Map<number, OrderPagePlan>): OrderPagePlan[] {
  return row.planIds.flatMap((id) => {
    const plan = byId.get(id);
    return plan ? [plan] : [];
  });
}

type Details = Pick<UpdateOrderPageBody, 'name' | 'description' | 'plan_ids'>;

function detailColumns(body: Details) {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.plan_ids !== undefined ? { planIds: body.plan_ids } : {}),
  };
}

// Preview --------------------------------------------------------------------------------------

/** The id an order element picks a plan by: `plan-{id}` (never a payment account's product id). */
export const planProductId = (planId: number): string => `plan-${planId}`;

function billingLine(interval: string | null): string {
  if (interval === null) return 'No price yet';
  return interval === 'Once' ? 'One-time payment' : `Billed ${interval.toLowerCase()}`;
}

/** The page's plans as the products its order elements show: name, price and billing interval. */
export function plansAsProducts(offer: readonly OrderPagePlan[]): Record<string, ProductSummary> {
  return Object.fromEntries(
    offer.map((plan) => [
      planProductId(plan.id),
      {
        id: plan.id,
        name: plan.name,
        description: billingLine(plan.interval),
        priceCents: plan.amount ?? 0,
        imageUrl: '',
        // Checkout is not part of the order page yet: the buy buttons keep their own links.
        checkoutUrl: '',
      },
    ]),
  );
}

/** What order elements show, in the preview and the designer: the page's plans, one currency. */
async function offerOf(db: Database, row: PlanIds) {
  const offer = offered(row, await plansById(db, [row]));
  // Order elements show one currency sign per page (products carry none): the first plan's.
  return {
    products: plansAsProducts(offer),
    currency: offer[0] ? currencySign(offer[0].currency) : DEFAULT_CURRENCY,
  };
}

/** The order page's designer data: the shared platform data, with its plans as products. */
async function editorProducts(db: Database, row: PlanIds): Promise<Partial<EditorData>> {
  const { products, currency } = await offerOf(db, row);
  return {
    products: Object.entries(products).map(([key, product]) => ({
      key,
      id: product.id,
      name: product.name,
      description: product.description,
      price_cents: product.priceCents,
      image_url: product.imageUrl,
      checkout_url: product.checkoutUrl,
    })),
    currency,
  };
}

/**
 * Order pages as a design record. Details sent with a document are written by the design save's
 * own versioned statement (`updateOrderPage`), so a stale save changes nothing at all.
 */
export const orderPageRecords = documentRecords({
  table: orderPages,
  designKind: 'order-page',
  previewKind: 'order-page',
  notFound: ORDER_PAGE_MESSAGES.notFound,
  staleMessage:
    'This order page was changed elsewhere since you opened it. Reload it to get the latest version.',
  name: { field: 'name', column: orderPages.name },
  searchIn: [orderPages.name],
  related: plansById,
  summaryOf: (row, byId) => ({ name: row.name, description: row.description, plans: offered(row, byId) }),
  async created(db, body: Required<CreateOrderPageBody>) {
    await requirePlans(db, body.plan_ids);
    return {
      values: { name: body.name, description: body.description, planIds: body.plan_ids },
      document: EMPTY_DOCUMENT(),
    };
  },
  async updated(db, body: Details) {
    if (body.plan_ids !== undefined) await requirePlans(db, body.plan_ids);
    return detailColumns(body);
  },
  copied: (row) => ({ description: row.description, planIds: row.planIds }),
  /** Others see the published copy while the page stays published; order elements show its plans. */
  visible: () => eq(orderPages.published, true),
  previewExtras: offerOf,
  editorExtras: editorProducts,
});

/**
 * `PUT /subscriptions/order-pages/{id}`: with a document, a design save (and its answer); without
 * one, the details alone, answered with the order page.
 */
export async function updateOrderPage(
  db: Database,
  id: number,
  body: UpdateOrderPageBody,
): Promise<SavedDesign | OrderPageDetail> {
  if (body.document === undefined) return orderPageRecords.update(db, id, body);
  const row = await orderPageRecords.row(db, id);
  if (body.plan_ids !== undefined) await requirePlans(db, body.plan_ids);
  // The body schema makes a document come with its version.
  const save = {
    document: body.document,
    version: body.version ?? 0,
    ...(body.idempotency_key !== undefined ? { idempotency_key: body.idempotency_key } : {}),
  };
  return orderPageRecords.saveDraft(db, row.id, save, detailColumns(body));
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderPages } from '../../db/schema/order-pages.ts';

/**
 * A published order page as buyers see it at `/order` (modules/billing sells its plans): the
 * page named, or the first one published when none is. Drafts are never shown.
 */
export async function publishedOrderPage(
  db: Pick<Database, 'select'>,
  id: number | undefined,
): Promise<{ id: number; name: string; description: string; planIds: number[]; designed: boolean } | null> {
  const [row] = await db
    .select({
      id: orderPages.id,
      name: orderPages.name,
      description: orderPages.description,
      planIds: orderPages.planIds,
      // A page published before anything was designed on it has nothing to show above the checkout.
      designed: sql<boolean>`coalesce(jsonb_array_length(${orderPages.publishedDocument}->'sections'), 0) > 0`,
    })
    .from(orderPages)
    .where(and(eq(orderPages.published, true), id === undefined ? undefined : eq(orderPages.id, id)))
    .orderBy(asc(orderPages.id))
    .limit(1);
  return row ?? null;
}

import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coursePlans } from '../../db/schema/courses.ts';

/**
 * How many courses come with each plan (SPEC §3 price-course relations), for the billing area's
 * plan lists. It imports no area, so billing can ask without a cycle through courses.
 */
export async function courseCountsByPlan(
  db: Pick<Database, 'select'>,
  planIds: readonly number[],
): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: coursePlans.planId, courses: count() })
    .from(coursePlans)
    .where(inArray(coursePlans.planId, [...planIds]))
    .groupBy(coursePlans.planId);
  return new Map(rows.map((row) => [row.planId, row.courses]));
}

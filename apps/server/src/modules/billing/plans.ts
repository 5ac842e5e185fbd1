import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plans, prices } from '../../db/schema/billing.ts';
import { likePattern } from '../../lib/pagination.ts';

/**
 * The platform's plans as other areas read them: courses name the plans that include them, order
 * pages offer plans with their prices, the app config lists the unlimited ones. The billing area
 * owns the plans and their prices (SPEC §4); what a plan "costs" here is its headline price: the
 * lowest recurring one offered, else the lowest one-time one.
 */

type Reader = Pick<Database, 'select'>;
type PlanType = 'agency' | 'app' | 'reseller' | 'unlimited';
type PriceInterval = 'Daily' | 'Weekly' | 'Monthly' | 'Yearly' | 'Once';

/** A plan as courses name it and order pages offer it. */
export interface PlanSummary {
  id: number;
  name: string;
  type: PlanType;
  /** The headline price's interval; null while the plan offers no price. */
  interval: PriceInterval | null;
  active: boolean;
  /** The headline price in the currency's minor unit (cents); null while it offers none. */
  amount: number | null;
  /** ISO 4217, lower case (`usd`). */
  currency: string;
}

const planColumns = {
  id: plans.id,
  name: plans.name,
  type: plans.type,
  active: plans.active,
  currency: plans.currency,
};

type PlanRow = Omit<PlanSummary, 'interval' | 'amount'>;

/** The plans with their headline prices, read in one more query. */
async function withHeadlinePrices(db: Reader, rows: PlanRow[]): Promise<PlanSummary[]> {
  if (rows.length === 0) return [];
  const offered = await db
    .select({ planId: prices.planId, amount: prices.amount, interval: prices.interval })
    .from(prices)
    .where(
      and(
        inArray(
          prices.planId,
          rows.map((row) => row.id),
        ),
        eq(prices.active, true),
      ),
    )
    .orderBy(sql`${prices.interval} = 'Once'`, asc(prices.amount), asc(prices.id));
  const headline = new Map<number, { amount: number; interval: PriceInterval }>();
  for (const price of offered) if (!headline.has(price.planId)) headline.set(price.planId, price);
  return rows.map((row) => {
    const price = headline.get(row.id);
    return { ...row, amount: price?.amount ?? null, interval: price?.interval ?? null };
  });
}

/** The plans with these ids, by name (unknown ids, deleted plans among them, are left out). */
export async function plansByIds(db: Reader, ids: readonly number[]): Promise<PlanSummary[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return withHeadlinePrices(
    db,
    await db.select(planColumns).from(plans).where(inArray(plans.id, unique)).orderBy(asc(plans.name)),
  );
}

/** The plans with these names (names are unique), by name; unknown names are left out. */
export async function plansByNames(db: Reader, names: readonly string[]): Promise<PlanSummary[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  return withHeadlinePrices(
    db,
    await db.select(planColumns).from(plans).where(inArray(plans.name, unique)).orderBy(asc(plans.name)),
  );
}

/** Ids of the plans whose name holds `search` (literally, ignoring case). */
export async function planIdsNameContaining(db: Reader, search: string): Promise<number[]> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(ilike(plans.name, likePattern(search)));
  return rows.map((row) => row.id);
}

/** Every plan, agency plans first, then app plans, then reseller plans; each kind by name. */
export async function allPlans(db: Reader): Promise<PlanSummary[]> {
  return withHeadlinePrices(
    db,
    await db
      .select(planColumns)
      .from(plans)
      .orderBy(
        sql`case ${plans.type} when 'agency' then 0 when 'app' then 1 when 'reseller' then 2 else 3 end`,
        asc(plans.name),
      ),
  );
}

/** Names of the active plans that grant every premium app and element (SPEC §4 unlimited). */
export async function unlimitedPlanNames(db: Reader): Promise<string[]> {
  const rows = await db
    .select({ name: plans.name })
    .from(plans)
    .where(and(eq(plans.type, 'unlimited'), eq(plans.active, true)));
  return rows.map((row) => row.name);
}

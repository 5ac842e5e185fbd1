import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plans } from '../../db/schema/billing.ts';
import { likePattern } from '../../lib/pagination.ts';

/**
 * The platform's plans as other areas read them: courses name the plans that include them, order
 * pages offer plans with their prices, the app config lists the unlimited ones. The billing area
 * owns the plans (SPEC §4); platform billing (subscriptions, payments) grows here.
 */

type Reader = Pick<Database, 'select'>;

/** A plan as courses name it and order pages offer it. */
export interface PlanSummary {
  id: number;
  name: string;
  type: 'agency' | 'app' | 'reseller';
  interval: 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';
  active: boolean;
  /** In the currency's minor unit (cents). */
  amount: number;
  /** ISO 4217, lower case (`usd`). */
  currency: string;
}

const summaryColumns = {
  id: plans.id,
  name: plans.name,
  type: plans.type,
  interval: plans.interval,
  active: plans.active,
  amount: plans.amount,
  currency: plans.currency,
};

/** The plans with these ids, by name (unknown ids, deleted plans among them, are left out). */
export async function plansByIds(db: Reader, ids: readonly number[]): Promise<PlanSummary[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.select(summaryColumns).from(plans).where(inArray(plans.id, unique)).orderBy(asc(plans.name));
}

/** The plans with these names (names are unique), by name; unknown names are left out. */
export async function plansByNames(db: Reader, names: readonly string[]): Promise<PlanSummary[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  return db.select(summaryColumns).from(plans).where(inArray(plans.name, unique)).orderBy(asc(plans.name));
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
  return db
    .select(summaryColumns)
    .from(plans)
    .orderBy(sql`case ${plans.type} when 'agency' then 0 when 'app' then 1 else 2 end`, asc(plans.name));
}

/** Names of the active plans that grant every premium app and element (SPEC §4 unlimited). */
export async function unlimitedPlanNames(db: Reader): Promise<string[]> {
  const rows = await db
    .select({ name: plans.name })
    .from(plans)
    .where(and(eq(plans.unlimited, true), eq(plans.active, true)));
  return rows.map((row) => row.name);
}

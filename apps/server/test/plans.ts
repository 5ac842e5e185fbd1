import type { Database } from '../src/db/client.ts';
import { plans, prices } from '../src/db/schema/billing.ts';

/** A plan for a test, with one price when an amount is given (`interval` Monthly unless named). */
export async function insertPlan(
  db: Database,
  plan: {
    name: string;
    type: 'agency' | 'app' | 'reseller' | 'unlimited';
    title?: string;
    currency?: string;
    amount?: number;
    interval?: 'Daily' | 'Weekly' | 'Monthly' | 'Yearly' | 'Once';
    premiumApps?: string[];
    premiumElements?: string[];
    trialDays?: number;
  },
): Promise<{ id: number; priceId: number | null }> {
  const currency = plan.currency ?? 'usd';
  const [row] = await db
    .insert(plans)
    .values({
      name: plan.name,
      title: plan.title ?? plan.name,
      type: plan.type,
      currency,
      premiumApps: plan.premiumApps ?? [],
      premiumElements: plan.premiumElements ?? [],
      trialDays: plan.trialDays ?? 0,
    })
    .returning({ id: plans.id });
  if (plan.amount === undefined) return { id: row!.id, priceId: null };
  const [price] = await db
    .insert(prices)
    .values({ planId: row!.id, amount: plan.amount, currency, interval: plan.interval ?? 'Monthly' })
    .returning({ id: prices.id });
  return { id: row!.id, priceId: price!.id };
}

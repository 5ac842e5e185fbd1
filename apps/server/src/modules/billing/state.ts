import { premiumApps } from '@tessera/api-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type plans, subscriptions } from '../../db/schema/billing.ts';
import { type AgencyBillingFields, findAgency, writeAgencyBilling } from '../agencies/store.ts';
import { recordAudit } from '../audit/log.ts';
import { premiumElementKeys } from '../config/premium-elements.ts';
import { planRowsByIds } from './catalog.ts';

/**
 * What an agency holds follows from its subscriptions (SPEC §3/§4), never from a single event:
 * after every change the agency's billing fields are derived again from all its rows. So applying
 * the same events once or twice, or in another order that ends in the same subscriptions, gives
 * the same agency (bench/billing checks it).
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

/** A subscription that still gives access: paid, trialing, given, or unpaid within the grace period. */
export function isLive(
  row: Pick<SubscriptionRow, 'status' | 'pastDueSince'>,
  graceMs: number,
  now: Date,
): boolean {
  if (row.status === 'active' || row.status === 'trialing') return true;
  if (row.status !== 'past_due') return false;
  const since = row.pastDueSince ?? now;
  return now.getTime() < since.getTime() + graceMs;
}

/** The row that speaks for a section: a live one if any, else the newest. */
function representative(rows: SubscriptionRow[], graceMs: number, now: Date): SubscriptionRow | null {
  return rows.find((row) => isLive(row, graceMs, now)) ?? rows[0] ?? null;
}

const LIVE_STATUSES: readonly string[] = ['active', 'trialing'];

/**
 * The billing fields of an agency with these subscriptions (newest first) and their plans. Billing
 * speaks for the sections it holds subscriptions in: a section without any (an agency plan an
 * admin set by hand, say) keeps what `current` says, and so do premium grants no plan with a
 * subscription gives. So the result depends only on the subscriptions and the hand-set fields,
 * never on the order events arrived in, and deriving twice changes nothing.
 */
export function deriveAgencyBilling(
  current: AgencyBillingFields,
  rows: SubscriptionRow[],
  planOf: Map<number, PlanRow>,
  graceMs: number,
  now: Date,
): AgencyBillingFields {
  const live = rows.filter((row) => isLive(row, graceMs, now));
  const inSection = (section: SubscriptionRow['section']) => rows.filter((row) => row.section === section);
  const agencyRow = representative(inSection('agency'), graceMs, now);
  const resellerRow = representative(inSection('reseller'), graceMs, now);
  const hasApps = inSection('app').length > 0;
  const nameOf = (row: SubscriptionRow | null) => (row ? (planOf.get(row.planId)?.name ?? null) : null);

  const stripeStatus = agencyRow ? agencyRow.status : current.stripeStatus;
  const resellerStatus = resellerRow ? resellerRow.status : current.resellerStatus;
  const sectionLive = (row: SubscriptionRow | null, keptStatus: string) =>
    row ? isLive(row, graceMs, now) : LIVE_STATUSES.includes(keptStatus);
  const subscribed =
    agencyRow || resellerRow
      ? sectionLive(agencyRow, current.stripeStatus) || sectionLive(resellerRow, current.resellerStatus)
      : current.subscribed;

  const livePlans = live.flatMap((row) => planOf.get(row.planId) ?? []);
  const heldPlans = rows.flatMap((row) => planOf.get(row.planId) ?? []);
  const unlimited = livePlans.some((plan) => plan.type === 'unlimited');
  const grants = (
    kept: string[],
    of: (plan: PlanRow) => string[],
    all: () => readonly string[],
  ): string[] => {
    if (unlimited) return [...all()].sort();
    // An unlimited plan gives everything, so once it lapses everything it gave goes with it.
    const fromPlans = new Set(heldPlans.flatMap((plan) => (plan.type === 'unlimited' ? all() : of(plan))));
    const given = livePlans.flatMap(of);
    return [...new Set([...kept.filter((key) => !fromPlans.has(key)), ...given])].sort();
  };
  return {
    subscribed,
    stripeStatus,
    resellerStatus,
    stripePrice: agencyRow ? nameOf(agencyRow) : current.stripePrice,
    resellerPlan: resellerRow ? nameOf(resellerRow) : current.resellerPlan,
    appPlans: hasApps
      ? [
          ...new Set(
            live.filter((row) => row.section === 'app').flatMap((row) => planOf.get(row.planId)?.name ?? []),
          ),
        ].sort()
      : current.appPlans,
    premiumApps: grants(
      current.premiumApps,
      (plan) => plan.premiumApps,
      () => premiumApps.map((app) => app.key),
    ),
    premiumElements: grants(current.premiumElements, (plan) => plan.premiumElements, premiumElementKeys),
  };
}

/** The agency's subscriptions, newest first. */
export async function subscriptionsOf(db: Database, agencyId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.agencyId, agencyId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

const FIELDS: (keyof AgencyBillingFields)[] = [
  'subscribed',
  'stripeStatus',
  'resellerStatus',
  'stripePrice',
  'resellerPlan',
  'appPlans',
  'premiumApps',
  'premiumElements',
];

/**
 * Derives the agency's billing fields again and writes them when they changed, with an audit
 * entry saying what changed and why (the Stripe event or the admin's act).
 */
export async function refreshAgencyBilling(
  db: Database,
  agencyId: number,
  options: { graceMs: number; now?: Date; reason: string; actorUserId?: number | null },
): Promise<AgencyBillingFields | null> {
  const agency = await findAgency(db, agencyId);
  if (!agency) return null;
  const rows = await subscriptionsOf(db, agencyId);
  if (rows.length === 0) return null;
  const derived = deriveAgencyBilling(
    agency,
    rows,
    await planRowsByIds(
      db,
      rows.map((row) => row.planId),
    ),
    options.graceMs,
    options.now ?? new Date(),
  );
  const changed = FIELDS.filter((field) => JSON.stringify(agency[field]) !== JSON.stringify(derived[field]));
  if (changed.length === 0) return derived;
  await writeAgencyBilling(db, agencyId, derived);
  await recordAudit(db, {
    action: 'billing.changed',
    actorUserId: options.actorUserId ?? null,
    subjectUserId: null,
    details: {
      agency_id: agencyId,
      reason: options.reason,
      changes: Object.fromEntries(
        changed.map((field) => [field, { from: agency[field], to: derived[field] }]),
      ),
    },
  });
  return derived;
}

/** Subscriptions past due whose grace period ended by `now`: their agencies lose access. */
export async function agenciesPastGrace(db: Database, graceMs: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ agencyId: subscriptions.agencyId, since: subscriptions.pastDueSince })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'past_due')));
  return [
    ...new Set(
      rows
        .filter((row) => row.since && row.since.getTime() + graceMs <= now.getTime())
        .map((row) => row.agencyId),
    ),
  ];
}

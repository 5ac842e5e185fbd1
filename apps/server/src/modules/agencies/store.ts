import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import type { AgencyRow } from '../../lib/caller.ts';

/*
 * The agency rows other areas read and write (sign-in, sign-up, the platform agency, card-limit
 * locks). It imports no area, so auth, users and every other area can call it without forming a
 * cycle.
 */

type Reader = Pick<Database, 'select'>;

const resellers = alias(agencies, 'reseller');

/**
 * An agency with what SPEC §4 blocking needs of its reseller (null when it has none), in one
 * query: every signed-in request asks it.
 */
export async function agencyWithReseller(
  db: Reader,
  agencyId: number,
): Promise<{
  agency: AgencyRow;
  reseller: Pick<AgencyRow, 'status' | 'resellerStatus'> | null;
} | null> {
  const [row] = await db
    .select({
      agency: agencies,
      reseller: { status: resellers.status, resellerStatus: resellers.resellerStatus },
    })
    .from(agencies)
    .leftJoin(resellers, eq(resellers.id, agencies.parentAgencyId))
    .where(eq(agencies.id, agencyId))
    .limit(1);
  if (!row) return null;
  const { status, resellerStatus } = row.reseller ?? {};
  return { agency: row.agency, reseller: status && resellerStatus ? { status, resellerStatus } : null };
}

export async function findAgency(db: Reader, agencyId: number): Promise<AgencyRow | null> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return agency ?? null;
}

/**
 * An agency made by signing up, in the transaction that makes its owner: free register (SPEC §4)
 * unless it is ordering a plan, which then decides its access.
 */
export async function insertRegisteredAgency(
  tx: Pick<Database, 'insert'>,
  agency: { whitelabelId: number; name: string; freeRegister?: boolean },
): Promise<number> {
  const [row] = await tx
    .insert(agencies)
    .values({ ...agency, freeRegister: agency.freeRegister ?? true })
    .returning({ id: agencies.id });
  return row!.id;
}

/** What billing decides of an agency (SPEC §3 User.agency), written by modules/billing only. */
export interface AgencyBillingFields {
  subscribed: boolean;
  stripeStatus: AgencyRow['stripeStatus'];
  resellerStatus: AgencyRow['resellerStatus'];
  stripePrice: string | null;
  resellerPlan: string | null;
  appPlans: string[];
  premiumApps: string[];
  premiumElements: string[];
}

/** Writes what the agency's subscriptions now grant. */
export async function writeAgencyBilling(
  db: Pick<Database, 'update'>,
  agencyId: number,
  fields: AgencyBillingFields,
): Promise<void> {
  await db
    .update(agencies)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(agencies.id, agencyId));
}

/** The card invoices are paid with (SPEC §3 `default_payment_method`), or none. */
export async function writeDefaultPaymentMethod(
  db: Pick<Database, 'update'>,
  agencyId: number,
  paymentMethod: string | null,
): Promise<void> {
  await db
    .update(agencies)
    .set({ defaultPaymentMethod: paymentMethod, updatedAt: new Date() })
    .where(eq(agencies.id, agencyId));
}

const PLATFORM_AGENCY_NAME = 'Platform templates';

/** The platform agency (modules/templates/platform.ts), when one was made. */
export async function findPlatformAgency(db: Reader): Promise<number | null> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.isPlatform, true))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Makes the platform agency under a white label; null when one already exists (a unique partial
 * index keeps it single, so a request racing another gets null rather than an error, and a
 * transaction it runs in stays usable).
 */
export async function insertPlatformAgency(
  db: Pick<Database, 'insert'>,
  whitelabelId: number,
): Promise<number | null> {
  const [row] = await db
    .insert(agencies)
    // Never blocked: its sites are previewed and copied, whatever billing says.
    .values({ whitelabelId, name: PLATFORM_AGENCY_NAME, isPlatform: true, freeFee: true })
    .onConflictDoNothing()
    .returning({ id: agencies.id });
  return row?.id ?? null;
}

/**
 * Locks the agency's row until the transaction ends, so two writes that each check an agency-wide
 * limit (cards) cannot both take the last free place.
 */
export async function lockAgencyRow(tx: Pick<Transaction, 'execute'>, agencyId: number): Promise<void> {
  await tx.execute(sql`select id from ${agencies} where ${agencies.id} = ${agencyId} for update`);
}

/** Of `ids`, those naming an agency (the platform agency is no agency here). */
export async function existingAgencyIds(db: Reader, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(inArray(agencies.id, [...ids]), eq(agencies.isPlatform, false)));
  return new Set(rows.map((row) => row.id));
}

/** How many agencies (the platform agency left out) each white label holds, by white label id. */
export async function agencyCountsByWhitelabel(
  db: Reader,
  whitelabelIds: readonly number[],
): Promise<Map<number, number>> {
  if (whitelabelIds.length === 0) return new Map();
  const rows = await db
    .select({ id: agencies.whitelabelId, value: count() })
    .from(agencies)
    .where(and(inArray(agencies.whitelabelId, [...whitelabelIds]), eq(agencies.isPlatform, false)))
    .groupBy(agencies.whitelabelId);
  return new Map(rows.map((row) => [row.id, row.value]));
}

/**
 * Removes an agency made moments ago whose sign-up did not complete (an order whose payment was
 * refused): its owner and billing rows go with it (foreign keys cascade), so the buyer can try
 * again with the same email.
 */
export async function deleteUnfinishedAgency(db: Pick<Database, 'delete'>, agencyId: number): Promise<void> {
  await db.delete(agencies).where(eq(agencies.id, agencyId));
}

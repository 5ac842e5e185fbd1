import type { SpamReason } from '@tessera/api-contract';
import { and, count, eq, gte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { hmacSha256 } from './crypto.ts';

/**
 * What site forms and card lead forms share about suspected spam. Nothing a visitor sends is
 * dropped: a lead the checks doubt is kept as spam with its reason (hidden behind the Spam filter
 * until someone marks it "Not spam"), and the visitor gets the same answer as for any lead. Only
 * the per-address rate limit (429) refuses outright, and the visitor's page says so.
 */

/** More leads than this from one address to one site (or card) within the window are held as spam. */
export const LEAD_BURST_LIMIT = 5;
export const LEAD_BURST_WINDOW_MS = 10 * 60 * 1000;

/** What the checks saw about one post. */
export interface SpamSignals {
  /** The hidden field people never see was filled in (bots fill every field). */
  honeypot: boolean;
  /** Sent sooner after the page loaded than a person fills in a form, or with no timing at all. */
  tooFast: boolean;
  /** Leads this address sent to the same site or card within LEAD_BURST_WINDOW_MS, this one not counted. */
  recentFromVisitor: number;
}

/** The reason to hold a lead as spam, the strongest first; null for a lead. */
export function leadSpamReason(signals: SpamSignals): SpamReason | null {
  if (signals.honeypot) return 'honeypot';
  if (signals.tooFast) return 'too-fast';
  if (signals.recentFromVisitor >= LEAD_BURST_LIMIT) return 'rate';
  return null;
}

/**
 * A keyed hash of the sender's address: enough to count what one visitor sends, while the
 * address itself is never stored. The key is derived from SECRET_KEY for this purpose only.
 */
export function visitorHash(secretKey: string, ip: string): string {
  return hmacSha256(hmacSha256(secretKey, 'lead-visitor'), ip).slice(0, 32);
}

/** Where recent leads of a visitor are counted from. */
export function burstWindowStart(now = Date.now()): Date {
  return new Date(now - LEAD_BURST_WINDOW_MS);
}

/** A table of leads (site form submissions, card contacts): who sent each row, and when. */
type LeadTable = PgTable & { visitorHash: PgColumn; createdAt: PgColumn };

/**
 * Leads (and spam) `visitor` sent within the burst window to what `scope` selects (one site's
 * rows, one card's): the `recentFromVisitor` of SpamSignals.
 */
export async function recentLeadsOf(
  db: Database,
  table: LeadTable,
  scope: SQL,
  visitor: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(table as PgTable)
    .where(and(scope, eq(table.visitorHash, visitor), gte(table.createdAt, burstWindowStart())));
  return row?.value ?? 0;
}

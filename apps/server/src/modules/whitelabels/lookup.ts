import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { whitelabels } from '../../db/schema/whitelabels.ts';

/**
 * White labels as other areas read them (the app's hosts, a site address check, an agency's
 * brand). Imports nothing of another area, so any area can call it.
 */

type Reader = Pick<Database, 'select'>;

/** A white label as stored: its brand, domains and promotion. */
export type WhitelabelRow = typeof whitelabels.$inferSelect;

/** The white label whose domain or second domain is this host name; null when none is. */
export async function whitelabelByDomain(db: Reader, host: string): Promise<WhitelabelRow | null> {
  const [row] = await db
    .select()
    .from(whitelabels)
    .where(or(eq(whitelabels.domain, host), eq(whitelabels.domain2, host)))
    .limit(1);
  return row ?? null;
}

/** Whether a white label with this id exists. */
export async function whitelabelExists(db: Reader, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(eq(whitelabels.id, id))
    .limit(1);
  return row !== undefined;
}

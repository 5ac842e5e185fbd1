import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { platformWhitelabel } from '../../lib/app-url.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export const PLATFORM_AGENCY_NAME = 'Platform templates';

/**
 * The platform agency: the owner of every template's backing site (every tenant-owned row needs an
 * agency; admins have none). Made on first need under the first white label. It has no users, is
 * never listed, managed or billed as an agency (agencies/service.ts leaves it out), and its sites
 * are flagged `is_template`, which every agency query and the site host exclude.
 */
export async function platformAgencyId(db: Database): Promise<number> {
  const existing = await findPlatformAgency(db);
  if (existing !== null) return existing;
  const whitelabel = await platformWhitelabel(db);
  if (!whitelabel) throw new Error('No white label exists to hold the platform agency');
  try {
    const [row] = await db
      .insert(agencies)
      .values({
        whitelabelId: whitelabel.id,
        name: PLATFORM_AGENCY_NAME,
        isPlatform: true,
        // Never blocked: its sites are previewed and copied, whatever billing says.
        freeFee: true,
      })
      .returning({ id: agencies.id });
    return row!.id;
  } catch (error) {
    // Another request made it a moment ago (one platform agency: a unique partial index).
    if (isUniqueViolation(error, 'agencies_one_platform')) {
      const made = await findPlatformAgency(db);
      if (made !== null) return made;
    }
    throw error;
  }
}

/** The platform agency, when one was made (none before the first template or library upload). */
export async function findPlatformAgency(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.isPlatform, true))
    .limit(1);
  return row?.id ?? null;
}

import type { Database } from '../../db/client.ts';
import { platformWhitelabel } from '../../lib/app-url.ts';
import { findPlatformAgency, insertPlatformAgency } from '../agencies/store.ts';

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
  // Null when another request made it a moment ago: then it is that one.
  const made = (await insertPlatformAgency(db, whitelabel.id)) ?? (await findPlatformAgency(db));
  if (made === null) throw new Error('The platform agency could not be made');
  return made;
}

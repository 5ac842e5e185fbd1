import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { landings, pages } from '../../db/schema/landings.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import { type SiteRow, siteForCaller } from './access.ts';

export const SHARED_NOT_FOUND = 'No website is shared with this code.';

/**
 * `GET /landings/{id}/unique-id`: the site's share code, made on first ask. Whoever holds it can
 * copy the site into their own agency (`POST /landings/duplicate`) until it is revoked. 128 bits
 * of randomness: a code cannot be guessed.
 */
export async function shareCodeOf(db: Database, auth: AuthContext, landingId: number): Promise<string> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  if (site.shareCode) return site.shareCode;
  const code = randomBytes(16).toString('base64url');
  await db.update(landings).set({ shareCode: code }).where(eq(landings.id, site.id));
  return code;
}

/** `DELETE /landings/{id}/unique-id`: the old code stops working; a later ask makes a new one. */
export async function revokeShareCode(db: Database, auth: AuthContext, landingId: number): Promise<void> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  await db.update(landings).set({ shareCode: null }).where(eq(landings.id, site.id));
}

export async function sharedSite(db: Database, code: string): Promise<SiteRow> {
  const [site] = await db
    .select()
    .from(landings)
    .where(and(eq(landings.shareCode, code), eq(landings.isTemplate, false)))
    .limit(1);
  if (!site) throw notFound(SHARED_NOT_FOUND);
  return site;
}

/** What a share code leads to, so the person copying sees it before the copy is made. */
export async function sharedSitePreview(
  db: Database,
  code: string,
): Promise<{ title: string; description: string; pages_count: number }> {
  const site = await sharedSite(db, code);
  const [pageCount] = await db.select({ value: count() }).from(pages).where(eq(pages.landingId, site.id));
  return { title: site.title, description: site.description, pages_count: pageCount?.value ?? 0 };
}

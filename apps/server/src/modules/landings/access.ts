import { type LandingPermission, landingPermissions } from '@tessera/api-contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { landings, userLandings } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';

export const SITE_NOT_FOUND = 'Site not found.';
export const NO_SITE_PERMISSION = 'You do not have permission to do this on this site.';

/**
 * Sites the caller may see: the whole agency for its owner, only assigned sites for sub-users
 * (SPEC §6 userLandings). Every landing query starts from this.
 */
export function visibleLandings(db: Database, auth: AuthContext): SQL {
  const inAgency = eq(landings.agencyId, auth.agency?.id ?? -1);
  if (auth.user.role === 'Agency') return inAgency;
  const assigned = db
    .select({ id: userLandings.landingId })
    .from(userLandings)
    .where(eq(userLandings.userId, auth.user.id));
  return and(inAgency, inArray(landings.id, assigned))!;
}

/**
 * SPEC §6 landing permissions: the agency owner holds them all; sub-users hold what their
 * userLandings entry for that site lists.
 */
export function holdsPermission(
  auth: AuthContext,
  permissions: readonly LandingPermission[] | null,
  needed: LandingPermission,
): boolean {
  return auth.user.role === 'Agency' || (permissions ?? []).includes(needed);
}

/** Join condition for the caller's own userLandings entry of the landing in the query. */
export const callerPermissions = (auth: AuthContext) =>
  and(eq(userLandings.landingId, landings.id), eq(userLandings.userId, auth.user.id));

export type SiteRow = typeof landings.$inferSelect;

/**
 * The site the caller may work on, checked for one permission: 404 when the caller cannot see
 * it (another tenant's site is "not found"), 403 when it can see it but lacks the permission.
 * Every route under `/landings/{id}/…` starts here.
 */
export async function siteForCaller(
  db: Database,
  auth: AuthContext,
  landingId: number,
  needed: LandingPermission,
): Promise<SiteRow> {
  return (await siteAndPermissions(db, auth, landingId, needed)).landing;
}

/** `siteForCaller`, also answering which landing permissions the caller holds on the site. */
export async function siteAndPermissions(
  db: Database,
  auth: AuthContext,
  landingId: number,
  needed: LandingPermission,
): Promise<{ landing: SiteRow; permissions: LandingPermission[] }> {
  const [row] = await db
    .select({ landing: landings, permissions: userLandings.permissions })
    .from(landings)
    .leftJoin(userLandings, callerPermissions(auth))
    .where(and(eq(landings.id, landingId), visibleLandings(db, auth)))
    .limit(1);
  if (!row) throw notFound(SITE_NOT_FOUND);
  if (!holdsPermission(auth, row.permissions, needed)) throw forbidden(NO_SITE_PERMISSION);
  const held =
    auth.user.role === 'Agency'
      ? [...landingPermissions]
      : landingPermissions.filter((p) => (row.permissions ?? []).includes(p));
  return { landing: row.landing, permissions: held };
}

import { type LandingPermission, landingPermissions } from '@tessera/api-contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { landings } from '../../db/schema/landings.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import { sitePermissionsOfUser } from '../users/store.ts';

export const SITE_NOT_FOUND = 'Site not found.';
export const NO_SITE_PERMISSION = 'You do not have permission to do this on this site.';

/** What the caller sees of the sites, and its userLandings permissions on each. */
export interface SiteAccess {
  /** The condition on `landings` every landing query starts from. */
  visible: SQL;
  /** A sub-user's permissions on one of the sites it sees; null for everyone else. */
  permissionsOn(landingId: number): LandingPermission[] | null;
}

const noEntry = () => null;

/**
 * Sites the caller may see: the whole agency for its owner, only assigned sites for sub-users
 * (SPEC §6 userLandings, read once here for a sub-user).
 *
 * Template sites (`is_template`, the backing sites of admin templates) are the other way round:
 * admins see those and nothing else, agencies never see them (they belong to the platform agency,
 * and the flag is checked too, so no agency condition can ever let one through).
 */
export async function siteAccessOf(db: Database, auth: AuthContext): Promise<SiteAccess> {
  if (auth.user.role === 'Admin') return { visible: eq(landings.isTemplate, true), permissionsOn: noEntry };
  const inAgency = and(eq(landings.agencyId, auth.agency?.id ?? -1), eq(landings.isTemplate, false))!;
  if (auth.user.role === 'Agency') return { visible: inAgency, permissionsOn: noEntry };
  const assigned = new Map(
    (await sitePermissionsOfUser(db, auth.user.id)).map((entry) => [entry.landingId, entry.permissions]),
  );
  return {
    visible: and(inAgency, inArray(landings.id, [...assigned.keys()]))!,
    permissionsOn: (landingId) => assigned.get(landingId) ?? null,
  };
}

/** `siteAccessOf`'s condition alone, for queries that need no permission. */
export async function visibleLandings(db: Database, auth: AuthContext): Promise<SQL> {
  return (await siteAccessOf(db, auth)).visible;
}

/** Who holds every landing permission on a site it sees: the agency owner, and an admin on a template site. */
const holdsAll = (auth: AuthContext) => auth.user.role === 'Agency' || auth.user.role === 'Admin';

/**
 * SPEC §6 landing permissions: the agency owner holds them all (so does an admin on the template
 * sites it sees); sub-users hold what their userLandings entry for that site lists.
 */
export function holdsPermission(
  auth: AuthContext,
  permissions: readonly LandingPermission[] | null,
  needed: LandingPermission,
): boolean {
  return holdsAll(auth) || (permissions ?? []).includes(needed);
}

/**
 * Rows (pages, menus, …) of the caller's agency, for a query joined to `landings`: an admin has no
 * agency, so for it a row of the joined site's own agency — `visibleLandings` then keeps it to
 * template sites.
 */
export function inCallerAgency(column: AnyPgColumn, auth: AuthContext): SQL {
  return auth.user.role === 'Admin' ? eq(column, landings.agencyId) : eq(column, auth.agency?.id ?? -1);
}

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
  const access = await siteAccessOf(db, auth);
  const [landing] = await db
    .select()
    .from(landings)
    .where(and(eq(landings.id, landingId), access.visible))
    .limit(1);
  if (!landing) throw notFound(SITE_NOT_FOUND);
  const entry = access.permissionsOn(landing.id);
  if (!holdsPermission(auth, entry, needed)) throw forbidden(NO_SITE_PERMISSION);
  const held = holdsAll(auth)
    ? [...landingPermissions]
    : landingPermissions.filter((p) => (entry ?? []).includes(p));
  return { landing, permissions: held };
}

/** Whether the caller can see this site and it belongs to that agency. */
export async function isSiteVisibleInAgency(
  db: Database,
  auth: AuthContext,
  landingId: number,
  agencyId: number,
): Promise<boolean> {
  const [site] = await db
    .select({ id: landings.id })
    .from(landings)
    .where(and(eq(landings.id, landingId), eq(landings.agencyId, agencyId), await visibleLandings(db, auth)))
    .limit(1);
  return site !== undefined;
}

/**
 * The first site (by id, among the first 200 the caller sees) where the caller holds `needed`:
 * 403 when it sees sites but holds it on none of them, null when it sees no site at all.
 */
export async function firstSiteWithPermission(
  db: Database,
  auth: AuthContext,
  needed: LandingPermission,
): Promise<SiteRow | null> {
  const access = await siteAccessOf(db, auth);
  const rows = await db.select().from(landings).where(access.visible).orderBy(asc(landings.id)).limit(200);
  const usable = rows.find((landing) => holdsPermission(auth, access.permissionsOn(landing.id), needed));
  if (usable) return usable;
  if (rows.length > 0) throw forbidden(NO_SITE_PERMISSION);
  return null;
}

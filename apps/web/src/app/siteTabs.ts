import { type LandingPermission, landingPermissions, type Profile } from '@tessera/api-contract';
import { type AuthSnapshot, decideAccess } from './access.ts';
import { type RouteDef, routeTable } from './routes.ts';

/** The website screen's own path; every tab lives at or below it. */
export const SITE_BASE_PATH = '/agency/websites/:id';

export interface SiteTab {
  id: string;
  label: string;
  /** The tab's address for this site. */
  path: string;
  /** The route pattern, for telling which tab a screen belongs to. */
  pattern: string;
}

/** A route path of this site's screens with the site's id filled in. */
export function sitePath(pattern: string, landingId: number | string): string {
  return pattern.replace(':id', String(landingId));
}

/** Whether a route renders inside the website screen (its tab bar above the route's screen). */
export function isSiteScreen(route: Pick<RouteDef, 'path' | 'layout'>): boolean {
  return (
    route.layout === 'main' && (route.path === SITE_BASE_PATH || route.path.startsWith(`${SITE_BASE_PATH}/`))
  );
}

/**
 * SPEC §6 landing permissions of the caller on one site: the agency owner holds them all,
 * sub-users hold what their userLandings entry lists.
 */
export function sitePermissionsOf(
  profile: Pick<Profile, 'role' | 'userLandings'>,
  landingId: number,
): LandingPermission[] {
  if (profile.role === 'Agency') return [...landingPermissions];
  return profile.userLandings.find((entry) => entry.landing_id === landingId)?.permissions ?? [];
}

/**
 * The tabs of the website screen: every route-table entry carrying `siteTab`, in `order`, that the
 * guard lets this caller open and whose landing permission the caller holds on this site.
 */
export function siteTabsFor(
  auth: AuthSnapshot,
  permissions: readonly LandingPermission[],
  landingId: number,
  routes: readonly RouteDef[] = routeTable,
): SiteTab[] {
  return routes
    .flatMap((route) => (route.siteTab ? [{ route, tab: route.siteTab }] : []))
    .filter(({ tab }) => permissions.includes(tab.permission))
    .map(({ route, tab }) => ({
      id: route.id,
      label: tab.label,
      order: tab.order,
      pattern: route.path,
      path: sitePath(route.path, landingId),
    }))
    .filter((tab) => 'allow' in decideAccess({ path: tab.path, auth }, routes))
    .sort((a, b) => a.order - b.order)
    .map(({ id, label, path, pattern }) => ({ id, label, path, pattern }));
}

/**
 * The tab a screen belongs to: the tab whose route pattern is the longest prefix of the screen's
 * route pattern (`…/menus/:menuId/edit` belongs to Menus). The site's own path matches only itself.
 */
export function activeSiteTab(tabs: readonly SiteTab[], routePattern: string): SiteTab | null {
  let best: SiteTab | null = null;
  for (const tab of tabs) {
    const matches =
      routePattern === tab.pattern ||
      (tab.pattern !== SITE_BASE_PATH && routePattern.startsWith(`${tab.pattern}/`));
    if (matches && (best === null || tab.pattern.length > best.pattern.length)) best = tab;
  }
  return best;
}

/**
 * The landing permission a screen of the website screen needs: its own tab's, else what the route
 * says (`sitePermission`), else the permission of the tab it belongs to (`…/forms/create` needs
 * what Forms needs). The website screen shows the no-access screen to a caller without it.
 */
export function sitePermissionFor(
  routePattern: string,
  routes: readonly RouteDef[] = routeTable,
): LandingPermission {
  const route = routes.find((r) => r.path === routePattern);
  if (route?.siteTab) return route.siteTab.permission;
  if (route?.sitePermission) return route.sitePermission;
  const tabs: SiteTab[] = routes.flatMap((r) =>
    r.siteTab ? [{ id: r.id, label: r.siteTab.label, path: r.path, pattern: r.path }] : [],
  );
  const tab = activeSiteTab(tabs, routePattern);
  const owner = tab ? routes.find((r) => r.id === tab.id) : undefined;
  return owner?.siteTab?.permission ?? 'view';
}

/** Where opening a site leads this caller: its first tab (the overview for the owner), if any. */
export function siteHomePath(
  auth: AuthSnapshot,
  permissions: readonly LandingPermission[],
  landingId: number,
  routes: readonly RouteDef[] = routeTable,
): string | null {
  return siteTabsFor(auth, permissions, landingId, routes)[0]?.path ?? null;
}

import type { Role } from '@tessera/api-contract';
import { type AuthSnapshot, decideAccess, roleArea } from './access.ts';
import { type NavIcon, routeTable } from './routes.ts';

export interface NavItem {
  id: string;
  label: string;
  icon: NavIcon;
  path: string;
}

/**
 * The side bar of the caller's area: route-table entries with a `nav` entry that the guard
 * would let this caller open, so the bar can never offer a page that bounces. An entry with a
 * `when` fact waits for it (the agency's courses entry, for an agency whose plans include one).
 */
export function navItemsFor(auth: AuthSnapshot): NavItem[] {
  if (!auth.role) return [];
  const area = roleArea[auth.role];
  return routeTable
    .flatMap((route) =>
      'nav' in route && route.access.kind === 'area' && route.access.area === area
        ? [{ id: route.id, path: route.path, ...route.nav }]
        : [],
    )
    .filter((item) => !('when' in item) || auth[item.when] === true)
    .filter((item) => 'allow' in decideAccess({ path: item.path, auth }))
    .sort((a, b) => a.order - b.order)
    .map(({ id, label, icon, path }) => ({ id, label, icon, path }));
}

/** A section stays highlighted on its sub-pages (e.g. Agencies on /admin/agencies/archived). */
export function isNavActive(pathname: string, itemPath: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

export const profilePath: Record<Role, string> = {
  Admin: '/admin/profile',
  Agency: '/agency/profile',
  AgencyUser: '/agency/profile',
  WebsiteUser: '/agency/profile',
  CardUser: '/user/profile',
};

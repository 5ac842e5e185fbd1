import type { LandingDetail, LandingPermission } from '@tessera/api-contract';
import { createContext, useContext } from 'react';
import type { ActionGate } from '../../ui/PermissionGate.tsx';
import { agencySiteAddresses, type SiteAddresses } from './paths.ts';

/**
 * The site every screen under `/agency/websites/:id` works on, loaded once by the website screen.
 * Tab screens of every area read it with `useSite()` instead of fetching the site again.
 */
export const SiteContext = createContext<LandingDetail | null>(null);

export function useSite(): LandingDetail {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite is used outside the website screen');
  return site;
}

/** Whether the caller holds a landing permission on the current site (SPEC §6). */
export function useSitePermission(permission: LandingPermission): boolean {
  return useSite().permissions.includes(permission);
}

/**
 * The gate of an action needing a landing permission on the current site (SPEC §6): the
 * control shows the disabled look and the no-permission tooltip when the caller lacks it.
 */
export function useSiteGate(permission: LandingPermission): ActionGate {
  return { allowed: useSitePermission(permission), permission };
}

/** Where the current site's page and menu screens live: the agency's website, or an admin template. */
export const SiteAddressContext = createContext<SiteAddresses>(agencySiteAddresses);

export function useSiteAddresses(): SiteAddresses {
  return useContext(SiteAddressContext);
}

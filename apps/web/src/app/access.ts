import { agencyAreaRoles, type Role } from '@tessera/api-contract';
import { safeRedirectPath, splitPath } from './redirect.ts';
import { type Area, matchRoute, type RouteDef, routeTable } from './routes.ts';

/** What the guard knows about the caller: nothing but the role for a guest (role null). */
export interface AuthSnapshot {
  role: Role | null;
  /** Profile.blocked: the server applies SPEC §4 access blocking, course-holder exemption included. */
  blocked: boolean;
  canCreateLanding: boolean;
  /** Profile.hasCourses: only the side bar reads it (the courses entry); the guard does not. */
  hasCourses?: boolean;
}

/**
 * Why a signed-in caller of the right area may not open a screen: the guard shows the no-access
 * screen saying so (features/system/NoAccessScreen.tsx), never a silent bounce.
 */
export interface Denial {
  /** The screen asked for, as the route table titles it. */
  screen: string;
  /** What the agency owner can grant: the screen itself, or the right to create websites. */
  remedy: 'screen' | 'create-websites';
}

export type Decision = { allow: true } | { redirect: string } | { deny: Denial };

export const GUEST: AuthSnapshot = { role: null, blocked: false, canCreateLanding: false };

export const roleArea: Record<Role, Area> = {
  Admin: 'admin',
  Agency: 'agency',
  AgencyUser: 'agency',
  WebsiteUser: 'agency',
  CardUser: 'user',
};

/** SPEC §6: where each role lands from guest pages and from areas that are not theirs. */
export const roleHome: Record<Role, string> = {
  Admin: '/admin/agencies',
  Agency: '/agency/websites',
  AgencyUser: '/agency/websites',
  WebsiteUser: '/agency/websites',
  CardUser: '/user/cards',
};

export const LOGIN_PATH = '/login';
export const SUBSCRIPTION_PATH = '/agency/subscription';
const SUBSCRIPTION_ROUTE_ID = 'agency-subscription';

/**
 * SPEC §2 agency-area screens by route id, including those whose screens land in later issues.
 * The member whitelist below is written over these ids, so a screen is covered the moment its
 * route entry uses the id.
 */
export const agencyRouteIds = [
  'agency-index',
  'agency-websites',
  // The agency-wide contacts inbox (issue 16), across every site.
  'agency-contacts',
  'agency-websites-create',
  'agency-websites-share',
  'agency-website',
  'agency-website-edit',
  'agency-website-settings',
  // Website tabs beyond SPEC §2's list (issue 6): files, SEO (robots, keywords) and stats.
  'agency-website-files',
  'agency-website-seo',
  'agency-website-stats',
  // The menus and redirects lists of a site (issue 6); SPEC §2 names only their create/edit screens.
  'agency-menus',
  'agency-redirects',
  // Forms, contacts, webhooks and backups of a site (issue 6); SPEC §2 names only form create/edit.
  'agency-website-forms',
  'agency-website-contacts',
  'agency-website-webhooks',
  'agency-website-webhook',
  'agency-website-backups',
  // The Payments tab of a site (issue 19): the gateway, products, coupons, orders and customer
  // subscriptions; SPEC §2 names only `gateway create` and the `/auth/` callback of the card
  // payment provider.
  'agency-website-payments',
  'agency-website-products',
  'agency-website-coupons',
  'agency-website-orders',
  'agency-website-subscriptions',
  'agency-stripe-callback',
  'agency-form-create',
  'agency-form-edit',
  'agency-menu-create',
  'agency-menu-edit',
  'agency-redirect-create',
  'agency-redirect-edit',
  'agency-settings-redirect-create',
  'agency-settings-redirect-edit',
  'agency-integration-create',
  'agency-gateway-create',
  'agency-podcast-edit',
  'agency-blog',
  'agency-blog-create',
  'agency-blog-create-by-ai',
  'agency-blog-edit',
  'agency-pages',
  'agency-pages-create',
  'agency-page-edit',
  'agency-website-design',
  'agency-page-design',
  'agency-page-sandbox-design',
  'agency-blog-design',
  'agency-blog-sandbox-design',
  'agency-card-create',
  'agency-card-edit',
  'agency-card-preview',
  'agency-card-transfers',
  'agency-cards',
  'agency-card-integrations',
  'agency-courses',
  'agency-course',
  'agency-users',
  'agency-user',
  'agency-payment-methods',
  'agency-payment-methods-create',
  'agency-premium-apps',
  'agency-subscription',
  'agency-profile',
  'agency-reseller-subscriptions',
  'agency-clients',
  'agency-clients-create',
  'agency-client-edit',
] as const;
export type AgencyRouteId = (typeof agencyRouteIds)[number];

/**
 * SPEC §4/§6: what a blocked agency owner may still open, to get unblocked: the subscription
 * screen and the billing screens beside it (a card to pay with, premium apps, reseller plans).
 * A blocked member has only the subscription screen's notice: billing is the owner's.
 */
export const blockedOwnerRouteIds = [
  SUBSCRIPTION_ROUTE_ID,
  'agency-payment-methods',
  'agency-payment-methods-create',
  'agency-premium-apps',
  'agency-reseller-subscriptions',
] as const satisfies readonly AgencyRouteId[];

/** SPEC §6: the only agency-area screens an AgencyUser or WebsiteUser may open. */
export const memberWhitelist = [
  'agency-profile',
  'agency-websites',
  'agency-form-create',
  'agency-form-edit',
  'agency-menu-create',
  'agency-menu-edit',
  'agency-redirect-create',
  'agency-redirect-edit',
  'agency-integration-create',
  'agency-gateway-create',
  // Members who may connect a gateway (`gateway create`) come back from Stripe's onboarding here,
  // and see and manage the site's commerce as its `view` and `manage_commerce` say (issue 19: gateway
  // and product management follow the landing permissions; without them, the disabled look).
  'agency-stripe-callback',
  'agency-website-payments',
  'agency-website-products',
  'agency-website-coupons',
  'agency-website-orders',
  'agency-website-subscriptions',
  'agency-podcast-edit',
  // Members who may edit a site's posts (its `manage_blog`, checked by the website screen) list them.
  'agency-blog',
  'agency-blog-create',
  'agency-blog-create-by-ai',
  'agency-blog-edit',
  'agency-pages',
  'agency-pages-create',
  // designers
  'agency-website-design',
  'agency-page-design',
  'agency-page-sandbox-design',
  'agency-blog-design',
  'agency-blog-sandbox-design',
  // cards
  'agency-card-create',
  'agency-card-edit',
  'agency-card-preview',
  'agency-card-transfers',
] as const satisfies readonly AgencyRouteId[];

/** SPEC §6: what `can_create_landing` adds for an AgencyUser (not for a WebsiteUser). */
export const canCreateLandingExtras = [
  'agency-websites-create',
  'agency-websites-share',
] as const satisfies readonly AgencyRouteId[];

function isMember(role: Role): role is 'AgencyUser' | 'WebsiteUser' {
  return role === 'AgencyUser' || role === 'WebsiteUser';
}

function memberMayOpen(routeId: string, role: 'AgencyUser' | 'WebsiteUser', auth: AuthSnapshot): boolean {
  const allowed: readonly string[] = memberWhitelist;
  if (allowed.includes(routeId)) return true;
  const extras: readonly string[] = canCreateLandingExtras;
  return role === 'AgencyUser' && auth.canCreateLanding && extras.includes(routeId);
}

function blockedMayOpen(routeId: string, role: Role): boolean {
  if (routeId === SUBSCRIPTION_ROUTE_ID) return true;
  const billing: readonly string[] = blockedOwnerRouteIds;
  return role === 'Agency' && billing.includes(routeId);
}

function isBlocked(auth: AuthSnapshot): boolean {
  return auth.blocked && auth.role !== null && agencyAreaRoles.includes(auth.role);
}

/** Where "home" is for this caller right now. */
export function homeFor(auth: AuthSnapshot): string {
  if (!auth.role) return LOGIN_PATH;
  if (isBlocked(auth)) return SUBSCRIPTION_PATH;
  return roleHome[auth.role];
}

export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?redirect_url=${encodeURIComponent(returnTo)}`;
}

const ALLOW: Decision = { allow: true };

/**
 * THE guard (SPEC §6). `path` is what the address bar holds (pathname, search, hash). Unknown
 * paths are allowed through: the router shows the not-found screen for them. Guests go to login
 * (remembering the path), callers of another area to their home; a member asking for a screen
 * outside the whitelist is denied with the reason, which the no-access screen shows.
 */
export function decideAccess(
  { path, auth }: { path: string; auth: AuthSnapshot },
  routes: readonly RouteDef[] = routeTable,
): Decision {
  const { pathname, search } = splitPath(path);
  const route = matchRoute(pathname, routes);
  if (!route) return ALLOW;
  const { role } = auth;

  if (route.access.kind === 'public') {
    return route.redirect === 'home' ? { redirect: homeFor(auth) } : ALLOW;
  }

  if (route.access.kind === 'guest') {
    if (!role) return ALLOW;
    // The place a guest was stopped at (or a login link named) is where signing in leads.
    const back = safeRedirectPath(new URLSearchParams(search).get('redirect_url'));
    return { redirect: back ?? homeFor(auth) };
  }

  if (!role) return { redirect: loginPathFor(path) };
  if (roleArea[role] !== route.access.area) return { redirect: homeFor(auth) };
  if (isBlocked(auth)) return blockedMayOpen(route.id, role) ? ALLOW : { redirect: SUBSCRIPTION_PATH };
  if (route.redirect === 'home') return { redirect: homeFor(auth) };
  if (isMember(role) && !memberMayOpen(route.id, role, auth)) {
    const extras: readonly string[] = canCreateLandingExtras;
    return {
      deny: {
        screen: route.title,
        remedy: role === 'AgencyUser' && extras.includes(route.id) ? 'create-websites' : 'screen',
      },
    };
  }
  return ALLOW;
}

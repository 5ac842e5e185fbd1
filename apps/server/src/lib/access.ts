import type { Role } from '@tessera/api-contract';
import type { FastifySchema } from 'fastify';
import type { AuthContext } from './caller.ts';

/**
 * What every API route declares about who may call it. A route without a declaration
 * refuses to register, so no endpoint is ever open by omission.
 */
export type Access =
  | { kind: 'public' }
  | {
      kind: 'roles';
      roles: readonly Role[];
      /** Reachable even when SPEC §4 access blocking applies (profile, logout, subscription). */
      allowBlocked?: boolean;
    };

export const PUBLIC: Access = { kind: 'public' };
export const ALL_ROLES: readonly Role[] = ['Admin', 'Agency', 'AgencyUser', 'WebsiteUser', 'CardUser'];
export const signedIn = (options: { allowBlocked?: boolean } = {}): Access => ({
  kind: 'roles',
  roles: ALL_ROLES,
  ...options,
});
export const onlyRoles = (roles: readonly Role[], options: { allowBlocked?: boolean } = {}): Access => ({
  kind: 'roles',
  roles,
  ...options,
});

/**
 * Roles that work on sites. What each may do on one site is its landing permissions' say, which
 * the service checks with `siteForCaller` (SPEC §6).
 */
export const SITE_ROLES: Access = onlyRoles(['Agency', 'AgencyUser', 'WebsiteUser']);

/** The options of a route on a site or one of its records: the site roles, and its schemas. */
export function siteRoute<S extends FastifySchema>(schema: S): { config: { access: Access }; schema: S } {
  return { config: { access: SITE_ROLES }, schema };
}

/**
 * The site roles and Admin: routes admins also use to edit the backing sites of admin templates
 * (pages, the page editor, menus, site settings, images; see modules/templates). For an admin,
 * `siteForCaller` finds template sites only, so an agency's site stays "not found" to it.
 */
export const SITE_OR_TEMPLATE_ROLES: Access = onlyRoles(['Agency', 'AgencyUser', 'WebsiteUser', 'Admin']);

/** `siteRoute` for a route admins also use on template sites (`SITE_OR_TEMPLATE_ROLES`). */
export function siteOrTemplateRoute<S extends FastifySchema>(
  schema: S,
): { config: { access: Access }; schema: S } {
  return { config: { access: SITE_OR_TEMPLATE_ROLES }, schema };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function requireAuth(auth: AuthContext | null): AuthContext {
  // The access hook already refused anonymous calls; this narrows the type for handlers.
  if (!auth) throw new Error('requireAuth used on a public route');
  return auth;
}

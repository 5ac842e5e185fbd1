import type { LandingPermission } from '@tessera/api-contract';
import type { ServerConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';

/**
 * The isolation matrix: every API route × every kind of caller, with the status each must get.
 * Each area's entries live in `entries/<area>.ts` (see docs/access-matrix.md);
 * `apps/server/test/access-matrix.test.ts` collects them, derives the expected status of every
 * caller from the route's access declaration and the entry's scope, and walks it all.
 *
 * Test-only: types and the pure derivation the walk uses; the running server never imports it.
 */

export const matrixCallers = [
  'anonymous',
  'cardUser',
  'websiteUserWithout',
  'websiteUserWith',
  'agencyUser',
  'owner',
  'otherOwner',
  'admin',
] as const;
/**
 * - `cardUser`: a CardUser of agency A owning a card there.
 * - `websiteUserWithout`: a WebsiteUser of agency A assigned (with every permission) only to
 *   another site of A, never to the target site.
 * - `websiteUserWith`: a WebsiteUser of agency A assigned to the target site with
 *   `WEBSITE_USER_PERMISSIONS` only.
 * - `agencyUser`: an AgencyUser of agency A assigned to the target site with every permission,
 *   `can_create_landing` on.
 * - `owner`: the Agency owner of agency A (a reseller: `reseller_status` active, one client agency).
 * - `otherOwner`: the owner of agency B, a subscribed agency with its own site.
 * - `admin`: a platform Admin.
 */
export type MatrixCaller = (typeof matrixCallers)[number];
export type SignedInCaller = Exclude<MatrixCaller, 'anonymous'>;

/** What `websiteUserWith` may do on the target site: routes needing anything else answer it 403. */
export const WEBSITE_USER_PERMISSIONS: readonly LandingPermission[] = ['view', 'edit_design'];

export type MatrixMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Whose thing the route touches, which decides what each caller the access declaration lets
 * through must get:
 * - `public`: the same for every caller (login, config).
 * - `own`: the caller's own account, session or list (profile, logout, `GET /landings`): `ok`.
 * - `platform`: records no tenant owns (agencies for admins, white labels, plans): `ok`.
 * - `site`: something of the target site (agency A), needing `permission`:
 *   owner and agencyUser `ok`; websiteUserWith `ok` when `WEBSITE_USER_PERMISSIONS` holds the
 *   permission, else 403; websiteUserWithout, otherOwner, cardUser and admin 404.
 * - `agency`: something of agency A that is not a site's (its users, settings): otherOwner 404,
 *   everyone else `ok`.
 */
export type MatrixScope =
  | { kind: 'public' }
  | { kind: 'own' }
  | { kind: 'platform' }
  | { kind: 'site'; permission: LandingPermission }
  | { kind: 'agency' };

/** One request of the walk. Path parameters not given here fall back as the recipe says. */
export interface MatrixRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send this token instead of a fresh one for the caller (e.g. an impersonation token). */
  token?: string | null;
}

export interface MatrixResponse {
  status: number;
  body: unknown;
}

/** The fixtures every entry can use: two agencies, their people and sites (see `MatrixCaller`). */
export interface MatrixWorld {
  db: Database;
  config: ServerConfig;
  /** Agency A: the target of every `site` and `agency` entry. */
  agencyId: number;
  /** Agency B, owned by `otherOwner`. */
  otherAgencyId: number;
  /** A client agency managed by agency A (reseller relation), and its owner. */
  clientAgencyId: number;
  clientOwnerId: number;
  /** The target site (agency A). */
  siteId: number;
  /** Another site of agency A; only websiteUserWithout (and agencyUser) are assigned to it. */
  otherSiteId: number;
  /** A site of agency B. */
  otherAgencySiteId: number;
  /** The card of agency A that cardUser owns. */
  cardId: number;
  users: Record<SignedInCaller, { id: number; email: string }>;
  /** The password of every world user. */
  password: string;
  /** A string no other call of this run returns: for unique names, emails, paths. */
  unique(): string;
  /**
   * A fresh site of agency A assigned exactly like the target site (websiteUserWith with
   * `WEBSITE_USER_PERMISSIONS`, agencyUser with everything): use it for routes that delete or
   * change the site, so each caller gets its own victim.
   */
  newSite(): Promise<number>;
  /** A fresh user of agency A (or of `agencyId`), for routes that delete or change a user. */
  newUser(role: 'Agency' | 'AgencyUser' | 'WebsiteUser' | 'CardUser', agencyId?: number): Promise<number>;
  /** A fresh bearer token for a caller (impersonation tokens: pass `impersonatorOf`). */
  token(caller: SignedInCaller): Promise<string>;
  /** Calls the API as someone, to set things up through real routes. `url` without `/api/v1`. */
  call(
    caller: MatrixCaller,
    method: MatrixMethod,
    url: string,
    options?: { body?: unknown; query?: Record<string, string | number | boolean> },
  ): Promise<MatrixResponse>;
}

export interface MatrixEntry {
  /** Method and path as registered, without the `/api/v1` prefix: `'PUT /pages/:id/document'`. */
  route: `${MatrixMethod} /${string}`;
  /**
   * Only for a route not yet declared in api-contract: a declared endpoint's scope and success
   * status come from its declaration (`access.scope`, its 2xx answer), never restated here.
   */
  scope?: MatrixScope;
  /** The status of a caller who may do it: the declared success status, else 200. */
  ok?: number;
  /** Statuses that differ from the derivation, per caller (say why in `note`). */
  expect?: Partial<Record<MatrixCaller, number>>;
  /**
   * Builds the request for one caller. Called once per caller, so a route that deletes or
   * changes something can make a fresh victim each time.
   */
  request?: (world: MatrixWorld, caller: MatrixCaller) => MatrixRequest | Promise<MatrixRequest>;
  /** Extra isolation check on a 2xx answer: return a message when the body shows what it must not. */
  check?: (world: MatrixWorld, caller: MatrixCaller, response: MatrixResponse) => string | null;
  note?: string;
}

/** Identity helper that types a module's entries. */
export function defineAccessMatrix(entries: MatrixEntry[]): MatrixEntry[] {
  return entries;
}

/** The route's access declaration, as `lib/access.ts` defines it (kept structural here). */
export type DeclaredAccess =
  | { kind: 'public' }
  | { kind: 'roles'; roles: readonly string[]; allowBlocked?: boolean };

export const callerRole: Record<SignedInCaller, string> = {
  cardUser: 'CardUser',
  websiteUserWithout: 'WebsiteUser',
  websiteUserWith: 'WebsiteUser',
  agencyUser: 'AgencyUser',
  owner: 'Agency',
  otherOwner: 'Agency',
  admin: 'Admin',
};

/**
 * The status a caller must get: the access layer first (401 anonymous, 403 a role the route
 * does not name), then the entry's own overrides, then what its scope implies.
 */
export function expectedStatus(
  entry: MatrixEntry & { scope: MatrixScope },
  access: DeclaredAccess,
  caller: MatrixCaller,
): number {
  if (access.kind === 'roles') {
    if (caller === 'anonymous') return 401;
    if (!access.roles.includes(callerRole[caller])) return 403;
  }
  const override = entry.expect?.[caller];
  if (override !== undefined) return override;
  const ok = entry.ok ?? 200;
  const scope = entry.scope;
  switch (scope.kind) {
    case 'public':
    case 'own':
    case 'platform':
      return ok;
    case 'agency':
      return caller === 'otherOwner' ? 404 : ok;
    case 'site':
      if (caller === 'owner' || caller === 'agencyUser') return ok;
      if (caller === 'websiteUserWith') return WEBSITE_USER_PERMISSIONS.includes(scope.permission) ? ok : 403;
      return 404;
  }
}

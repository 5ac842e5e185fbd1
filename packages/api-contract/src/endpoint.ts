import type { z } from 'zod';
import type { LandingPermission, Role } from './roles.ts';

/**
 * One API endpoint, declared once: its method and path (under `/api/v1`), the zod schemas of what
 * it takes and answers, and who may call it. The server registers its handler against the
 * declaration (`apps/server/src/lib/endpoints.ts`: a type error when the handler's input or output
 * drifts), the web client calls it through the declaration (`apps/web/src/api/call.ts`: no
 * hand-written paths), and the access matrix and docs/api.md's route table are derived from it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Whose thing an endpoint touches, which decides what each kind of caller its roles let through
 * must get (the access matrix walks it, docs/access-matrix.md):
 * - `public`: the same for everyone (login, config);
 * - `own`: the caller's own account, session or list (profile, logout, `GET /landings`);
 * - `platform`: records no tenant owns (agencies for admins, white labels, plans);
 * - `site`: something of one site, which the caller needs `permission` on (SPEC §6 landing
 *   permissions, checked by the service with `siteForCaller`);
 * - `agency`: something of the caller's agency that is not a site's (its users, its cards).
 */
export type EndpointScope =
  | { kind: 'public' }
  | { kind: 'own' }
  | { kind: 'platform' }
  | { kind: 'site'; permission: LandingPermission }
  | { kind: 'agency' };

/** Who may call: anyone, or signed-in callers of these roles (blocked agencies only when allowed). */
export type EndpointAccess = OpenAccess | SignedInAccess;

export interface OpenAccess {
  roles: 'anyone';
  allowBlocked?: undefined;
  scope: EndpointScope;
}

export interface SignedInAccess {
  roles: readonly Role[];
  /** Reachable even when SPEC §4 access blocking applies (profile, logout, subscription). */
  allowBlocked?: boolean;
  scope: EndpointScope;
}

/**
 * What the request body is: JSON checked by `body` (the default), a multipart upload the handler
 * reads itself (files, favicons), the raw bytes a signature covers (a payment provider's webhook),
 * or a websocket upgrade (realtime).
 */
export type EndpointTransport = 'json' | 'multipart' | 'raw' | 'websocket';

/** A zod object schema (params, query and body are objects). */
type ObjectSchema = z.ZodType<Record<string, unknown>>;

export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  /** The path's `:name` segments, exactly (`paramsMismatch` checks it where routes register). */
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  /** Each answer by status; the one 2xx status is what the handler returns and the client reads. */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
  access: EndpointAccess;
  /** One line for docs/api.md's route table: what the call does. */
  summary: string;
  /** What else docs/api.md says of it: the body, the answer's fields, its rules. */
  notes?: string;
  transport?: EndpointTransport;
  /** Answered as a file (CSV, vCard) rather than JSON: the client downloads it. */
  download?: boolean;
}

/** Declares an endpoint, keeping every literal (method, path, schemas) in its type. */
export function endpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

/** The `:name` segments of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/**
 * Why a declaration's `params` do not name exactly its path's segments, or null when they do.
 * A zod object's keys are read from its `shape`.
 */
export function paramsMismatch(definition: EndpointDefinition): string | null {
  const inPath = pathParamNames(definition.path).sort();
  const shape = (definition.params as { shape?: Record<string, unknown> } | undefined)?.shape;
  const declared = Object.keys(shape ?? {}).sort();
  if (inPath.join() === declared.join()) return null;
  return `${endpointKey(definition)} declares params [${declared.join(', ')}] for path segments [${inPath.join(', ')}]`;
}

/** The status an endpoint answers on success: its one 2xx response. */
export type SuccessStatus<E extends EndpointDefinition> = Extract<
  keyof E['responses'],
  200 | 201 | 202 | 204
>;

/** The schema of an endpoint's success answer. */
export type SuccessSchema<E extends EndpointDefinition> = NonNullable<E['responses'][SuccessStatus<E>]>;

export function successStatus(endpoint: EndpointDefinition): 200 | 201 | 202 | 204 {
  const statuses = (Object.keys(endpoint.responses) as string[]).map(Number);
  const success = statuses.filter((status) => status >= 200 && status < 300);
  if (success.length !== 1) {
    throw new Error(`${endpoint.method} ${endpoint.path} must declare exactly one success answer`);
  }
  return success[0] as 200 | 201 | 202 | 204;
}

/** What a caller sends: the inputs (before zod's defaults and coercion) of the declared parts. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** The path with its `:segments` filled in, each encoded (`/landings/7/redirects/3`). */
export function endpointPath(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params?: Record<string, unknown>,
): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `GET /landings/:id/redirects`: how the matrix, the docs and error messages name an endpoint. */
export const endpointKey = (endpoint: Pick<EndpointDefinition, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

// The access every area composes its declarations from.

/** Anyone, signed in or not, the same answer for all. */
export const anyone: OpenAccess = { roles: 'anyone', scope: { kind: 'public' } };

/** The roles that work on sites; what each may do on one site is its landing permissions' say. */
export const SITE_ROLES: readonly Role[] = ['Agency', 'AgencyUser', 'WebsiteUser'];

/**
 * Something of one site, needing `permission` on it. `admins`: admins use it too, on the backing
 * sites of admin templates (an agency's site stays "not found" to them).
 */
export function onSite(permission: LandingPermission, options: { admins?: boolean } = {}): SignedInAccess {
  return {
    roles: options.admins ? [...SITE_ROLES, 'Admin'] : SITE_ROLES,
    scope: { kind: 'site', permission },
  };
}

/** Signed-in callers of `roles` acting on what `scope` says. */
export function forRoles(
  roles: readonly Role[],
  scope: EndpointScope,
  options: { allowBlocked?: boolean } = {},
): SignedInAccess {
  return { roles, scope, ...(options.allowBlocked ? { allowBlocked: true } : {}) };
}

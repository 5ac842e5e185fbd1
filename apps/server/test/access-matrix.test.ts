import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints, endpointKey, type Role } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type RegisteredRoute } from '../src/app.ts';
import { agencies, users } from '../src/db/schema/index.ts';
import { API_PREFIX } from '../src/deps.ts';
import type { CollectedEntry } from './access-matrix/collect.ts';
import { expectedStatus, type MatrixCaller, matrixCallers } from './access-matrix/matrix.ts';
import { bodyFor, matrixWalk, tokenFor } from './access-matrix/walk.ts';
import { callerAddress } from './access-matrix/world.ts';
import { DEMO } from './test-app.ts';

/**
 * THE isolation matrix (docs/access-matrix.md): every registered API route × every kind of
 * caller, each with the status it must get, walked against a real app. Scope and permission
 * come from the endpoint declarations; entries (`access-matrix/entries/<area>.ts`) add requests.
 */

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-artifacts');

const walk = matrixWalk();

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const registeredKey = (route: RegisteredRoute) => `${route.method} ${route.url.slice(API_PREFIX.length)}`;

/** Path parameters the entry did not give: a site route's landing id is the target site. */
function fillPath(entry: CollectedEntry, params: Record<string, string | number>): string {
  const pathPart = entry.route.slice(entry.route.indexOf(' ') + 1);
  return pathPart.replace(/:(\w+)/g, (_, name: string) => {
    const given = params[name];
    if (given !== undefined) return encodeURIComponent(String(given));
    const landingParam =
      name === 'landingId' ||
      name === 'landing_id' ||
      (name === 'id' && pathPart.startsWith('/landings/:id'));
    if (entry.scope.kind === 'site' && landingParam) return String(walk.world.siteId);
    throw new Error(`${entry.route} (modules/${entry.module}): no value for :${name}; give it in request()`);
  });
}

describe('isolation matrix', () => {
  it('has exactly one entry for every registered API route', () => {
    const registered = new Set(walk.t.app.apiRoutes.map(registeredKey));
    const declared = walk.entries.map((e) => e.route);
    const missing = [...registered].filter((route) => !declared.includes(route as CollectedEntry['route']));
    const stale = walk.entries
      .filter((e) => !registered.has(e.route))
      .map((e) => `${e.route} (modules/${e.module})`);
    const duplicated = declared.filter((route, i) => declared.indexOf(route) !== i);
    expect({ missing, stale, duplicated }).toEqual({ missing: [], stale: [], duplicated: [] });
  });

  it('registers every declared endpoint once, from its declaration', () => {
    const problems = allEndpoints().flatMap(({ endpoint }) => {
      const registered = walk.t.app.apiRoutes.filter(
        (route) => registeredKey(route) === endpointKey(endpoint),
      );
      if (registered.length !== 1)
        return [`${endpointKey(endpoint)} is registered ${registered.length} times`];
      return registered[0]!.endpoint === endpoint
        ? []
        : [`${endpointKey(endpoint)} is not served from its declaration`];
    });
    expect(problems).toEqual([]);
  });

  it('serves nothing undeclared: every API route comes from an api-contract declaration', () => {
    const undeclared = walk.t.app.apiRoutes.filter((route) => !route.endpoint).map(registeredKey);
    expect(undeclared).toEqual([]);
  });

  it('answers every route × caller as the matrix says', { timeout: 600_000 }, async () => {
    const byRoute = new Map(walk.t.app.apiRoutes.map((r) => [registeredKey(r), r]));
    // Logging out or ending an impersonation revokes the caller's session: those go last.
    const ordered = [...walk.entries]
      .filter((e) => byRoute.has(e.route))
      .sort((a, b) => Number(/logout$/.test(a.route)) - Number(/logout$/.test(b.route)));
    const rows: { route: string; caller: MatrixCaller; expected: number; actual: number }[] = [];
    const mismatches: string[] = [];
    for (const entry of ordered) {
      const registered = byRoute.get(entry.route)!;
      for (const caller of matrixCallers) {
        const expected = expectedStatus(entry, registered.access, caller);
        let actual: number;
        let detail = '';
        try {
          const request = (await entry.request?.(walk.world, caller)) ?? {};
          const url = fillPath(entry, request.params ?? {});
          const query = request.query
            ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, String(v)])).toString()}`
            : '';
          const token = await tokenFor(walk.world, caller, request);
          const method = registered.method as 'GET';
          const body = bodyFor(method, request);
          const response = await walk.t.request({
            method,
            url: `${API_PREFIX}${url}${query}`,
            token,
            remoteAddress: callerAddress(caller),
            ...(request.headers ? { headers: request.headers } : {}),
            ...(body === undefined ? {} : { payload: body as object }),
          });
          actual = response.statusCode;
          if (actual !== expected) detail = ` — ${response.body.slice(0, 160)}`;
          else if (entry.check && actual < 300) {
            let parsed: unknown = null;
            try {
              parsed = response.json();
            } catch {
              parsed = response.body;
            }
            const leak = entry.check(walk.world, caller, { status: actual, body: parsed });
            if (leak) {
              mismatches.push(`${entry.route} as ${caller}: ${leak}`);
            }
          }
        } catch (error) {
          actual = -1;
          detail = ` — setup failed: ${(error as Error).message}`;
        }
        rows.push({ route: entry.route, caller, expected, actual });
        if (actual !== expected) {
          mismatches.push(`${entry.route} as ${caller}: expected ${expected}, got ${actual}${detail}`);
        }
      }
    }
    // The matrix as run, for people and tools (docs/access-matrix.md).
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(
      path.join(artifacts, 'access-matrix.json'),
      `${JSON.stringify({ routes: ordered.length, callers: matrixCallers, rows }, null, 1)}\n`,
    );
    expect(mismatches).toEqual([]);
    expect(rows.length).toBe(ordered.length * matrixCallers.length);
  });
});

/**
 * The access layer alone, for callers the matrix does not model: users of a blocked agency
 * (SPEC §4) get 403 on every route that does not allow them.
 */
describe('access declarations', () => {
  type Caller = 'anonymous' | Role | 'BlockedAgency';
  const callers: Caller[] = [
    'anonymous',
    'Admin',
    'Agency',
    'AgencyUser',
    'WebsiteUser',
    'CardUser',
    'BlockedAgency',
  ];
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    tokens.set('Admin', await walk.t.login(DEMO.admin));
    tokens.set('Agency', await walk.t.login(DEMO.agency));
    tokens.set('AgencyUser', await walk.t.login(DEMO.agencyUser));
    tokens.set('WebsiteUser', await walk.t.login(DEMO.websiteUser));
    tokens.set('CardUser', await walk.t.login(DEMO.cardUser));
    const registered = await walk.t.request({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: 'Lapsed',
        agency_name: 'Lapsed Co',
        email: 'lapsed@example.com',
        password: 'lapsed-password',
      },
    });
    const [lapsed] = await walk.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'lapsed@example.com'));
    await walk.t.database.db
      .update(agencies)
      .set({ freeRegister: false })
      .where(eq(agencies.id, lapsed!.agencyId!));
    tokens.set('BlockedAgency', registered.json().access_token);
  });

  function guardStatus(access: RegisteredRoute['access'], caller: Caller): 401 | 403 | 'pass' {
    if (access.kind === 'public') return 'pass';
    if (caller === 'anonymous') return 401;
    const role: Role = caller === 'BlockedAgency' ? 'Agency' : caller;
    if (!access.roles.includes(role)) return 403;
    if (caller === 'BlockedAgency' && !access.allowBlocked) return 403;
    return 'pass';
  }

  it('lets a caller past the guard only as the route declares', { timeout: 300_000 }, async () => {
    const routes = [...walk.t.app.apiRoutes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const expected = guardStatus(route.access, caller);
        // Only the guard's own refusals are checked; what passes is the matrix's business.
        if (expected === 'pass') continue;
        const response = await walk.t.request({
          method: route.method as 'GET',
          url: route.url.replace(/:(\w+)/g, '999999'),
          token: tokens.get(caller) ?? null,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          remoteAddress: `192.0.2.${callers.indexOf(caller) + 1}`,
        });
        if (response.statusCode !== expected)
          mismatches.push(`${key(route)} as ${caller}: expected ${expected}, got ${response.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses to register an API route that declares no access rule', async () => {
    const fresh = await buildApp({
      config: walk.t.config,
      db: walk.t.database.db,
      mailer: { send: async () => undefined },
    });
    expect(() => fresh.get('/api/v1/undeclared', async () => 'open')).toThrow(/declares no access rule/);
    await fresh.close();
  });
});

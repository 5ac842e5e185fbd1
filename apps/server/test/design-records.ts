import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { designSaveReceipts } from '../src/db/schema/index.ts';
import { type ApiMethod, createTestApp, DEMO, type TestApp } from './test-app.ts';

/**
 * What the design-record tests (courses, order pages, admin blocks, page templates, templates)
 * share: an app whose preview host is `PREVIEW_HOST`, the demo's callers of every role signed in,
 * calls to the API and to a host, and numbers no other test of the file uses.
 */

/** The preview host of the sites origin, where admin records render (`SITES_PORT` 3000). */
export const PREVIEW_HOST = 'preview.localhost:3000';

/** The demo's callers of every role, signed in. */
export interface DemoCallers {
  admin: string;
  owner: string;
  agencyUser: string;
  websiteUser: string;
  cardUser: string;
}

/** The test app and its signed-in callers; made in the file's `beforeAll`. */
export async function designRecordApp(): Promise<{ t: TestApp; callers: DemoCallers }> {
  const t = await createTestApp({ SITES_PORT: 3000 });
  const [admin, owner, agencyUser, websiteUser, cardUser] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.agency),
    t.login(DEMO.agencyUser),
    t.login(DEMO.websiteUser),
    t.login(DEMO.cardUser),
  ]);
  return { t, callers: { admin, owner, agencyUser, websiteUser, cardUser } };
}

/** What an answer holds under `data`, once it is `status` (200 unless said). */
export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode).toBe(status);
  return response.json().data as T;
}

/** A 422 naming exactly `fields`, in any order. */
export function expectFieldErrors(response: LightMyRequestResponse, fields: readonly string[]): void {
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual([...fields].sort());
}

/** A page of an admins' list as the API answers it. */
interface ListAnswer<R = { id: number }> {
  data: R[];
  meta: { total: number; page: number; per_page: number };
}

/**
 * Calls on the app `app()` gives once it is made: `call` to `/api/v1{url}` as the caller holding
 * `token`, `onHost` a site path on `host`, `linkPage` what a preview link answer's link shows there;
 * `next` counts 1, 2, 3, … and `unique` names with it.
 */
export function testCalls(app: () => TestApp) {
  let counter = 0;
  const next = () => ++counter;
  const onHost = (host: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    app().request({ method, url, headers: { host } });
  return {
    call: (method: ApiMethod, url: string, token: string | null, payload?: InjectOptions['payload']) =>
      app().api(method, url, token, payload),
    onHost,
    /** The page a link answer (200) signs, requested on the link's own host (200 too), and the link. */
    linkPage: async (response: LightMyRequestResponse) => {
      const link = linkOf(response);
      const page = await onHost(link.host, link.pathname);
      expect(page.statusCode).toBe(200);
      return { link, page };
    },
    /**
     * The admins' list of a kind at `path` as the caller holding `token` sees it: `page` answers a
     * page of it (200), the rest are the checks every kind's list passes.
     */
    listOf: <R extends { id: number } = { id: number }>(path: string, token: string) => {
      const page = async (query: string) => {
        const response = await app().api('GET', `${path}?${query}`, token);
        expect(response.statusCode).toBe(200);
        return response.json() as ListAnswer<R>;
      };
      return {
        page,
        /**
         * The second page, two records a page and sorted by name (`nameField`) A to Z, of the three
         * records `search` finds: `last`, the one last by name, alone.
         */
        async expectSecondPage(search: string, nameField: 'name' | 'title', last: number): Promise<void> {
          const page2 = await page(`search=${search}&sort=${nameField}&order=asc&per_page=2&page=2`);
          expect(page2.data.map((row) => row.id)).toEqual([last]);
          expect(page2.meta).toEqual({ total: 3, page: 2, per_page: 2 });
        },
        /** A query the list refuses: 422 naming exactly `fields`. */
        async expectRefused(query: string, fields: readonly string[]): Promise<void> {
          expectFieldErrors(await app().api('GET', `${path}?${query}`, token), fields);
        },
      };
    },
    /**
     * A design save (`PUT url` with `body`) sent twice with one idempotency key: saved once, at
     * `version`, and answered the same the second time, marked replayed; the receipt it left.
     */
    async expectSavedOnce(
      url: string,
      token: string,
      body: { idempotency_key: string } & Record<string, unknown>,
      version: number,
    ) {
      const once = await app().api('PUT', url, token, body);
      const twice = await app().api('PUT', url, token, body);
      expect(once.json().data.version).toBe(version);
      expect(twice.statusCode).toBe(200);
      expect(twice.json().data).toMatchObject({ version, replayed: true });
      const [receipt] = await app()
        .database.db.select()
        .from(designSaveReceipts)
        .where(eq(designSaveReceipts.idempotencyKey, body.idempotency_key));
      return receipt;
    },
    next,
    unique: (prefix: string) => `${prefix} ${next()}`,
  };
}

/** The signed link a preview-link (or view-link) answer gives, once it is 200. */
export function linkOf(response: LightMyRequestResponse): URL {
  return new URL(dataOf<{ url: string }>(response).url);
}

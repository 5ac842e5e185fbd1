import type { InjectOptions } from 'fastify';
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

/**
 * Calls on the app `app()` gives once it is made: `call` to `/api/v1{url}` as the caller holding
 * `token`, `onHost` a site path on `host`; `next` counts 1, 2, 3, … and `unique` names with it.
 */
export function testCalls(app: () => TestApp) {
  let counter = 0;
  const next = () => ++counter;
  return {
    call: (method: ApiMethod, url: string, token: string | null, payload?: InjectOptions['payload']) =>
      app().api(method, url, token, payload),
    onHost: (host: string, url: string, method: 'GET' | 'POST' = 'GET') =>
      app().request({ method, url, headers: { host } }),
    next,
    unique: (prefix: string) => `${prefix} ${next()}`,
  };
}

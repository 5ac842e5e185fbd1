import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, type SiteDataWorld, siteDataApp } from './site-data.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Process roles (issue 20, docs/operations.md): an app instance and a sites instance on one
 * database, as a proxy would route them, and a worker that answers its health checks only.
 */

let app: TestApp;
let sites: TestApp;
let worker: TestApp;
let w: SiteDataWorld;

beforeAll(async () => {
  ({ t: app, w } = await siteDataApp({ ROLE: 'app' }));
  sites = await createTestApp({ ROLE: 'sites' }, {}, { sameDatabaseAs: app });
  worker = await createTestApp({ ROLE: 'worker' }, {}, { sameDatabaseAs: app });
});
afterAll(async () => {
  await worker?.close();
  await sites?.close();
  await app?.close();
});

const get = (t: TestApp, host: string, url: string) => t.request({ method: 'GET', url, headers: { host } });

describe('process roles', () => {
  it('serves published sites on the sites instance only', async () => {
    const page = await get(sites, DEMO_HOST, '/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    const onApp = await get(app, DEMO_HOST, '/');
    expect(onApp.statusCode).toBe(421);
    expect(onApp.json().message).toContain('ROLE=sites');
    // Everything on a site host belongs to the sites role: forms, files, cards.
    expect((await get(app, DEMO_HOST, '/robots.txt')).statusCode).toBe(421);
    expect((await get(app, 'card.localhost:3000', '/')).statusCode).toBe(421);
  });

  it('serves the API and the app on the app instance only', async () => {
    const mine = await app.api('GET', '/landings', w.owner);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.length).toBeGreaterThan(0);

    const onSites = await sites.api('GET', '/landings', w.owner);
    expect(onSites.statusCode).toBe(421);
    expect(onSites.json().message).toContain('ROLE=app');
    // An address as host (a health check's or a script's) is the app's too.
    expect((await get(sites, '127.0.0.1:3000', '/api/v1/config')).statusCode).toBe(421);
    expect((await get(app, '127.0.0.1:3000', '/api/v1/config')).statusCode).toBe(404);
  });

  it('has a worker answer its health checks and nothing else', async () => {
    expect((await worker.api('GET', '/landings', w.owner)).statusCode).toBe(421);
    expect((await get(worker, DEMO_HOST, '/')).statusCode).toBe(421);
    const live = await worker.api('GET', '/health', null);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', role: 'worker', pid: process.pid });
  });

  it('answers health and readiness on every role and every host', async () => {
    for (const [t, role] of [
      [app, 'app'],
      [sites, 'sites'],
      [worker, 'worker'],
    ] as const) {
      for (const host of ['localhost:3000', '10.0.0.7:3000']) {
        const ready = await get(t, host, '/api/v1/ready');
        expect(ready.statusCode, ready.body).toBe(200);
        expect(ready.json()).toMatchObject({ status: 'ready', role, database_ms: expect.any(Number) });
      }
    }
  });

  it('answers readiness during maintenance, when the API answers 503', async () => {
    const maintained = await createTestApp({ MAINTENANCE: true }, {}, { sameDatabaseAs: app });
    try {
      expect((await maintained.api('GET', '/landings', w.owner)).statusCode).toBe(503);
      expect((await maintained.api('GET', '/ready', null)).statusCode).toBe(200);
    } finally {
      await maintained.close();
    }
  });
});

import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../fixtures/server.ts';

/**
 * The built server as separate processes on one PostgreSQL (issue 20, docs/operations.md): a
 * WORKERS cluster, and a ROLE=app process beside a ROLE=sites process, as a proxy would route
 * them. The embedded PGlite belongs to one process, so these run with DATABASE_URL only (CI).
 */

/** A GET on a fresh connection (so a cluster may hand it to any of its processes). */
function get(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { port, host: '127.0.0.1', path, headers: { host }, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function signIn(server: RunningServer, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe.runIf(process.env.DATABASE_URL)('separate processes on one PostgreSQL', () => {
  let app: RunningServer;
  let sites: RunningServer;
  beforeAll(async () => {
    app = await startServer({ ROLE: 'app' });
    sites = await startServer({ ROLE: 'sites', WORKERS: '2' }, { sameDatabaseAs: app });
  });
  afterAll(async () => {
    await sites?.stop();
    await app?.stop();
  });

  it('spreads a WORKERS cluster’s connections over its processes', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 20 && pids.size < 2; i++) {
      const health = await get(sites.port, '127.0.0.1', '/api/v1/health');
      expect(health.status).toBe(200);
      const body = JSON.parse(health.body) as { role: string; pid: number };
      expect(body.role).toBe('sites');
      pids.add(body.pid);
    }
    expect(pids.size).toBe(2);
  });

  it('serves on the sites processes, within a second, what the app process changed', async () => {
    const demoHost = `demo.localhost:${sites.port}`;
    expect((await get(sites.port, demoHost, '/')).status).toBe(200);
    // Each sites process has the robots file cached before the change.
    for (let i = 0; i < 4; i++)
      expect((await get(sites.port, demoHost, '/robots.txt')).body).not.toContain('Disallow: /across');
    expect((await get(app.port, demoHost, '/')).status).toBe(421);
    expect((await get(sites.port, `localhost:${sites.port}`, '/api/v1/landings')).status).toBe(421);

    const token = await signIn(app, 'agency@demo.tessera');
    const listed = await fetch(`${app.url}/api/v1/landings?search=demo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const demo = ((await listed.json()) as { data: Array<{ id: number; subdomain: string }> }).data.find(
      (site) => site.subdomain === 'demo',
    );
    expect(demo).toBeDefined();
    const changed = await fetch(`${app.url}/api/v1/landings/${demo!.id}/robots`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ robots_txt: 'User-agent: *\nDisallow: /across\n' }),
    });
    expect(changed.status).toBe(200);
    const started = performance.now();
    // Every process of the cluster, on fresh connections, within the second.
    let agreeing = 0;
    while (agreeing < 6) {
      const robots = await get(sites.port, demoHost, '/robots.txt');
      agreeing = robots.body.includes('Disallow: /across') ? agreeing + 1 : 0;
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('drains and exits on SIGTERM', async () => {
    const extra = await startServer({ ROLE: 'sites', WORKERS: '2' }, { sameDatabaseAs: app });
    const started = performance.now();
    await extra.stop();
    // Idle connections close at once; nothing waits for a keep-alive or a timeout.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(extra.output()).not.toContain('exiting with work unfinished');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landings, pages } from '../../src/db/schema/index.ts';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../../src/lib/unavailable.ts';
import { headlineDocument } from '../documents.ts';
import { type PostgresProxy, startPostgresProxy } from '../pg-proxy.ts';
import { DEMO_HOST } from '../site-data.ts';
import { createTestApp, DEMO, type TestApp } from '../test-app.ts';

/**
 * Issue 20, faults: PostgreSQL restarted while an instance serves. The instance under test (`b`)
 * reaches the database through a TCP proxy the test takes down as a restart looks from the
 * client's side: every session is told the server is shutting down (57P01, what a restart sends),
 * the connections drop and new ones are refused, then it accepts again. The shared PostgreSQL
 * server is never touched; `a` only owns the test's database (and shows the bus came back).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'PostgreSQL restarted while serving (PostgreSQL only: PGlite runs in-process and cannot restart)',
  () => {
    let a: TestApp;
    let b: TestApp;
    let proxy: PostgresProxy;
    let owner: string;
    let landingId: number;
    /** Published and served once before the outage: in b's render cache. */
    let cachedPage: { id: number; path: string };
    /** Published but never asked for before the outage: not cached. */
    let uncachedPath: string;

    beforeAll(async () => {
      a = await createTestApp();
      proxy = await startPostgresProxy(a.databaseUrl!);
      // Job workers on: pg-boss's polling meets the outage too.
      b = await createTestApp(
        { jobWorkers: true, jobPollingIntervalSeconds: 0.5 },
        {},
        { sameDatabaseAs: a, reachDatabase: (url) => proxy.urlFor(url) },
      );
      owner = await b.login(DEMO.agency);
      const [demo] = await a.database.db.select().from(landings).where(eq(landings.subdomain, 'demo'));
      landingId = demo!.id;
      const made = await a.database.db
        .insert(pages)
        .values(
          ['cached', 'uncached'].map((name) => ({
            agencyId: demo!.agencyId,
            landingId,
            name,
            uniqueName: `restart-${name}`,
            document: headlineDocument(`Served ${name}`),
          })),
        )
        .returning({ id: pages.id, uniqueName: pages.uniqueName });
      for (const page of made) {
        const published = await b.api('POST', `/pages/${page.id}/publish`, owner);
        expect(published.statusCode, published.body).toBe(200);
      }
      cachedPage = { id: made[0]!.id, path: `/${made[0]!.uniqueName}` };
      uncachedPath = `/${made[1]!.uniqueName}`;
    });
    afterAll(async () => {
      await proxy?.start().catch(() => undefined);
      await b?.close();
      await proxy?.close();
      await a?.close();
    });

    const site = (path: string) => b.request({ method: 'GET', url: path, headers: { host: DEMO_HOST } });

    /** Every session b has open is told the server is going down, then the server is away. */
    async function restartBegins(): Promise<void> {
      // node-postgres answers a QueryResult; the Database type leaves it unknown.
      const told = (await a.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where client_port in (${sql.join(proxy.upstreamPorts(), sql`, `)})
              and datname = current_database()`,
      )) as unknown as { rows: unknown[] };
      expect(told.rows.length).toBeGreaterThan(0);
      await proxy.stop();
    }

    it('serves cached pages, answers 503 elsewhere, and recovers without a restart', async () => {
      const before = await site(cachedPage.path);
      expect(before.statusCode).toBe(200);
      expect(before.body).toContain('Served cached');

      await restartBegins();

      // The cached page, byte for byte, also once its periodic re-check is due and fails.
      expect((await site(cachedPage.path)).rawPayload).toEqual(before.rawPayload);
      b.app.sites.cache.expireAll();
      b.app.sites.hosts.expireAll();
      for (let i = 0; i < 3; i++) {
        const during = await site(cachedPage.path);
        expect(during.statusCode).toBe(200);
        expect(during.rawPayload).toEqual(before.rawPayload);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      // A page that was not cached: a short plain page saying so, not a 500.
      const miss = await site(uncachedPath);
      expect(miss.statusCode).toBe(503);
      expect(miss.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(miss.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(miss.body).toContain('Temporarily unavailable');

      // The API, signed in or not: 503 with the message, never 500.
      for (const response of [
        await b.api('GET', '/landings', owner),
        await b.api('POST', '/login', null, { email: DEMO.agency, password: 'whatever-it-is' }),
      ]) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
        expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      }

      await proxy.start();

      // The same app, no rebuild: its pool connects again at the next query.
      const listed = await b.api('GET', '/landings', owner);
      expect(listed.statusCode, listed.body).toBe(200);
      expect((await site(uncachedPath)).statusCode).toBe(200);

      // Publishing works, and b serves what it published.
      await a.database.db
        .update(pages)
        .set({ document: headlineDocument('Published after the restart') })
        .where(eq(pages.id, cachedPage.id));
      const published = await b.api('POST', `/pages/${cachedPage.id}/publish`, owner);
      expect(published.statusCode, published.body).toBe(200);
      expect((await site(cachedPage.path)).body).toContain('Published after the restart');

      // b's cluster bus listens again: a change made on a reaches it long before its 30 s re-check.
      await a.database.db
        .update(pages)
        .set({ document: headlineDocument('Told over the bus') })
        .where(eq(pages.id, cachedPage.id));
      const told = await a.api('POST', `/pages/${cachedPage.id}/publish`, await a.login(DEMO.agency));
      expect(told.statusCode, told.body).toBe(200);
      await expect
        .poll(async () => (await site(cachedPage.path)).body, { timeout: 8000, interval: 100 })
        .toContain('Told over the bus');
    });
  },
);

import type { RealtimeServerMessage } from '@tessera/api-contract';
import { createElement, createSection, formFieldFromPreset, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { backups, pages } from '../src/db/schema/index.ts';
import { SITE_BACKUP_JOB } from '../src/modules/backups/routes.ts';
import { publishPageById } from '../src/modules/pages/service.ts';
import { DEMO_HOST, publishFormPage, type SiteDataWorld, siteDataApp, submitForm } from './site-data.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { eventually } from './webhook-receiver.ts';

/**
 * Two instances on one database (issue 20, "instances agree at once"): what one changes, the
 * other serves within a second, through the cluster bus (lib/cluster-bus.ts), long before its
 * periodic re-check (30 s for sites, 60 s for hosts). On PostgreSQL each instance has its own pool
 * and listening connection, as two processes would; on PGlite they share the embedded database.
 */

/** What "at once" means here. */
const AGREE_WITHIN_MS = 1000;

let a: TestApp;
let b: TestApp;
let w: SiteDataWorld;

beforeAll(async () => {
  ({ t: a, w } = await siteDataApp());
  b = await createTestApp({}, {}, { sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const get = (t: TestApp, host: string, url: string) => t.request({ method: 'GET', url, headers: { host } });

/** Polls until `check` holds; fails past the limit. Answers how long it took (ms). */
async function agreedWithin(check: () => Promise<boolean>, limitMs = AGREE_WITHIN_MS): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not agreed within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function headlineDocument(text: string): PageDocument {
  const section = createSection();
  const element = createElement('h1', elementRegistry.h1.schema.parse({}));
  section.rows[0]!.columns[0]!.children.push(element);
  return {
    schemaVersion: 1,
    theme: {
      ButtonTextColor: '#ffffff',
      ButtonBackground: '#2563eb',
      ButtonBorderColor: '#1d4ed8',
      FontFamily: 'inherit',
    },
    sections: [section],
    popups: [],
    texts: { [section.id]: { [element.id]: `<h1>${text}</h1>` } },
  };
}

describe('two instances on one database', () => {
  it('serves a page published through A’s API on B within a second, and its unpublishing too', async () => {
    const db = a.database.db;
    const [page] = await db
      .insert(pages)
      .values({
        agencyId: w.demo.agencyId,
        landingId: w.demo.id,
        name: 'Agree',
        uniqueName: 'agree',
        document: headlineDocument('First version'),
      })
      .returning();
    await publishPageById(db, page!.id);
    a.app.sites.invalidate(w.demo.id);
    // B has the site and the page cached, due for its periodic check only in 30 s.
    expect((await get(b, DEMO_HOST, '/agree')).body).toContain('First version');
    expect(b.app.sites.cache.states.get(w.demo.id)?.responses.size).toBeGreaterThan(0);

    await db
      .update(pages)
      .set({ document: headlineDocument('Second version') })
      .where(eq(pages.id, page!.id));
    const published = await a.api('POST', `/pages/${page!.id}/publish`, w.owner);
    expect(published.statusCode, published.body).toBe(200);
    const ms = await agreedWithin(async () =>
      (await get(b, DEMO_HOST, '/agree')).body.includes('Second version'),
    );
    console.info(`B served A's publish after ${ms.toFixed(1)} ms (${a.database.engine})`);

    const unpublished = await a.api('POST', `/pages/${page!.id}/unpublish`, w.owner);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    await agreedWithin(async () => (await get(b, DEMO_HOST, '/agree')).statusCode === 404);
  });

  it('follows a redirect and a robots change made through A on B within a second', async () => {
    expect((await get(b, DEMO_HOST, '/moved-away')).statusCode).toBe(404);
    expect((await get(b, DEMO_HOST, '/robots.txt')).body).toContain('Allow: /');

    const redirect = await a.api('POST', `/landings/${w.demo.id}/redirects`, w.owner, {
      from_path: '/moved-away',
      to_url: '/',
      status: 301,
    });
    expect(redirect.statusCode, redirect.body).toBe(201);
    await agreedWithin(async () => (await get(b, DEMO_HOST, '/moved-away')).statusCode === 301);

    const robots = await a.api('POST', `/landings/${w.demo.id}/robots`, w.owner, {
      robots_txt: 'User-agent: *\nDisallow: /private\n',
    });
    expect(robots.statusCode, robots.body).toBe(200);
    await agreedWithin(async () =>
      (await get(b, DEMO_HOST, '/robots.txt')).body.includes('Disallow: /private'),
    );
  });

  it('moves a site to another subdomain on A and B serves it there within a second', async () => {
    const oldHost = `${w.launchpad.subdomain}.localhost:3000`;
    const newHost = 'launchpad-moved.localhost:3000';
    // B knows the old host (memoised for 60 s) and has never heard of the new one.
    expect((await get(b, oldHost, '/')).statusCode).toBe(200);
    expect(b.app.sites.hosts.peek(oldHost)?.target.kind).toBe('site');

    const moved = await a.api('PUT', `/landings/${w.launchpad.id}`, w.owner, {
      subdomain: 'launchpad-moved',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await agreedWithin(async () => (await get(b, oldHost, '/')).statusCode === 404);
    expect((await get(b, newHost, '/')).statusCode).toBe(200);

    const back = await a.api('PUT', `/landings/${w.launchpad.id}`, w.owner, {
      subdomain: w.launchpad.subdomain,
    });
    expect(back.statusCode, back.body).toBe(200);
    await agreedWithin(async () => (await get(b, oldHost, '/')).statusCode === 200);
  });

  it('tells a browser on A of a form submitted on B', async () => {
    const form = await publishFormPage(a, w.demo, {
      fields: [formFieldFromPreset('firstName'), formFieldFromPreset('email')],
    });
    const owner = await openSocket(a);
    owner.socket.send(JSON.stringify({ type: 'auth', token: w.owner }));
    await owner.next('ready');
    owner.socket.send(JSON.stringify({ type: 'subscribe', landing_id: w.demo.id }));
    await owner.next('subscribed');

    const response = await submitForm(b, form, { firstName: 'Across', email: 'across@example.com' });
    expect(response.statusCode, response.body).toBe(200);
    const event = await owner.next('event');
    expect(event).toMatchObject({ type: 'event', event: 'contact.created', landing_id: w.demo.id });
    // Exactly once: A heard it from B, not also from itself.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(owner.messages.filter((m) => m.type === 'event')).toHaveLength(1);
    owner.socket.terminate();
  });

  it('never hands an instance its own messages back', async () => {
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    const stopA = a.app.bus.subscribe('test', (payload) => heardByA.push(payload));
    const stopB = b.app.bus.subscribe('test', (payload) => heardByB.push(payload));
    await a.app.bus.publish('test', { n: 1 });
    await agreedWithin(async () => heardByB.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardByB).toEqual([{ n: 1 }]);
    expect(heardByA).toEqual([]);
    await expect(a.app.bus.publish('test', { text: 'x'.repeat(8000) })).rejects.toThrow(/over 7999 bytes/);
    stopA();
    stopB();
  });
});

describe('two job-running instances on one database', () => {
  it('runs each queued backup job once, on one of them', async () => {
    const c = await createTestApp(
      { jobWorkers: true, jobPollingIntervalSeconds: 0.5 },
      {},
      { sameDatabaseAs: a },
    );
    const d = await createTestApp(
      { jobWorkers: true, jobPollingIntervalSeconds: 0.5 },
      {},
      { sameDatabaseAs: a },
    );
    try {
      const siteIds = [w.demo.id, w.launchpad.id];
      const automaticCounts = async () => {
        const rows = await a.database.db
          .select({ landingId: backups.landingId })
          .from(backups)
          .where(and(inArray(backups.landingId, siteIds), eq(backups.kind, 'automatic')));
        return siteIds.map((id) => rows.filter((row) => row.landingId === id).length);
      };
      expect(await automaticCounts()).toEqual([0, 0]);
      // Switching automatic backups on queues each site's first run: one through C, one through D.
      for (const [instance, landingId] of [
        [c, w.demo.id],
        [d, w.launchpad.id],
      ] as const) {
        const on = await instance.api('PUT', `/landings/${landingId}/automatic-backup-option`, w.owner, {
          enabled: true,
        });
        expect(on.statusCode, on.body).toBe(200);
      }
      await eventually(async () => (await automaticCounts()).every((count) => count === 1));
      // Given time to run a second time, neither instance does.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await automaticCounts()).toEqual([1, 1]);
      const runs = await a.database.db.execute(
        sql`select state, retry_count from pgboss.job where name = ${SITE_BACKUP_JOB} and (data->>'landingId')::int in (${sql.join(siteIds, sql`, `)})`,
      );
      expect((runs as unknown as { rows: unknown[] }).rows).toEqual([
        { state: 'completed', retry_count: 0 },
        { state: 'completed', retry_count: 0 },
      ]);
    } finally {
      await d.close();
      await c.close();
    }
  }, 30_000);
});

/** A socket on an instance's realtime endpoint and the messages it received so far. */
async function openSocket(t: TestApp): Promise<{
  socket: WebSocket;
  messages: RealtimeServerMessage[];
  next: (type: string) => Promise<RealtimeServerMessage>;
}> {
  const socket = await t.app.injectWS('/api/v1/realtime', { headers: { host: 'localhost:3000' } });
  const messages: RealtimeServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  let seen = 0;
  const next = async (type: string): Promise<RealtimeServerMessage> => {
    for (;;) {
      const index = messages.findIndex((m, i) => i >= seen && m.type === type);
      if (index >= 0) {
        seen = index + 1;
        return messages[index]!;
      }
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} message; got ${JSON.stringify(messages)}`)),
          3000,
        );
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return { socket, messages, next };
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openPostgres } from '../db/client.ts';
import { BUS_CHANNEL, type ClusterBus, openClusterBus } from './cluster-bus.ts';

const log = { warn: () => undefined, info: () => undefined };

/** The listening connection dropping (a PostgreSQL restart, a network cut) is PostgreSQL's alone. */
describe.skipIf(!process.env.DATABASE_URL)('the cluster bus on PostgreSQL', () => {
  let t: TestApp;
  let other: ReturnType<typeof openPostgres>;
  let listener: ClusterBus;
  let sender: ClusterBus;

  beforeAll(async () => {
    t = await createTestApp();
    other = openPostgres(t.databaseUrl!);
    listener = await openClusterBus(t.database.db, log);
    sender = await openClusterBus(other.db, log);
  });
  afterAll(async () => {
    await sender?.close();
    await listener?.close();
    await other?.close();
    await t?.close();
  });

  it('listens again after its connection is killed, and says messages may have been missed', async () => {
    const heard: unknown[] = [];
    let missed = 0;
    listener.subscribe('test', (payload) => heard.push(payload));
    listener.onMissed(() => missed++);
    await sender.publish('test', { n: 1 });
    await expect.poll(() => heard).toEqual([{ n: 1 }]);

    // node-postgres answers a QueryResult; the Database type leaves it unknown.
    const killed = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${BUS_CHANNEL} and datname = current_database()`,
    )) as unknown as { rows: unknown[] };
    expect(killed.rows.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => missed, { timeout: 3000 }).toBe(1);

    await sender.publish('test', { n: 2 });
    await expect.poll(() => heard).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

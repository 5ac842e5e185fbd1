/**
 * The bench's database, as the server picks one: embedded PGlite with its files in the data
 * folder (what `npm start` does without DATABASE_URL), or, when DATABASE_URL is set, a fresh
 * database made on that PostgreSQL server for this run and dropped after it. Migrated and seeded
 * with the demo data (the demo agency and its sites). bench/scale uses it too.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, seedDemoData } from '@tessera/server/embed';
import pg from 'pg';

export type DatabaseHandle = ReturnType<typeof openPglite>;

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** How it is described in the report. */
  label: string;
  /** The fresh PostgreSQL database's connection string; null on PGlite. */
  url: string | null;
  close(): Promise<void>;
}

export async function openBenchDatabase(options: {
  root: string;
  dataDir: string;
  demoPassword: string;
  /** Names the fresh PostgreSQL database (`tessera_bench_{bench}_…`). */
  bench?: string;
}): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  const database = url ? await freshPostgres(url, options.bench ?? 'checkout') : embedded(options.dataDir);
  await database.handle.migrate(path.join(options.root, 'apps/server/drizzle'));
  await seedDemoData(database.handle.db, {
    appDomains: ['localhost'],
    demoPassword: options.demoPassword,
    passwordHashCost: 2 ** 10,
  });
  return database;
}

function embedded(dataDir: string): BenchDatabase {
  const handle = openPglite(new PGlite(path.join(dataDir, 'pglite')));
  return {
    handle,
    label: 'embedded PGlite (files in a temporary DATA_DIR)',
    url: null,
    close: () => handle.close(),
  };
}

async function freshPostgres(url: string, bench: string): Promise<BenchDatabase> {
  const name = `tessera_bench_${bench}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const handle = openPostgres(own.toString());
  return {
    handle,
    label: `PostgreSQL (database ${name} on ${own.host}, dropped at the end)`,
    url: own.toString(),
    async close() {
      await handle.close();
      // A query the app started in the background just before it closed (a cache re-check) may
      // still be connecting; forcing it out would fail it in the pool, which has no one left to
      // tell and stops the process. It ends itself once answered: wait for that (a few seconds
      // at most), then drop with anything left forced out.
      for (let waited = 0; waited < 5_000; waited += 100) {
        const sessions = await admin.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (sessions.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The bench's database, as the server picks one: embedded PGlite with its files in the data
 * folder (what `npm start` does without DATABASE_URL), or, when DATABASE_URL is set, a fresh
 * database made on that PostgreSQL server for this run and dropped after it. Migrated and seeded
 * with the demo data (the demo agency and its sites).
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
  close(): Promise<void>;
}

export async function openBenchDatabase(options: {
  root: string;
  dataDir: string;
  demoPassword: string;
}): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  const database = url ? await freshPostgres(url) : embedded(options.dataDir);
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
  return { handle, label: 'embedded PGlite (files in a temporary DATA_DIR)', close: () => handle.close() };
}

async function freshPostgres(url: string): Promise<BenchDatabase> {
  const name = `tessera_bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const handle = openPostgres(own.toString());
  return {
    handle,
    label: `PostgreSQL (database ${name} on ${own.host}, dropped at the end)`,
    async close() {
      await handle.close();
      // The pool's sockets may still be closing: drop with them forced out.
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

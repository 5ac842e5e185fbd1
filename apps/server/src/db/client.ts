import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one type services see: the same query builder over PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a database was opened on, for the one piece that needs more than queries: the cluster
 * bus (lib/cluster-bus.ts) listens for notifications on it (PGlite's listen API, or a dedicated
 * PostgreSQL connection to the same address).
 */
export type DatabaseConnection =
  | { engine: 'pglite'; client: PGlite }
  | { engine: 'postgres'; connectionString: string };

const connections = new WeakMap<Database, DatabaseConnection>();

/** The connection a database handle was opened on; null for one built elsewhere. */
export function databaseConnectionOf(db: Database): DatabaseConnection | null {
  return connections.get(db) ?? null;
}

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  connections.set(db, { engine: 'pglite', client });
  return {
    db,
    engine: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool, { schema });
  connections.set(db, { engine: 'postgres', connectionString });
  return {
    db,
    engine: 'postgres',
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite with its files in DATA_DIR. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPglite(new PGlite(dir));
}

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

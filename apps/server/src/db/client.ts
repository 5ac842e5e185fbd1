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

/** The ports of the PostgreSQL servers opened here (lib/db-errors.ts tells their socket errors by them). */
const databasePorts = new Set<number>();

export function isDatabasePort(port: number): boolean {
  return databasePorts.has(port);
}

function portOf(connectionString: string): number {
  try {
    return Number(new URL(connectionString).port || 5432);
  } catch {
    // pg reads more spellings than URL does; its default port is the likely one then.
    return 5432;
  }
}

/** A request waits this long for a connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 10_000;

export function openPostgres(connectionString: string): DatabaseHandle {
  databasePorts.add(portOf(connectionString));
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection that drops (the server restarted, the network cut it) is reported here,
  // and an 'error' nobody listens to would end the process. The pool has already let that
  // connection go and opens a new one for the next query, so there is nothing else to do: the
  // queries that fail meanwhile are answered and logged where they were asked.
  pool.on('error', () => undefined);
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

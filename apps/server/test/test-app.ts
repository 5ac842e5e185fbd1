import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type ServerConfig, TOKEN_TTL_MS } from '../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import type { AppDeps } from '../src/deps.ts';
import { createMailer } from '../src/lib/mail.ts';
import { databaseUrlWithName, TEST_PASSWORD, TEST_PASSWORD_COST } from './database-template.ts';

export { TEST_PASSWORD } from './database-template.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The PostgreSQL database's address (null on PGlite): a second instance opens its own pool on it. */
  databaseUrl: string | null;
  config: ServerConfig;
  dataDir: string;
  /** Logs in through the real endpoint and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  request(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  /** A request to `/api/v1{url}` as the caller holding `token` (none with `null`). */
  api(
    method: ApiMethod,
    url: string,
    token: string | null,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
  /** Mail written by the file transport, oldest first, with quoted-printable decoded. */
  sentMail(): Promise<string[]>;
  close(): Promise<void>;
}

interface OpenedDatabase {
  handle: DatabaseHandle;
  url: string | null;
  dispose(): Promise<void>;
}

/**
 * The database of another test app, for a second instance: on PostgreSQL a pool of its own on the
 * same database (as a second process would open), on PGlite the same handle (one process).
 */
function openSharedDatabase(first: TestApp, reach: (databaseUrl: string) => string): OpenedDatabase {
  if (first.databaseUrl) {
    const url = reach(first.databaseUrl);
    const handle = openPostgres(url);
    return { handle, url, dispose: () => handle.close() };
  }
  return { handle: first.database, url: null, dispose: async () => undefined };
}

async function openTestDatabase(): Promise<OpenedDatabase> {
  const postgresTemplate = inject('postgresTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (postgresTemplate && databaseUrl) {
    const name = `tessera_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`);
    const url = databaseUrlWithName(databaseUrl, name);
    const handle = openPostgres(url);
    return {
      handle,
      url,
      async dispose() {
        await handle.close();
        await dropWhenDisconnected(admin, name);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const handle = openPglite(new PGlite({ loadDataDir: new Blob([dump]) }));
  return { handle, url: null, dispose: () => handle.close() };
}

/**
 * pg's Pool.end() does not wait for its sockets to close, and a forced drop would kill them
 * mid-goodbye (an uncaught error in the test run), so retry until the last one has gone.
 */
async function dropWhenDisconnected(admin: pg.Client, name: string): Promise<void> {
  const objectInUse = '55006';
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== objectInUse || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * `given` is what the app is handed besides its config (e.g. a ManualClock the test moves).
 * `sameDatabaseAs` opens a second instance on another test app's database (with its secret key):
 * close it before that app, which drops the database. On PostgreSQL, `reachDatabase` says how that
 * instance reaches the database's address (through test/pg-proxy.ts, in fault tests).
 */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  given: Pick<AppDeps, 'clock'> = {},
  options: { sameDatabaseAs?: TestApp; reachDatabase?: (databaseUrl: string) => string } = {},
): Promise<TestApp> {
  const first = options.sameDatabaseAs;
  const { handle, url, dispose } = first
    ? openSharedDatabase(first, options.reachDatabase ?? ((databaseUrl) => databaseUrl))
    : await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-data-'));
  const config: ServerConfig = {
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    APP_DOMAINS: ['localhost'],
    SITES_DOMAIN: 'localhost',
    SITES_PORT: undefined,
    SITES_HTTPS: false,
    SECRET_KEY: randomBytes(32).toString('base64url'),
    SMTP_URL: undefined,
    MAIL_FROM: 'Tessera <no-reply@localhost>',
    MAINTENANCE: false,
    DEMO_PASSWORD: TEST_PASSWORD,
    TRUST_PROXY: false,
    LOG_LEVEL: 'silent',
    COUNTER_FLUSH_SECONDS: 5,
    ROLE: 'all',
    WORKERS: 1,
    SHUTDOWN_TIMEOUT_SECONDS: 30,
    passwordHashCost: TEST_PASSWORD_COST,
    tokenTtlMs: TOKEN_TTL_MS,
    webDistDir: null,
    islandsDir: inject('islandsDir') || null,
    sampleMediaDir: inject('sampleMediaDir') || null,
    ...(first ? { SECRET_KEY: first.config.SECRET_KEY } : {}),
    ...overrides,
  };
  const mailLog = { info: () => undefined };
  const app = await buildApp({
    ...given,
    config,
    db: handle.db,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, dataDir, from: config.MAIL_FROM, log: mailLog }),
  });
  await app.ready();

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { host: 'localhost:3000', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  return {
    app,
    database: handle,
    databaseUrl: url,
    config,
    dataDir,
    request,
    api: (method, url, token, payload) =>
      request({ method, url: `/api/v1${url}`, token, ...(payload === undefined ? {} : { payload }) }),
    async login(email, password = TEST_PASSWORD) {
      const response = await request({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
      if (response.statusCode !== 200)
        throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      return response.json().access_token as string;
    },
    async sentMail() {
      const folder = path.join(dataDir, 'mail');
      let files: string[] = [];
      try {
        const order = (name: string) => name.split('-', 2).map(Number) as [number, number];
        files = readdirSync(folder).sort((a, b) => {
          const [aTime, aSeq] = order(a);
          const [bTime, bSeq] = order(b);
          return aTime - bTime || aSeq - bSeq;
        });
      } catch {
        return [];
      }
      const raw = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
      return raw.map(decodeQuotedPrintable);
    },
    async close() {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export const DEMO = {
  admin: 'admin@demo.tessera',
  agency: 'agency@demo.tessera',
  agencyUser: 'agencyuser@demo.tessera',
  websiteUser: 'websiteuser@demo.tessera',
  cardUser: 'carduser@demo.tessera',
} as const;

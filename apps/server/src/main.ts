import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { landings } from './db/schema/index.ts';
import { createMailer } from './lib/mail.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './seed/demo.ts';
import { SiteOrigins } from './sites/origin.ts';

// The bundle lives in apps/server/dist; migrations and the web build sit beside it in the repo.
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '..');

/** A worker that dies within this long of its start is restarted only after a pause. */
const QUICK_DEATH_MS = 5000;

type SeedResult = Awaited<ReturnType<typeof seedDemoData>>;

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(
      process.env,
      path.resolve(serverRoot, '../web/dist'),
      path.resolve(serverRoot, '../../packages/renderer/dist/islands'),
      path.resolve(serverRoot, 'dist/sample-media'),
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isWorker) return runInstance(config, null);
  if (config.WORKERS > 1) return runPrimary(config);
  const started = performance.now();
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const seed = await prepareDatabase(database, config);
  return runInstance(config, { database, seed, readyMs: Math.round(performance.now() - started) });
}

/** Any fixed number: the advisory lock every Tessera process takes to migrate and seed. */
const STARTUP_LOCK = 7_430_112;

/**
 * Migrations and the demo seed, before this process serves. On PostgreSQL several processes
 * may start at once (an app and a sites instance, a rolling deploy): a transaction-scoped
 * advisory lock lets one migrate and seed while the others wait, then find nothing to do.
 */
async function prepareDatabase(database: DatabaseHandle, config: ServerConfig): Promise<SeedResult> {
  const prepare = async () => {
    await database.migrate(path.join(serverRoot, 'drizzle'));
    return seedDemoData(database.db, {
      appDomains: config.APP_DOMAINS,
      demoPassword: config.DEMO_PASSWORD,
      passwordHashCost: config.passwordHashCost,
    });
  };
  // PGlite is one connection and one process: a lock there would only wait on itself.
  if (database.engine === 'pglite') return prepare();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return prepare();
  });
}

/**
 * `WORKERS=n`: this process prepares the database, then runs n copies of the server that share
 * the port (Node's cluster hands out connections), restarts one that dies, and passes SIGTERM
 * on so each drains its requests. Only with PostgreSQL (config.ts refuses it on PGlite).
 */
async function runPrimary(config: ServerConfig): Promise<void> {
  const started = performance.now();
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const seed = await prepareDatabase(database, config);
  const demoSite = await hasDemoSite(database);
  await database.close();
  const readyMs = Math.round(performance.now() - started);

  let stopping = false;
  const bornAt = new Map<Worker, number>();
  const fork = () => bornAt.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? 0);
    bornAt.delete(worker);
    if (stopping) {
      if (bornAt.size === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? 1000 : 0);
  });
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    if (++listening !== config.WORKERS) return;
    printBanner(config, address.port, { demoSite, seed, readyMs, workers: config.WORKERS });
  });
  for (let i = 0; i < config.WORKERS; i++) fork();

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of bornAt.keys()) worker.process.kill('SIGTERM');
    // Each worker has SHUTDOWN_TIMEOUT_SECONDS; this is the backstop if one hangs anyway.
    setTimeout(() => process.exit(1), (config.SHUTDOWN_TIMEOUT_SECONDS + 5) * 1000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * One server process. `prepared` is null in a cluster worker: the primary migrated and seeded,
 * and prints the banner once all workers listen.
 */
async function runInstance(
  config: ServerConfig,
  prepared: { database: DatabaseHandle; seed: SeedResult; readyMs: number } | null,
): Promise<void> {
  const database =
    prepared?.database ?? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const mailLog = {
    info: (details: object, message: string) => console.log(`${message}: ${JSON.stringify(details)}`),
  };
  const app = await buildApp({
    config,
    db: database.db,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      dataDir: config.DATA_DIR,
      from: config.MAIL_FROM,
      log: mailLog,
    }),
  });

  // SIGTERM drains: the listener closes, requests in progress finish (new ones on open
  // connections get 503, so readiness fails at once), jobs in progress finish, counters are
  // written, then the database closes. Past SHUTDOWN_TIMEOUT_SECONDS the process exits anyway.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests and jobs');
    setTimeout(() => {
      console.error(`Shutdown took over ${config.SHUTDOWN_TIMEOUT_SECONDS} s; exiting with work unfinished.`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (!prepared) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  printBanner(config, port, { ...prepared, demoSite: await hasDemoSite(database), workers: 1 });
}

async function hasDemoSite(database: DatabaseHandle): Promise<boolean> {
  const [demoSite] = await database.db
    .select({ id: landings.id })
    .from(landings)
    .where(eq(landings.subdomain, 'demo'))
    .limit(1);
  return demoSite !== undefined;
}

function printBanner(
  config: ServerConfig,
  port: number,
  facts: { demoSite: boolean; seed: SeedResult; readyMs: number; workers: number },
): void {
  const origins = new SiteOrigins(config, () => port);
  const { seed } = facts;
  const lines = [
    '',
    `Tessera is running at http://${config.APP_DOMAINS[0]}:${port}`,
    ...(facts.demoSite ? [`Demo site: ${origins.subdomainOrigin('demo')}`] : []),
    `Database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.resolve(config.DATA_DIR)}`} — ready in ${facts.readyMs} ms`,
    ...(config.ROLE !== 'all' || facts.workers > 1
      ? [`Role: ${config.ROLE}, ${facts.workers} process${facts.workers > 1 ? 'es' : ''}`]
      : []),
  ];
  if (seed.seeded) {
    lines.push('Demo log-ins (created now, on an empty database):');
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.role.padEnd(12)} ${account.email}`);
    lines.push(
      `  password: ${seed.password}${seed.generatedPassword ? '  (generated; set DEMO_PASSWORD to choose one)' : ''}`,
    );
  } else {
    lines.push('Demo log-ins: admin@demo.tessera, agency@demo.tessera, agencyuser@demo.tessera,');
    lines.push('  websiteuser@demo.tessera, carduser@demo.tessera (password as printed on the first start)');
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

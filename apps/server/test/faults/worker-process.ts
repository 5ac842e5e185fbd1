import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bundleForNode } from '../../bundle-for-node.mjs';
import type { ServerConfig } from '../../src/config.ts';

/**
 * A Tessera instance in a process of its own, running job workers, that a test can kill as an
 * operating system would (SIGKILL: no shutdown hook, no graceful stop of its jobs). The process is
 * the app as main.ts builds it (`buildApp` over a PostgreSQL pool), bundled as `npm run build`
 * bundles the server (bundle-for-node.mjs).
 */
export interface WorkerProcess {
  /** Its PostgreSQL sessions' `application_name`: the test finds what they are doing by it. */
  applicationName: string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
}

/** What the child is given (as JSON in its environment). */
interface WorkerSetup {
  databaseUrl: string;
  config: ServerConfig;
}

const SETUP_VARIABLE = 'TESSERA_TEST_WORKER';
const serverRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the worker process on `databaseUrl` with `config` (job workers on) and resolves once its
 * app is ready.
 */
export async function startWorkerProcess(databaseUrl: string, config: ServerConfig): Promise<WorkerProcess> {
  // Inside the server's folder, so the bundle's npm imports resolve from node_modules.
  const cache = path.join(serverRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, 'tessera-worker-'));
  const bundle = path.join(folder, 'worker.mjs');
  await bundleForNode(import.meta.filename, bundle);
  const applicationName = `tessera-worker-${process.pid}-${Date.now().toString(36)}`;
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', applicationName);
  const setup: WorkerSetup = { databaseUrl: url.toString(), config: { ...config, jobWorkers: true } };
  const child = fork(bundle, [], {
    env: { ...process.env, [SETUP_VARIABLE]: JSON.stringify(setup) },
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', (message) =>
        message === 'ready' ? resolve() : reject(new Error(String(message))),
      );
      child.once('exit', (code) =>
        reject(new Error(`the worker process exited (${code}) before it was ready`)),
      );
    });
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    applicationName,
    async kill() {
      killed(child);
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function killed(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** The child's side: the app with its job workers, until it is killed or its parent goes. */
async function runWorker(setup: WorkerSetup): Promise<void> {
  const [{ buildApp }, { openPostgres }, { createMailer }] = await Promise.all([
    import('../../src/app.ts'),
    import('../../src/db/client.ts'),
    import('../../src/lib/mail.ts'),
  ]);
  const { config } = setup;
  const database = openPostgres(setup.databaseUrl);
  const app = await buildApp({
    config,
    db: database.db,
    mailer: createMailer({
      dataDir: config.DATA_DIR,
      from: config.MAIL_FROM,
      log: { info: () => undefined },
    }),
  });
  await app.ready();
  // A test that ends without killing it must not leave it behind.
  process.once('disconnect', () => process.exit(0));
  process.send?.('ready');
}

const childSetup = process.env[SETUP_VARIABLE];
if (childSetup !== undefined) {
  runWorker(JSON.parse(childSetup) as WorkerSetup).catch((error: unknown) => {
    process.send?.(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  });
}

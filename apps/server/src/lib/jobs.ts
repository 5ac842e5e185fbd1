import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobTuning } from '../config.ts';
import type { Database } from '../db/client.ts';

/**
 * The background job runtime: pg-boss over the app's own database connection. Areas register
 * their jobs while the app is built (`app.jobs.register(...)`), anything may `send` one, and
 * instances with workers switched on run them. Jobs live in PostgreSQL (schema `pgboss`), so
 * they survive restarts and spread over every instance that runs workers.
 */

export interface JobContext<T> {
  /** pg-boss's job id: the same on every retry of this job. */
  id: string;
  data: T;
  /**
   * When the job was queued (the database's clock). A retry may find its work done since: by an
   * attempt whose worker died after doing it, before the job was marked done.
   */
  sentAt: Date;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** True when a failure now will not be retried. */
  lastAttempt: boolean;
}

export interface JobDefinition<T extends object> {
  name: string;
  /** Retries with exponential backoff: attempt n+1 waits about retryDelay·2ⁿ seconds (plus jitter). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job still running after this long is failed (and retried when it has retries left). */
  expireInSeconds?: number;
  /** A recurring job (cron in UTC); the scheduler sends it with `scheduleData`. */
  cron?: string;
  scheduleData?: T;
  /** How many jobs of this kind one instance runs at once. */
  concurrency?: number;
  handler(job: JobContext<T>): Promise<void>;
}

export interface SendOptions {
  /** At most one queued job per key (e.g. one backup per site per day). */
  singletonKey?: string;
  startAfter?: Date | number;
}

export interface JobsOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Run registered jobs on this instance (off: jobs are only queued, e.g. in API tests). */
  runWorkers: boolean;
  /** How often an idle worker looks for jobs; a `send` on this instance wakes it at once. */
  pollingIntervalSeconds?: number;
  /** Timing that overrides every job's own (tests shorten it). */
  tuning?: JobTuning;
}

type SqlResult = { rows: unknown[] };
type Executor = { executeSql(text: string, values?: unknown[]): Promise<SqlResult> };

/**
 * pg-boss talks to the database through the app's own client rather than a pool of its own.
 * On PGlite this matters: PGlite is one connection, and a client reaching it over pglite-socket
 * sends each protocol message separately, so the app's own queries can run between that
 * client's Parse and Bind and replace its unnamed statement. Through `query`/`exec` every
 * pg-boss statement runs whole, in PGlite's own queue. pg-boss only sends several statements in
 * one string without parameters (schema changes, locked maintenance), which `exec` runs.
 */
function executorFor(db: Database): Executor {
  // Both drizzle drivers expose the client they wrap as `$client`; the Database type hides it.
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if ('exec' in client && typeof client.exec === 'function') {
    const pglite = client as PGlite;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

export class Jobs {
  readonly #options: JobsOptions;
  readonly #definitions = new Map<string, JobDefinition<object>>();
  readonly #workerIds = new Map<string, string[]>();
  #starting: Promise<PgBoss> | null = null;
  #stopped = false;

  constructor(options: JobsOptions) {
    this.#options = options;
  }

  get runsWorkers(): boolean {
    return this.#options.runWorkers;
  }

  /** Declares a job kind. Call while the app is built, before it is ready. */
  register<T extends object>(definition: JobDefinition<T>): void {
    if (this.#definitions.has(definition.name)) throw new Error(`Job ${definition.name} registered twice`);
    if (this.#starting) throw new Error(`Job ${definition.name} registered after the job runtime started`);
    this.#definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  /**
   * Starts pg-boss (installing or migrating its schema), creates the queues and, on instances
   * that run workers, starts the workers and the recurring schedules. Idempotent.
   */
  start(): Promise<PgBoss> {
    // A failed start (the database was away) is tried again by the next caller.
    this.#starting ??= this.#start().catch((error: unknown) => {
      this.#starting = null;
      throw error;
    });
    return this.#starting;
  }

  async #start(): Promise<PgBoss> {
    const { runWorkers, log, tuning } = this.#options;
    const boss = new PgBoss({
      db: executorFor(this.#options.db) as PgBoss.Db,
      // Maintenance (expiring, archiving) and cron run where the workers run. Expiring is what
      // gives a job whose worker died back to the queue: it stays active until then.
      supervise: runWorkers,
      schedule: runWorkers,
      migrate: true,
      ...(tuning?.maintenanceIntervalSeconds
        ? { maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds }
        : {}),
    });
    boss.on('error', (error: Error) => log.error({ err: error }, 'job runtime error'));
    await boss.start();
    for (const definition of this.#definitions.values()) {
      const settings = {
        retryLimit: definition.retryLimit ?? 0,
        retryDelay: tuning?.retryDelaySeconds ?? definition.retryDelaySeconds ?? 0,
        retryBackoff: (definition.retryLimit ?? 0) > 0,
        expireInSeconds: tuning?.expireInSeconds ?? definition.expireInSeconds ?? 15 * 60,
      };
      await boss.createQueue(definition.name, { name: definition.name, ...settings });
      // createQueue keeps an existing queue as it was: settings changed since are applied here.
      await boss.updateQueue(definition.name, { name: definition.name, ...settings });
    }
    if (runWorkers) {
      for (const definition of this.#definitions.values()) await this.#work(boss, definition);
      for (const definition of this.#definitions.values()) {
        if (definition.cron)
          await boss.schedule(definition.name, definition.cron, definition.scheduleData ?? {}, { tz: 'UTC' });
        else await boss.unschedule(definition.name).catch(() => undefined);
      }
    }
    return boss;
  }

  async #work(boss: PgBoss, definition: JobDefinition<object>): Promise<void> {
    const ids: string[] = [];
    const pollingIntervalSeconds = this.#options.pollingIntervalSeconds ?? 2;
    for (let i = 0; i < (definition.concurrency ?? 1); i++) {
      const id = await boss.work<object>(
        definition.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          await definition.handler({
            id: job.id,
            data: job.data,
            sentAt: job.createdOn,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            lastAttempt: job.retryCount >= job.retryLimit,
          });
        },
      );
      ids.push(id);
    }
    this.#workerIds.set(definition.name, ids);
  }

  /** Queues a job; returns its id, or null when a singleton key already has one queued. */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.#definitions.has(name)) throw new Error(`Unknown job ${name}`);
    if (this.#stopped) throw new Error('The job runtime is stopped');
    const boss = await this.start();
    const id = await boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
    });
    // A job sent here is picked up now rather than at the next poll.
    if (id && !options.startAfter)
      for (const worker of this.#workerIds.get(name) ?? []) boss.notifyWorker(worker);
    return id;
  }

  /** Lets running jobs finish (up to `timeoutMs`), then stops polling. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#stopped = true;
    if (!this.#starting) return;
    const boss = await this.#starting.catch(() => null);
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}

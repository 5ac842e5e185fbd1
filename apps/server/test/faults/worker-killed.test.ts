import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobTuning } from '../../src/config.ts';
import { backupSettings, backups, landings } from '../../src/db/schema/index.ts';
import { SITE_BACKUP_JOB } from '../../src/modules/backups/routes.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { startWorkerProcess, type WorkerProcess } from './worker-process.ts';

/**
 * Issue 20, faults: a worker killed mid-job. A Tessera process running job workers takes a site's
 * automatic backup and is killed (SIGKILL) in the middle of it; its job stays active, as a dead
 * worker leaves it, until it expires; then another instance runs it once more, and the site has
 * one backup: the job is neither lost nor done twice.
 */
const JOB_TUNING: JobTuning = { expireInSeconds: 3, retryDelaySeconds: 0, maintenanceIntervalSeconds: 1 };

describe.skipIf(!process.env.DATABASE_URL)(
  'a worker killed mid-job (PostgreSQL only: the worker is another process, and PGlite lives in one)',
  () => {
    let a: TestApp;
    let b: TestApp | undefined;
    let worker: WorkerProcess | undefined;
    let workerDataDir: string;

    beforeAll(async () => {
      // Queues jobs only: no worker of its own.
      a = await createTestApp({ jobTuning: JOB_TUNING });
      workerDataDir = mkdtempSync(path.join(tmpdir(), 'tessera-worker-'));
    });
    afterAll(async () => {
      await worker?.kill();
      await b?.close();
      await a?.close();
      rmSync(workerDataDir, { recursive: true, force: true });
    });

    /** node-postgres answers a QueryResult; the Database type leaves it unknown. */
    async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
      return ((await a.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    }

    const jobState = async (id: string) =>
      (
        await rows<{ state: string; retry_count: number }>(
          sql`select state, retry_count from pgboss.job where id = ${id}`,
        )
      )[0];

    it('runs the job once more on another instance, and its backup is stored once', async () => {
      const db = a.database.db;
      const [site] = await db.select().from(landings).where(eq(landings.subdomain, 'launchpad'));
      await db
        .insert(backupSettings)
        .values({ landingId: site!.id, agencyId: site!.agencyId, automatic: true });
      // The worker will stop here, mid-job: the site captured, storing it waiting for this lock.
      const locker = new pg.Client({ connectionString: a.databaseUrl! });
      await locker.connect();
      await locker.query('begin');
      await locker.query('select 1 from backup_settings where landing_id = $1 for update', [site!.id]);

      worker = await startWorkerProcess(a.databaseUrl!, {
        ...a.config,
        DATA_DIR: workerDataDir,
        jobPollingIntervalSeconds: 0.5,
        jobTuning: JOB_TUNING,
      });
      const jobId = await a.app.jobs.send(SITE_BACKUP_JOB, { landingId: site!.id });
      const waiting = async () =>
        (
          await rows(
            sql`select 1 from pg_stat_activity
                where application_name = ${worker!.applicationName} and wait_event_type = 'Lock'`,
          )
        ).length;
      await expect.poll(waiting, { timeout: 10_000, interval: 50 }).toBe(1);

      await worker.kill();
      await locker.query('rollback');
      await locker.end();
      // Nobody tells a job its worker died: it stays active until it expires.
      expect(await jobState(jobId!)).toEqual({ state: 'active', retry_count: 0 });

      b = await createTestApp(
        { jobWorkers: true, jobPollingIntervalSeconds: 0.5, jobTuning: JOB_TUNING },
        {},
        { sameDatabaseAs: a },
      );
      await expect
        .poll(() => jobState(jobId!), { timeout: 10_000, interval: 200 })
        .toEqual({ state: 'completed', retry_count: 1 });
      const stored = await db
        .select({ id: backups.id })
        .from(backups)
        .where(and(eq(backups.landingId, site!.id), eq(backups.kind, 'automatic')));
      expect(stored).toHaveLength(1);
    });
  },
);

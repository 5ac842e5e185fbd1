import { backupEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import {
  automaticBackup,
  deleteBackup,
  getAutomaticOption,
  instantBackup,
  listBackups,
  restoreBackup,
  setAutomaticOption,
  sitesWithAutomaticBackups,
  updateBackup,
} from './service.ts';

export const SITE_BACKUP_JOB = 'backup-site';
export const DAILY_BACKUPS_JOB = 'backups-daily';

export interface BackupRouteDeps extends AppDeps {
  jobs: Jobs;
  sites: Sites;
}

/** SPEC §7 backups: backup-records (list, PUT, DELETE, PUT restore), automatic-backup-option, instant-backup. */
export async function backupRoutes(app: FastifyInstance, deps: BackupRouteDeps): Promise<void> {
  const { db, jobs, sites } = deps;

  jobs.register<{ landingId: number }>({
    name: SITE_BACKUP_JOB,
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async (job) => {
      await automaticBackup(db, job.data.landingId, job.sentAt);
    },
  });
  jobs.register({
    name: DAILY_BACKUPS_JOB,
    cron: '0 2 * * *',
    // A run cut short (its worker died) would leave the rest of the sites without a backup that
    // day; running it again is safe, the singleton keys keep each site to one job a day.
    retryLimit: 2,
    retryDelaySeconds: 60,
    handler: async () => {
      const day = new Date().toISOString().slice(0, 10);
      for (const landingId of await sitesWithAutomaticBackups(db))
        await jobs.send(SITE_BACKUP_JOB, { landingId }, { singletonKey: `${landingId}:${day}` });
    },
  });

  serve(app, endpoints.list, async ({ auth, params, query }) =>
    listAnswer(await listBackups(db, auth, params.id, query), query),
  );

  serve(app, endpoints.take, async ({ auth, params, body }) => ({
    data: await instantBackup(db, auth, params.id, body.note),
  }));

  serve(app, endpoints.update, async ({ auth, params, body }) => ({
    data: await updateBackup(db, auth, params.id, params.backupId, body.note),
  }));

  serve(app, endpoints.remove, async ({ auth, params }) => {
    await deleteBackup(db, auth, params.id, params.backupId);
    return { success: true as const, message: 'The backup was deleted.' };
  });

  serve(app, endpoints.restore, async ({ auth, params }) => {
    const { createdAt } = await restoreBackup(db, auth, params.id, params.backupId);
    sites.invalidate(params.id);
    const taken = createdAt.toISOString().replace('T', ' ').slice(0, 16);
    return {
      success: true as const,
      message: `The website is back as it was at ${taken} UTC. A backup of how it was just before is in the list.`,
    };
  });

  serve(app, endpoints.automatic, async ({ auth, params }) => ({
    data: await getAutomaticOption(db, auth, params.id),
  }));

  serve(app, endpoints.setAutomatic, async ({ auth, params, body }) => {
    const { option, site, firstRun } = await setAutomaticOption(db, auth, params.id, body.enabled);
    if (firstRun) {
      const day = new Date().toISOString().slice(0, 10);
      await jobs.send(SITE_BACKUP_JOB, { landingId: site.id }, { singletonKey: `${site.id}:${day}` });
    }
    return { data: option };
  });
}

import {
  actionResult,
  automaticBackupBody,
  automaticBackupOptionResponse,
  backupIdParams,
  backupListQuery,
  backupListResponse,
  backupResponse,
  instantBackupBody,
  landingIdParams,
  updateBackupBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, siteRoute } from '../../lib/access.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { siteListHandler } from '../../lib/pagination.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();

  jobs.register<{ landingId: number }>({
    name: SITE_BACKUP_JOB,
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async (job) => {
      await automaticBackup(db, job.data.landingId);
    },
  });
  jobs.register({
    name: DAILY_BACKUPS_JOB,
    cron: '0 2 * * *',
    handler: async () => {
      const day = new Date().toISOString().slice(0, 10);
      for (const landingId of await sitesWithAutomaticBackups(db))
        await jobs.send(SITE_BACKUP_JOB, { landingId }, { singletonKey: `${landingId}:${day}` });
    },
  });

  api.get(
    '/landings/:id/backup-records',
    siteRoute({
      params: landingIdParams,
      querystring: backupListQuery,
      response: { 200: backupListResponse },
    }),
    siteListHandler((auth, id, query) => listBackups(db, auth, id, query)),
  );

  api.post(
    '/landings/:id/instant-backup',
    siteRoute({ params: landingIdParams, body: instantBackupBody, response: { 200: backupResponse } }),
    async (request) => ({
      data: await instantBackup(db, requireAuth(request.auth), request.params.id, request.body.note),
    }),
  );

  api.put(
    '/landings/:id/backup-records/:backupId',
    siteRoute({ params: backupIdParams, body: updateBackupBody, response: { 200: backupResponse } }),
    async (request) => ({
      data: await updateBackup(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.backupId,
        request.body.note,
      ),
    }),
  );

  api.delete(
    '/landings/:id/backup-records/:backupId',
    siteRoute({ params: backupIdParams, response: { 200: actionResult } }),
    async (request) => {
      await deleteBackup(db, requireAuth(request.auth), request.params.id, request.params.backupId);
      return { success: true as const, message: 'The backup was deleted.' };
    },
  );

  api.put(
    '/landings/:id/backup-records/:backupId/restore',
    siteRoute({ params: backupIdParams, response: { 200: actionResult } }),
    async (request) => {
      const { createdAt } = await restoreBackup(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.backupId,
      );
      sites.invalidate(request.params.id);
      const taken = createdAt.toISOString().replace('T', ' ').slice(0, 16);
      return {
        success: true as const,
        message: `The website is back as it was at ${taken} UTC. A backup of how it was just before is in the list.`,
      };
    },
  );

  api.get(
    '/landings/:id/automatic-backup-option',
    siteRoute({ params: landingIdParams, response: { 200: automaticBackupOptionResponse } }),
    async (request) => ({ data: await getAutomaticOption(db, requireAuth(request.auth), request.params.id) }),
  );

  api.put(
    '/landings/:id/automatic-backup-option',
    siteRoute({
      params: landingIdParams,
      body: automaticBackupBody,
      response: { 200: automaticBackupOptionResponse },
    }),
    async (request) => {
      const { option, site, firstRun } = await setAutomaticOption(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.body.enabled,
      );
      if (firstRun) {
        const day = new Date().toISOString().slice(0, 10);
        await jobs.send(SITE_BACKUP_JOB, { landingId: site.id }, { singletonKey: `${site.id}:${day}` });
      }
      return { data: option };
    },
  );
}

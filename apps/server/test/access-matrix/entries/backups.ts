import { takeBackup } from '../../../src/modules/backups/service.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** A fresh backup of the target site. */
async function newBackup(w: MatrixWorld): Promise<number> {
  return takeBackup(w.db, { id: w.siteId, agencyId: w.agencyId }, 'manual', 'matrix', null);
}

const onBackup = async (w: MatrixWorld) => ({ params: { backupId: await newBackup(w) } });

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /landings/:id/backup-records',
    check: (w, _caller, response) => {
      const rows = (response.body as { data?: Array<{ landing_id: number }> }).data ?? [];
      return rows.every((row) => row.landing_id === w.siteId) ? null : 'lists backups of another site';
    },
  },
  {
    route: 'POST /landings/:id/instant-backup',
    request: () => ({ body: {} }),
  },
  {
    route: 'PUT /landings/:id/backup-records/:backupId',
    request: async (w) => ({ params: { backupId: await newBackup(w) }, body: { note: 'Renamed' } }),
  },
  {
    route: 'DELETE /landings/:id/backup-records/:backupId',
    request: onBackup,
  },
  {
    route: 'PUT /landings/:id/backup-records/:backupId/restore',
    request: onBackup,
  },
  { route: 'GET /landings/:id/automatic-backup-option' },
  {
    route: 'PUT /landings/:id/automatic-backup-option',
    request: () => ({ body: { enabled: false } }),
  },
]);

import { z } from 'zod';
import { endpoint, onSite } from './endpoint.ts';
import { actionResult, childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { landingIdParams } from './landings.ts';

/** `pre_restore`: taken automatically just before a restore, so a restore can be undone. */
export const backupKinds = ['manual', 'automatic', 'pre_restore'] as const;
export type BackupKind = (typeof backupKinds)[number];

export const backupIdParams = childParams('backupId');
export type BackupIdParams = z.infer<typeof backupIdParams>;

export const backupListQuery = pageQuery.omit({ search: true }).extend({
  kind: z.enum(backupKinds).optional(),
});
export type BackupListQuery = z.infer<typeof backupListQuery>;

const note = z.string().trim().max(200);

export const instantBackupBody = z.object({ note: note.default('') }).strict();
export type InstantBackupBody = z.input<typeof instantBackupBody>;

export const updateBackupBody = z.object({ note }).strict();
export type UpdateBackupBody = z.input<typeof updateBackupBody>;

export const automaticBackupBody = z.object({ enabled: z.boolean() }).strict();
export type AutomaticBackupBody = z.input<typeof automaticBackupBody>;

export const backupSummary = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  kind: z.enum(backupKinds),
  note: z.string(),
  /** Rows per part: `{ pages: 4, menus: 1, forms: 2, settings: 1 }`. */
  counts: z.record(z.string(), z.number().int()),
  size_bytes: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  restored_at: z.string().nullable(),
});
export type BackupSummary = z.infer<typeof backupSummary>;
export const backupListResponse = listEnvelope(backupSummary);
export const backupResponse = itemEnvelope(backupSummary);

export const automaticBackupOption = z.object({
  enabled: z.boolean(),
  last_run_at: z.string().nullable(),
  /** When the daily run next takes one (UTC); null while off. */
  next_run_at: z.string().nullable(),
  /** How many automatic backups are kept; older ones are removed. */
  keep: z.number().int(),
});
export type AutomaticBackupOption = z.infer<typeof automaticBackupOption>;
export const automaticBackupOptionResponse = itemEnvelope(automaticBackupOption);

/** SPEC §7 backups of one site: backup-records, instant-backup, automatic-backup-option. */
export const backupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/backup-records',
    params: landingIdParams,
    query: backupListQuery,
    responses: { 200: backupListResponse },
    access: onSite('manage_settings'),
    summary: "A page of the site's backups",
    notes:
      'Each with `id, kind (manual, automatic, pre_restore), note, counts, size_bytes, created_by, created_at, restored_at`; `kind` filters.',
  }),
  take: endpoint({
    method: 'POST',
    path: '/landings/:id/instant-backup',
    params: landingIdParams,
    body: instantBackupBody,
    responses: { 200: backupResponse },
    access: onSite('manage_settings'),
    summary: 'Takes a backup now',
    notes: 'Body `{ note? }`: answers the new backup; 409 past 50 manual backups.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/landings/:id/backup-records/:backupId',
    params: backupIdParams,
    body: updateBackupBody,
    responses: { 200: backupResponse },
    access: onSite('manage_settings'),
    summary: "Changes a backup's note",
    notes: 'Body `{ note }`.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/backup-records/:backupId',
    params: backupIdParams,
    responses: { 200: actionResult },
    access: onSite('manage_settings'),
    summary: 'Deletes a backup',
  }),
  restore: endpoint({
    method: 'PUT',
    path: '/landings/:id/backup-records/:backupId/restore',
    params: backupIdParams,
    responses: { 200: actionResult },
    access: onSite('manage_settings'),
    summary: 'Puts the site back as the backup holds it',
    notes:
      'Pages, menus, forms, redirects, keywords and settings restored in one transaction after a safety backup; 409 (nothing changed) when the backup no longer fits.',
  }),
  automatic: endpoint({
    method: 'GET',
    path: '/landings/:id/automatic-backup-option',
    params: landingIdParams,
    responses: { 200: automaticBackupOptionResponse },
    access: onSite('manage_settings'),
    summary: "The site's daily backups",
    notes: '`{ enabled, last_run_at, next_run_at, keep }`.',
  }),
  setAutomatic: endpoint({
    method: 'PUT',
    path: '/landings/:id/automatic-backup-option',
    params: landingIdParams,
    body: automaticBackupBody,
    responses: { 200: automaticBackupOptionResponse },
    access: onSite('manage_settings'),
    summary: 'Switches daily backups on or off',
    notes:
      'Body `{ enabled }`, answered as the GET; switching it on takes the first one now, then one a day at 02:00 UTC, the newest 7 kept.',
  }),
};

import { z } from 'zod';
import { childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';

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

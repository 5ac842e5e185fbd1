import type {
  AutomaticBackupOption,
  BackupKind,
  BackupListQuery,
  BackupSummary,
} from '@tessera/api-contract';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupSettings, backups } from '../../db/schema/backups.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { type SiteRow, siteForCaller } from '../landings/access.ts';
import { captureSiteSettings } from '../landings/backup-part.ts';
import { userSummariesByIds } from '../users/store.ts';
import { BACKUP_FORMAT_VERSION, BACKUP_PARTS, type BackupContent, countsOf } from './format.ts';
import type { BackupExecutor } from './part.ts';
import { restoreContent } from './restore.ts';

export const BACKUP_NOT_FOUND = 'Backup not found.';
/** Backups are site settings: taking, restoring and deleting them needs `manage_settings`. */
const PERMISSION = 'manage_settings';
/** Backups a person may keep per site; automatic and safety backups are pruned instead. */
export const MAX_MANUAL_BACKUPS = 50;
/** Daily automatic backups kept per site. */
export const KEEP_AUTOMATIC = 7;
/** Safety backups (taken before each restore) kept per site. */
export const KEEP_PRE_RESTORE = 5;
/** When the daily run takes automatic backups (UTC). */
export const AUTOMATIC_HOUR_UTC = 2;

type Executor = Pick<Database, 'execute' | 'insert' | 'select' | 'delete' | 'update'>;

const summaryColumns = {
  id: backups.id,
  landingId: backups.landingId,
  kind: backups.kind,
  note: backups.note,
  counts: backups.counts,
  sizeBytes: backups.sizeBytes,
  createdByUserId: backups.createdByUserId,
  createdAt: backups.createdAt,
  restoredAt: backups.restoredAt,
};

type SummaryRow = {
  id: number;
  landingId: number;
  kind: BackupKind;
  note: string;
  counts: Record<string, number>;
  sizeBytes: number;
  createdByUserId: number | null;
  createdAt: Date;
  restoredAt: Date | null;
};

/** The rows as lists show them, each with the name of whoever took it (null: automatic, or deleted since). */
async function toSummaries(db: Database, rows: readonly SummaryRow[]): Promise<BackupSummary[]> {
  const takers = await userSummariesByIds(
    db,
    rows.flatMap((row) => (row.createdByUserId === null ? [] : [row.createdByUserId])),
  );
  return rows.map((row) => ({
    id: row.id,
    landing_id: row.landingId,
    kind: row.kind,
    note: row.note,
    counts: row.counts,
    size_bytes: row.sizeBytes,
    created_by: row.createdByUserId === null ? null : (takers.get(row.createdByUserId)?.name ?? null),
    created_at: row.createdAt.toISOString(),
    restored_at: row.restoredAt?.toISOString() ?? null,
  }));
}

/** The site's settings and every part (pages, forms, menus, redirects, keywords, blog posts), read in `db`. */
async function readSite(db: BackupExecutor, landingId: number): Promise<BackupContent> {
  const landing = await captureSiteSettings(db, landingId);
  if (!landing) throw notFound('Site not found.');
  const tables: BackupContent['tables'] = {};
  for (const part of BACKUP_PARTS) tables[part.key] = await part.capture(db, landingId);
  return { format: BACKUP_FORMAT_VERSION, taken_at: new Date().toISOString(), landing, tables };
}

/**
 * The site as it is now. The parts are read in one read-only repeatable-read transaction, so
 * they all come from the same snapshot of the database and agree with each other (a menu never
 * points at a page the same backup lacks).
 */
export function captureSite(db: Database, landingId: number): Promise<BackupContent> {
  return db.transaction((tx) => readSite(tx, landingId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** Stores a backup of the site as it is now. */
export async function takeBackup(
  db: Database,
  site: { id: number; agencyId: number },
  kind: BackupKind,
  note: string,
  userId: number | null,
): Promise<number> {
  return storeBackup(db, site, kind, note, userId, await captureSite(db, site.id));
}

/** Stores `content` (captured by `captureSite`) as a backup of the site. */
async function storeBackup(
  db: Executor,
  site: { id: number; agencyId: number },
  kind: BackupKind,
  note: string,
  userId: number | null,
  content: BackupContent,
): Promise<number> {
  const [row] = await db
    .insert(backups)
    .values({
      agencyId: site.agencyId,
      landingId: site.id,
      kind,
      note,
      formatVersion: content.format,
      content: content as unknown as Record<string, unknown>,
      counts: countsOf(content),
      sizeBytes: Buffer.byteLength(JSON.stringify(content)),
      createdByUserId: userId,
    })
    .returning({ id: backups.id });
  return row!.id;
}

/** Keeps the newest `keep` backups of one kind on a site and deletes the rest. */
export async function pruneBackups(
  db: Executor,
  landingId: number,
  kind: BackupKind,
  keep: number,
): Promise<void> {
  const newest = db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.landingId, landingId), eq(backups.kind, kind)))
    .orderBy(desc(backups.createdAt), desc(backups.id))
    .limit(keep);
  await db
    .delete(backups)
    .where(and(eq(backups.landingId, landingId), eq(backups.kind, kind), notInArray(backups.id, newest)));
}

async function summaryOf(db: Database, site: SiteRow, backupId: number): Promise<BackupSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(backups)
    .where(and(eq(backups.id, backupId), eq(backups.landingId, site.id), eq(backups.agencyId, site.agencyId)))
    .limit(1);
  if (!row) throw notFound(BACKUP_NOT_FOUND);
  const [summary] = await toSummaries(db, [row]);
  return summary!;
}

export async function listBackups(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: BackupListQuery,
) {
  const site = await siteForCaller(db, auth, landingId, PERMISSION);
  const where = and(
    eq(backups.landingId, site.id),
    eq(backups.agencyId, site.agencyId),
    ...(query.kind ? [eq(backups.kind, query.kind)] : []),
  );
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(backups)
      .where(where)
      .orderBy(desc(backups.createdAt), desc(backups.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(backups).where(where),
  ]);
  return { total: totals[0]?.value ?? 0, rows: await toSummaries(db, rows) };
}

export async function instantBackup(
  db: Database,
  auth: AuthContext,
  landingId: number,
  note: string,
): Promise<BackupSummary> {
  const site = await siteForCaller(db, auth, landingId, PERMISSION);
  const [{ value: manual } = { value: 0 }] = await db
    .select({ value: count() })
    .from(backups)
    .where(and(eq(backups.landingId, site.id), eq(backups.kind, 'manual')));
  if (manual >= MAX_MANUAL_BACKUPS)
    throw conflict(
      `This website already has ${MAX_MANUAL_BACKUPS} backups. Delete an old one to take another.`,
    );
  const id = await takeBackup(db, site, 'manual', note, auth.user.id);
  return summaryOf(db, site, id);
}

export async function updateBackup(
  db: Database,
  auth: AuthContext,
  landingId: number,
  backupId: number,
  note: string,
): Promise<BackupSummary> {
  const site = await siteForCaller(db, auth, landingId, PERMISSION);
  const updated = await db
    .update(backups)
    .set({ note, updatedAt: new Date() })
    .where(and(eq(backups.id, backupId), eq(backups.landingId, site.id)))
    .returning({ id: backups.id });
  if (updated.length === 0) throw notFound(BACKUP_NOT_FOUND);
  return summaryOf(db, site, backupId);
}

export async function deleteBackup(
  db: Database,
  auth: AuthContext,
  landingId: number,
  backupId: number,
): Promise<void> {
  const site = await siteForCaller(db, auth, landingId, PERMISSION);
  const deleted = await db
    .delete(backups)
    .where(and(eq(backups.id, backupId), eq(backups.landingId, site.id)))
    .returning({ id: backups.id });
  if (deleted.length === 0) throw notFound(BACKUP_NOT_FOUND);
}

/**
 * Puts the site back as the backup holds it, in one transaction: first a safety backup of the
 * site as it is now (so the restore can be undone), then every part and the settings. Other
 * sites are never touched. The caller drops the site from the render cache.
 */
export async function restoreBackup(
  db: Database,
  auth: AuthContext,
  landingId: number,
  backupId: number,
): Promise<{ createdAt: Date; safetyBackupId: number }> {
  const site = await siteForCaller(db, auth, landingId, PERMISSION);
  const [stored] = await db
    .select({ content: backups.content, formatVersion: backups.formatVersion, createdAt: backups.createdAt })
    .from(backups)
    .where(and(eq(backups.id, backupId), eq(backups.landingId, site.id), eq(backups.agencyId, site.agencyId)))
    .limit(1);
  if (!stored) throw notFound(BACKUP_NOT_FOUND);
  if (stored.formatVersion > BACKUP_FORMAT_VERSION)
    throw conflict('This backup was made by a newer version of the product and cannot be restored here.');
  const content = stored.content as unknown as BackupContent;
  const taken = stored.createdAt.toISOString().replace('T', ' ').slice(0, 16);
  // Read in a snapshot of its own; stored in the restore's transaction, so a failed restore keeps
  // no safety backup either.
  const current = await captureSite(db, site.id);
  try {
    const safetyBackupId = await db.transaction(async (tx) => {
      const safety = await storeBackup(
        tx,
        site,
        'pre_restore',
        `Before restoring the backup of ${taken} UTC`,
        auth.user.id,
        current,
      );
      await restoreContent(tx, site, content);
      await tx.update(backups).set({ restoredAt: new Date() }).where(eq(backups.id, backupId));
      return safety;
    });
    await pruneBackups(db, site.id, 'pre_restore', KEEP_PRE_RESTORE);
    return { createdAt: stored.createdAt, safetyBackupId };
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('This backup no longer fits this website and was not restored. Nothing was changed.');
    throw error;
  }
}

/** The next daily run after `now`. */
export function nextAutomaticRun(now: Date): Date {
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), AUTOMATIC_HOUR_UTC),
  );
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

async function optionOf(db: Database, site: SiteRow): Promise<AutomaticBackupOption> {
  const [row] = await db.select().from(backupSettings).where(eq(backupSettings.landingId, site.id)).limit(1);
  const enabled = row?.automatic ?? false;
  return {
    enabled,
    last_run_at: row?.lastAutomaticAt?.toISOString() ?? null,
    next_run_at: enabled ? nextAutomaticRun(new Date()).toISOString() : null,
    keep: KEEP_AUTOMATIC,
  };
}

export async function getAutomaticOption(db: Database, auth: AuthContext, landingId: number) {
  const site = await siteForCaller(db, auth, landingId, PERMISSION);
  return optionOf(db, site);
}

export async function setAutomaticOption(
  db: Database,
  auth: AuthContext,
  landingId: number,
  enabled: boolean,
): Promise<{ option: AutomaticBackupOption; site: SiteRow; firstRun: boolean }> {
  const site = await siteForCaller(db, auth, landingId, PERMISSION);
  const [before] = await db
    .select()
    .from(backupSettings)
    .where(eq(backupSettings.landingId, site.id))
    .limit(1);
  await db
    .insert(backupSettings)
    .values({ landingId: site.id, agencyId: site.agencyId, automatic: enabled })
    .onConflictDoUpdate({
      target: backupSettings.landingId,
      set: { automatic: enabled, updatedAt: new Date() },
    });
  // Switching it on for a site never backed up automatically takes the first one now.
  const firstRun = enabled && !before?.lastAutomaticAt;
  return { option: await optionOf(db, site), site, firstRun };
}

/**
 * The daily run's list: sites with automatic backups on (a site's options go with it: the row
 * cascades when the site is deleted).
 */
export async function sitesWithAutomaticBackups(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: backupSettings.landingId })
    .from(backupSettings)
    .where(eq(backupSettings.automatic, true));
  return rows.map((row) => row.id);
}

/**
 * One site's automatic backup (the job): taken only while the option is still on. `sentAt` is
 * when the job was queued: a backup taken since answers it already, so a retry of a job whose
 * worker died after storing the backup (before the job was marked done) stores no second one.
 */
export async function automaticBackup(
  db: Database,
  landingId: number,
  sentAt?: Date,
): Promise<number | null> {
  const option = (executor: Pick<Database, 'select'>) =>
    executor
      .select({
        agencyId: backupSettings.agencyId,
        automatic: backupSettings.automatic,
        lastAutomaticAt: backupSettings.lastAutomaticAt,
      })
      .from(backupSettings)
      .where(eq(backupSettings.landingId, landingId))
      .limit(1);
  const taken = (row: { lastAutomaticAt: Date | null }) =>
    sentAt !== undefined && row.lastAutomaticAt !== null && row.lastAutomaticAt >= sentAt;
  // The options row holds the site's agency, written from the site when the option was set.
  const [row] = await option(db);
  if (!row?.automatic || taken(row)) return null;
  const content = await captureSite(db, landingId);
  return db.transaction(async (tx) => {
    // Asked again under the row's lock, held to the commit: two runs cannot both store one.
    const [locked] = await option(tx).for('update');
    if (!locked?.automatic || taken(locked)) return null;
    const site = { id: landingId, agencyId: locked.agencyId };
    const id = await storeBackup(tx, site, 'automatic', 'Daily automatic backup', null, content);
    // The database's clock, as the job's `sentAt` is.
    await tx
      .update(backupSettings)
      .set({ lastAutomaticAt: sql`now()` })
      .where(eq(backupSettings.landingId, landingId));
    await pruneBackups(tx, landingId, 'automatic', KEEP_AUTOMATIC);
    return id;
  });
}

import {
  type FileKind,
  imageRatio,
  type LandingFileListQuery,
  type MediaLibraryQuery,
  type StorageUsage,
  type StoredFile,
  UPLOAD_MESSAGES,
  type UpdateFileBody,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileObjects, files } from '../../db/schema/files.ts';
import { forbidden, invalidField, notFound } from '../../lib/errors.ts';
import { type ListPage, likePattern, listTotal, pageWindow } from '../../lib/pagination.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import type { AuthContext } from '../auth/session.ts';
import { firstSiteWithPermission, type SiteRow, siteForCaller } from '../landings/access.ts';
import { firstSiteSubdomain, sitesByIds } from '../landings/lookup.ts';
import { landingIdsGranting } from '../users/store.ts';
import {
  type EncodedObject,
  type ProbedImage,
  type ProcessPlan,
  probeImage,
  processImage,
  refuse,
} from './images.ts';
import type { UploadLimits } from './limits.ts';
import { displayName, filePath, newToken, objectName, slugFromFileName, storageKey } from './naming.ts';
import { identifyUpload } from './sniff.ts';

export type FileRow = typeof files.$inferSelect;
export type FileObjectRow = typeof fileObjects.$inferSelect;

export const FILE_NOT_FOUND = 'File not found.';

export interface FilesContext {
  db: Database;
  storage: ObjectStorage;
  origins: SiteOrigins;
  limits: UploadLimits;
  log: { warn(details: object, message: string): void };
  /**
   * Bytes each agency used as of its last upload through this instance. Only a hint: when it
   * says "full", the database is asked before any decoding starts (so a full agency costs no
   * image work); otherwise the check inside the storing transaction is the one that decides.
   */
  usage: Map<number, number>;
}

/** Listing files needs only the database and where sites are served. */
export type FileListContext = Pick<FilesContext, 'db' | 'origins'>;

export interface StoredUpload {
  file: FileRow;
  objects: FileObjectRow[];
  dto: StoredFile;
}

function agencyOf(auth: AuthContext): number {
  // Only agency-area roles reach these routes, and each of them belongs to an agency.
  if (!auth.agency) throw forbidden();
  return auth.agency.id;
}

/**
 * The site an upload is for: the one named (the caller needs `edit_design` there), or else the
 * first site the caller may design. Files are served from a site's address, so one is needed.
 */
export async function uploadSite(
  db: Database,
  auth: AuthContext,
  landingId: number | undefined,
): Promise<SiteRow> {
  if (landingId !== undefined) return siteForCaller(db, auth, landingId, 'edit_design');
  const site = await firstSiteWithPermission(db, auth, 'edit_design');
  if (site) return site;
  throw invalidField(
    'landing_id',
    "Create a website first: uploaded files are served from a website's address.",
  );
}

/** Bytes the agency stores, every version and variant included. */
async function usedBytes(db: Pick<Database, 'select'>, agencyId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${fileObjects.bytes})` })
    .from(fileObjects)
    .where(eq(fileObjects.agencyId, agencyId));
  return Number(row?.total ?? 0);
}

export async function storageUsage(ctx: FilesContext, auth: AuthContext): Promise<StorageUsage> {
  const agencyId = agencyOf(auth);
  const [used, [fileCount]] = await Promise.all([
    usedBytes(ctx.db, agencyId),
    ctx.db.select({ value: count() }).from(files).where(eq(files.agencyId, agencyId)),
  ]);
  return {
    used_bytes: used,
    quota_bytes: ctx.limits.quotaBytes,
    files: fileCount?.value ?? 0,
    max_upload_bytes: ctx.limits.maxUploadBytes,
  };
}

/** Writes the objects, and removes them again when anything after fails: a refusal stores nothing. */
async function putObjects(
  ctx: FilesContext,
  agencyId: number,
  token: string,
  slug: string,
  encoded: EncodedObject[],
): Promise<Array<EncodedObject & { name: string; key: string }>> {
  const named = encoded.map((object) => {
    const name = objectName(slug, object.variant, object.extension);
    return { ...object, name, key: storageKey(agencyId, token, name) };
  });
  await writeObjects(ctx, named);
  return named;
}

/** The `file_objects` rows of a file version's stored objects (its original and variants). */
function objectRows(
  stored: ReadonlyArray<EncodedObject & { name: string; key: string }>,
  file: { fileId: number; agencyId: number; token: string },
): Array<typeof fileObjects.$inferInsert> {
  return stored.map((object) => ({
    ...file,
    name: object.name,
    storageKey: object.key,
    contentType: object.contentType,
    bytes: object.body.byteLength,
    width: object.width,
    height: object.height,
    primary: object.variant === null,
  }));
}

/** Where stored objects go, and where a failed clean-up is reported. */
export type ObjectWriter = Pick<FilesContext, 'storage' | 'log'>;

/** Writes objects all or none: when one write fails, the ones already written are removed. */
export async function writeObjects(
  ctx: ObjectWriter,
  objects: ReadonlyArray<{ key: string; body: Buffer; contentType: string }>,
): Promise<void> {
  // Every write is waited for, failed or not: one still under way when another failed would
  // otherwise land after the clean-up and stay behind.
  const results = await Promise.allSettled(
    objects.map((object) => ctx.storage.put(object.key, object.body, object.contentType)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed === undefined) return;
  await removeObjects(
    ctx,
    objects.flatMap((object, index) => (results[index]!.status === 'fulfilled' ? [object.key] : [])),
  );
  throw failed.reason;
}

/** Removes objects; a failure is logged (an orphan object costs space, never correctness). */
export async function removeObjects(ctx: ObjectWriter, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      ctx.log.warn({ err: result.reason, key: keys[index] }, 'an uploaded object could not be removed');
  });
}

/** Advisory-lock namespace for quota checks, so two writes of one agency cannot both squeeze in. */
const QUOTA_LOCK = 7_314_001;

/** What needs the space, for the refusal: "This file needs", "The pictures this copies need". */
export type StorageNeed = 'upload' | 'copy';

const NEEDS: Record<StorageNeed, string> = {
  upload: 'This file needs',
  copy: 'The pictures this copies need',
};

function quotaError(used: number, adding: number, quota: number, need: StorageNeed) {
  if (adding === 0) return refuse(UPLOAD_MESSAGES.quota);
  const free = Math.max(0, quota - used);
  const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
  const message = `${UPLOAD_MESSAGES.quota} ${NEEDS[need]} ${mb(adding)} MB and ${mb(free)} MB of your ${mb(quota)} MB are free.`;
  // An upload's field is the file; a copy's refusal concerns the agency's storage as a whole.
  return invalidField(need === 'upload' ? 'file' : 'storage', message);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A check before any work: refuses when `adding` bytes cannot fit as things stand. Only a
 * shortcut (nothing is held); `reserveStorage` inside the storing transaction decides.
 */
export async function checkStorage(
  db: Pick<Database, 'select'>,
  agencyId: number,
  adding: number,
  quota: number,
  need: StorageNeed,
): Promise<void> {
  const used = await usedBytes(db, agencyId);
  if (used + adding > quota) throw quotaError(used, adding, quota, need);
}

/**
 * Within the storing transaction: waits for the agency's other writes and answers the bytes it
 * uses. The lock is held until the rows are committed, so two writes cannot both squeeze into
 * the last free space.
 */
async function lockedUsage(tx: Pick<Transaction, 'execute' | 'select'>, agencyId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${agencyId})`);
  return usedBytes(tx, agencyId);
}

/** Within the storing transaction: refuses when `adding` bytes do not fit the agency's quota. */
export async function reserveStorage(
  tx: Pick<Transaction, 'execute' | 'select'>,
  agencyId: number,
  adding: number,
  quota: number,
  need: StorageNeed,
): Promise<void> {
  const used = await lockedUsage(tx, agencyId);
  if (used + adding > quota) throw quotaError(used, adding, quota, need);
}

/** The storage check of an upload, keeping this instance's usage hint current. */
async function reserveQuota(
  ctx: FilesContext,
  tx: Transaction,
  agencyId: number,
  objects: ReadonlyArray<{ body: Buffer }>,
): Promise<void> {
  const used = await lockedUsage(tx, agencyId);
  const adding = objects.reduce((sum, object) => sum + object.body.byteLength, 0);
  const quota = ctx.limits.quotaBytes;
  ctx.usage.set(agencyId, used + adding > quota ? used : used + adding);
  if (used + adding > quota) throw quotaError(used, adding, quota, 'upload');
}

/**
 * Whom an upload is stored for: the agency, the site it belongs to (none for the platform's
 * page-template library) and the origin its objects are served from.
 */
export interface UploadOwner {
  agencyId: number;
  landingId: number | null;
  origin: string;
}

/** An upload for a site: served from the site's address. */
export function siteOwner(origins: SiteOrigins, site: SiteRow): UploadOwner {
  return { agencyId: site.agencyId, landingId: site.id, origin: origins.subdomainOrigin(site.subdomain) };
}

export interface UploadInput {
  kind: FileKind;
  owner: UploadOwner;
  fileName: string;
  bytes: Buffer;
  plan: ProcessPlan;
  name?: string | undefined;
  prompt?: string | undefined;
  /** Checks on the upright size before any pixel is decoded (e.g. SPEC §5 meta ratio). */
  check?: (probed: ProbedImage) => void;
}

/**
 * Sniffs, checks and re-encodes an upload, stores its objects and records it, within the
 * agency's quota. Every refusal happens before anything is kept.
 */
export async function storeUpload(
  ctx: FilesContext,
  auth: AuthContext,
  input: UploadInput,
): Promise<StoredUpload> {
  const agencyId = input.owner.agencyId;
  const identified = identifyUpload(input.fileName, input.bytes);
  if (!identified.ok) throw refuse(identified.message);
  const probed = await probeImage(input.bytes, identified.format);
  input.check?.(probed);
  const quota = ctx.limits.quotaBytes;
  if ((ctx.usage.get(agencyId) ?? 0) >= quota && (await usedBytes(ctx.db, agencyId)) >= quota) {
    throw quotaError(quota, 0, quota, 'upload');
  }
  const encoded = await processImage(input.bytes, probed, input.plan);
  return storeEncodedUpload(ctx, auth, input, encoded);
}

/**
 * Stores what an upload was encoded to (its full-size object and variants) and records it, within
 * the agency's quota: `storeUpload` for images, files/favicon.ts for a site's icon set.
 */
export async function storeEncodedUpload(
  ctx: FilesContext,
  auth: AuthContext,
  input: Pick<UploadInput, 'kind' | 'owner' | 'fileName' | 'name' | 'prompt'>,
  encoded: EncodedObject[],
): Promise<StoredUpload> {
  const agencyId = input.owner.agencyId;
  const token = newToken();
  const stored = await putObjects(ctx, agencyId, token, slugFromFileName(input.fileName), encoded);
  const primary = stored.find((object) => object.variant === null)!;
  try {
    const { file, objects } = await ctx.db.transaction(async (tx) => {
      await reserveQuota(ctx, tx, agencyId, stored);
      const [file] = await tx
        .insert(files)
        .values({
          agencyId,
          landingId: input.owner.landingId,
          uploadedBy: auth.user.id,
          kind: input.kind,
          name: input.name ?? displayName(input.fileName),
          prompt: input.prompt ?? null,
          contentType: primary.contentType,
          width: primary.width,
          height: primary.height,
          token,
        })
        .returning();
      const objects = await tx
        .insert(fileObjects)
        .values(objectRows(stored, { fileId: file!.id, agencyId, token }))
        .returning();
      return { file: file!, objects };
    });
    return {
      file,
      objects,
      dto: toStoredFile(file, objects, input.owner.origin),
    };
  } catch (error) {
    await removeObjects(
      ctx,
      stored.map((object) => object.key),
    );
    throw error;
  }
}

/** The API shape of a file; `origin` is the site address its objects are served from. */
export function toStoredFile(file: FileRow, objects: readonly FileObjectRow[], origin: string): StoredFile {
  const current = objects.filter((object) => object.token === file.token);
  const primary = current.find((object) => object.primary);
  const url = (object: FileObjectRow) => `${origin}${filePath(file.agencyId, object.token, object.name)}`;
  const variants = current
    .filter((object) => !object.primary)
    .sort((a, b) => a.width - b.width)
    .map((object) => ({ url: url(object), width: object.width, height: object.height, bytes: object.bytes }));
  const mainUrl = primary ? url(primary) : '';
  return {
    id: file.id,
    landing_id: file.landingId,
    kind: file.kind,
    name: file.name,
    alt: file.alt,
    url: mainUrl,
    thumbnail_url: variants[0]?.url ?? mainUrl,
    content_type: file.contentType,
    width: file.width,
    height: file.height,
    Ratio: imageRatio(file.width, file.height),
    bytes: objects.reduce((sum, object) => sum + object.bytes, 0),
    variants,
    created_at: file.createdAt.toISOString(),
    updated_at: file.updatedAt.toISOString(),
  };
}

/** Site origins for a page of files; files whose site was deleted use the agency's first site. */
async function originsFor(
  ctx: FileListContext,
  agencyId: number,
  fileRows: readonly FileRow[],
): Promise<Map<number, string>> {
  const sites = await sitesByIds(
    ctx.db,
    fileRows.flatMap((file) => (file.landingId === null ? [] : [file.landingId])),
  );
  const subdomains = new Map(sites.map((site) => [site.id, site.subdomain]));
  const result = new Map<number, string>();
  let fallback: string | null | undefined;
  for (const file of fileRows) {
    const subdomain = file.landingId === null ? undefined : subdomains.get(file.landingId);
    if (subdomain !== undefined) {
      result.set(file.id, ctx.origins.subdomainOrigin(subdomain));
      continue;
    }
    if (fallback === undefined) {
      const first = await firstSiteSubdomain(ctx.db, agencyId);
      fallback = first === null ? null : ctx.origins.subdomainOrigin(first);
    }
    // With no site left the file cannot be served anywhere; it can still be listed and deleted.
    result.set(file.id, fallback ?? '');
  }
  return result;
}

async function objectsOf(db: Database, fileIds: readonly number[]): Promise<Map<number, FileObjectRow[]>> {
  const byFile = new Map<number, FileObjectRow[]>();
  if (fileIds.length === 0) return byFile;
  const rows = await db
    .select()
    .from(fileObjects)
    .where(inArray(fileObjects.fileId, [...fileIds]));
  for (const row of rows) byFile.set(row.fileId, [...(byFile.get(row.fileId) ?? []), row]);
  return byFile;
}

const fileBytes = sql<number>`(select coalesce(sum(${fileObjects.bytes}), 0) from ${fileObjects} where ${fileObjects.fileId} = ${files.id})`;
const sortColumns = { created_at: files.createdAt, name: files.name, bytes: fileBytes } as const;

async function listWhere(
  ctx: FileListContext,
  agencyId: number,
  scope: SQL,
  query: LandingFileListQuery & { landing_id?: number | undefined },
  /** Where every listed file is served, when that is not its site's address. */
  servedFrom?: string,
): Promise<ListPage<StoredFile>> {
  const conditions: SQL[] = [eq(files.agencyId, agencyId), scope];
  if (query.search) conditions.push(ilike(files.name, likePattern(query.search)));
  if (query.kind) conditions.push(eq(files.kind, query.kind));
  if (query.landing_id !== undefined) conditions.push(eq(files.landingId, query.landing_id));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(files)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), desc(files.id))
      .limit(limit)
      .offset(offset),
    listTotal(ctx.db, files, where),
  ]);
  const [objects, origins] = await Promise.all([
    objectsOf(
      ctx.db,
      rows.map((file) => file.id),
    ),
    servedFrom === undefined
      ? originsFor(ctx, agencyId, rows)
      : new Map(rows.map((file) => [file.id, servedFrom])),
  ]);
  return {
    total,
    rows: rows.map((file) => toStoredFile(file, objects.get(file.id) ?? [], origins.get(file.id) ?? '')),
  };
}

/** Files of one site (the Files tab, the editor's image pickers). */
export async function listSiteFiles(
  ctx: FileListContext,
  auth: AuthContext,
  landingId: number,
  query: LandingFileListQuery,
): Promise<ListPage<StoredFile>> {
  const site = await siteForCaller(ctx.db, auth, landingId, 'view');
  return listWhere(ctx, site.agencyId, eq(files.landingId, site.id), query);
}

/**
 * The platform's page-template library (admins): the platform agency's files that belong to no
 * site, served on the preview host (`origin`).
 */
export async function listPlatformLibrary(
  ctx: FileListContext,
  platformAgencyId: number,
  origin: string,
  query: LandingFileListQuery,
): Promise<ListPage<StoredFile>> {
  return listWhere(ctx, platformAgencyId, isNull(files.landingId), query, origin);
}

/**
 * The media library: files of every site the caller may view; files whose site was deleted
 * only for the agency owner.
 */
export async function listLibrary(
  ctx: FilesContext,
  auth: AuthContext,
  query: MediaLibraryQuery,
): Promise<ListPage<StoredFile>> {
  const agencyId = agencyOf(auth);
  const scope =
    auth.user.role === 'Agency'
      ? sql`true`
      : inArray(files.landingId, await landingIdsGranting(ctx.db, auth.user.id, 'view'));
  return listWhere(ctx, agencyId, scope, query);
}

type FilePermission = 'view' | 'edit_design';

/**
 * One file the caller may see (404 otherwise) and act on (403 without the permission). When
 * `landingId` is given the file must belong to that site.
 */
export async function fileForCaller(
  ctx: FilesContext,
  auth: AuthContext,
  fileId: number,
  permission: FilePermission,
  landingId?: number,
): Promise<{ file: FileRow; origin: string }> {
  const agencyId = agencyOf(auth);
  if (landingId !== undefined) await siteForCaller(ctx.db, auth, landingId, permission);
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.agencyId, agencyId),
        landingId === undefined ? undefined : eq(files.landingId, landingId),
      ),
    )
    .limit(1);
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (file.landingId === null) {
    // A deleted site's files belong to the agency owner alone.
    if (auth.user.role !== 'Agency') throw notFound(FILE_NOT_FOUND);
  } else if (landingId === undefined) {
    await siteForCaller(ctx.db, auth, file.landingId, permission).catch((error: unknown) => {
      // The file is there, but on a site the caller cannot see: it does not exist for them.
      if ((error as { statusCode?: number }).statusCode === 404) throw notFound(FILE_NOT_FOUND);
      throw error;
    });
  }
  const origins = await originsFor(ctx, agencyId, [file]);
  return { file, origin: origins.get(file.id) ?? '' };
}

export async function getFile(
  ctx: FilesContext,
  auth: AuthContext,
  fileId: number,
  landingId?: number,
): Promise<StoredFile> {
  const { file, origin } = await fileForCaller(ctx, auth, fileId, 'view', landingId);
  const objects = await objectsOf(ctx.db, [file.id]);
  return toStoredFile(file, objects.get(file.id) ?? [], origin);
}

export async function updateFile(
  ctx: FilesContext,
  auth: AuthContext,
  fileId: number,
  body: UpdateFileBody,
  landingId?: number,
): Promise<StoredFile> {
  const { file, origin } = await fileForCaller(ctx, auth, fileId, 'edit_design', landingId);
  const [updated] = await ctx.db
    .update(files)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.alt !== undefined ? { alt: body.alt } : {}),
      updatedAt: new Date(),
    })
    .where(eq(files.id, file.id))
    .returning();
  const objects = await objectsOf(ctx.db, [file.id]);
  return toStoredFile(updated!, objects.get(file.id) ?? [], origin);
}

export async function deleteFile(
  ctx: FilesContext,
  auth: AuthContext,
  fileId: number,
  landingId?: number,
): Promise<void> {
  const { file } = await fileForCaller(ctx, auth, fileId, 'edit_design', landingId);
  const objects = await ctx.db.select().from(fileObjects).where(eq(fileObjects.fileId, file.id));
  // The row goes first, so the file stops being served and counted even if storage lags.
  await ctx.db.delete(files).where(eq(files.id, file.id));
  ctx.usage.delete(file.agencyId);
  await removeObjects(
    ctx,
    objects.map((object) => object.storageKey),
  );
}

/** The stored bytes of one object (404 when storage lost them). */
export async function readObject(ctx: Pick<FilesContext, 'storage'>, key: string): Promise<Buffer> {
  const stream = await ctx.storage.get(key);
  if (stream === null) throw notFound('The stored image is missing. Upload it again.');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Turns the image a quarter (or half) turn clockwise. The turned image is a new version at a new
 * address; the old version stays served (and counted) so pages that show it keep working.
 */
export async function rotateFile(
  ctx: FilesContext,
  auth: AuthContext,
  fileId: number,
  degrees: 90 | 180 | 270,
  plan: (kind: FileKind) => ProcessPlan,
): Promise<StoredFile> {
  const { file, origin } = await fileForCaller(ctx, auth, fileId, 'edit_design');
  if (file.contentType === 'image/svg+xml') {
    throw refuse('SVG images cannot be rotated here: turn it in your design tool and upload it again.');
  }
  const [primary] = await ctx.db
    .select()
    .from(fileObjects)
    .where(
      and(eq(fileObjects.fileId, file.id), eq(fileObjects.token, file.token), eq(fileObjects.primary, true)),
    );
  if (!primary) throw notFound('The stored image is missing. Upload it again.');
  const bytes = await readObject(ctx, primary.storageKey);
  const identified = identifyUpload(primary.name, bytes);
  if (!identified.ok) throw refuse(UPLOAD_MESSAGES.unreadable);
  const probed = await probeImage(bytes, identified.format);
  // The stored image already had its resize or crop; only the turn and the variants remain.
  const encoded = await processImage(bytes, probed, {
    output: 'same',
    rotate: degrees,
    variants: plan(file.kind).variants,
  });
  const token = newToken();
  const slug = primary.name.replace(/\.[a-z0-9]+$/, '');
  const stored = await putObjects(ctx, file.agencyId, token, slug, encoded);
  const main = stored.find((object) => object.variant === null)!;
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      await reserveQuota(ctx, tx, file.agencyId, stored);
      await tx
        .insert(fileObjects)
        .values(objectRows(stored, { fileId: file.id, agencyId: file.agencyId, token }));
      const [row] = await tx
        .update(files)
        .set({
          token,
          width: main.width,
          height: main.height,
          contentType: main.contentType,
          updatedAt: new Date(),
        })
        .where(eq(files.id, file.id))
        .returning();
      return row!;
    });
    const objects = await objectsOf(ctx.db, [file.id]);
    return toStoredFile(updated, objects.get(file.id) ?? [], origin);
  } catch (error) {
    await removeObjects(
      ctx,
      stored.map((object) => object.key),
    );
    throw error;
  }
}

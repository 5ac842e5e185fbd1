import { and, eq, inArray } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { fileObjects, files } from '../../db/schema/files.ts';
import { type ObjectStorage, readObject } from '../../lib/storage/index.ts';
import type { Sites } from '../../sites/runtime.ts';
import { uploadLimits } from './limits.ts';
import { filePath, newToken, parseFilePath, storageKey } from './naming.ts';
import { checkStorage, removeObjects, reserveStorage, writeObjects } from './service.ts';

/**
 * Files follow designs across agencies. A site made from an admin template, a site duplicated by
 * share code and a page made from a page template would otherwise keep showing the source's
 * uploads from the source's host: another tenant's address, broken once the source is deleted.
 * `copyReferencedFiles` finds those uploads in the copied content, copies them into the target
 * agency and points the content at the copies on the target site's address.
 */

export interface FileCopyContext {
  db: Database;
  storage: ObjectStorage;
  log: { warn(details: object, message: string): void };
  /** Which hosts this server answers (a URL on any other host is not ours) and site addresses. */
  sites: Pick<Sites, 'hosts' | 'origins'>;
  /** Storage each agency may use (files/limits.ts): copies count against the target's. */
  quotaBytes: number;
}

/** The copy context of a route module: the app's database, storage, sites and quota. */
export function fileCopyContext(
  deps: {
    db: Database;
    storage: ObjectStorage;
    sites: FileCopyContext['sites'];
    config: Pick<ServerConfig, 'UPLOAD_MAX_MB' | 'STORAGE_QUOTA_MB'>;
  },
  log: FileCopyContext['log'],
): FileCopyContext {
  return {
    db: deps.db,
    storage: deps.storage,
    sites: deps.sites,
    log,
    quotaBytes: uploadLimits(deps.config).quotaBytes,
  };
}

export interface FileCopyOptions {
  /**
   * The agency the copied content belongs to (the template's platform agency, the shared site's
   * agency). Only its files are copied: a URL naming any other agency is left as it is.
   */
  sourceAgencyId: number;
  targetAgencyId: number;
  /** Where the copies are served: the target site's origin (`http://{subdomain}.{SITES_DOMAIN}`). */
  targetOrigin: string;
  /** Who made the copy (the copies' `uploaded_by`). */
  uploadedBy: number | null;
}

/** The caller's transaction: the copies' rows are inserted and their bytes reserved in it. */
type Inserter = Pick<Database, 'insert' | 'execute' | 'select'>;

/**
 * Inserts the copies' `files` and `file_objects` rows; called inside the caller's transaction, so
 * the copies exist exactly when the copied content does. `landingId` is the site they belong to.
 */
export type RecordCopies = (tx: Inserter, landingId: number | null) => Promise<void>;

/**
 * A candidate file URL: an optional `http(s)://host[:port]`, then `/_files/{agency}/{token}/{name}`.
 * It must start the string or follow a quote, bracket, `=`, `,`, `;`, `>` or white space (HTML
 * attributes, CSS `url(…)`, srcset), so a `/_files/…` inside some other URL's path never matches.
 * Each match is then checked with `parseFilePath` and its host with the host resolver.
 */
const FILE_URL =
  /(?<![^\s"'`(=,;>])(https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?)?(\/_files\/\d{1,10}\/[a-z2-7]{16}\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)/g;
const MARKER = '/_files/';

interface Reference {
  /** `{agency}/{token}/{name}`. */
  key: string;
  agencyId: number;
  token: string;
  name: string;
  /** The URL's `host[:port]`; null for a root-relative path. */
  host: string | null;
}

function referencesIn(text: string): Reference[] {
  if (!text.includes(MARKER)) return [];
  const found: Reference[] = [];
  for (const match of text.matchAll(FILE_URL)) {
    const reference = toReference(match[1], match[2]!);
    if (reference) found.push(reference);
  }
  return found;
}

function toReference(origin: string | undefined, path: string): Reference | null {
  const parts = parseFilePath(path);
  if (!parts) return null;
  let host: string | null = null;
  if (origin !== undefined) {
    try {
      host = new URL(origin).host;
    } catch {
      return null;
    }
  }
  return { ...parts, key: `${parts.agencyId}/${parts.token}/${parts.name}`, host };
}

/** Every string anywhere in a JSON value (documents, settings, option blocks, plain URLs). */
function visitStrings(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const item of value) visitStrings(item, visit);
  else if (isPlainObject(value)) for (const item of Object.values(value)) visitStrings(item, visit);
}

/** A copy of a JSON value with each string mapped; the input is never changed. */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map)) as T;
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = mapStrings(item, map);
    return result as T;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

interface PlannedFile {
  row: typeof files.$inferInsert;
  objects: Array<Omit<typeof fileObjects.$inferInsert, 'fileId'>>;
}

interface Plan<T> {
  content: T;
  files: PlannedFile[];
  /** Storage keys written for the copies. */
  written: string[];
  /** What the copies add to the target agency's storage. */
  bytes: number;
}

/**
 * Copies the source agency's files that `content` references into the target agency (each file
 * once, however often it is referenced; its current version and any older version the content
 * names, every object of each) and returns the content pointing at the copies. Objects are
 * written to storage first; rows are left to `record`.
 */
async function plan<T>(ctx: FileCopyContext, content: T, options: FileCopyOptions): Promise<Plan<T>> {
  const none: Plan<T> = { content, files: [], written: [], bytes: 0 };
  if (options.sourceAgencyId === options.targetAgencyId) return none;

  const references: Reference[] = [];
  visitStrings(content, (text) => {
    for (const reference of referencesIn(text))
      if (reference.agencyId === options.sourceAgencyId) references.push(reference);
  });
  if (references.length === 0) return none;

  // Only addresses this server answers: the same path on someone else's host is not our file.
  const hosts = new Map<string, boolean>();
  for (const reference of references) {
    if (reference.host === null || hosts.has(reference.host)) continue;
    const target = await ctx.sites.hosts.resolve(reference.host);
    hosts.set(reference.host, target.kind !== 'unknown');
  }
  const ours = references.filter((reference) => reference.host === null || hosts.get(reference.host));
  if (ours.length === 0) return none;

  // Looked up as the source agency's files: a URL cannot name another agency's object.
  const wanted = new Set(ours.map((reference) => reference.key));
  const named = await ctx.db
    .select({ fileId: fileObjects.fileId, token: fileObjects.token, name: fileObjects.name })
    .from(fileObjects)
    .where(
      and(
        eq(fileObjects.agencyId, options.sourceAgencyId),
        inArray(fileObjects.token, [...new Set(ours.map((reference) => reference.token))]),
      ),
    );
  const versionsByFile = new Map<number, Set<string>>();
  for (const object of named) {
    if (!wanted.has(`${options.sourceAgencyId}/${object.token}/${object.name}`)) continue;
    versionsByFile.set(object.fileId, (versionsByFile.get(object.fileId) ?? new Set()).add(object.token));
  }
  if (versionsByFile.size === 0) return none;
  const fileIds = [...versionsByFile.keys()];
  const [sourceFiles, sourceObjects] = await Promise.all([
    ctx.db
      .select()
      .from(files)
      .where(and(eq(files.agencyId, options.sourceAgencyId), inArray(files.id, fileIds))),
    ctx.db
      .select()
      .from(fileObjects)
      .where(and(eq(fileObjects.agencyId, options.sourceAgencyId), inArray(fileObjects.fileId, fileIds))),
  ]);

  // Refused before anything is read or written when the copies cannot fit; `record` decides.
  const bytes = sourceObjects
    .filter((object) => versionsByFile.get(object.fileId)?.has(object.token))
    .reduce((sum, object) => sum + object.bytes, 0);
  await checkStorage(ctx.db, options.targetAgencyId, bytes, ctx.quotaBytes, 'copy');

  const planned: PlannedFile[] = [];
  const written: string[] = [];
  /** `{agency}/{token}/{name}` of a source object → the copy's token. */
  const copiedTokens = new Map<string, string>();
  try {
    for (const file of sourceFiles) {
      const versions = new Set([file.token, ...(versionsByFile.get(file.id) ?? [])]);
      const tokens = new Map([...versions].map((token) => [token, newToken()]));
      const objects = sourceObjects.filter((object) => object.fileId === file.id && tokens.has(object.token));
      const bodies = await Promise.all(objects.map((object) => readObject(ctx.storage, object.storageKey)));
      if (bodies.some((body) => body === null)) {
        // A recorded object is gone from storage: the source shows it broken, and so will the copy.
        ctx.log.warn({ fileId: file.id }, 'a referenced file is missing from storage; it was not copied');
        continue;
      }
      const copies = objects.map((object, index) => {
        const token = tokens.get(object.token)!;
        return {
          object,
          token,
          key: storageKey(options.targetAgencyId, token, object.name),
          body: bodies[index]!,
        };
      });
      await writeObjects(
        ctx,
        copies.map((copy) => ({ key: copy.key, body: copy.body, contentType: copy.object.contentType })),
      );
      written.push(...copies.map((copy) => copy.key));
      for (const copy of copies)
        copiedTokens.set(`${options.sourceAgencyId}/${copy.object.token}/${copy.object.name}`, copy.token);
      planned.push({
        row: {
          agencyId: options.targetAgencyId,
          uploadedBy: options.uploadedBy,
          kind: file.kind,
          name: file.name,
          alt: file.alt,
          prompt: file.prompt,
          contentType: file.contentType,
          width: file.width,
          height: file.height,
          token: tokens.get(file.token)!,
        },
        objects: copies.map(({ object, token, key }) => ({
          agencyId: options.targetAgencyId,
          token,
          name: object.name,
          storageKey: key,
          contentType: object.contentType,
          bytes: object.bytes,
          width: object.width,
          height: object.height,
          primary: object.primary,
        })),
      });
    }
  } catch (error) {
    await removeObjects(ctx, written);
    throw error;
  }
  if (planned.length === 0) return none;

  const rewritten = mapStrings(content, (text) =>
    text.includes(MARKER)
      ? text.replace(FILE_URL, (match, origin: string | undefined, path: string) => {
          const reference = toReference(origin, path);
          const token = reference && copiedTokens.get(reference.key);
          if (!reference || !token) return match;
          if (reference.host !== null && !hosts.get(reference.host)) return match;
          const copied = filePath(options.targetAgencyId, token, reference.name);
          return reference.host === null ? copied : `${options.targetOrigin}${copied}`;
        })
      : text,
  );
  const plannedBytes = planned.reduce(
    (sum, file) => sum + file.objects.reduce((fileSum, object) => fileSum + object.bytes, 0),
    0,
  );
  return { content: rewritten, files: planned, written, bytes: plannedBytes };
}

/**
 * Copies the files `content` references that belong to the source agency (a template's, a shared
 * site's) into the target agency and hands `use` the content with those URLs on the target site's
 * origin (root-relative paths stay root-relative), plus `record`, which `use` calls inside the
 * transaction that stores the copied content. Files of the target agency itself (a clone within
 * one agency), of any third agency, on hosts this server does not answer, or not ours at all are
 * left untouched.
 *
 * The copies count against the target agency's storage quota: refused (422) before anything is
 * written when they cannot fit, and checked again under the agency's lock when `record` runs.
 *
 * Storage cannot join the database transaction: the objects are written before `use` runs, and
 * removed again when `use` fails without the rows having been committed, so a failed copy leaves
 * neither rows nor objects behind.
 */
export async function copyReferencedFiles<T, R>(
  ctx: FileCopyContext,
  content: T,
  options: FileCopyOptions,
  use: (copied: T, record: RecordCopies) => Promise<R>,
): Promise<R> {
  const copy = await plan(ctx, content, options);
  if (copy.files.length === 0) return use(content, async () => undefined);
  const record: RecordCopies = async (tx, landingId) => {
    await reserveStorage(tx, options.targetAgencyId, copy.bytes, ctx.quotaBytes, 'copy');
    const inserted = await tx
      .insert(files)
      .values(copy.files.map((file) => ({ ...file.row, landingId })))
      .returning({ id: files.id, token: files.token });
    const ids = new Map(inserted.map((row) => [row.token, row.id]));
    await tx.insert(fileObjects).values(
      copy.files.flatMap((file) => {
        const fileId = ids.get(file.row.token)!;
        return file.objects.map((object) => ({ ...object, fileId }));
      }),
    );
  };
  let result: R;
  try {
    result = await use(copy.content, record);
  } catch (error) {
    await removeUnrecorded(ctx, options.targetAgencyId, copy);
    throw error;
  }
  // Normally a no-op: only when `use` never committed the rows are the objects orphans.
  await removeUnrecorded(ctx, options.targetAgencyId, copy);
  return result;
}

/**
 * Removes the copied objects unless their rows made it into the database: once the transaction
 * that recorded them committed, pages show them, whatever failed afterwards.
 */
async function removeUnrecorded(ctx: FileCopyContext, agencyId: number, copy: Plan<unknown>): Promise<void> {
  const [row] = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.agencyId, agencyId),
        inArray(
          files.token,
          copy.files.map((file) => file.row.token),
        ),
      ),
    )
    .limit(1);
  if (row === undefined) await removeObjects(ctx, copy.written);
}

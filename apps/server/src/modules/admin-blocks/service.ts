import {
  ADMIN_BLOCK_MESSAGES,
  type AdminBlockDetail,
  type AdminBlockListQuery,
  type AdminBlockSummary,
  type BlockDetail,
  type BlockKind,
  type BlockListQuery,
  type BlockSummary,
  type CreateAdminBlockBody,
  type DistributeBlockBody,
  type SaveDesignBody,
  type SavedDesign,
  type UpdateAdminBlockBody,
} from '@tessera/api-contract';
import {
  CURRENT_SCHEMA_VERSION,
  createSection,
  elementsOf,
  type PageDocument,
  type StoredDocument,
} from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { adminBlocks, agencies, agencyBlocks } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { conflict, invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AdminPreviewLoader } from '../../sites/admin-previews.ts';
import type { PreviewShow } from '../../sites/preview-tokens.ts';
import type { AuthContext } from '../auth/session.ts';
import { blockContent, blockPart } from '../blocks/service.ts';
import { publishedCopyColumns, publishedDraftStateOf } from '../designs/published-copy.ts';
import { type DesignKind, draftWriter, saveDesign } from '../designs/service.ts';
import { withFreshIds } from '../landings/document-ids.ts';

/**
 * SPEC §1/§2/§7 admin blocks: sections and rows admins design and publish to every agency's
 * palette (the "Block library"), and copy into chosen agencies' own saved blocks.
 */

type AdminBlockRow = typeof adminBlocks.$inferSelect;

/** The most the palette is given at once (the same cap as an agency's own saved blocks). */
const LIBRARY_LIMIT = 500;

/** Elements in the block a design holds (none while it has no section, or no row for a row block). */
function blockElementCount(document: PageDocument, kind: BlockKind): number {
  const part = blockPart(document, kind);
  return part ? elementsOf(part).length : 0;
}

/**
 * What a new block's draft starts as: one empty section, and for a row block one full-width row
 * with one empty column in it (the row the block is).
 */
function startingDocument(kind: BlockKind): PageDocument {
  const section = kind === 'row' ? createSection() : createSection({ rows: [] });
  return loadStoredDocument({ schemaVersion: CURRENT_SCHEMA_VERSION, sections: [section] });
}

// Admin side ---------------------------------------------------------------------------------

const summaryColumns = {
  id: adminBlocks.id,
  name: adminBlocks.name,
  kind: adminBlocks.kind,
  elementCount: adminBlocks.elementCount,
  version: adminBlocks.version,
  published: adminBlocks.published,
  publishedVersion: adminBlocks.publishedVersion,
  publishedAt: adminBlocks.publishedAt,
  createdAt: adminBlocks.createdAt,
  updatedAt: adminBlocks.updatedAt,
};

type SummaryRow = Pick<AdminBlockRow, keyof typeof summaryColumns>;

function summaryOf(row: SummaryRow): AdminBlockSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    element_count: row.elementCount,
    ...publishedDraftStateOf(row),
  };
}

function detailOf(row: AdminBlockRow): AdminBlockDetail {
  return {
    ...summaryOf(row),
    document: loadStoredDocument(row.document) as unknown as Record<string, unknown>,
  };
}

/** Names sort as people read them, whatever their case. */
const byName = sql`lower(${adminBlocks.name})`;

const adminSortColumns = {
  name: byName,
  created_at: adminBlocks.createdAt,
  updated_at: adminBlocks.updatedAt,
} as const;

/**
 * What both block lists (the admins' and the published library) do with a query: filter by
 * `base` plus the name search and kind, sort as asked (newest id first among equals), and page.
 */
function listWindow(
  query: BlockListQuery,
  sortColumns: Record<BlockListQuery['sort'], SQL | PgColumn>,
  base: SQL[],
) {
  const conditions = [...base];
  if (query.search) conditions.push(ilike(adminBlocks.name, likePattern(query.search)));
  if (query.kind) conditions.push(eq(adminBlocks.kind, query.kind));
  const column = sortColumns[query.sort];
  return {
    where: and(...conditions),
    orderBy: [query.order === 'desc' ? desc(column) : asc(column), desc(adminBlocks.id)],
    ...pageWindow(query.page, query.per_page),
  };
}

export async function listAdminBlocks(
  db: Database,
  query: AdminBlockListQuery,
): Promise<{ rows: AdminBlockSummary[]; total: number }> {
  const published = query.published ? [eq(adminBlocks.published, query.published === 'true')] : [];
  const { where, orderBy, limit, offset } = listWindow(query, adminSortColumns, published);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(adminBlocks)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(adminBlocks).where(where),
  ]);
  return { rows: rows.map(summaryOf), total: totals[0]?.value ?? 0 };
}

async function blockRow(db: Database, id: number): Promise<AdminBlockRow> {
  const [row] = await db.select().from(adminBlocks).where(eq(adminBlocks.id, id)).limit(1);
  if (!row) throw notFound(ADMIN_BLOCK_MESSAGES.notFound);
  return row;
}

export async function getAdminBlock(db: Database, id: number): Promise<AdminBlockDetail> {
  return detailOf(await blockRow(db, id));
}

export async function createAdminBlock(
  db: Database,
  auth: AuthContext,
  body: CreateAdminBlockBody,
): Promise<AdminBlockDetail> {
  // Saved from an admin design's toolbar, the section or row is kept as agency blocks keep theirs.
  const document =
    body.content === undefined
      ? startingDocument(body.kind)
      : blockContent({ kind: body.kind, content: body.content });
  const [row] = await db
    .insert(adminBlocks)
    .values({
      name: body.name,
      kind: body.kind,
      document,
      elementCount: blockElementCount(document, body.kind),
      createdBy: auth.user.id,
    })
    .returning();
  return detailOf(row!);
}

/** `PUT /admin-blocks/{id}`: the name (the design has its own route; the kind never changes). */
export async function updateAdminBlock(
  db: Database,
  id: number,
  body: UpdateAdminBlockBody,
): Promise<AdminBlockDetail> {
  const [row] = await db
    .update(adminBlocks)
    .set({ name: body.name, updatedAt: new Date() })
    .where(eq(adminBlocks.id, id))
    .returning();
  if (!row) throw notFound(ADMIN_BLOCK_MESSAGES.notFound);
  return detailOf(row);
}

/**
 * Admin blocks in the shared design-save path (same 409, 422 and idempotent retries as pages).
 * The kind decides which part of the design is the block, so the count written with each draft
 * is that part's.
 */
function adminBlockDesigns(kind: BlockKind): DesignKind {
  return {
    name: 'admin-block',
    write: draftWriter(adminBlocks, (document) => ({ elementCount: blockElementCount(document, kind) })),
    staleMessage:
      'This block was changed elsewhere since you opened it. Reload it to get the latest version.',
  };
}

export async function saveAdminBlockDesign(
  db: Database,
  id: number,
  body: SaveDesignBody,
): Promise<SavedDesign> {
  const row = await blockRow(db, id);
  return saveDesign(db, { kind: adminBlockDesigns(row.kind), id: row.id, agencyId: null }, body);
}

/** Why a draft cannot be published as a block (the palette inserts exactly one section or row). */
function publishRefusal(document: PageDocument, kind: BlockKind): string | null {
  const sections = document.sections;
  const first = sections[0];
  if (!first) return ADMIN_BLOCK_MESSAGES.noSection;
  if (sections.length > 1) return ADMIN_BLOCK_MESSAGES.oneSection(sections.length);
  if (kind !== 'row') return null;
  if (first.rows.length === 0) return ADMIN_BLOCK_MESSAGES.noRow;
  if (first.rows.length > 1) return ADMIN_BLOCK_MESSAGES.oneRow(first.rows.length);
  return null;
}

const PUBLISH_RACE_MESSAGE =
  'The block was saved again while it was being published. Publish it again to publish the latest version.';

/**
 * SPEC §4 publish action: publishing checks the draft is one block and copies exactly the draft
 * it checked (a save in between makes it 409, never an unchecked copy); unpublishing takes it
 * out of every palette and never fails on content.
 */
export async function setAdminBlockPublished(
  db: Database,
  id: number,
  published: boolean,
): Promise<AdminBlockDetail> {
  if (!published) {
    const [row] = await db
      .update(adminBlocks)
      .set({ ...publishedCopyColumns(adminBlocks, false), publishedElementCount: 0 })
      .where(eq(adminBlocks.id, id))
      .returning();
    if (!row) throw notFound(ADMIN_BLOCK_MESSAGES.notFound);
    return detailOf(row);
  }
  const checked = await blockRow(db, id);
  const refusal = publishRefusal(loadStoredDocument(checked.document), checked.kind);
  if (refusal) throw invalidField('document', refusal);
  const [row] = await db
    .update(adminBlocks)
    .set({
      ...publishedCopyColumns(adminBlocks, true),
      publishedElementCount: sql`${adminBlocks.elementCount}`,
    })
    .where(and(eq(adminBlocks.id, checked.id), eq(adminBlocks.version, checked.version)))
    .returning();
  if (row) return detailOf(row);
  await blockRow(db, checked.id); // deleted meanwhile: 404
  throw conflict(PUBLISH_RACE_MESSAGE);
}

/** A copy named "… (copy)", unpublished, with fresh node ids. */
export async function cloneAdminBlock(
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<AdminBlockDetail> {
  const row = await blockRow(db, id);
  const [copy] = await db
    .insert(adminBlocks)
    .values({
      name: `${row.name} (copy)`.slice(0, 120),
      kind: row.kind,
      document: loadStoredDocument(withFreshIds(loadStoredDocument(row.document))),
      elementCount: row.elementCount,
      createdBy: auth.user.id,
    })
    .returning();
  return detailOf(copy!);
}

/** Copies already given to agencies stay: they are the agencies' own saved blocks. */
export async function deleteAdminBlock(db: Database, id: number): Promise<AdminBlockRow> {
  const [row] = await db.delete(adminBlocks).where(eq(adminBlocks.id, id)).returning();
  if (!row) throw notFound(ADMIN_BLOCK_MESSAGES.notFound);
  return row;
}

/**
 * What a preview link may show this caller: admins the draft of any block; designers (the routes
 * let no one else in) only a published block, and then its published copy (404 otherwise).
 */
export async function previewShowFor(db: Database, auth: AuthContext, id: number): Promise<PreviewShow> {
  if (auth.user.role === 'Admin') {
    await blockRow(db, id);
    return 'draft';
  }
  await publishedRow(db, id);
  return 'published';
}

/**
 * The preview host's reader of blocks: the draft for links signed for admins; for other links the
 * published copy while the block is published (a link outlives an unpublish by nothing).
 */
export const loadAdminBlockPreview: AdminPreviewLoader = async (db, id, show) => {
  const [row] = await db
    .select({
      name: adminBlocks.name,
      document: show === 'draft' ? adminBlocks.document : adminBlocks.publishedDocument,
    })
    .from(adminBlocks)
    .where(
      show === 'draft'
        ? eq(adminBlocks.id, id)
        : and(eq(adminBlocks.id, id), eq(adminBlocks.published, true)),
    )
    .limit(1);
  if (!row?.document) return null;
  return { document: loadStoredDocument(row.document), title: row.name, description: '' };
};

// The published library ---------------------------------------------------------------------

const libraryColumns = {
  id: adminBlocks.id,
  name: adminBlocks.name,
  kind: adminBlocks.kind,
  publishedElementCount: adminBlocks.publishedElementCount,
  publishedAt: adminBlocks.publishedAt,
  createdAt: adminBlocks.createdAt,
};

type LibraryRow = Pick<AdminBlockRow, keyof typeof libraryColumns>;

/** A published block as the palette lists it: what was published, dated when it was. */
function librarySummary(row: LibraryRow): BlockSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    element_count: row.publishedElementCount,
    created_at: row.createdAt.toISOString(),
    // Published rows always carry the date; the creation date stands in should one ever lack it.
    updated_at: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

const librarySortColumns = {
  name: byName,
  created_at: adminBlocks.createdAt,
  updated_at: adminBlocks.publishedAt,
} as const;

const isPublished = eq(adminBlocks.published, true);

/** `GET /admin-blocks-2`: published blocks only, searched, filtered, sorted and paged. */
export async function listLibraryBlocks(
  db: Database,
  query: BlockListQuery,
): Promise<{ rows: BlockSummary[]; total: number }> {
  const { where, orderBy, limit, offset } = listWindow(query, librarySortColumns, [isPublished]);
  const [rows, totals] = await Promise.all([
    db
      .select(libraryColumns)
      .from(adminBlocks)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(adminBlocks).where(where),
  ]);
  return { rows: rows.map(librarySummary), total: totals[0]?.value ?? 0 };
}

/** Every published block, newest publication first: the editor palette's block library. */
export async function libraryBlocks(db: Database): Promise<BlockSummary[]> {
  const rows = await db
    .select(libraryColumns)
    .from(adminBlocks)
    .where(isPublished)
    .orderBy(desc(adminBlocks.publishedAt), desc(adminBlocks.id))
    .limit(LIBRARY_LIMIT);
  return rows.map(librarySummary);
}

type PublishedRow = LibraryRow & { publishedDocument: StoredDocument };

async function publishedRow(db: Database, id: number): Promise<PublishedRow> {
  const [row] = await db
    .select({ ...libraryColumns, publishedDocument: adminBlocks.publishedDocument })
    .from(adminBlocks)
    .where(and(eq(adminBlocks.id, id), isPublished))
    .limit(1);
  if (!row?.publishedDocument) throw notFound(ADMIN_BLOCK_MESSAGES.notFound);
  return { ...row, publishedDocument: row.publishedDocument };
}

/** The published block as it is inserted: the published copy's one section (never the draft). */
function publishedBlock(row: PublishedRow): PageDocument {
  const part = blockPart(loadStoredDocument(row.publishedDocument), row.kind);
  // Publishing refused anything without the block in it.
  if (!part) throw new Error(`Published block ${row.id} holds no ${row.kind}.`);
  return part;
}

/** `GET /admin-blocks-2/{id}`: a published block with its published content. */
export async function getLibraryBlock(db: Database, id: number): Promise<BlockDetail> {
  const row = await publishedRow(db, id);
  return { ...librarySummary(row), content: publishedBlock(row) as unknown as Record<string, unknown> };
}

// Distribution ------------------------------------------------------------------------------

/** Of `ids`, those naming no agency (the platform's own agency is no agency to give blocks to). */
async function unknownAgencyIds(db: Database, ids: readonly number[]): Promise<number[]> {
  const found = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(inArray(agencies.id, [...ids]), eq(agencies.isPlatform, false)));
  const known = new Set(found.map((agency) => agency.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * `POST /block-form/distribute`: copies a published block into each chosen agency's saved
 * blocks (same name and kind, the published block with fresh node ids per copy), all or none.
 * The copies are the agencies' own from then on.
 */
export async function distributeBlock(
  db: Database,
  auth: AuthContext,
  body: DistributeBlockBody,
): Promise<{ name: string; agencies: number }> {
  const block = await blockRow(db, body.block_id);
  if (!block.published || !block.publishedDocument)
    throw invalidField('block_id', ADMIN_BLOCK_MESSAGES.notPublished);
  const source = publishedBlock({ ...block, publishedDocument: block.publishedDocument });
  const refuseUnknown = async (): Promise<void> => {
    const missing = await unknownAgencyIds(db, body.agency_ids);
    if (missing.length > 0) throw invalidField('agency_ids', ADMIN_BLOCK_MESSAGES.unknownAgencies(missing));
  };
  await refuseUnknown();
  const copies = body.agency_ids.map((agencyId) => {
    const content = loadStoredDocument(withFreshIds(source));
    return {
      agencyId,
      createdBy: auth.user.id,
      name: block.name,
      kind: block.kind,
      content,
      elementCount: elementsOf(content).length,
    };
  });
  try {
    // One statement: every copy is written, or none.
    await db.insert(agencyBlocks).values(copies);
  } catch (error) {
    // An agency deleted between the check and the copy is the same 422 as an unknown one.
    if (isForeignKeyViolation(error)) await refuseUnknown();
    throw error;
  }
  return { name: block.name, agencies: copies.length };
}

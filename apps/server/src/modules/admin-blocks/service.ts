import {
  ADMIN_BLOCK_MESSAGES,
  type BlockDetail,
  type BlockKind,
  type BlockListQuery,
  type BlockSummary,
  type CreateAdminBlockBody,
  type DistributeBlockBody,
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
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminBlocks } from '../../db/schema/admin-blocks.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { existingAgencyIds } from '../agencies/store.ts';
import type { AuthContext } from '../auth/session.ts';
import { blockContent, blockPart, insertAgencyBlocks } from '../blocks/service.ts';
import {
  listPage,
  type RecordListQuery,
  type RecordListShape,
  recordListWindow,
} from '../design-records/list.ts';
import { documentRecords } from '../design-records/store.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { isPublished, type LibraryRow, libraryColumns, librarySummary } from './library.ts';

/**
 * SPEC §1/§2/§7 admin blocks: sections and rows admins design and publish to every agency's
 * palette (the "Block library"), and copy into chosen agencies' own saved blocks.
 */

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

/** Names and kind: how both block lists (the admins' and the published library) read the table. */
const blockListShape: RecordListShape<BlockListQuery & RecordListQuery> = {
  name: { field: 'name', column: adminBlocks.name },
  searchIn: [adminBlocks.name],
  filters: (query) => (query.kind ? [eq(adminBlocks.kind, query.kind)] : []),
};

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

/**
 * Admin blocks as a design record. The kind decides which part of the design is the block, so the
 * count written with each draft is that part's; publishing checks the draft is one block first and
 * copies its count with it; unpublishing takes it out of every palette and never fails on content.
 */
export const adminBlockRecords = documentRecords({
  table: adminBlocks,
  designKind: 'admin-block',
  previewKind: 'block',
  notFound: ADMIN_BLOCK_MESSAGES.notFound,
  staleMessage: 'This block was changed elsewhere since you opened it. Reload it to get the latest version.',
  ...blockListShape,
  related: async () => null,
  summaryOf: (row) => ({ name: row.name, kind: row.kind, element_count: row.elementCount }),
  async created(_db, body: CreateAdminBlockBody) {
    // Saved from an admin design's toolbar, the section or row is kept as agency blocks keep theirs.
    const document =
      body.content === undefined
        ? startingDocument(body.kind)
        : blockContent({ kind: body.kind, content: body.content });
    return {
      values: { name: body.name, kind: body.kind, elementCount: blockElementCount(document, body.kind) },
      document,
    };
  },
  /** The name (the design has its own route; the kind never changes). */
  updated: async (_db, body: UpdateAdminBlockBody) => ({ name: body.name }),
  copied: (row) => ({ kind: row.kind, elementCount: row.elementCount }),
  savedWith: (row, document) => ({ elementCount: blockElementCount(document, row.kind) }),
  /** Designers preview a published block, as published. */
  visible: () => isPublished,
  publishing: {
    refusal: (row) => publishRefusal(loadStoredDocument(row.document), row.kind),
    columns: (published) => ({
      publishedElementCount: published ? sql`${adminBlocks.elementCount}` : 0,
    }),
    raceMessage:
      'The block was saved again while it was being published. Publish it again to publish the latest version.',
  },
});

// The published library ---------------------------------------------------------------------

const librarySortColumns = {
  name: sql`lower(${adminBlocks.name})`,
  created_at: adminBlocks.createdAt,
  updated_at: adminBlocks.publishedAt,
} as const;

/** `GET /admin-blocks-2`: published blocks only, searched, filtered, sorted and paged. */
export async function listLibraryBlocks(
  db: Database,
  query: BlockListQuery,
): Promise<{ rows: BlockSummary[]; total: number }> {
  const window = recordListWindow(adminBlocks, blockListShape, query, {
    base: [isPublished],
    sorts: librarySortColumns,
  });
  const { rows, total } = await listPage(db, adminBlocks, window, (where) =>
    db.select(libraryColumns).from(adminBlocks).where(where),
  );
  return { rows: rows.map(librarySummary), total };
}

/** Every published block, newest publication first: the editor palette's block library. */
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
  const known = await existingAgencyIds(db, ids);
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
  const block = await adminBlockRecords.row(db, body.block_id);
  if (!block.published || !block.publishedDocument)
    throw invalidField('block_id', ADMIN_BLOCK_MESSAGES.notPublished);
  const source = publishedBlock({ ...block, publishedDocument: block.publishedDocument });
  const refuseUnknown = async (): Promise<void> => {
    const missing = await unknownAgencyIds(db, body.agency_ids);
    if (missing.length > 0) throw invalidField('agency_ids', ADMIN_BLOCK_MESSAGES.unknownAgencies(missing));
  };
  await refuseUnknown();
  const copies = body.agency_ids.map((agencyId) => ({
    agencyId,
    createdBy: auth.user.id,
    name: block.name,
    kind: block.kind,
    content: loadStoredDocument(withFreshIds(source)),
  }));
  try {
    // One statement: every copy is written, or none.
    await insertAgencyBlocks(db, copies);
  } catch (error) {
    // An agency deleted between the check and the copy is the same 422 as an unknown one.
    if (isForeignKeyViolation(error)) await refuseUnknown();
    throw error;
  }
  return { name: block.name, agencies: copies.length };
}

import type {
  BlockDetail,
  BlockKind,
  BlockListQuery,
  BlockSummary,
  CreateBlockBody,
  RenameBlockBody,
} from '@tessera/api-contract';
import { elementsOf, type PageDocument } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agencyBlocks } from '../../db/schema/blocks.ts';
import { forbidden, invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { loadClientDocument } from '../designs/document.ts';

const BLOCK_NOT_FOUND = 'Block not found.';

type BlockRow = typeof agencyBlocks.$inferSelect;

function agencyOf(auth: AuthContext): number {
  // Only agency roles reach these routes; an agency-less caller sees nothing.
  return auth.agency?.id ?? -1;
}

function summary(
  row: Pick<BlockRow, 'id' | 'name' | 'kind' | 'elementCount' | 'createdAt' | 'updatedAt'>,
): BlockSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    element_count: row.elementCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const summaryColumns = {
  id: agencyBlocks.id,
  name: agencyBlocks.name,
  kind: agencyBlocks.kind,
  elementCount: agencyBlocks.elementCount,
  createdAt: agencyBlocks.createdAt,
  updatedAt: agencyBlocks.updatedAt,
};

const sortColumns = {
  name: agencyBlocks.name,
  created_at: agencyBlocks.createdAt,
  updated_at: agencyBlocks.updatedAt,
} as const;

export async function listBlocks(
  db: Database,
  auth: AuthContext,
  query: BlockListQuery,
): Promise<{ rows: BlockSummary[]; total: number }> {
  const conditions: SQL[] = [eq(agencyBlocks.agencyId, agencyOf(auth))];
  if (query.search) conditions.push(ilike(agencyBlocks.name, likePattern(query.search)));
  if (query.kind) conditions.push(eq(agencyBlocks.kind, query.kind));
  const where = and(...conditions);
  const column = sortColumns[query.sort];
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(agencyBlocks)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), desc(agencyBlocks.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(agencyBlocks).where(where),
  ]);
  return { rows: rows.map(summary), total: totals[0]?.value ?? 0 };
}

/** Every block of the caller's agency, newest first, for the editor's palette. */
export async function allBlocks(db: Database, agencyId: number): Promise<BlockSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(agencyBlocks)
    .where(eq(agencyBlocks.agencyId, agencyId))
    .orderBy(desc(agencyBlocks.updatedAt), desc(agencyBlocks.id))
    .limit(500);
  return rows.map(summary);
}

async function blockForCaller(db: Database, auth: AuthContext, id: number): Promise<BlockRow> {
  const [row] = await db
    .select()
    .from(agencyBlocks)
    .where(and(eq(agencyBlocks.id, id), eq(agencyBlocks.agencyId, agencyOf(auth))))
    .limit(1);
  if (!row) throw notFound(BLOCK_NOT_FOUND);
  return row;
}

function detail(row: BlockRow): BlockDetail {
  return { ...summary(row), content: loadStoredDocument(row.content) as unknown as Record<string, unknown> };
}

export async function getBlock(db: Database, auth: AuthContext, id: number): Promise<BlockDetail> {
  return detail(await blockForCaller(db, auth, id));
}

/**
 * The block a design holds, as every block is kept (saved by an agency or published by an admin): the first section (a row block's with only
 * its first row) and the formatted texts of its elements; other sections and popups are dropped.
 * Null when the design has no section, or a row block's section no row.
 */
export function blockPart(document: PageDocument, kind: BlockKind): PageDocument | null {
  const first = document.sections[0];
  if (!first) return null;
  const row = first.rows[0];
  if (kind === 'row' && !row) return null;
  const section = kind === 'row' && row ? { ...first, rows: [row] } : first;
  const kept: PageDocument = { ...document, sections: [section], popups: [], texts: {} };
  const ids = new Set(elementsOf(kept).map((element) => element.id));
  const texts = Object.fromEntries(
    Object.entries(document.texts[section.id] ?? {}).filter(([id]) => ids.has(id)),
  );
  return Object.keys(texts).length > 0 ? { ...kept, texts: { [section.id]: texts } } : kept;
}

/** The block a save names: its content's first section (or that section's first row). */
export function blockContent(body: Pick<CreateBlockBody, 'kind' | 'content'>): PageDocument {
  const { document } = loadClientDocument(body.content, 'content');
  if (!document.sections[0]) throw invalidField('content.sections', 'A block needs a section to save.');
  const part = blockPart(document, body.kind);
  if (!part) throw invalidField('content.sections.0.rows', 'A row block needs a row to save.');
  return part;
}

/** A saved block as it is stored: its element count is the content's. */
function blockValues(block: NewAgencyBlock) {
  return { ...block, elementCount: elementsOf(block.content).length };
}

/** A block to save into an agency's blocks. */
export interface NewAgencyBlock {
  agencyId: number;
  createdBy: number;
  name: string;
  kind: BlockKind;
  content: PageDocument;
}

/**
 * Saves blocks into agencies' own blocks (an admin's library block given to agencies) in one
 * statement: every one is written, or none (an agency deleted meanwhile fails it on its key).
 */
export async function insertAgencyBlocks(
  db: Pick<Database, 'insert'>,
  blocks: readonly NewAgencyBlock[],
): Promise<void> {
  if (blocks.length === 0) return;
  await db.insert(agencyBlocks).values(blocks.map(blockValues));
}

export async function createBlock(
  db: Database,
  auth: AuthContext,
  body: CreateBlockBody,
): Promise<BlockDetail> {
  const content = blockContent(body);
  const [row] = await db
    .insert(agencyBlocks)
    .values(
      blockValues({
        agencyId: agencyOf(auth),
        createdBy: auth.user.id,
        name: body.name,
        kind: body.kind,
        content,
      }),
    )
    .returning();
  return detail(row!);
}

/** The agency owner manages every block; others only the blocks they saved. */
function assertMayChange(auth: AuthContext, row: BlockRow): void {
  if (auth.user.role === 'Agency' || row.createdBy === auth.user.id) return;
  throw forbidden('Only the agency owner or whoever saved this block can change it.');
}

export async function renameBlock(
  db: Database,
  auth: AuthContext,
  id: number,
  body: RenameBlockBody,
): Promise<BlockDetail> {
  const row = await blockForCaller(db, auth, id);
  assertMayChange(auth, row);
  const [updated] = await db
    .update(agencyBlocks)
    .set({ name: body.name, updatedAt: new Date() })
    .where(eq(agencyBlocks.id, row.id))
    .returning();
  return detail(updated!);
}

export async function deleteBlock(db: Database, auth: AuthContext, id: number): Promise<void> {
  const row = await blockForCaller(db, auth, id);
  assertMayChange(auth, row);
  await db.delete(agencyBlocks).where(eq(agencyBlocks.id, row.id));
}

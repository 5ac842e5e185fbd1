import type { BlockSummary } from '@tessera/api-contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminBlocks } from '../../db/schema/admin-blocks.ts';

/**
 * The published block library as every editor's palette reads it. Apart from the admin-block
 * service so the editor data (which every design-record kind serves) can read it without an
 * import cycle through the design-record module that service is built on.
 */

type AdminBlockRow = typeof adminBlocks.$inferSelect;

/** The most the palette is given at once (the same cap as an agency's own saved blocks). */
const LIBRARY_LIMIT = 500;

export const isPublished = eq(adminBlocks.published, true);

export const libraryColumns = {
  id: adminBlocks.id,
  name: adminBlocks.name,
  kind: adminBlocks.kind,
  publishedElementCount: adminBlocks.publishedElementCount,
  publishedAt: adminBlocks.publishedAt,
  createdAt: adminBlocks.createdAt,
};

export type LibraryRow = Pick<AdminBlockRow, keyof typeof libraryColumns>;

/** A published block as the palette lists it: what was published, dated when it was. */
export function librarySummary(row: LibraryRow): BlockSummary {
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

export async function libraryBlocks(db: Database): Promise<BlockSummary[]> {
  const rows = await db
    .select(libraryColumns)
    .from(adminBlocks)
    .where(isPublished)
    .orderBy(desc(adminBlocks.publishedAt), desc(adminBlocks.id))
    .limit(LIBRARY_LIMIT);
  return rows.map(librarySummary);
}

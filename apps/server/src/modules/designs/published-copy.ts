import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** What publishing or unpublishing writes on a record designed as a draft with a published copy. */
export interface PublishedCopyColumns {
  published: boolean;
  publishedDocument: SQL | null;
  publishedVersion: SQL | null;
  publishedAt: Date | null;
}

/**
 * SPEC §4 publish action on admin records (page templates, courses, order pages): publishing copies
 * the draft as it is at that moment, with the version it carries, in the one UPDATE this goes
 * into (publishing again publishes the newer draft); unpublishing drops the copy at once.
 */
export function publishedCopyColumns(
  draft: { document: PgColumn; version: PgColumn },
  published: boolean,
): PublishedCopyColumns {
  return published
    ? {
        published: true,
        publishedDocument: sql`${draft.document}`,
        publishedVersion: sql`${draft.version}`,
        publishedAt: new Date(),
      }
    : { published: false, publishedDocument: null, publishedVersion: null, publishedAt: null };
}

/** A draft-with-copy record's columns that `publishedDraftStateOf` reads. */
export interface PublishedDraftRow {
  published: boolean;
  publishedAt: Date | null;
  publishedVersion: number | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The contract's `publishedDraftState` of a record designed as a draft with a published copy. */
export function publishedDraftStateOf(row: PublishedDraftRow) {
  return {
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    has_unpublished_changes: row.published && row.publishedVersion !== row.version,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

import type { DocumentWarning, SaveDesignBody, SavedDesign } from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { designSaveReceipts } from '../../db/schema/designs.ts';
import { notFound } from '../../lib/errors.ts';
import { staleVersion, type VersionedWrite, versionedUpdate } from '../../lib/versioned-update.ts';
import { loadClientDocument } from './document.ts';

/**
 * Saving designs: one path for every kind of design document (pages and page templates now;
 * blog posts, templates, blocks and courses register a kind when they arrive). A kind says how to
 * write its draft with the optimistic version check; everything else (loading and repairing the
 * document, 422s, 409s, idempotent retries, `shouldReload`) is shared.
 */
export interface DesignKind {
  name: string;
  /**
   * Stores the draft if the row still has `expectedVersion`, bumping the version, in one
   * statement (`versionedUpdate`); else says which version the row has now (the caller answers 409).
   */
  write(
    db: Database,
    id: number,
    document: PageDocument,
    expectedVersion: number,
  ): Promise<VersionedWrite<{ version: number; updatedAt: Date }>>;
  /** Shown in the 409 answer. */
  staleMessage: string;
}

/** A table that holds designs: each row's id, draft document, draft version and last change. */
type DesignTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  $inferInsert: { document?: unknown; version?: number; updatedAt?: Date };
};

/**
 * The `write` of a kind whose draft is the `document` column of `table`, versioned by its
 * `version` column; `alongside` adds columns written in the same statement (a count derived from
 * the document, details sent with it), so a stale save changes nothing at all.
 */
export function draftWriter<T extends DesignTable>(
  table: T,
  alongside: (document: PageDocument) => PgUpdateSetSource<T> = () => ({}),
): DesignKind['write'] {
  return async (db, id, document, expectedVersion) => {
    const outcome = await versionedUpdate(
      db,
      { table, column: table.version, key: 'version' },
      {
        match: eq(table.id, id),
        expected: expectedVersion,
        // Every design table names these columns alike; drizzle cannot check a `set` over a table
        // chosen by a type parameter, DesignTable's `$inferInsert` does.
        set: { ...alongside(document), document, updatedAt: new Date() } as PgUpdateSetSource<T>,
        returning: { version: table.version, updatedAt: table.updatedAt },
      },
    );
    // The same reason: the two returned columns are DesignTable's integer version and timestamp.
    return outcome as VersionedWrite<{ version: number; updatedAt: Date }>;
  };
}

/** The design being saved; the caller has already checked that the caller may edit it. */
export interface DesignTarget {
  kind: DesignKind;
  id: number;
  /** The agency whose design it is; null for platform designs (admin page templates). */
  agencyId: number | null;
}

/** Receipts older than this are dropped: a retry comes within minutes, an offline spell within days. */
export const RECEIPT_TTL_DAYS = 14;

function answer(
  id: number,
  version: number,
  updatedAt: Date,
  warnings: DocumentWarning[],
  replayed: boolean,
): SavedDesign {
  return {
    id,
    version,
    updated_at: updatedAt.toISOString(),
    warnings,
    // The stored document differs from what the editor holds exactly when something was repaired.
    shouldReload: warnings.length > 0,
    replayed,
  };
}

async function receiptFor(db: Database, target: DesignTarget, key: string) {
  const [row] = await db
    .select({
      version: designSaveReceipts.version,
      warnings: designSaveReceipts.warnings,
      createdAt: designSaveReceipts.createdAt,
    })
    .from(designSaveReceipts)
    .where(
      and(
        eq(designSaveReceipts.kind, target.kind.name),
        eq(designSaveReceipts.targetId, target.id),
        eq(designSaveReceipts.idempotencyKey, key),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Saves a design draft. With an idempotency key, the first attempt is applied and remembered;
 * a repeat of that key answers what the first attempt answered (even when the version has moved
 * on since), so an editor that lost the answer can send again without saving twice or being
 * told its own save is a conflict.
 */
export async function saveDesign(
  db: Database,
  target: DesignTarget,
  body: SaveDesignBody,
): Promise<SavedDesign> {
  const key = body.idempotency_key;
  if (key !== undefined) {
    const receipt = await receiptFor(db, target, key);
    if (receipt) return answer(target.id, receipt.version, receipt.createdAt, receipt.warnings, true);
  }

  const { document, warnings } = loadClientDocument(body.document);
  const saved = await db.transaction(async (tx) => {
    const written = await target.kind.write(tx, target.id, document, body.version);
    if (!written.ok) return written;
    if (key !== undefined) {
      await tx
        .insert(designSaveReceipts)
        .values({
          agencyId: target.agencyId,
          kind: target.kind.name,
          targetId: target.id,
          idempotencyKey: key,
          version: written.row.version,
          warnings,
        })
        .onConflictDoNothing();
    }
    return written;
  });

  if (!saved.ok) {
    // The same attempt may have landed a moment ago through a concurrent retry.
    if (key !== undefined) {
      const receipt = await receiptFor(db, target, key);
      if (receipt) return answer(target.id, receipt.version, receipt.createdAt, receipt.warnings, true);
    }
    if (saved.currentVersion === null) throw notFound('Not found.');
    throw staleVersion(target.kind.staleMessage, saved.currentVersion);
  }

  if (key !== undefined) {
    await db
      .delete(designSaveReceipts)
      .where(
        and(
          eq(designSaveReceipts.kind, target.kind.name),
          eq(designSaveReceipts.targetId, target.id),
          lt(designSaveReceipts.createdAt, sql`now() - make_interval(days => ${RECEIPT_TTL_DAYS})`),
        ),
      );
  }
  return answer(target.id, saved.row.version, saved.row.updatedAt, warnings, false);
}

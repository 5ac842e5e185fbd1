import type { EditorData, PreviewKind, SaveDesignBody, SavedDesign } from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { conflict, invalidField, notFound } from '../../lib/errors.ts';
import type { AdminPreviewLoader, AdminPreviewRecord } from '../../sites/admin-previews.ts';
import type { PreviewShow } from '../../sites/preview-tokens.ts';
import type { AuthContext } from '../auth/session.ts';
import {
  type PublishedDraftRow,
  publishedCopyColumns,
  publishedDraftStateOf,
} from '../designs/published-copy.ts';
import { type DesignKind, draftWriter, saveDesign } from '../designs/service.ts';
import { platformEditorData } from '../editor-data/sources.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import {
  listPage,
  type RecordListQuery,
  type RecordListShape,
  type RecordTable,
  recordListWindow,
} from './list.ts';

/**
 * The service of a design record that holds a page document (courses, order pages, admin blocks,
 * page templates): a draft saved like every design, published as a copy, cloned with fresh node
 * ids, previewed on the preview host and designed with the platform's editor data. A kind says
 * which table it is and what it has of its own (`DocumentRecordKind`); this does the rest.
 */

/** A table of records with a draft document and its published copy. */
export type DocumentTable = RecordTable & {
  document: PgColumn;
  version: PgColumn;
  publishedDocument: PgColumn;
  publishedVersion: PgColumn;
  publishedAt: PgColumn;
  createdBy: PgColumn;
  $inferInsert: { document?: unknown; version?: number; updatedAt?: Date; createdBy?: number | null };
};

/** What every such row holds, whatever else its table has. */
export interface DocumentRow extends PublishedDraftRow {
  id: number;
  description?: string;
  document: PageDocument;
  publishedDocument: PageDocument | null;
}

/** A row as lists read it: everything but the two documents. */
export type ListedRow<Row> = Omit<Row, 'document' | 'publishedDocument'>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Columns of the kind's table to write: values, or SQL computed in the statement. */
type Values<T extends DocumentTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };

/** The wire state every summary ends with: published or not, since when, the draft's version. */
type DraftState = ReturnType<typeof publishedDraftStateOf>;

/** Records linked to each of the kind's records in a table of their own (a course's plans). */
export interface RecordLinks<B, L> {
  /** The links a create or update body names; undefined when it leaves them as they are. */
  named(body: B): L | undefined;
  /** The links a record has, for its copy. */
  of(db: Database, id: number): Promise<L>;
  /** Makes the record's links exactly `links`, in the write's transaction. */
  write(tx: Transaction, id: number, links: L): Promise<void>;
}

/** The row of a kind's table. */
type RowOf<T extends DocumentTable> = T['$inferSelect'] & DocumentRow;

export interface DocumentRecordKind<
  T extends DocumentTable,
  Q extends RecordListQuery,
  Own extends object,
  Create,
  Update,
  Related,
  Row extends DocumentRow = RowOf<T>,
> extends RecordListShape<Q> {
  table: T;
  /** Its saves' design kind (`course`), and the kind its preview links name (blocks: `block`). */
  designKind: string;
  previewKind: PreviewKind;
  notFound: string;
  /** The 409 of a stale design save. */
  staleMessage: string;
  /** What the summaries of `rows` need from elsewhere (their plans, their categories), at once. */
  related(db: Database, rows: readonly ListedRow<Row>[]): Promise<Related>;
  /** A summary's own fields (the id and the published state are added). */
  summaryOf(row: ListedRow<Row>, related: Related): Own;
  /** A new record's own columns (its name among them) and the document it starts as; 422s first. */
  created(db: Database, body: Create): Promise<{ values: Values<T>; document: PageDocument }>;
  /** The columns an update body changes; 422s first. */
  updated(db: Database, body: Update): Promise<Values<T>>;
  /** A copy's own columns besides its name and document. */
  copied(row: Row): Values<T>;
  links?: RecordLinks<Create | Update, unknown>;
  /** A write refused by a foreign key (a plan or category deleted meanwhile): the 422 it is. */
  refusedLink?: (error: unknown) => Error | null;
  /** Columns written with each design save, derived from the row and the document. */
  savedWith?: (row: Row, document: PageDocument) => Values<T>;
  /** What others than admins may preview and see: published, and whatever else the kind asks. */
  visible(): SQL;
  /** Publishing checks the draft first (admin blocks: one section); their extra columns. */
  publishing?: {
    refusal(row: Row): string | null;
    columns(published: boolean): Values<T>;
    /** The 409 when the draft was saved between the check and the copy. */
    raceMessage: string;
  };
  /** What the preview adds to the page (an order page's plans as products). */
  previewExtras?: (db: Database, row: ListedRow<Row>) => Promise<Partial<AdminPreviewRecord>>;
  /** What the designer's editor data adds (an order page's plans as products). */
  editorExtras?: (db: Database, row: Row) => Promise<Partial<EditorData>>;
}

export function documentRecords<
  T extends DocumentTable,
  Q extends RecordListQuery,
  Own extends object,
  Create,
  Update,
  Related,
>(kind: DocumentRecordKind<T, Q, Own, Create, Update, Related>) {
  type Row = RowOf<T>;
  type Summary = { id: number } & Own & DraftState;
  type Detail = Summary & { document: Record<string, unknown> };
  // Widened to the shared columns: drizzle cannot type queries over a table that is a type
  // parameter. What comes back is the kind's row (`Row`), which each read says.
  const table: DocumentTable = kind.table;
  const { document: _draft, publishedDocument: _copy, ...listColumns } = getTableColumns(table);
  const nameOf = (row: ListedRow<Row>) => (row as unknown as Record<string, string>)[kind.name.field]!;

  function summaryOf(row: ListedRow<Row>, related: Related): Summary {
    return { id: row.id, ...kind.summaryOf(row, related), ...publishedDraftStateOf(row) };
  }

  async function summaries(db: Database, rows: readonly ListedRow<Row>[]): Promise<Summary[]> {
    const related = await kind.related(db, rows);
    return rows.map((row) => summaryOf(row, related));
  }

  async function list(db: Database, query: Q): Promise<{ rows: Summary[]; total: number }> {
    const window = recordListWindow(table, kind, query);
    const { rows, total } = await listPage(db, table, window, (where) =>
      db.select(listColumns).from(table).where(where),
    );
    // The selected columns are the table's own; drizzle cannot type a table chosen by a type parameter.
    return { rows: await summaries(db, rows as unknown as ListedRow<Row>[]), total };
  }

  /** The record, or 404. */
  async function row(db: Database, id: number): Promise<Row> {
    const [found] = await db.select().from(table).where(eq(table.id, id)).limit(1);
    if (!found) throw notFound(kind.notFound);
    // The whole row of the kind's table, as above.
    return found as unknown as Row;
  }

  async function detailOf(db: Database, found: Row): Promise<Detail> {
    const [summary] = await summaries(db, [found]);
    return {
      ...summary!,
      // Stored drafts passed the registry when saved; loading again applies any newer migrations.
      document: loadStoredDocument(found.document) as unknown as Record<string, unknown>,
    };
  }

  const get = async (db: Database, id: number): Promise<Detail> => detailOf(db, await row(db, id));

  /** Runs a write and its links in one transaction; a link deleted meanwhile is the kind's 422. */
  async function written<R>(db: Database, write: (tx: Transaction) => Promise<R>): Promise<R> {
    try {
      return await db.transaction(write);
    } catch (error) {
      throw kind.refusedLink?.(error) ?? error;
    }
  }

  async function insert(db: Database, values: Values<T>, links: unknown): Promise<Detail> {
    const id = await written(db, async (tx) => {
      // The kind's own columns with the shared ones: drizzle cannot check values for a generic table.
      const [made] = await tx
        .insert(table)
        .values(values as T['$inferInsert'])
        .returning({ id: table.id });
      const madeId = made!.id as number;
      if (links !== undefined) await kind.links?.write(tx, madeId, links);
      return madeId;
    });
    return get(db, id);
  }

  async function create(db: Database, auth: AuthContext, body: Create): Promise<Detail> {
    const { values, document } = await kind.created(db, body);
    return insert(db, { ...values, document, createdBy: auth.user.id }, kind.links?.named(body));
  }

  async function update(db: Database, id: number, body: Update): Promise<Detail> {
    const found = await row(db, id);
    const values = await kind.updated(db, body);
    const links = kind.links?.named(body);
    await written(db, async (tx) => {
      await tx
        .update(table)
        .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<T>)
        .where(eq(table.id, found.id));
      if (links !== undefined) await kind.links?.write(tx, found.id, links);
    });
    return get(db, found.id);
  }

  /** The kind in the shared design-save path: the same 409, 422 and idempotent retries as pages. */
  function designs(found: Row, alongside: Values<T> = {}): DesignKind {
    return {
      name: kind.designKind,
      write: draftWriter(
        table,
        (document) => ({ ...kind.savedWith?.(found, document), ...alongside }) as PgUpdateSetSource<T>,
      ),
      staleMessage: kind.staleMessage,
    };
  }

  /** Saves the draft; `alongside` are details written by the same versioned statement. */
  async function saveDraft(
    db: Database,
    id: number,
    body: SaveDesignBody,
    alongside?: Values<T>,
  ): Promise<SavedDesign> {
    const found = await row(db, id);
    return saveDesign(db, { kind: designs(found, alongside), id: found.id, agencyId: null }, body);
  }

  /**
   * SPEC §4 publish action: publishing copies the draft as it is (publishing again publishes the
   * newer draft); unpublishing takes the copy away at once. A kind that checks the draft first
   * copies exactly the draft it checked: a save in between makes it 409, never an unchecked copy.
   */
  async function publish(db: Database, id: number, published: boolean): Promise<Detail> {
    const extra = kind.publishing?.columns(published) ?? {};
    const set = { ...publishedCopyColumns(table, published), ...extra } as PgUpdateSetSource<T>;
    if (!published || !kind.publishing) {
      const [done] = await db.update(table).set(set).where(eq(table.id, id)).returning({ id: table.id });
      if (!done) throw notFound(kind.notFound);
      return get(db, done.id as number);
    }
    const checked = await row(db, id);
    const refusal = kind.publishing.refusal(checked);
    if (refusal) throw invalidField('document', refusal);
    const [done] = await db
      .update(table)
      .set(set)
      .where(and(eq(table.id, checked.id), eq(table.version, checked.version)))
      .returning({ id: table.id });
    if (done) return get(db, checked.id);
    await row(db, checked.id); // deleted meanwhile: 404
    throw conflict(kind.publishing.raceMessage);
  }

  /** A copy named "… (copy)", unpublished, with the same links and fresh node ids. */
  async function clone(db: Database, auth: AuthContext, id: number): Promise<Detail> {
    const found = await row(db, id);
    const links = await kind.links?.of(db, found.id);
    const values = {
      ...kind.copied(found),
      [kind.name.field]: `${nameOf(found)} (copy)`.slice(0, 120),
      document: loadStoredDocument(withFreshIds(loadStoredDocument(found.document))),
      createdBy: auth.user.id,
    } as Values<T>;
    return insert(db, values, links);
  }

  async function remove(db: Database, id: number): Promise<Row> {
    const [gone] = await db.delete(table).where(eq(table.id, id)).returning();
    if (!gone) throw notFound(kind.notFound);
    // The deleted row of the kind's table, as above.
    return gone as unknown as Row;
  }

  /**
   * What a preview link may show this caller: admins the draft of any record; everyone else (the
   * routes say who) only what the kind lets them see, as published (404 otherwise).
   */
  async function previewShowFor(db: Database, auth: AuthContext, id: number): Promise<PreviewShow> {
    if (auth.user.role === 'Admin') {
      await row(db, id);
      return 'draft';
    }
    const [visible] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), kind.visible()))
      .limit(1);
    if (!visible) throw notFound(kind.notFound);
    return 'published';
  }

  /**
   * The preview host's reader of the kind: the draft for links signed for admins; for other links
   * the published copy while others may still see it (a link outlives an unpublish by nothing).
   */
  const loadPreview: AdminPreviewLoader = async (db, id, show) => {
    const [found] = await db
      .select({ ...listColumns, shown: show === 'draft' ? table.document : table.publishedDocument })
      .from(table)
      .where(show === 'draft' ? eq(table.id, id) : and(eq(table.id, id), kind.visible()))
      .limit(1);
    if (!found?.shown) return null;
    // The table's own columns, as above.
    const listed = found as unknown as ListedRow<Row>;
    return {
      document: loadStoredDocument(found.shown),
      title: nameOf(listed),
      description: listed.description ?? '',
      ...(await kind.previewExtras?.(db, listed)),
    };
  };

  /** The designer's data: the shared platform data under the record's name, and the kind's own. */
  async function editorData(db: Database, id: number, origin: string): Promise<EditorData> {
    const found = await row(db, id);
    return {
      ...(await platformEditorData(db, nameOf(found), origin)),
      ...(await kind.editorExtras?.(db, found)),
    };
  }

  return {
    kind,
    list,
    row,
    get,
    create,
    update,
    saveDraft,
    publish,
    clone,
    remove,
    previewShowFor,
    loadPreview,
    editorData,
    nameOf,
  };
}

export type DocumentRecords = ReturnType<typeof documentRecords>;

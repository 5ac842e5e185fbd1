import type { AdminCategory, CategoryMessages } from '@tessera/api-contract';
import { and, asc, count, desc, eq, getTableName, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { listPage } from './list.ts';

/**
 * SPEC §1 categories of admin templates, one service for both kinds (page templates and site
 * templates): list, create, rename, publish and delete, with the same 404, 422 (a name taken
 * whatever its case) and 409 (a category that still holds templates) rules. Admins only; the
 * routes check the role. Each area makes its own with `categoryService`, naming its tables.
 */

const CATEGORY_NOT_FOUND = 'Category not found.';

/** The columns every category table has (`page_template_categories`, `template_categories`). */
export type CategoryTable = PgTable & {
  id: PgColumn;
  name: PgColumn;
  published: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** The fields an area's categories have beyond the shared ones (site templates: `position`). */
type ExtraField<R extends AdminCategory> = Exclude<keyof R & string, keyof AdminCategory>;

export interface CategoryArea<R extends AdminCategory> {
  categories: CategoryTable & { [K in ExtraField<R>]: PgColumn };
  /** The area's templates table and its column naming the category (restricted on delete). */
  templates: PgTable;
  templateCategoryId: PgColumn;
  /** The unique index on `lower(name)`: a violation of it is the "name taken" 422. */
  nameIndex: string;
  messages: CategoryMessages;
  /** Columns of the area's own, answered, sorted by and written under the same name. */
  extraFields: readonly ExtraField<R>[];
  /** Equal sort values go on by name (then id) rather than by id alone. */
  tiesByName?: boolean;
}

/** The list query of an area's categories; `S` are its sort fields. */
export interface CategoryQuery<S extends string> {
  page: number;
  per_page: number;
  search?: string | undefined;
  sort: S;
  order: 'asc' | 'desc';
  published?: boolean | undefined;
}

/** What an area's categories offer its routes and its template service. */
export interface CategoryService<R extends AdminCategory, S extends string, C, U> {
  list(db: Database, query: CategoryQuery<S>): Promise<{ rows: R[]; total: number }>;
  get(db: Database, id: number): Promise<R>;
  create(db: Database, body: C): Promise<R>;
  /** Renames a category, or changes the area's own fields (a site-template category's position). */
  update(db: Database, id: number, body: U): Promise<R>;
  /** SPEC §4 publish action of a category: agencies see its published templates only while it is. */
  setPublished(db: Database, id: number, published: boolean): Promise<R>;
  /**
   * Deletes an empty category. One that still holds templates is refused with 409 naming how
   * many: silently moving or deleting an admin's designs or whole sites would be a surprise, so
   * the admin moves them first.
   */
  remove(db: Database, id: number): Promise<R>;
  /** The category a template names, or a 422 on `category_id` when there is none. */
  require(db: Database, id: number): Promise<void>;
}

type CategoryRow = {
  id: number;
  name: string;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
  templatesCount: number;
} & Record<string, unknown>;

/** A category table's row as plain values to write: the name and the area's own fields. */
type CategoryValues = Record<string, unknown>;

export function categoryService<
  R extends AdminCategory,
  S extends string,
  C extends { name: string },
  U extends { name?: string | undefined },
>(area: CategoryArea<R>): CategoryService<R, S, C, U> {
  // Widened to the shared columns: drizzle cannot type queries over a table that is generic.
  const table: CategoryTable = area.categories;
  const extras = area.extraFields as readonly string[];
  const column = (field: string) => (area.categories as unknown as Record<string, PgColumn>)[field]!;

  // How many templates a category holds, published or not. Spelled out: drizzle leaves columns
  // unqualified in a one-table select, which the subquery would read as its own.
  const templatesCount = sql<number>`(select count(*)::int from ${area.templates} t where t.${sql.identifier(area.templateCategoryId.name)} = ${sql.identifier(getTableName(table))}.${sql.identifier(table.id.name)})`;
  const columns = {
    id: table.id,
    name: table.name,
    published: table.published,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    templatesCount,
    ...Object.fromEntries(extras.map((field) => [field, column(field)])),
  };
  const byName = sql`lower(${table.name})`;
  const sortColumns: Record<string, PgColumn | SQL> = {
    name: byName,
    created_at: table.createdAt,
    updated_at: table.updatedAt,
    ...Object.fromEntries(extras.map((field) => [field, column(field)])),
  };

  function recordOf(row: CategoryRow): R {
    const record: AdminCategory & Record<string, unknown> = {
      id: row.id,
      name: row.name,
      published: row.published,
      templates_count: Number(row.templatesCount),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      ...Object.fromEntries(extras.map((field) => [field, row[field]])),
    };
    // The area's own fields are its columns of the same name, so this is its record.
    return record as R;
  }

  /** The name and the area's own fields the body carries. */
  function valuesOf(body: C | U): CategoryValues {
    const given = body as Record<string, unknown>;
    return Object.fromEntries(
      ['name', ...extras].filter((field) => given[field] !== undefined).map((field) => [field, given[field]]),
    );
  }

  async function list(db: Database, query: CategoryQuery<S>): Promise<{ rows: R[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.search) conditions.push(ilike(table.name, likePattern(query.search)));
    if (query.published !== undefined) conditions.push(eq(table.published, query.published));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const sorted = sortColumns[query.sort]!;
    const direction = query.order === 'desc' ? desc : asc;
    const window = {
      where,
      orderBy: [direction(sorted), ...(area.tiesByName ? [asc(byName)] : []), asc(table.id)],
      ...pageWindow(query.page, query.per_page),
    };
    const { rows, total } = await listPage(db, table, window, (matching) =>
      db.select(columns).from(table).where(matching),
    );
    return { rows: (rows as CategoryRow[]).map(recordOf), total };
  }

  async function get(db: Database, id: number): Promise<R> {
    const [row] = await db.select(columns).from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return recordOf(row as CategoryRow);
  }

  const nameTaken = () => invalidField('name', area.messages.categoryNameTaken);

  async function create(db: Database, body: C): Promise<R> {
    try {
      const [row] = await db.insert(table).values(valuesOf(body)).returning({ id: table.id });
      return await get(db, row!.id as number);
    } catch (error) {
      if (isUniqueViolation(error, area.nameIndex)) throw nameTaken();
      throw error;
    }
  }

  async function update(db: Database, id: number, body: U): Promise<R> {
    try {
      const [row] = await db
        .update(table)
        .set({ ...valuesOf(body), updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      return await get(db, row.id as number);
    } catch (error) {
      if (isUniqueViolation(error, area.nameIndex)) throw nameTaken();
      throw error;
    }
  }

  async function setPublished(db: Database, id: number, published: boolean): Promise<R> {
    const [row] = await db
      .update(table)
      .set({ published, updatedAt: new Date() })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return get(db, row.id as number);
  }

  async function remove(db: Database, id: number): Promise<R> {
    const category = await get(db, id);
    if (category.templates_count > 0)
      throw conflict(area.messages.categoryNotEmpty(category.templates_count));
    try {
      const [row] = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      return category;
    } catch (error) {
      // A template was put into it since the count: the foreign key refuses, and so do we.
      if (isForeignKeyViolation(error)) {
        const [left] = await db
          .select({ value: count() })
          .from(area.templates)
          .where(eq(area.templateCategoryId, id));
        throw conflict(area.messages.categoryNotEmpty(left?.value ?? 1));
      }
      throw error;
    }
  }

  async function require(db: Database, id: number): Promise<void> {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw invalidField('category_id', area.messages.categoryUnknown);
  }

  return { list, get, create, update, setPublished, remove, require };
}

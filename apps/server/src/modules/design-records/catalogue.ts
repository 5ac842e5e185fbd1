import type { CatalogueCategory, CatalogueItem, CatalogueQuery } from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { CategoryTable } from './categories.ts';
import type { RecordListQuery, RecordListShape } from './list.ts';

/**
 * The query parts the design-record kinds filed under categories share over their templates table
 * and its categories (page templates, site templates): what agencies may see, the search, the
 * admins' list filters, and the published catalogue agencies browse (SPEC §7) with its category
 * filter.
 */

/** The columns every admin template table has (`page_templates`, `templates`). */
export type TemplateTable = PgTable & {
  id: PgColumn;
  categoryId: PgColumn;
  name: PgColumn;
  description: PgColumn;
  published: PgColumn;
  publishedAt: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** What the admins' list of templates filters by beyond the shared filters. */
interface CategoryFilter {
  category_id?: number | undefined;
}

/** Extra columns a catalogue item carries, under their API names (site templates: a thumbnail). */
type ExtraColumns = Record<string, PgColumn | SQL>;

export function templateCatalogue(area: {
  templates: TemplateTable;
  categories: CategoryTable;
  /** How the catalogue's category filter is ordered before the name (site templates: position). */
  categoryOrder?: readonly SQL[];
}) {
  const { templates, categories } = area;
  /** The join of a template to its category. */
  const onCategory = eq(categories.id, templates.categoryId);

  /** Published, in a published category: what agencies may see, preview and start from. */
  const visibleToAgencies = (): SQL => and(eq(templates.published, true), eq(categories.published, true))!;

  /** Name or description holds the search text. */
  function search(text: string): SQL {
    const pattern = likePattern(text);
    return or(ilike(templates.name, pattern), ilike(templates.description, pattern))!;
  }

  /** The same, without the join (a query of the templates alone): its category is published too. */
  const visibleAlone = (): SQL =>
    and(
      eq(templates.published, true),
      sql`exists (select 1 from ${categories} where ${categories.id} = ${templates.categoryId} and ${categories.published})`,
    )!;

  /** The admins' list: name or description searched, filtered by category. */
  const listShape: RecordListShape<RecordListQuery & CategoryFilter> = {
    name: { field: 'name', column: templates.name },
    searchIn: [templates.name, templates.description],
    filters: (query) =>
      query.category_id === undefined ? [] : [eq(templates.categoryId, query.category_id)],
  };

  const catalogueSort = { name: sql`lower(${templates.name})`, published_at: templates.publishedAt } as const;

  /**
   * A page of the catalogue: published templates in published categories, as they were published,
   * each with the area's `extra` columns under their API names. Nothing of a draft is shown.
   */
  async function list<E extends ExtraColumns>(
    db: Database,
    query: CatalogueQuery,
    extra: E,
  ): Promise<{ rows: Array<CatalogueItem & SelectResultFields<E>>; total: number }> {
    const conditions: SQL[] = [visibleToAgencies()];
    if (query.search) conditions.push(search(query.search));
    if (query.category_id !== undefined) conditions.push(eq(templates.categoryId, query.category_id));
    const where = and(...conditions);
    const direction = query.order === 'desc' ? desc : asc;
    const { limit, offset } = pageWindow(query.page, query.per_page);
    const [rows, totals] = await Promise.all([
      db
        .select({
          ...extra,
          id: templates.id,
          name: templates.name,
          description: templates.description,
          publishedAt: templates.publishedAt,
          category: { id: categories.id, name: categories.name },
        })
        .from(templates)
        .innerJoin(categories, onCategory)
        .where(where)
        .orderBy(direction(catalogueSort[query.sort]), asc(templates.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(templates).innerJoin(categories, onCategory).where(where),
    ]);
    type Row = Omit<CatalogueItem, 'published_at'> & { publishedAt: Date | null } & SelectResultFields<E>;
    return {
      total: totals[0]?.value ?? 0,
      // The rows are what was selected: the shared columns and `extra` (generic, so drizzle cannot say).
      rows: (rows as unknown as Row[]).map(
        ({ publishedAt, ...row }) =>
          ({
            ...row,
            // Published rows always carry the date; the epoch never shows unless the data is broken.
            published_at: (publishedAt ?? new Date(0)).toISOString(),
          }) as CatalogueItem & SelectResultFields<E>,
      ),
    };
  }

  /** Published categories holding at least one published template: the catalogue's filter. */
  async function categoriesOf(db: Database): Promise<CatalogueCategory[]> {
    const rows = await db
      .select({ id: categories.id, name: categories.name, templatesCount: count(templates.id) })
      .from(categories)
      .innerJoin(templates, eq(templates.categoryId, categories.id))
      .where(visibleToAgencies())
      .groupBy(categories.id, categories.name)
      .orderBy(...(area.categoryOrder ?? []), sql`lower(${categories.name})`, asc(categories.id));
    return rows.map((row) => ({
      id: row.id as number,
      name: row.name as string,
      templates_count: Number(row.templatesCount),
    }));
  }

  return { onCategory, visibleToAgencies, visibleAlone, listShape, list, categories: categoriesOf };
}

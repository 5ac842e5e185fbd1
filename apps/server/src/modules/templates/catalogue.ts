import type {
  TemplateCatalogueCategory,
  TemplateCatalogueItem,
  TemplateCatalogueQuery,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteTemplates, templateCategories } from '../../db/schema/index.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { pagesCount, visibleToAgencies } from './service.ts';

/** SPEC §7 the templates agencies start websites from: published, in a published category. */

const sortColumns = {
  name: sql`lower(${siteTemplates.name})`,
  published_at: siteTemplates.publishedAt,
} as const;

export async function listCatalogue(
  db: Database,
  query: TemplateCatalogueQuery,
): Promise<{ rows: TemplateCatalogueItem[]; total: number }> {
  const conditions: SQL[] = [visibleToAgencies()];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(siteTemplates.name, pattern), ilike(siteTemplates.description, pattern))!);
  }
  if (query.category_id !== undefined) conditions.push(eq(siteTemplates.categoryId, query.category_id));
  const where = and(...conditions);
  const direction = query.order === 'desc' ? desc : asc;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: siteTemplates.id,
        name: siteTemplates.name,
        description: siteTemplates.description,
        thumbnailUrl: siteTemplates.thumbnailUrl,
        publishedAt: siteTemplates.publishedAt,
        category: { id: templateCategories.id, name: templateCategories.name },
        pagesCount,
      })
      .from(siteTemplates)
      .innerJoin(templateCategories, eq(templateCategories.id, siteTemplates.categoryId))
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), asc(siteTemplates.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(siteTemplates)
      .innerJoin(templateCategories, eq(templateCategories.id, siteTemplates.categoryId))
      .where(where),
  ]);
  return {
    total: totals[0]?.value ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      thumbnail_url: row.thumbnailUrl,
      category: row.category,
      pages_count: Number(row.pagesCount),
      // Published rows always carry the time they were published.
      published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    })),
  };
}

/** Published categories holding at least one published template, in the admins' order. */
export async function catalogueCategories(db: Database): Promise<TemplateCatalogueCategory[]> {
  const rows = await db
    .select({ id: templateCategories.id, name: templateCategories.name, templates: count(siteTemplates.id) })
    .from(templateCategories)
    .innerJoin(siteTemplates, eq(siteTemplates.categoryId, templateCategories.id))
    .where(visibleToAgencies())
    .groupBy(templateCategories.id)
    .orderBy(
      asc(templateCategories.position),
      asc(sql`lower(${templateCategories.name})`),
      asc(templateCategories.id),
    );
  return rows.map((row) => ({ id: row.id, name: row.name, templates_count: row.templates }));
}

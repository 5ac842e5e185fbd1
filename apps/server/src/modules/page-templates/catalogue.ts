import type {
  PageTemplateCatalogueCategory,
  PageTemplateCatalogueItem,
  PageTemplateCatalogueQuery,
} from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminPageTemplates, pageTemplateCategories } from '../../db/schema/index.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { loadThroughRegistry } from '../landings/template.ts';
import { templateSearch, visibleToAgencies } from './service.ts';

/**
 * The catalogue agencies start pages from (SPEC §7 "import … page … by id"): published templates
 * in published categories, as they were published. Nothing of a draft is ever shown here.
 */

const sortColumns = {
  name: sql`lower(${adminPageTemplates.name})`,
  published_at: adminPageTemplates.publishedAt,
} as const;

export async function listCatalogue(
  db: Database,
  query: PageTemplateCatalogueQuery,
): Promise<{ rows: PageTemplateCatalogueItem[]; total: number }> {
  const conditions: SQL[] = [visibleToAgencies()];
  if (query.search) conditions.push(templateSearch(query.search));
  if (query.category_id !== undefined) conditions.push(eq(adminPageTemplates.categoryId, query.category_id));
  const where = and(...conditions);
  const column = sortColumns[query.sort];
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: adminPageTemplates.id,
        name: adminPageTemplates.name,
        description: adminPageTemplates.description,
        publishedAt: adminPageTemplates.publishedAt,
        categoryId: pageTemplateCategories.id,
        categoryName: pageTemplateCategories.name,
      })
      .from(adminPageTemplates)
      .innerJoin(pageTemplateCategories, eq(pageTemplateCategories.id, adminPageTemplates.categoryId))
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), asc(adminPageTemplates.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(adminPageTemplates)
      .innerJoin(pageTemplateCategories, eq(pageTemplateCategories.id, adminPageTemplates.categoryId))
      .where(where),
  ]);
  return {
    total: totals[0]?.value ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      category: { id: row.categoryId, name: row.categoryName },
      // Published rows always carry the date; the epoch never shows unless the data is broken.
      published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    })),
  };
}

/** Published categories that hold at least one published template, by name: the catalogue's filter. */
export async function catalogueCategories(db: Database): Promise<PageTemplateCatalogueCategory[]> {
  const rows = await db
    .select({
      id: pageTemplateCategories.id,
      name: pageTemplateCategories.name,
      templatesCount: count(adminPageTemplates.id),
    })
    .from(pageTemplateCategories)
    .innerJoin(adminPageTemplates, eq(adminPageTemplates.categoryId, pageTemplateCategories.id))
    .where(visibleToAgencies())
    .groupBy(pageTemplateCategories.id, pageTemplateCategories.name)
    .orderBy(sql`lower(${pageTemplateCategories.name})`, asc(pageTemplateCategories.id));
  return rows.map((row) => ({ id: row.id, name: row.name, templates_count: Number(row.templatesCount) }));
}

/**
 * The design a new page starts with when made from a template: a copy of what was published,
 * with fresh node ids (two pages made from one template must not share ids). Null when agencies
 * cannot see the template.
 */
export async function publishedTemplateDocument(
  db: Database,
  templateId: number,
): Promise<PageDocument | null> {
  const [row] = await db
    .select({ document: adminPageTemplates.publishedDocument })
    .from(adminPageTemplates)
    .innerJoin(pageTemplateCategories, eq(pageTemplateCategories.id, adminPageTemplates.categoryId))
    .where(and(eq(adminPageTemplates.id, templateId), visibleToAgencies()))
    .limit(1);
  if (!row?.document) return null;
  return loadThroughRegistry(withFreshIds(loadThroughRegistry(row.document)));
}

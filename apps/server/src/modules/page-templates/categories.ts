import {
  PAGE_TEMPLATE_MESSAGES,
  type PageTemplateCategory,
  type PageTemplateCategoryBody,
  type PageTemplateCategoryListQuery,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminPageTemplates, pageTemplateCategories } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';

/** SPEC §1 page-template categories (admins only; the routes check the role). */

const CATEGORY_NOT_FOUND = 'Category not found.';
const NAME_INDEX = 'page_template_categories_name';

type CategoryRow = typeof pageTemplateCategories.$inferSelect;

/** How many templates a category holds, published or not. */
const templatesCount = sql<number>`(select count(*)::int from page_templates pt where pt.category_id = "page_template_categories"."id")`;

const categoryColumns = {
  id: pageTemplateCategories.id,
  name: pageTemplateCategories.name,
  published: pageTemplateCategories.published,
  createdAt: pageTemplateCategories.createdAt,
  updatedAt: pageTemplateCategories.updatedAt,
  templatesCount,
};

function categoryOf(row: CategoryRow & { templatesCount: number }): PageTemplateCategory {
  return {
    id: row.id,
    name: row.name,
    published: row.published,
    templates_count: Number(row.templatesCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  name: sql`lower(${pageTemplateCategories.name})`,
  created_at: pageTemplateCategories.createdAt,
  updated_at: pageTemplateCategories.updatedAt,
} as const;

export async function listCategories(
  db: Database,
  query: PageTemplateCategoryListQuery,
): Promise<{ rows: PageTemplateCategory[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(pageTemplateCategories.name, likePattern(query.search)));
  if (query.published !== undefined) conditions.push(eq(pageTemplateCategories.published, query.published));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = sortColumns[query.sort];
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select(categoryColumns)
      .from(pageTemplateCategories)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), asc(pageTemplateCategories.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(pageTemplateCategories).where(where),
  ]);
  return { rows: rows.map(categoryOf), total: totals[0]?.value ?? 0 };
}

async function categoryById(db: Database, id: number): Promise<PageTemplateCategory> {
  const [row] = await db
    .select(categoryColumns)
    .from(pageTemplateCategories)
    .where(eq(pageTemplateCategories.id, id))
    .limit(1);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return categoryOf(row);
}

const nameTaken = () => invalidField('name', PAGE_TEMPLATE_MESSAGES.categoryNameTaken);

export async function createCategory(
  db: Database,
  body: Required<PageTemplateCategoryBody>,
): Promise<PageTemplateCategory> {
  try {
    const [row] = await db
      .insert(pageTemplateCategories)
      .values({ name: body.name })
      .returning({ id: pageTemplateCategories.id });
    return await categoryById(db, row!.id);
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw nameTaken();
    throw error;
  }
}

export async function renameCategory(
  db: Database,
  id: number,
  body: Required<PageTemplateCategoryBody>,
): Promise<PageTemplateCategory> {
  try {
    const [row] = await db
      .update(pageTemplateCategories)
      .set({ name: body.name, updatedAt: new Date() })
      .where(eq(pageTemplateCategories.id, id))
      .returning({ id: pageTemplateCategories.id });
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return await categoryById(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw nameTaken();
    throw error;
  }
}

/** SPEC §4 publish action of a category: agencies see its published templates only while it is. */
export async function setCategoryPublished(
  db: Database,
  id: number,
  published: boolean,
): Promise<PageTemplateCategory> {
  const [row] = await db
    .update(pageTemplateCategories)
    .set({ published, updatedAt: new Date() })
    .where(eq(pageTemplateCategories.id, id))
    .returning({ id: pageTemplateCategories.id });
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return categoryById(db, row.id);
}

/**
 * Deletes an empty category. One that still holds templates is refused with 409 naming how many:
 * silently moving or deleting an admin's designs would be a surprise, so they move them first.
 */
export async function deleteCategory(db: Database, id: number): Promise<CategoryRow> {
  const category = await categoryById(db, id);
  if (category.templates_count > 0)
    throw conflict(PAGE_TEMPLATE_MESSAGES.categoryNotEmpty(category.templates_count));
  try {
    const [row] = await db
      .delete(pageTemplateCategories)
      .where(eq(pageTemplateCategories.id, id))
      .returning();
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  } catch (error) {
    // A template was put into it since the count: the foreign key refuses, and so do we.
    if (isForeignKeyViolation(error)) {
      const [left] = await db
        .select({ value: count() })
        .from(adminPageTemplates)
        .where(eq(adminPageTemplates.categoryId, id));
      throw conflict(PAGE_TEMPLATE_MESSAGES.categoryNotEmpty(left?.value ?? 1));
    }
    throw error;
  }
}

/** The category a template names, or a 422 on `category_id` when there is none. */
export async function requireCategory(db: Database, id: number): Promise<CategoryRow> {
  const [row] = await db
    .select()
    .from(pageTemplateCategories)
    .where(eq(pageTemplateCategories.id, id))
    .limit(1);
  if (!row) throw invalidField('category_id', PAGE_TEMPLATE_MESSAGES.categoryUnknown);
  return row;
}

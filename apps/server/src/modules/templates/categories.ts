import {
  type CreateTemplateCategoryBody,
  TEMPLATE_MESSAGES,
  type TemplateCategory,
  type TemplateCategoryListQuery,
  type UpdateTemplateCategoryBody,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteTemplates, templateCategories } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';

/** SPEC §1 template categories (admins only; the routes check the role). */

const CATEGORY_NOT_FOUND = 'Category not found.';
const NAME_INDEX = 'template_categories_name';

type CategoryRow = typeof templateCategories.$inferSelect;

/** How many templates a category holds, published or not. */
const templatesCount = sql<number>`(select count(*)::int from templates t where t.category_id = "template_categories"."id")`;

const categoryColumns = {
  id: templateCategories.id,
  name: templateCategories.name,
  published: templateCategories.published,
  position: templateCategories.position,
  createdAt: templateCategories.createdAt,
  updatedAt: templateCategories.updatedAt,
  templatesCount,
};

function categoryOf(row: CategoryRow & { templatesCount: number }): TemplateCategory {
  return {
    id: row.id,
    name: row.name,
    published: row.published,
    position: row.position,
    templates_count: Number(row.templatesCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  position: templateCategories.position,
  name: sql`lower(${templateCategories.name})`,
  created_at: templateCategories.createdAt,
  updated_at: templateCategories.updatedAt,
} as const;

export async function listCategories(
  db: Database,
  query: TemplateCategoryListQuery,
): Promise<{ rows: TemplateCategory[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(templateCategories.name, likePattern(query.search)));
  if (query.published !== undefined) conditions.push(eq(templateCategories.published, query.published));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = sortColumns[query.sort];
  const direction = query.order === 'desc' ? desc : asc;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select(categoryColumns)
      .from(templateCategories)
      .where(where)
      .orderBy(direction(column), asc(sql`lower(${templateCategories.name})`), asc(templateCategories.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(templateCategories).where(where),
  ]);
  return { rows: rows.map(categoryOf), total: totals[0]?.value ?? 0 };
}

export async function getCategory(db: Database, id: number): Promise<TemplateCategory> {
  const [row] = await db
    .select(categoryColumns)
    .from(templateCategories)
    .where(eq(templateCategories.id, id))
    .limit(1);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return categoryOf(row);
}

const nameTaken = () => invalidField('name', TEMPLATE_MESSAGES.categoryNameTaken);

export async function createCategory(
  db: Database,
  body: Required<CreateTemplateCategoryBody>,
): Promise<TemplateCategory> {
  try {
    const [row] = await db
      .insert(templateCategories)
      .values({ name: body.name, position: body.position })
      .returning({ id: templateCategories.id });
    return await getCategory(db, row!.id);
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw nameTaken();
    throw error;
  }
}

/** Renames or moves a category. */
export async function updateCategory(
  db: Database,
  id: number,
  body: UpdateTemplateCategoryBody,
): Promise<TemplateCategory> {
  try {
    const [row] = await db
      .update(templateCategories)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.position !== undefined ? { position: body.position } : {}),
        updatedAt: new Date(),
      })
      .where(eq(templateCategories.id, id))
      .returning({ id: templateCategories.id });
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return await getCategory(db, row.id);
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
): Promise<TemplateCategory> {
  const [row] = await db
    .update(templateCategories)
    .set({ published, updatedAt: new Date() })
    .where(eq(templateCategories.id, id))
    .returning({ id: templateCategories.id });
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return getCategory(db, row.id);
}

/**
 * Deletes an empty category. One that still holds templates is refused with 409 naming how many:
 * silently moving or deleting whole sites would be a surprise, so the admin moves them first.
 */
export async function deleteCategory(db: Database, id: number): Promise<TemplateCategory> {
  const category = await getCategory(db, id);
  if (category.templates_count > 0)
    throw conflict(TEMPLATE_MESSAGES.categoryNotEmpty(category.templates_count));
  try {
    const [row] = await db
      .delete(templateCategories)
      .where(eq(templateCategories.id, id))
      .returning({ id: templateCategories.id });
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return category;
  } catch (error) {
    // A template was put into it since the count: the foreign key refuses, and so do we.
    if (isForeignKeyViolation(error)) {
      const [left] = await db
        .select({ value: count() })
        .from(siteTemplates)
        .where(eq(siteTemplates.categoryId, id));
      throw conflict(TEMPLATE_MESSAGES.categoryNotEmpty(left?.value ?? 1));
    }
    throw error;
  }
}

/** The category a template names, or a 422 on `category_id` when there is none. */
export async function requireCategory(db: Database, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(templateCategories).where(eq(templateCategories.id, id)).limit(1);
  if (!row) throw invalidField('category_id', TEMPLATE_MESSAGES.categoryUnknown);
  return row;
}

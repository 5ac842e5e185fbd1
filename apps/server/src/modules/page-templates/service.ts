import {
  type AdminTemplateListQuery,
  type CreatePageTemplateBody,
  PAGE_TEMPLATE_MESSAGES,
  type PageTemplateDetail,
  type PageTemplateSummary,
  readSiteOptions,
  readSiteSettings,
  type SaveDesignBody,
  type SavedDesign,
  type UpdatePageTemplateBody,
} from '@tessera/api-contract';
import { loadStoredDocument } from '@tessera/elements';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminPageTemplates, pageTemplateCategories } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { AdminPreviewLoader } from '../../sites/admin-previews.ts';
import type { PreviewShow } from '../../sites/preview-tokens.ts';
import type { AuthContext } from '../auth/session.ts';
import { publishedCopyColumns, publishedDraftStateOf } from '../designs/published-copy.ts';
import { type DesignKind, draftWriter, saveDesign } from '../designs/service.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { templateDocument } from '../landings/template.ts';
import { catalogue } from './catalogue.ts';
import { categories } from './categories.ts';

/** SPEC §1/§7 admin page templates (the routes let only admins in, except where said). */

export const TEMPLATE_NOT_FOUND = 'Page template not found.';

type TemplateRow = typeof adminPageTemplates.$inferSelect;
type CategoryRef = { id: number; name: string; published: boolean };

const summaryColumns = {
  id: adminPageTemplates.id,
  name: adminPageTemplates.name,
  description: adminPageTemplates.description,
  version: adminPageTemplates.version,
  published: adminPageTemplates.published,
  publishedVersion: adminPageTemplates.publishedVersion,
  publishedAt: adminPageTemplates.publishedAt,
  createdAt: adminPageTemplates.createdAt,
  updatedAt: adminPageTemplates.updatedAt,
};
const categoryColumns = {
  id: pageTemplateCategories.id,
  name: pageTemplateCategories.name,
  published: pageTemplateCategories.published,
};

type SummaryRow = Pick<TemplateRow, keyof typeof summaryColumns>;

function summaryOf(row: SummaryRow, category: CategoryRef): PageTemplateSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: { id: category.id, name: category.name, published: category.published },
    ...publishedDraftStateOf(row),
  };
}

export async function listTemplates(
  db: Database,
  query: AdminTemplateListQuery,
): Promise<{ rows: PageTemplateSummary[]; total: number }> {
  const { where, orderBy } = catalogue.adminList(query);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select({ template: summaryColumns, category: categoryColumns })
      .from(adminPageTemplates)
      .innerJoin(pageTemplateCategories, catalogue.onCategory)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(adminPageTemplates).where(where),
  ]);
  return { rows: rows.map((row) => summaryOf(row.template, row.category)), total: totals[0]?.value ?? 0 };
}

async function templateRow(db: Database, id: number): Promise<{ row: TemplateRow; category: CategoryRef }> {
  const [found] = await db
    .select({ row: adminPageTemplates, category: categoryColumns })
    .from(adminPageTemplates)
    .innerJoin(pageTemplateCategories, catalogue.onCategory)
    .where(eq(adminPageTemplates.id, id))
    .limit(1);
  if (!found) throw notFound(TEMPLATE_NOT_FOUND);
  return found;
}

function detailOf(row: TemplateRow, category: CategoryRef): PageTemplateDetail {
  return {
    ...summaryOf(row, category),
    document: loadStoredDocument(row.document) as unknown as Record<string, unknown>,
  };
}

export async function getTemplate(db: Database, id: number): Promise<PageTemplateDetail> {
  const { row, category } = await templateRow(db, id);
  return detailOf(row, category);
}

/** A category that went away between the check and the write is the same 422 as an unknown one. */
function unknownCategoryOn(error: unknown): never {
  if (isForeignKeyViolation(error)) throw invalidField('category_id', PAGE_TEMPLATE_MESSAGES.categoryUnknown);
  throw error;
}

type CreateInput = Required<Omit<CreatePageTemplateBody, 'start_from'>> & {
  start_from: NonNullable<CreatePageTemplateBody['start_from']>;
};

export async function createTemplate(
  db: Database,
  auth: AuthContext,
  body: CreateInput,
): Promise<PageTemplateDetail> {
  await categories.require(db, body.category_id);
  // A sample starts the design (with fresh ids); the business sample is filled with neutral content.
  const document = templateDocument(body.start_from, {
    title: body.name,
    description: body.description,
    settings: readSiteSettings({}),
    options: readSiteOptions({}),
  });
  try {
    const [row] = await db
      .insert(adminPageTemplates)
      .values({
        categoryId: body.category_id,
        name: body.name,
        description: body.description,
        document,
        createdBy: auth.user.id,
      })
      .returning({ id: adminPageTemplates.id });
    return await getTemplate(db, row!.id);
  } catch (error) {
    return unknownCategoryOn(error);
  }
}

/** `PUT /admin-page-templates/{id}`: name, category and description (the design has its own route). */
export async function updateTemplate(
  db: Database,
  id: number,
  body: UpdatePageTemplateBody,
): Promise<PageTemplateDetail> {
  const { row } = await templateRow(db, id);
  if (body.category_id !== undefined) await categories.require(db, body.category_id);
  try {
    await db
      .update(adminPageTemplates)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
        updatedAt: new Date(),
      })
      .where(eq(adminPageTemplates.id, row.id));
  } catch (error) {
    unknownCategoryOn(error);
  }
  return getTemplate(db, row.id);
}

/** Page templates in the shared design-save path: the same 409, 422 and idempotent retries as pages. */
export const pageTemplateDesigns: DesignKind = {
  name: 'page-template',
  write: draftWriter(adminPageTemplates),
  staleMessage:
    'This page template was changed elsewhere since you opened it. Reload it to get the latest version.',
};

export async function saveTemplateDesign(
  db: Database,
  id: number,
  body: SaveDesignBody,
): Promise<SavedDesign> {
  const { row } = await templateRow(db, id);
  return saveDesign(db, { kind: pageTemplateDesigns, id: row.id, agencyId: null }, body);
}

/**
 * SPEC §4 publish action: publishing copies the current draft to what agencies preview and start
 * pages from (publishing again publishes the newer draft); unpublishing takes it away from them.
 */
export async function setTemplatePublished(
  db: Database,
  id: number,
  published: boolean,
): Promise<PageTemplateDetail> {
  const [row] = await db
    .update(adminPageTemplates)
    .set(publishedCopyColumns(adminPageTemplates, published))
    .where(eq(adminPageTemplates.id, id))
    .returning({ id: adminPageTemplates.id });
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return getTemplate(db, row.id);
}

/** A copy named "… (copy)", unpublished, in the same category, with fresh node ids. */
export async function cloneTemplate(
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<PageTemplateDetail> {
  const { row } = await templateRow(db, id);
  const document = loadStoredDocument(withFreshIds(loadStoredDocument(row.document)));
  try {
    const [copy] = await db
      .insert(adminPageTemplates)
      .values({
        categoryId: row.categoryId,
        name: `${row.name} (copy)`.slice(0, 120),
        description: row.description,
        document,
        createdBy: auth.user.id,
      })
      .returning({ id: adminPageTemplates.id });
    return await getTemplate(db, copy!.id);
  } catch (error) {
    return unknownCategoryOn(error);
  }
}

export async function deleteTemplate(db: Database, id: number): Promise<TemplateRow> {
  const [row] = await db.delete(adminPageTemplates).where(eq(adminPageTemplates.id, id)).returning();
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

/**
 * What a preview link may show this caller: admins the draft of any template; everyone else
 * only a template agencies can see, and then only what was published (404 otherwise).
 */
export async function previewShowFor(db: Database, auth: AuthContext, id: number): Promise<PreviewShow> {
  if (auth.user.role === 'Admin') {
    await templateRow(db, id);
    return 'draft';
  }
  const [row] = await db
    .select({ id: adminPageTemplates.id })
    .from(adminPageTemplates)
    .innerJoin(pageTemplateCategories, catalogue.onCategory)
    .where(and(eq(adminPageTemplates.id, id), catalogue.visibleToAgencies()))
    .limit(1);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return 'published';
}

/**
 * The preview host's reader of page templates: the draft for links signed for admins; for other
 * links the published copy, while agencies can still see it (a link outlives an unpublish by
 * nothing).
 */
export const loadTemplatePreview: AdminPreviewLoader = async (db, id, show) => {
  const [row] = await db
    .select({
      name: adminPageTemplates.name,
      description: adminPageTemplates.description,
      document: show === 'draft' ? adminPageTemplates.document : adminPageTemplates.publishedDocument,
    })
    .from(adminPageTemplates)
    .innerJoin(pageTemplateCategories, catalogue.onCategory)
    .where(
      show === 'draft'
        ? eq(adminPageTemplates.id, id)
        : and(eq(adminPageTemplates.id, id), catalogue.visibleToAgencies()),
    )
    .limit(1);
  if (!row?.document) return null;
  return { document: loadStoredDocument(row.document), title: row.name, description: row.description };
};

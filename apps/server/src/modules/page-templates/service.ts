import {
  type CreatePageTemplateBody,
  PAGE_TEMPLATE_MESSAGES,
  readSiteOptions,
  readSiteSettings,
  type UpdatePageTemplateBody,
} from '@tessera/api-contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminPageTemplates, pageTemplateCategories } from '../../db/schema/page-templates.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { invalidField } from '../../lib/errors.ts';
import { documentRecords } from '../design-records/store.ts';
import { templateDocument } from '../landings/template.ts';
import { catalogue } from './catalogue.ts';
import { categories } from './categories.ts';

/**
 * SPEC §1/§7 admin page templates (the routes let only admins in, except where said): a design
 * record (modules/design-records) filed under a category, which agencies start pages from.
 */

export const TEMPLATE_NOT_FOUND = 'Page template not found.';

type CategoryRef = { id: number; name: string; published: boolean };

/** The categories the templates name, by id (every template has one: the foreign key restricts). */
async function categoriesOf(db: Database, rows: readonly { categoryId: number }[]) {
  const ids = [...new Set(rows.map((row) => row.categoryId))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            id: pageTemplateCategories.id,
            name: pageTemplateCategories.name,
            published: pageTemplateCategories.published,
          })
          .from(pageTemplateCategories)
          .where(inArray(pageTemplateCategories.id, ids));
  return new Map<number, CategoryRef>(found.map((category) => [category.id, category]));
}

type CreateInput = Required<Omit<CreatePageTemplateBody, 'start_from'>> & {
  start_from: NonNullable<CreatePageTemplateBody['start_from']>;
};

/** Page templates as a design record: publishing lets agencies preview and start pages from one. */
export const pageTemplateRecords = documentRecords({
  table: adminPageTemplates,
  designKind: 'page-template',
  previewKind: 'page-template',
  notFound: TEMPLATE_NOT_FOUND,
  staleMessage:
    'This page template was changed elsewhere since you opened it. Reload it to get the latest version.',
  ...catalogue.listShape,
  related: categoriesOf,
  summaryOf: (row, byId) => ({
    name: row.name,
    description: row.description,
    category: byId.get(row.categoryId)!,
  }),
  async created(db, body: CreateInput) {
    await categories.require(db, body.category_id);
    return {
      values: { categoryId: body.category_id, name: body.name, description: body.description },
      // A sample starts the design (with fresh ids); the business sample is filled with neutral content.
      document: templateDocument(body.start_from, {
        title: body.name,
        description: body.description,
        settings: readSiteSettings({}),
        options: readSiteOptions({}),
      }),
    };
  },
  /** Name, category and description (the design has its own route). */
  async updated(db, body: UpdatePageTemplateBody) {
    if (body.category_id !== undefined) await categories.require(db, body.category_id);
    return {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
    };
  },
  /** A copy is in the same category. */
  copied: (row) => ({ categoryId: row.categoryId, description: row.description }),
  /** A category that went away between the check and the write is the same 422 as an unknown one. */
  refusedLink: (error) =>
    isForeignKeyViolation(error) ? invalidField('category_id', PAGE_TEMPLATE_MESSAGES.categoryUnknown) : null,
  /** Others preview what agencies could start a page from: published, in a published category. */
  visible: catalogue.visibleAlone,
});

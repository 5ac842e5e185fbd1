import { index, pgTable } from 'drizzle-orm/pg-core';
import {
  authoredColumns,
  categoryColumns,
  pageDocumentColumns,
  templateColumns,
  uniqueCategoryName,
} from './columns.ts';
import { users } from './users.ts';

/**
 * SPEC §1 page-template categories. Platform records (no agency): admins manage them, agencies
 * see a category (and its published templates) only while it is published. Names are unique
 * whatever their case.
 */
export const pageTemplateCategories = pgTable(
  'page_template_categories',
  categoryColumns(),
  uniqueCategoryName('page_template_categories_name'),
);

/**
 * SPEC §1 admin page templates: a page design admins build in the editor and publish for agencies
 * to start pages from. `document` is the draft the editor autosaves (optimistic `version`, like
 * pages); publishing copies it to `published_document`, which is what agencies preview and copy,
 * so an admin's work in progress never reaches them. A category with templates cannot be deleted
 * (the API answers 409; the foreign key restricts it too).
 */
export const adminPageTemplates = pgTable(
  'page_templates',
  {
    ...templateColumns(() => pageTemplateCategories.id),
    ...pageDocumentColumns(),
    ...authoredColumns(() => users.id),
  },
  (t) => [
    index('page_templates_category_idx').on(t.categoryId),
    index('page_templates_published_idx').on(t.published),
  ],
);

import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { authoredColumns, pageDocumentColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * SPEC §1/§2 admin order pages: the page a prospective agency orders a plan on. Platform records
 * (no agency). `plan_ids` are the plans (billing.ts) it offers, in the order its order elements
 * list them. Like page templates, `document` is the draft the editor autosaves (optimistic
 * `version`) and publishing copies it to `published_document`, the only copy buyers ever see.
 */
export const orderPages = pgTable(
  'order_pages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    planIds: jsonb('plan_ids').$type<number[]>().notNull().default([]),
    ...pageDocumentColumns(),
    ...authoredColumns(() => users.id),
  },
  (t) => [index('order_pages_published_idx').on(t.published)],
);

import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { authoredColumns, pageDocumentColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * SPEC §1/§2/§7 admin blocks: a section or row admins design in the full-screen editor and
 * publish to every agency's palette. `document` is the draft the editor autosaves (optimistic
 * `version`, like pages), whose one section is the block; publishing copies it to
 * `published_document`, which is all agencies ever read, so work in progress never reaches them.
 * `element_count` counts the draft's block; `published_element_count` the published copy's.
 */
export const adminBlocks = pgTable(
  'admin_blocks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<'section' | 'row'>().notNull(),
    elementCount: integer('element_count').notNull().default(0),
    publishedElementCount: integer('published_element_count').notNull().default(0),
    ...pageDocumentColumns(),
    ...authoredColumns(() => users.id),
  },
  (t) => [index('admin_blocks_published_idx').on(t.published)],
);

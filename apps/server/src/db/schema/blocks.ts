import type { StoredDocument } from '@tessera/document';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * SPEC §1/§7 agency blocks: a section or a row saved from the editor, offered in every site's
 * palette of the agency. `content` is a page document whose first section is the block (a row
 * block's row is that section's only row), stored as the element registry loaded it.
 */
export const agencyBlocks = pgTable(
  'agency_blocks',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').$type<'section' | 'row'>().notNull(),
    content: jsonb('content').$type<StoredDocument>().notNull(),
    elementCount: integer('element_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agency_blocks_agency_idx').on(t.agencyId)],
);

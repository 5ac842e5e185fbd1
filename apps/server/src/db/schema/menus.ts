import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { landings } from './landings.ts';

/** One menu entry as saved (checked on the way in by the menus area). */
export interface StoredMenuItem {
  id: string;
  label: string;
  type: 'page' | 'section' | 'custom';
  page_id: number | null;
  section_id: string | null;
  url: string;
  new_window: boolean;
  children: StoredMenuItem[];
}

/** A site menu (SPEC §1): nested items linking pages, sections or custom URLs. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The tree as `menuItems` validated it; pages are referenced by id, resolved at render. */
    items: jsonb('items').$type<StoredMenuItem[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('menus_landing_name').on(t.landingId, t.name), index('menus_agency_idx').on(t.agencyId)],
);

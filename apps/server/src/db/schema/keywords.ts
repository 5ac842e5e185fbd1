import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt } from './columns.ts';
import { landings } from './landings.ts';

/** SEO keywords of a site (SPEC §3 keyword: names), unique per site regardless of case. */
export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('keywords_landing_name').on(t.landingId, sql`lower(${t.name})`),
    index('keywords_agency_idx').on(t.agencyId),
  ],
);

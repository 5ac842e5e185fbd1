import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { landings } from './landings.ts';

/** A path of a site that sends visitors elsewhere; checked before pages. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    /** A path starting with '/', without query string. */
    fromPath: text('from_path').notNull(),
    toUrl: text('to_url').notNull(),
    status: integer('status').$type<301 | 302>().notNull().default(301),
    /**
     * `exact`: only `from_path` itself. `prefix` (the settings redirects): every path under
     * `from_path`, the rest of the path carried over to the target.
     */
    match: text('match').$type<'exact' | 'prefix'>().notNull().default('exact'),
    /** Counted in memory and added in batches (SPEC §4: counters can be reset). */
    hits: integer('hits').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('redirects_landing_from_path').on(t.landingId, t.fromPath),
    index('redirects_agency_idx').on(t.agencyId),
    check('redirects_status', sql`${t.status} in (301, 302)`),
    check('redirects_from_path', sql`left(${t.fromPath}, 1) = '/'`),
    check('redirects_match', sql`${t.match} in ('exact', 'prefix')`),
  ],
);

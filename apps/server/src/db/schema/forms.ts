import type { FormField } from '@tessera/document';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { landings } from './landings.ts';

/**
 * A site's form record (SPEC §1 "forms"): a named field set built from the SPEC §3 presets. Form
 * elements point at one through `formId`; submissions through such an element are filed under it.
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<FormField[]>().notNull().default(sql`'[]'::jsonb`),
    /** Shown after a submission when the element names no message of its own ('' = default). */
    successMessage: text('success_message').notNull().default(''),
    /** Optimistic concurrency: an edit names the version it loaded; a stale one gets 409. */
    version: integer('version').notNull().default(1),
    /**
     * Who is emailed about each new lead: null means the agency owner (whoever that is when the
     * lead arrives); an empty list, nobody.
     */
    notifyEmails: jsonb('notify_emails').$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('forms_landing_name').on(t.landingId, t.name), index('forms_agency_idx').on(t.agencyId)],
);

import type { FormField } from '@tessera/document';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { landings, pages } from './landings.ts';

/** Why a lead was set aside as spam (null: it was not). */
export type StoredSpamReason = 'honeypot' | 'too-fast' | 'rate';

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

/** What a visitor sent through a form element of a published page: a site's contacts. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    /** Kept when the page goes: the leads still belong to the site. */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    elementId: text('element_id').notNull(),
    /** The form record the element pointed at; kept as null when that record is deleted. */
    formId: integer('form_id').references(() => forms.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | boolean>>().notNull(),
    /** Why the spam checks doubted it (kept, hidden behind the Spam filter); null for a lead. */
    spamReason: text('spam_reason').$type<StoredSpamReason>(),
    /**
     * Whether webhooks, live screens and alert mail were told of it: never for spam, once when
     * it is restored. Rows from before spam was kept were all told, hence the default.
     */
    announced: boolean('announced').notNull().default(true),
    /** A keyed hash of the sender's address: how many a visitor sends, without keeping the address. */
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_submissions_landing_idx').on(t.landingId, t.createdAt),
    index('form_submissions_form_idx').on(t.formId, t.createdAt),
    index('form_submissions_agency_idx').on(t.agencyId),
    index('form_submissions_visitor_idx').on(t.landingId, t.visitorHash, t.createdAt),
  ],
);

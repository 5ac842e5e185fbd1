import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt } from './columns.ts';
import { forms } from './forms.ts';
import { landings, pages } from './landings.ts';

/** Why a lead was set aside as spam (null: it was not). */
export type StoredSpamReason = 'honeypot' | 'too-fast' | 'rate';

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
    // A site's contacts and the agency's inbox, newest first (the lists' default order).
    index('form_submissions_landing_idx').on(t.landingId, t.createdAt, t.id),
    index('form_submissions_form_idx').on(t.formId, t.createdAt),
    index('form_submissions_agency_idx').on(t.agencyId, t.createdAt, t.id),
    index('form_submissions_visitor_idx').on(t.landingId, t.visitorHash, t.createdAt),
  ],
);

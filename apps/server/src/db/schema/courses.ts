import type { StoredDocument } from '@tessera/document';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { plans } from './billing.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * SPEC §1 admin courses: platform records (no agency). The lessons, videos and text are one page
 * document designed in the shared editor: `document` is the draft it autosaves (optimistic
 * `version`, like pages); publishing copies it to `published_document`, the only copy agencies
 * ever see, so work in progress never reaches them.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A picture shown on the course lists (http(s) or a root-relative path); null for none. */
    thumbnailUrl: text('thumbnail_url'),
    /** Always stored as `parseDocumentWithRegistry` returned it. */
    document: jsonb('document').$type<StoredDocument>().notNull(),
    version: integer('version').notNull().default(1),
    published: boolean('published').notNull().default(false),
    publishedDocument: jsonb('published_document').$type<StoredDocument>(),
    /** The draft version that was published: a newer draft is an unpublished change. */
    publishedVersion: integer('published_version'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('courses_published_idx').on(t.published)],
);

/**
 * SPEC §3 price-course relations: which plans include which course. An agency sees a published
 * course while it holds one of these plans (modules/courses/visibility.ts). Listed newest first.
 */
export const coursePlans = pgTable(
  'course_plans',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('course_plans_course_plan').on(t.courseId, t.planId),
    index('course_plans_plan_idx').on(t.planId),
  ],
);

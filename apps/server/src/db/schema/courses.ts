import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { plans } from './billing.ts';
import { authoredColumns, createdAt, pageDocumentColumns } from './columns.ts';
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
    ...pageDocumentColumns(),
    ...authoredColumns(() => users.id),
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

import {
  COURSE_MESSAGES,
  type CourseListQuery,
  type CoursePlanRef,
  type CourseStartFrom,
  type CreateCourseBody,
  type PriceCourseRelation,
  type PriceCourseRelationsQuery,
  type UpdateCourseBody,
} from '@tessera/api-contract';
import { onlineCourseSample, type PageDocument } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coursePlans, courses } from '../../db/schema/courses.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { invalidField } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { allPlans, type PlanSummary, planIdsNameContaining, plansByIds } from '../billing/plans.ts';
import { documentRecords } from '../design-records/store.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { EMPTY_DOCUMENT } from '../landings/template.ts';
import { isPublishedCourse } from './visibility.ts';

/**
 * SPEC §1/§7 admin courses (`/admin-courses`; the routes let only admins in): a design record
 * (modules/design-records) with a title, a thumbnail and the plans that include it.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A plan as courses name it. */
function planRef({ id, name, type, interval, active }: PlanSummary): CoursePlanRef {
  return { id, name, type, interval, active };
}

/**
 * The plans of each course, by name (the billing area's plans): every plan a course is in, or
 * only those of `among` when given (plans an agency holds).
 */
export async function plansOfCourses(
  db: Database,
  courseIds: readonly number[],
  among?: readonly PlanSummary[],
): Promise<Map<number, PlanSummary[]>> {
  const byCourse = new Map<number, PlanSummary[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0 || among?.length === 0) return byCourse;
  const links = await db
    .select({ courseId: coursePlans.courseId, planId: coursePlans.planId })
    .from(coursePlans)
    .where(
      and(
        inArray(coursePlans.courseId, [...courseIds]),
        among &&
          inArray(
            coursePlans.planId,
            among.map((plan) => plan.id),
          ),
      ),
    );
  const linked =
    among ??
    (await plansByIds(
      db,
      links.map((link) => link.planId),
    ));
  // Each course's plans in the order the plans came: by name.
  for (const plan of linked)
    for (const link of links) if (link.planId === plan.id) byCourse.get(link.courseId)?.push(plan);
  return byCourse;
}

/** The plans of each course, by name, as courses name them. */
async function plansOf(db: Database, courseIds: readonly number[]): Promise<Map<number, CoursePlanRef[]>> {
  const plans = await plansOfCourses(db, courseIds);
  return new Map([...plans].map(([courseId, linked]) => [courseId, linked.map(planRef)]));
}

/** The document a new course starts from: an empty page, or the sample course with fresh ids. */
export function courseStartDocument(start: CourseStartFrom): PageDocument {
  if (start === 'blank') return EMPTY_DOCUMENT();
  return loadStoredDocument(withFreshIds(onlineCourseSample()));
}

/** Every named plan must exist: 422 on `plan_ids` otherwise. */
export async function requirePlans(db: Database, planIds: readonly number[]): Promise<void> {
  if (planIds.length === 0) return;
  const found = await plansByIds(db, planIds);
  if (found.length !== new Set(planIds).size) throw invalidField('plan_ids', COURSE_MESSAGES.planUnknown);
}

/**
 * Makes the course's plans exactly `planIds`. Links that stay keep their date, so the relations
 * list (newest first) shows when each plan really got the course.
 */
async function setPlans(tx: Transaction, courseId: number, planIds: readonly number[]): Promise<void> {
  await tx
    .delete(coursePlans)
    .where(
      planIds.length === 0
        ? eq(coursePlans.courseId, courseId)
        : and(eq(coursePlans.courseId, courseId), notInArray(coursePlans.planId, [...planIds])),
    );
  if (planIds.length === 0) return;
  await tx
    .insert(coursePlans)
    .values(planIds.map((planId) => ({ courseId, planId })))
    .onConflictDoNothing();
}

type CreateInput = Required<Omit<CreateCourseBody, 'thumbnail_url'>> & { thumbnail_url?: string | null };

/** Courses as a design record: the draft is the lessons; publishing shows them to the plans' agencies. */
export const courseRecords = documentRecords({
  table: courses,
  designKind: 'course',
  previewKind: 'course',
  notFound: COURSE_MESSAGES.notFound,
  staleMessage: 'This course was changed elsewhere since you opened it. Reload it to get the latest version.',
  name: { field: 'title', column: courses.title },
  searchIn: [courses.title, courses.description],
  filters: (query: CourseListQuery) =>
    query.plan_id === undefined
      ? []
      : [
          sql`exists (select 1 from ${coursePlans} where ${coursePlans.courseId} = ${courses.id} and ${coursePlans.planId} = ${query.plan_id})`,
        ],
  related: (db, rows) =>
    plansOf(
      db,
      rows.map((row) => row.id),
    ),
  summaryOf: (row, linked) => ({
    title: row.title,
    description: row.description,
    thumbnail_url: row.thumbnailUrl,
    plans: linked.get(row.id) ?? [],
  }),
  async created(db, body: CreateInput) {
    await requirePlans(db, body.plan_ids);
    return {
      values: { title: body.title, description: body.description, thumbnailUrl: body.thumbnail_url ?? null },
      document: courseStartDocument(body.start_from),
    };
  },
  /** Title, description, thumbnail and plans (the design has its own route). */
  async updated(db, body: UpdateCourseBody) {
    if (body.plan_ids !== undefined) await requirePlans(db, body.plan_ids);
    return {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.thumbnail_url !== undefined ? { thumbnailUrl: body.thumbnail_url } : {}),
    };
  },
  copied: (row) => ({ description: row.description, thumbnailUrl: row.thumbnailUrl }),
  /** A copy is in the same plans. */
  links: {
    named: (body: { plan_ids?: readonly number[] }) => body.plan_ids,
    of: async (db, id) => (await plansOf(db, [id])).get(id)?.map((plan) => plan.id) ?? [],
    write: setPlans,
  },
  /** A plan deleted between the check and the write is the same 422 as an unknown one. */
  refusedLink: (error) =>
    isForeignKeyViolation(error) ? invalidField('plan_ids', COURSE_MESSAGES.planUnknown) : null,
  /** Agencies see the published copy, and nothing once the course is unpublished. */
  visible: isPublishedCourse,
});

/** Every plan, agency plans first, for the course form's plan picker. */
export async function planOptions(db: Database): Promise<CoursePlanRef[]> {
  return (await allPlans(db)).map(planRef);
}

/** SPEC §3/§7 price-course relations, newest first. */
export async function listRelations(
  db: Database,
  query: PriceCourseRelationsQuery,
): Promise<{ rows: PriceCourseRelation[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.course_id !== undefined) conditions.push(eq(coursePlans.courseId, query.course_id));
  if (query.plan_id !== undefined) conditions.push(eq(coursePlans.planId, query.plan_id));
  if (query.search) {
    const pattern = likePattern(query.search);
    const namedPlans = await planIdsNameContaining(db, query.search);
    conditions.push(or(ilike(courses.title, pattern), inArray(coursePlans.planId, namedPlans))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: coursePlans.id,
        createdAt: coursePlans.createdAt,
        course: { id: courses.id, title: courses.title, published: courses.published },
        planId: coursePlans.planId,
      })
      .from(coursePlans)
      .innerJoin(courses, eq(courses.id, coursePlans.courseId))
      .where(where)
      .orderBy(desc(coursePlans.createdAt), desc(coursePlans.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(coursePlans)
      .innerJoin(courses, eq(courses.id, coursePlans.courseId))
      .where(where),
  ]);
  // Every link has its plan (the link goes with a deleted plan): names come from the billing area.
  const plans = new Map(
    (
      await plansByIds(
        db,
        rows.map((row) => row.planId),
      )
    ).map((plan) => [plan.id, plan]),
  );
  return {
    rows: rows.flatMap((row) => {
      const plan = plans.get(row.planId);
      return plan
        ? [{ id: row.id, course: row.course, plan: planRef(plan), created_at: row.createdAt.toISOString() }]
        : [];
    }),
    total: totals[0]?.value ?? 0,
  };
}

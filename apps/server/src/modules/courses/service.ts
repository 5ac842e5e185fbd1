import {
  COURSE_MESSAGES,
  type CourseDetail,
  type CourseListQuery,
  type CoursePlanRef,
  type CourseStartFrom,
  type CourseSummary,
  type CreateCourseBody,
  type PriceCourseRelation,
  type PriceCourseRelationsQuery,
  type SaveDesignBody,
  type SavedDesign,
  type UpdateCourseBody,
} from '@tessera/api-contract';
import { onlineCourseSample, type PageDocument } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coursePlans, courses, plans } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AdminPreviewLoader } from '../../sites/admin-previews.ts';
import type { AuthContext } from '../auth/session.ts';
import { publishedCopyColumns, publishedDraftStateOf } from '../designs/published-copy.ts';
import { type DesignKind, draftWriter, saveDesign } from '../designs/service.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { EMPTY_DOCUMENT } from '../landings/template.ts';
import { isPublishedCourse } from './visibility.ts';

/** SPEC §1/§7 admin courses (`/admin-courses`; the routes let only admins in). */

type CourseRow = typeof courses.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const planColumns = {
  id: plans.id,
  name: plans.name,
  type: plans.type,
  interval: plans.interval,
  active: plans.active,
};

const summaryColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  thumbnailUrl: courses.thumbnailUrl,
  version: courses.version,
  published: courses.published,
  publishedVersion: courses.publishedVersion,
  publishedAt: courses.publishedAt,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
};
type SummaryRow = Pick<CourseRow, keyof typeof summaryColumns>;

function summaryOf(row: SummaryRow, linked: CoursePlanRef[]): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail_url: row.thumbnailUrl,
    plans: linked,
    ...publishedDraftStateOf(row),
  };
}

/** The plans of each course, by name. */
async function plansOf(db: Database, courseIds: number[]): Promise<Map<number, CoursePlanRef[]>> {
  const byCourse = new Map<number, CoursePlanRef[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({ courseId: coursePlans.courseId, plan: planColumns })
    .from(coursePlans)
    .innerJoin(plans, eq(plans.id, coursePlans.planId))
    .where(inArray(coursePlans.courseId, courseIds))
    .orderBy(asc(plans.name));
  for (const row of rows) byCourse.get(row.courseId)?.push(row.plan);
  return byCourse;
}

const sortColumns = {
  title: sql`lower(${courses.title})`,
  created_at: courses.createdAt,
  updated_at: courses.updatedAt,
} as const;

export async function listCourses(
  db: Database,
  query: CourseListQuery,
): Promise<{ rows: CourseSummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern))!);
  }
  if (query.published !== undefined) conditions.push(eq(courses.published, query.published));
  if (query.plan_id !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: coursePlans.id })
          .from(coursePlans)
          .where(and(eq(coursePlans.courseId, courses.id), eq(coursePlans.planId, query.plan_id))),
      ),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = sortColumns[query.sort];
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(courses)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), desc(courses.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(courses).where(where),
  ]);
  const linked = await plansOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => summaryOf(row, linked.get(row.id) ?? [])),
    total: totals[0]?.value ?? 0,
  };
}

async function courseRow(db: Database, id: number): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  return row;
}

export async function getCourse(db: Database, id: number): Promise<CourseDetail> {
  const row = await courseRow(db, id);
  const linked = await plansOf(db, [row.id]);
  return {
    ...summaryOf(row, linked.get(row.id) ?? []),
    // Stored drafts passed the registry when saved; loading again applies any newer migrations.
    document: loadStoredDocument(row.document) as unknown as Record<string, unknown>,
  };
}

/** The document a new course starts from: an empty page, or the sample course with fresh ids. */
export function courseStartDocument(start: CourseStartFrom): PageDocument {
  if (start === 'blank') return EMPTY_DOCUMENT();
  return loadStoredDocument(withFreshIds(onlineCourseSample()));
}

/** Every named plan must exist: 422 on `plan_ids` otherwise. */
export async function requirePlans(db: Database, planIds: readonly number[]): Promise<void> {
  if (planIds.length === 0) return;
  const found = await db
    .select({ id: plans.id })
    .from(plans)
    .where(inArray(plans.id, [...planIds]));
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

/** A plan deleted between the check and the write is the same 422 as an unknown one. */
function unknownPlanOn(error: unknown): never {
  if (isForeignKeyViolation(error)) throw invalidField('plan_ids', COURSE_MESSAGES.planUnknown);
  throw error;
}

type CreateInput = Required<Omit<CreateCourseBody, 'thumbnail_url'>> & { thumbnail_url?: string | null };

export async function createCourse(
  db: Database,
  auth: AuthContext,
  body: CreateInput,
): Promise<CourseDetail> {
  await requirePlans(db, body.plan_ids);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(courses)
        .values({
          title: body.title,
          description: body.description,
          thumbnailUrl: body.thumbnail_url ?? null,
          document: courseStartDocument(body.start_from),
          createdBy: auth.user.id,
        })
        .returning({ id: courses.id });
      await setPlans(tx, row!.id, body.plan_ids);
      return row!.id;
    });
    return await getCourse(db, id);
  } catch (error) {
    return unknownPlanOn(error);
  }
}

/** `PUT /admin-courses/{id}`: title, description, thumbnail and plans (the design has its own route). */
export async function updateCourse(db: Database, id: number, body: UpdateCourseBody): Promise<CourseDetail> {
  const row = await courseRow(db, id);
  if (body.plan_ids !== undefined) await requirePlans(db, body.plan_ids);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(courses)
        .set({
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.thumbnail_url !== undefined ? { thumbnailUrl: body.thumbnail_url } : {}),
          updatedAt: new Date(),
        })
        .where(eq(courses.id, row.id));
      if (body.plan_ids !== undefined) await setPlans(tx, row.id, body.plan_ids);
    });
  } catch (error) {
    unknownPlanOn(error);
  }
  return getCourse(db, row.id);
}

/** Courses in the shared design-save path: the same 409, 422 and idempotent retries as pages. */
export const courseDesigns: DesignKind = {
  name: 'course',
  write: draftWriter(courses),
  staleMessage: 'This course was changed elsewhere since you opened it. Reload it to get the latest version.',
};

export async function saveCourseDesign(db: Database, id: number, body: SaveDesignBody): Promise<SavedDesign> {
  const row = await courseRow(db, id);
  return saveDesign(db, { kind: courseDesigns, id: row.id, agencyId: null }, body);
}

/**
 * SPEC §4 publish action: publishing copies the current draft to what agencies see (publishing
 * again publishes the newer draft); unpublishing takes it away from them at once.
 */
export async function setCoursePublished(
  db: Database,
  id: number,
  published: boolean,
): Promise<CourseDetail> {
  const [row] = await db
    .update(courses)
    .set(publishedCopyColumns(courses, published))
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  return getCourse(db, row.id);
}

/** A copy titled "… (copy)", unpublished, in the same plans, with fresh node ids. */
export async function cloneCourse(db: Database, auth: AuthContext, id: number): Promise<CourseDetail> {
  const row = await courseRow(db, id);
  const linked = await plansOf(db, [row.id]);
  const document = loadStoredDocument(withFreshIds(loadStoredDocument(row.document)));
  try {
    const copyId = await db.transaction(async (tx) => {
      const [copy] = await tx
        .insert(courses)
        .values({
          title: `${row.title} (copy)`.slice(0, 120),
          description: row.description,
          thumbnailUrl: row.thumbnailUrl,
          document,
          createdBy: auth.user.id,
        })
        .returning({ id: courses.id });
      await setPlans(
        tx,
        copy!.id,
        (linked.get(row.id) ?? []).map((plan) => plan.id),
      );
      return copy!.id;
    });
    return await getCourse(db, copyId);
  } catch (error) {
    return unknownPlanOn(error);
  }
}

export async function deleteCourse(db: Database, id: number): Promise<CourseRow> {
  const [row] = await db.delete(courses).where(eq(courses.id, id)).returning();
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  return row;
}

/** Every plan, agency plans first, for the course form's plan picker. */
export async function planOptions(db: Database): Promise<CoursePlanRef[]> {
  return db
    .select(planColumns)
    .from(plans)
    .orderBy(sql`case ${plans.type} when 'agency' then 0 when 'app' then 1 else 2 end`, asc(plans.name));
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
    conditions.push(or(ilike(courses.title, pattern), ilike(plans.name, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: coursePlans.id,
        createdAt: coursePlans.createdAt,
        course: { id: courses.id, title: courses.title, published: courses.published },
        plan: planColumns,
      })
      .from(coursePlans)
      .innerJoin(courses, eq(courses.id, coursePlans.courseId))
      .innerJoin(plans, eq(plans.id, coursePlans.planId))
      .where(where)
      .orderBy(desc(coursePlans.createdAt), desc(coursePlans.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(coursePlans)
      .innerJoin(courses, eq(courses.id, coursePlans.courseId))
      .innerJoin(plans, eq(plans.id, coursePlans.planId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      course: row.course,
      plan: row.plan,
      created_at: row.createdAt.toISOString(),
    })),
    total: totals[0]?.value ?? 0,
  };
}

/**
 * The preview host's reader of courses: the draft for links signed for admins; for other links
 * the published copy, and nothing once the course is unpublished (a link outlives an unpublish by
 * nothing).
 */
export const loadCoursePreview: AdminPreviewLoader = async (db, id, show) => {
  const [row] = await db
    .select({
      title: courses.title,
      description: courses.description,
      document: show === 'draft' ? courses.document : courses.publishedDocument,
    })
    .from(courses)
    .where(show === 'draft' ? eq(courses.id, id) : and(eq(courses.id, id), isPublishedCourse()))
    .limit(1);
  if (!row?.document) return null;
  return { document: loadStoredDocument(row.document), title: row.title, description: row.description };
};

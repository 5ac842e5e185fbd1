import { type AgencyCourse, type AgencyCourseListQuery, COURSE_MESSAGES } from '@tessera/api-contract';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { plansByNames } from '../billing/plans.ts';
import { listPage } from '../design-records/list.ts';
import { plansOfCourses } from './service.ts';
import { heldPlanNames, visibleCourses } from './visibility.ts';

/** SPEC §2/§7 the agency's courses (`/agency-courses`): published, in a plan the agency holds. */

const columns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  thumbnailUrl: courses.thumbnailUrl,
  publishedAt: courses.publishedAt,
};
type Row = { [K in keyof typeof columns]: (typeof courses.$inferSelect)[K] };

/** The agency's own plans that include each course, by name. */
async function grantingPlans(
  db: Database,
  courseIds: number[],
  held: string[],
): Promise<Map<number, string[]>> {
  const plans = await plansOfCourses(db, courseIds, await plansByNames(db, held));
  return new Map([...plans].map(([courseId, granting]) => [courseId, granting.map((plan) => plan.name)]));
}

function itemOf(row: Row, granting: string[]): AgencyCourse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail_url: row.thumbnailUrl,
    // Visible courses are published, so they carry the date.
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    plans: granting,
  };
}

const sortColumns = {
  title: sql`lower(${courses.title})`,
  published_at: courses.publishedAt,
} as const;

export async function listAgencyCourses(
  db: Database,
  auth: AuthContext,
  query: AgencyCourseListQuery,
): Promise<{ rows: AgencyCourse[]; total: number }> {
  const visible = await visibleCourses(db, auth.agency);
  if (!visible) return { rows: [], total: 0 };
  const conditions: SQL[] = [visible];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern))!);
  }
  const column = sortColumns[query.sort];
  const window = {
    where: and(...conditions),
    orderBy: [query.order === 'desc' ? desc(column) : asc(column), asc(courses.id)],
    ...pageWindow(query.page, query.per_page),
  };
  const { rows, total } = await listPage(db, courses, window, (where) =>
    db.select(columns).from(courses).where(where),
  );
  const granting = await grantingPlans(
    db,
    rows.map((row) => row.id),
    heldPlanNames(auth.agency),
  );
  return { rows: rows.map((row) => itemOf(row, granting.get(row.id) ?? [])), total };
}

/** One course the agency may see; 404 alike for one that does not exist and one it may not see. */
export async function getAgencyCourse(db: Database, auth: AuthContext, id: number): Promise<AgencyCourse> {
  const visible = await visibleCourses(db, auth.agency);
  const [row] = visible
    ? await db
        .select(columns)
        .from(courses)
        .where(and(eq(courses.id, id), visible))
        .limit(1)
    : [];
  if (!row) throw notFound(COURSE_MESSAGES.notAvailable);
  const granting = await grantingPlans(db, [row.id], heldPlanNames(auth.agency));
  return itemOf(row, granting.get(row.id) ?? []);
}

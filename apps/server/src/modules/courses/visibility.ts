import type { BillingStatus, Role } from '@tessera/api-contract';
import { and, eq, exists, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coursePlans, courses } from '../../db/schema/courses.ts';
import { plansByNames } from '../billing/plans.ts';

/**
 * Which courses an agency sees (SPEC §1 "they have courses", §3 price-course relations).
 *
 * The rule: an agency sees a course when the course is published and linked to a plan the
 * agency holds. An agency holds the plans its record names (the only place plans are stored on
 * an agency): `stripe_price` (its agency plan), `reseller_plan` and each of `app_plans`, matched
 * to `plans.name`. A named agency or reseller plan whose status is `incomplete` (the first
 * payment never went through) is not held. A `canceled` one still is: SPEC §4 lets course holders
 * whose subscription was canceled keep their access, which only means something if the courses
 * stay. An archived agency holds nothing. A client agency of a reseller holds its own plans
 * only, not its reseller's.
 */

/** The plan fields of an agency this rule reads. */
export interface PlanHolder {
  status: 'active' | 'archived';
  stripePrice: string | null;
  stripeStatus: BillingStatus;
  resellerPlan: string | null;
  resellerStatus: BillingStatus;
  appPlans: string[];
}

const NOT_HELD: readonly BillingStatus[] = ['incomplete'];

/** The names of the plans the agency holds, each once. */
export function heldPlanNames(agency: PlanHolder | null): string[] {
  if (!agency || agency.status === 'archived') return [];
  const names = new Set<string>();
  if (agency.stripePrice && !NOT_HELD.includes(agency.stripeStatus)) names.add(agency.stripePrice);
  if (agency.resellerPlan && !NOT_HELD.includes(agency.resellerStatus)) names.add(agency.resellerPlan);
  for (const name of agency.appPlans) if (name) names.add(name);
  return [...names];
}

/** Published, with a published copy: what any agency could ever be shown. */
export function isPublishedCourse(): SQL {
  return and(eq(courses.published, true), isNotNull(courses.publishedDocument))!;
}

/**
 * The condition on `courses` rows this agency may see; null when it may see none (no plan held,
 * or none of the plans it names exists), so callers answer "nothing" without a query. The held
 * plans are looked up by name here; the sub-select runs inside the caller's query.
 */
export async function visibleCourses(db: Database, agency: PlanHolder | null): Promise<SQL | null> {
  const names = heldPlanNames(agency);
  if (names.length === 0) return null;
  const held = await plansByNames(db, names);
  if (held.length === 0) return null;
  const heldPlanOfCourse = db
    .select({ one: coursePlans.id })
    .from(coursePlans)
    .where(
      and(
        eq(coursePlans.courseId, courses.id),
        inArray(
          coursePlans.planId,
          held.map((plan) => plan.id),
        ),
      ),
    );
  return and(isPublishedCourse(), exists(heldPlanOfCourse))!;
}

/**
 * SPEC §3 `hasCourses`: the agency owner may open at least one course. Members of the agency
 * (AgencyUser, WebsiteUser) do not: SPEC §6 leaves the courses screens off their whitelist.
 */
export async function hasCourses(
  db: Database,
  user: { role: Role; hasCourses: boolean },
  agency: PlanHolder | null,
): Promise<boolean> {
  // A stored grant (users.has_courses) still counts; the plans decide for everyone else.
  if (user.hasCourses) return true;
  if (user.role !== 'Agency') return false;
  const visible = await visibleCourses(db, agency);
  if (!visible) return false;
  const [row] = await db.select({ id: courses.id }).from(courses).where(visible).limit(1);
  return row !== undefined;
}

import { eq } from 'drizzle-orm';
import { plans } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/**
 * The plan agency A of the matrix world holds (its `reseller_plan`, live): a course linked to it
 * is one agency A sees and agency B does not.
 */
const WORLD_PLAN = 'reseller-unlimited';

async function worldPlanId(w: MatrixWorld): Promise<number> {
  const [found] = await w.db.select({ id: plans.id }).from(plans).where(eq(plans.name, WORLD_PLAN));
  if (found) return found.id;
  const [made] = await w.db
    .insert(plans)
    .values({ name: WORLD_PLAN, title: WORLD_PLAN, type: 'unlimited' })
    .onConflictDoNothing()
    .returning({ id: plans.id });
  if (made) return made.id;
  const [again] = await w.db.select({ id: plans.id }).from(plans).where(eq(plans.name, WORLD_PLAN));
  return again!.id;
}

/** A fresh course made by the admin; published in agency A's plan when asked. */
async function newCourse(w: MatrixWorld, publishedForAgencyA = false): Promise<number> {
  const made = await w.call('admin', 'POST', '/admin-courses', {
    body: {
      title: `Matrix course ${w.unique()}`,
      plan_ids: publishedForAgencyA ? [await worldPlanId(w)] : [],
    },
  });
  const id = (made.body as { data?: { id?: number } }).data?.id;
  if (made.status !== 201 || typeof id !== 'number') throw new Error(`course set-up failed: ${made.status}`);
  if (publishedForAgencyA) await w.call('admin', 'POST', `/admin-courses/${id}/publish`, { body: {} });
  return id;
}

const onCourse = async (w: MatrixWorld) => ({ params: { id: await newCourse(w) } });
const onAgencyACourse = async (w: MatrixWorld) => ({ params: { id: await newCourse(w, true) } });

export const accessMatrix = defineAccessMatrix([
  // Admin courses: admins only (the access declaration answers everyone else 403).
  { route: 'GET /admin-courses' },
  {
    route: 'POST /admin-courses',

    request: (w) => ({ body: { title: `Matrix course ${w.unique()}` } }),
  },
  { route: 'GET /admin-courses/plans' },
  { route: 'GET /admin-courses/:id', request: onCourse },
  {
    route: 'PUT /admin-courses/:id',

    request: async (w) => ({ params: { id: await newCourse(w) }, body: { title: `Renamed ${w.unique()}` } }),
  },
  {
    route: 'PUT /admin-courses/:id/design',

    request: async (w) => ({
      params: { id: await newCourse(w) },
      body: {
        document: { schemaVersion: 1, sections: [] },
        version: 1,
        idempotency_key: `matrix-${w.unique()}`,
      },
    }),
  },
  {
    route: 'POST /admin-courses/:id/publish',

    request: async (w) => ({ params: { id: await newCourse(w) }, body: { published: true } }),
  },
  { route: 'POST /admin-courses/:id/clone', request: onCourse },
  { route: 'DELETE /admin-courses/:id', request: onCourse },
  { route: 'GET /admin-courses/:id/editor-data', request: onCourse },
  { route: 'POST /admin-courses/:id/preview-link', request: onCourse },
  { route: 'GET /subscriptions/price_course_relations' },

  // The agency's courses: agency owners only. Agency A holds the course's plan; agency B does not,
  // so its owner is told the course is not found.
  {
    route: 'GET /agency-courses',

    request: async (w) => {
      await newCourse(w, true);
      return {};
    },
    check: (_w, caller, response) => {
      const listed = (response.body as { data?: unknown[] }).data ?? [];
      return caller === 'otherOwner' && listed.length > 0
        ? 'agency B lists courses of a plan it lacks'
        : null;
    },
  },
  { route: 'GET /agency-courses/:id', request: onAgencyACourse },
  { route: 'POST /agency-courses/:id/view-link', request: onAgencyACourse },
]);

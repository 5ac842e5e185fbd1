import { courseEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import { previewLinkData } from '../../sites/runtime.ts';
import { type RecordRouteDeps, serveDocumentRecords } from '../design-records/routes.ts';
import { getAgencyCourse, listAgencyCourses } from './agency.ts';
import { courseRecords, listRelations, planOptions } from './service.ts';

/**
 * SPEC §2/§4/§7 courses: the design-record calls under `/admin-courses`, the plan picker and
 * `GET /subscriptions/price_course_relations` for admins; `/agency-courses` for agency owners.
 * A course renders only on the preview host (`preview.{SITES_DOMAIN}`), through signed links:
 * the draft for admins, the published copy for agencies.
 */
export async function courseRoutes(app: FastifyInstance, deps: RecordRouteDeps): Promise<void> {
  const { db, sites } = deps;
  const endpoints = courseEndpoints;

  serveDocumentRecords(app, deps, endpoints, courseRecords, {
    published: (course, published) => {
      if (!published) return 'The course is no longer published: no agency sees it.';
      const names = course.plans.map((plan) => plan.name);
      return names.length === 0
        ? 'The course is published. It is in no plan yet, so no agency sees it.'
        : `The course is published: agencies on ${names.join(', ')} see it.`;
    },
    deleted: (course) => `The course ${course.title} is deleted.`,
  });

  serve(app, endpoints.plans, async () => ({ data: await planOptions(db) }));
  serve(app, endpoints.relations, async ({ query }) => listAnswer(await listRelations(db, query), query));

  // The agency owner's courses ----------------------------------------------------------------

  serve(app, endpoints.agencyList, async ({ auth, query }) =>
    listAnswer(await listAgencyCourses(db, auth, query), query),
  );
  serve(app, endpoints.agencyGet, async ({ auth, params }) => ({
    data: await getAgencyCourse(db, auth, params.id),
  }));
  serve(app, endpoints.agencyViewLink, async ({ auth, params }) => {
    // Only a course the agency may see, and then only what is published.
    const course = await getAgencyCourse(db, auth, params.id);
    const link = await sites.adminPreviewLink('course', course.id, 'published');
    return { data: previewLinkData(link) };
  });
}

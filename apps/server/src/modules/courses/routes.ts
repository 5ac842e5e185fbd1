import {
  actionResult,
  agencyCourseListQuery,
  agencyCourseListResponse,
  agencyCourseResponse,
  courseDetailResponse,
  courseIdParams,
  courseListQuery,
  courseListResponse,
  coursePlanOptionsResponse,
  createCourseBody,
  editorDataResponse,
  previewLinkResponse,
  priceCourseRelationsQuery,
  priceCourseRelationsResponse,
  publishStateBody,
  saveDesignBody,
  saveDesignResponse,
  updateCourseBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth } from '../../lib/access.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { DESIGN_BODY_LIMIT_BYTES } from '../designs/routes.ts';
import { platformEditorData } from '../editor-data/sources.ts';
import { getAgencyCourse, listAgencyCourses } from './agency.ts';
import {
  cloneCourse,
  createCourse,
  deleteCourse,
  getCourse,
  listCourses,
  listRelations,
  loadCoursePreview,
  planOptions,
  saveCourseDesign,
  setCoursePublished,
  updateCourse,
} from './service.ts';

const admins = onlyRoles(['Admin']);
/**
 * The agency owner: courses are what the agency's plans bought. SPEC §6 leaves the courses
 * screens off the AgencyUser / WebsiteUser whitelist, so the API answers them 403 too.
 */
const owners = onlyRoles(['Agency']);

/**
 * SPEC §2/§4/§7 courses: `/admin-courses` (CRUD, design, publish, clone, preview) and
 * `GET /subscriptions/price_course_relations` for admins; `/agency-courses` for agency owners.
 * A course renders only on the preview host (`preview.{SITES_DOMAIN}`), through signed links:
 * the draft for admins, the published copy for agencies.
 */
export async function courseRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'> & { sites: Sites },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;
  sites.adminPreviews.register('course', loadCoursePreview);

  // Admin ----------------------------------------------------------------------------------

  api.get(
    '/admin-courses',
    {
      config: { access: admins },
      schema: { querystring: courseListQuery, response: { 200: courseListResponse } },
    },
    async (request) => listAnswer(await listCourses(db, request.query), request.query),
  );

  api.post(
    '/admin-courses',
    {
      config: { access: admins },
      schema: { body: createCourseBody, response: { 201: courseDetailResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createCourse(db, requireAuth(request.auth), request.body) }),
  );

  api.get(
    '/admin-courses/plans',
    { config: { access: admins }, schema: { response: { 200: coursePlanOptionsResponse } } },
    async () => ({ data: await planOptions(db) }),
  );

  api.get(
    '/admin-courses/:id',
    {
      config: { access: admins },
      schema: { params: courseIdParams, response: { 200: courseDetailResponse } },
    },
    async (request) => ({ data: await getCourse(db, request.params.id) }),
  );

  api.put(
    '/admin-courses/:id',
    {
      config: { access: admins },
      schema: { params: courseIdParams, body: updateCourseBody, response: { 200: courseDetailResponse } },
    },
    async (request) => ({ data: await updateCourse(db, request.params.id, request.body) }),
  );

  api.put(
    '/admin-courses/:id/design',
    {
      bodyLimit: DESIGN_BODY_LIMIT_BYTES,
      config: { access: admins },
      schema: { params: courseIdParams, body: saveDesignBody, response: { 200: saveDesignResponse } },
    },
    async (request) => ({ data: await saveCourseDesign(db, request.params.id, request.body) }),
  );

  api.post(
    '/admin-courses/:id/publish',
    {
      config: { access: admins },
      schema: { params: courseIdParams, body: publishStateBody, response: { 200: actionResult } },
    },
    async (request) => {
      const published = request.body?.published ?? true;
      const course = await setCoursePublished(db, request.params.id, published);
      if (!published)
        return { success: true as const, message: 'The course is no longer published: no agency sees it.' };
      const names = course.plans.map((plan) => plan.name);
      return {
        success: true as const,
        message:
          names.length === 0
            ? 'The course is published. It is in no plan yet, so no agency sees it.'
            : `The course is published: agencies on ${names.join(', ')} see it.`,
      };
    },
  );

  api.post(
    '/admin-courses/:id/clone',
    {
      config: { access: admins },
      schema: { params: courseIdParams, response: { 201: courseDetailResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await cloneCourse(db, requireAuth(request.auth), request.params.id) }),
  );

  api.delete(
    '/admin-courses/:id',
    { config: { access: admins }, schema: { params: courseIdParams, response: { 200: actionResult } } },
    async (request) => {
      const course = await deleteCourse(db, request.params.id);
      return { success: true as const, message: `The course ${course.title} is deleted.` };
    },
  );

  api.get(
    '/admin-courses/:id/editor-data',
    {
      config: { access: admins },
      schema: { params: courseIdParams, response: { 200: editorDataResponse } },
    },
    async (request) => {
      const course = await getCourse(db, request.params.id);
      return { data: await platformEditorData(db, course.title, sites.previewOrigin()) };
    },
  );

  api.post(
    '/admin-courses/:id/preview-link',
    {
      config: { access: admins },
      schema: { params: courseIdParams, response: { 200: previewLinkResponse } },
    },
    async (request) => {
      // Any course, published or not: the link shows the draft.
      const course = await getCourse(db, request.params.id);
      const link = await sites.adminPreviewLink('course', course.id, 'draft');
      return { data: { url: link.url, expires_at: link.expiresAt.toISOString() } };
    },
  );

  api.get(
    '/subscriptions/price_course_relations',
    {
      config: { access: admins },
      schema: { querystring: priceCourseRelationsQuery, response: { 200: priceCourseRelationsResponse } },
    },
    async (request) => listAnswer(await listRelations(db, request.query), request.query),
  );

  // Agency -----------------------------------------------------------------------------------

  api.get(
    '/agency-courses',
    {
      config: { access: owners },
      schema: { querystring: agencyCourseListQuery, response: { 200: agencyCourseListResponse } },
    },
    async (request) =>
      listAnswer(await listAgencyCourses(db, requireAuth(request.auth), request.query), request.query),
  );

  api.get(
    '/agency-courses/:id',
    {
      config: { access: owners },
      schema: { params: courseIdParams, response: { 200: agencyCourseResponse } },
    },
    async (request) => ({ data: await getAgencyCourse(db, requireAuth(request.auth), request.params.id) }),
  );

  api.post(
    '/agency-courses/:id/view-link',
    {
      config: { access: owners },
      schema: { params: courseIdParams, response: { 200: previewLinkResponse } },
    },
    async (request) => {
      // Only a course the agency may see, and then only what is published.
      const course = await getAgencyCourse(db, requireAuth(request.auth), request.params.id);
      const link = await sites.adminPreviewLink('course', course.id, 'published');
      return { data: { url: link.url, expires_at: link.expiresAt.toISOString() } };
    },
  );
}

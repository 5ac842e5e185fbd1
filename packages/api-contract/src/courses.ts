import { z } from 'zod';
import { planType, priceInterval } from './billing.ts';
import {
  documentRecordEndpoints,
  documentRecordSchemas,
  platformAdmins,
  publishedListQuery,
  recordBodies,
  recordDescription,
  recordListQuery,
  recordName,
} from './design-records.ts';
import { endpoint, forRoles } from './endpoint.ts';
import { idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { idField, recordId } from './inputs.ts';
import { previewLinkResponse } from './pages.ts';

/**
 * SPEC §1/§2/§3/§7 courses. Admins build a course (its lessons, videos and text are one page
 * document designed in the shared editor), link it to the plans that include it (SPEC §3
 * "price-course relations") and publish it: `/admin-courses`. An agency sees the published
 * courses of the plans it holds: `/agency-courses`. A course renders only on the preview host of
 * the sites origin, never on the app's.
 */

export const COURSE_MESSAGES = {
  planUnknown: 'Choose plans from the list.',
  notFound: 'Course not found.',
  /** The agency side: a course that does not exist and one the agency's plans do not include. */
  notAvailable: 'This course is not available to your agency.',
} as const;

/**
 * A picture on the web (http/https) or on the product's own hosts (`/_media/samples/…`); empty
 * or null clears it.
 */
export const courseThumbnailUrl = z
  .string()
  .trim()
  .max(2048, 'The thumbnail URL may have at most 2048 characters.')
  .refine(
    (value) => value === '' || /^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/i.test(value),
    'The thumbnail must be a web address (https://…) or a path starting with /.',
  )
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** The plans that include the course (SPEC §3 price-course relations): ids, each at most once. */
const planIds = z
  .array(idField(COURSE_MESSAGES.planUnknown), { error: 'Choose plans from the list.' })
  .max(50, 'A course may be in at most 50 plans.')
  .refine((ids) => new Set(ids).size === ids.length, 'Each plan may be chosen once.');

/** What a new course's design starts as: an empty page, or the sample course (lessons and videos). */
export const courseStartFrom = z.enum(['blank', 'online-course']);
export type CourseStartFrom = z.infer<typeof courseStartFrom>;

// ---------------------------------------------------------------------------------------------
// Admin

export const courseListQuery = recordListQuery('title', {
  /** Only the courses linked to this plan. */
  plan_id: recordId.optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

/** A plan as a course names it. */
export const coursePlanRef = z.object({
  id: z.number().int(),
  name: z.string(),
  type: planType,
  /** Its headline price's interval (SPEC §9, or `Once`); null while it offers no price. */
  interval: priceInterval.nullable(),
  active: z.boolean(),
});
export type CoursePlanRef = z.infer<typeof coursePlanRef>;

export const { summary: courseSummary, detail: courseDetail } = documentRecordSchemas({
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  /** The plans that include it, by name. */
  plans: z.array(coursePlanRef),
});
export type CourseSummary = z.infer<typeof courseSummary>;
export type CourseDetail = z.infer<typeof courseDetail>;

const courseDescription = recordDescription(1000);

/** An update's `plan_ids` replaces the course's plans (an empty list takes it out of every plan). */
export const { create: createCourseBody, update: updateCourseBody } = recordBodies(
  {
    title: recordName('title'),
    description: courseDescription,
    thumbnail_url: courseThumbnailUrl,
    plan_ids: planIds,
  },
  {
    description: courseDescription.default(''),
    thumbnail_url: courseThumbnailUrl.optional(),
    plan_ids: planIds.default([]),
    start_from: courseStartFrom.default('blank'),
  },
);
export type CreateCourseBody = z.input<typeof createCourseBody>;
export type UpdateCourseBody = z.input<typeof updateCourseBody>;

/** Every plan a course can be linked to (the plan picker of the course form). */
export const coursePlanOptionsResponse = itemEnvelope(z.array(coursePlanRef));

// ---------------------------------------------------------------------------------------------
// SPEC §7 `GET subscriptions/price_course_relations` (admins): which plan includes which course

export const priceCourseRelationsQuery = pageQuery.extend({
  course_id: recordId.optional(),
  plan_id: recordId.optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type PriceCourseRelationsQuery = z.infer<typeof priceCourseRelationsQuery>;

export const priceCourseRelation = z.object({
  id: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string(), published: z.boolean() }),
  plan: coursePlanRef,
  /** When the course was linked to the plan: the list is newest first (SPEC §3). */
  created_at: z.string(),
});
export type PriceCourseRelation = z.infer<typeof priceCourseRelation>;
export const priceCourseRelationsResponse = listEnvelope(priceCourseRelation);

// ---------------------------------------------------------------------------------------------
// Agency

export const agencyCourseListQuery = publishedListQuery('title', {});
export type AgencyCourseListQuery = z.infer<typeof agencyCourseListQuery>;

/** A published course as an agency sees it: nothing of the draft. */
export const agencyCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  published_at: z.string(),
  /** The agency's plans that include it. */
  plans: z.array(z.string()),
});
export type AgencyCourse = z.infer<typeof agencyCourse>;
export const agencyCourseListResponse = listEnvelope(agencyCourse);
export const agencyCourseResponse = itemEnvelope(agencyCourse);

// ---------------------------------------------------------------------------------------------
// Endpoints

/**
 * SPEC §1 the agency owner: courses are what the agency's plans bought. SPEC §6 leaves the courses
 * screens off the AgencyUser / WebsiteUser whitelist, so the API answers them 403 too.
 */
const owners = ['Agency'] as const;

/**
 * SPEC §2/§4/§7 courses: `/admin-courses` (the design-record calls, the design, its editor data and
 * preview link, the plan picker) and `GET /subscriptions/price_course_relations` for admins;
 * `/agency-courses` for agency owners. A course renders only on the preview host, through signed
 * links: the draft for admins, the published copy for agencies.
 */
export const courseEndpoints = {
  ...documentRecordEndpoints({
    base: '/admin-courses',
    noun: 'course',
    listQuery: courseListQuery,
    summary: courseSummary,
    detail: courseDetail,
    createBody: createCourseBody,
    updateBody: updateCourseBody,
    notes: {
      create:
        'Body `{ title, description?, thumbnail_url?, plan_ids?, start_from?: blank | online-course }`; every plan id must name a plan (422 on `plan_ids`).',
      update:
        'Title, description, thumbnail and plans (`plan_ids` replaces them); the design has its own call.',
      publish:
        'Publishing copies the draft to what agencies holding one of its plans see; the message names those plans.',
    },
  }),
  plans: endpoint({
    method: 'GET',
    path: '/admin-courses/plans',
    responses: { 200: coursePlanOptionsResponse },
    access: platformAdmins,
    summary: "Every plan, agency plans first: the course form's and the order page form's plan picker",
  }),
  relations: endpoint({
    method: 'GET',
    path: '/subscriptions/price_course_relations',
    query: priceCourseRelationsQuery,
    responses: { 200: priceCourseRelationsResponse },
    access: platformAdmins,
    summary: 'SPEC §3 price-course relations: which plan includes which course, newest first',
  }),
  agencyList: endpoint({
    method: 'GET',
    path: '/agency-courses',
    query: agencyCourseListQuery,
    responses: { 200: agencyCourseListResponse },
    access: forRoles(owners, { kind: 'own' }),
    summary: "The published courses of the plans the caller's agency holds",
  }),
  agencyGet: endpoint({
    method: 'GET',
    path: '/agency-courses/:id',
    params: idParams,
    responses: { 200: agencyCourseResponse },
    access: forRoles(owners, { kind: 'agency' }),
    summary: 'One course the agency may see (404 for one it may not)',
  }),
  agencyViewLink: endpoint({
    method: 'POST',
    path: '/agency-courses/:id/view-link',
    params: idParams,
    responses: { 200: previewLinkResponse },
    access: forRoles(owners, { kind: 'agency' }),
    summary: 'A signed link showing the published course on the preview host',
  }),
};

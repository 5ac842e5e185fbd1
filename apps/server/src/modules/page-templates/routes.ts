import {
  actionResult,
  adminCategoryBody,
  adminCategoryListQuery,
  adminCategoryListResponse,
  adminCategoryResponse,
  adminTemplateListQuery,
  createPageTemplateBody,
  editorDataResponse,
  pageTemplateCatalogueResponse,
  pageTemplateDetailResponse,
  pageTemplateIdParams,
  pageTemplateListResponse,
  previewLinkResponse,
  publishStateBody,
  saveDesignBody,
  saveDesignResponse,
  updatePageTemplateBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth, signedIn } from '../../lib/access.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { DESIGN_BODY_LIMIT_BYTES } from '../designs/routes.ts';
import { platformEditorData } from '../editor-data/sources.ts';
import { catalogueRoutes, categoryRoutes } from '../template-catalogue/routes.ts';
import { catalogue } from './catalogue.ts';
import { categories } from './categories.ts';
import {
  cloneTemplate,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  loadTemplatePreview,
  previewShowFor,
  saveTemplateDesign,
  setTemplatePublished,
  updateTemplate,
} from './service.ts';

const admins = onlyRoles(['Admin']);
/** Whoever creates pages on sites browses the catalogue (SPEC §7 import of a page by id). */
const pageMakers = onlyRoles(['Agency', 'AgencyUser', 'WebsiteUser']);

/**
 * SPEC §2/§4/§7 admin page templates: `/admin-page-templates` (CRUD, design, publish, clone,
 * preview, categories) for admins, and `/page-templates` (the published catalogue) for agencies.
 * Pages are made from a template through `POST /landings/{id}/pages` with `template_id`.
 */
export async function pageTemplateRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'> & { sites: Sites },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;
  sites.adminPreviews.register('page-template', loadTemplatePreview);

  categoryRoutes(app, {
    db,
    prefix: '/admin-page-templates',
    access: admins,
    service: categories,
    schemas: {
      listQuery: adminCategoryListQuery,
      listResponse: adminCategoryListResponse,
      response: adminCategoryResponse,
      createBody: adminCategoryBody,
      updateBody: adminCategoryBody,
    },
    publishAnswer: 'message',
  });

  // Templates --------------------------------------------------------------------------------

  api.get(
    '/admin-page-templates',
    {
      config: { access: admins },
      schema: { querystring: adminTemplateListQuery, response: { 200: pageTemplateListResponse } },
    },
    async (request) => listAnswer(await listTemplates(db, request.query), request.query),
  );

  api.post(
    '/admin-page-templates',
    {
      config: { access: admins },
      schema: { body: createPageTemplateBody, response: { 201: pageTemplateDetailResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTemplate(db, requireAuth(request.auth), request.body) }),
  );

  api.get(
    '/admin-page-templates/:id',
    {
      config: { access: admins },
      schema: { params: pageTemplateIdParams, response: { 200: pageTemplateDetailResponse } },
    },
    async (request) => ({ data: await getTemplate(db, request.params.id) }),
  );

  api.put(
    '/admin-page-templates/:id',
    {
      config: { access: admins },
      schema: {
        params: pageTemplateIdParams,
        body: updatePageTemplateBody,
        response: { 200: pageTemplateDetailResponse },
      },
    },
    async (request) => ({ data: await updateTemplate(db, request.params.id, request.body) }),
  );

  api.put(
    '/admin-page-templates/:id/design',
    {
      bodyLimit: DESIGN_BODY_LIMIT_BYTES,
      config: { access: admins },
      schema: { params: pageTemplateIdParams, body: saveDesignBody, response: { 200: saveDesignResponse } },
    },
    async (request) => ({ data: await saveTemplateDesign(db, request.params.id, request.body) }),
  );

  api.post(
    '/admin-page-templates/:id/publish',
    {
      config: { access: admins },
      schema: { params: pageTemplateIdParams, body: publishStateBody, response: { 200: actionResult } },
    },
    async (request) => {
      const published = request.body?.published ?? true;
      const template = await setTemplatePublished(db, request.params.id, published);
      if (!published) return { success: true as const, message: 'The page template is no longer published.' };
      return {
        success: true as const,
        message: template.category.published
          ? 'The page template is published: agencies can start pages from it.'
          : `The page template is published. Its category ${template.category.name} is not, so agencies do not see it yet.`,
      };
    },
  );

  api.post(
    '/admin-page-templates/:id/clone',
    {
      config: { access: admins },
      schema: { params: pageTemplateIdParams, response: { 201: pageTemplateDetailResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await cloneTemplate(db, requireAuth(request.auth), request.params.id) }),
  );

  api.delete(
    '/admin-page-templates/:id',
    { config: { access: admins }, schema: { params: pageTemplateIdParams, response: { 200: actionResult } } },
    async (request) => {
      const template = await deleteTemplate(db, request.params.id);
      return { success: true as const, message: `The page template ${template.name} is deleted.` };
    },
  );

  api.get(
    '/admin-page-templates/:id/editor-data',
    {
      config: { access: admins },
      schema: { params: pageTemplateIdParams, response: { 200: editorDataResponse } },
    },
    async (request) => {
      const template = await getTemplate(db, request.params.id);
      return { data: await platformEditorData(db, template.name, sites.previewOrigin()) };
    },
  );

  api.post(
    '/admin-page-templates/:id/preview-link',
    {
      // Admins preview any draft; agencies preview what they could start a page from.
      config: { access: signedIn() },
      schema: { params: pageTemplateIdParams, response: { 200: previewLinkResponse } },
    },
    async (request) => {
      const show = await previewShowFor(db, requireAuth(request.auth), request.params.id);
      const link = await sites.adminPreviewLink('page-template', request.params.id, show);
      return { data: { url: link.url, expires_at: link.expiresAt.toISOString() } };
    },
  );

  // The catalogue agencies start pages from -------------------------------------------------

  catalogueRoutes(app, {
    db,
    path: '/page-templates',
    access: pageMakers,
    response: pageTemplateCatalogueResponse,
    list: (database, query) => catalogue.list(database, query, {}),
    categories: catalogue.categories,
  });
}

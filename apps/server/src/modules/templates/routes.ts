import {
  actionResult,
  createTemplateBody,
  createTemplateCategoryBody,
  previewLinkResponse,
  publishStateBody,
  templateCatalogueResponse,
  templateCategoryListQuery,
  templateCategoryListResponse,
  templateCategoryResponse,
  templateIdParams,
  templateListQuery,
  templateListResponse,
  templatePreviewLinkBody,
  templateResponse,
  updateTemplateBody,
  updateTemplateCategoryBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth, signedIn } from '../../lib/access.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { catalogueRoutes, categoryRoutes } from '../template-catalogue/routes.ts';
import { catalogue, listCatalogue } from './catalogue.ts';
import { categories } from './categories.ts';
import {
  cloneTemplate,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  setTemplatePublished,
  templatePreviewTarget,
  updateTemplate,
} from './service.ts';

const admins = onlyRoles(['Admin']);
/** Whoever may create websites browses the templates to start one from (SPEC §6). */
const siteCreators = onlyRoles(['Agency', 'AgencyUser']);

/**
 * SPEC §2/§4/§7 admin templates: `/admin-templates` (CRUD, publish, clone, preview, categories)
 * for admins, and `/templates` (the published catalogue) for agencies. A template's pages, menus
 * and design are edited through the ordinary site routes on its backing site (`landing_id`);
 * a website is made from a template with `POST /landings` and `template_id`.
 */
export async function templateRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'> & { sites: Sites },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, sites } = deps;

  categoryRoutes(app, {
    db,
    prefix: '/admin-templates',
    access: admins,
    service: categories,
    schemas: {
      listQuery: templateCategoryListQuery,
      listResponse: templateCategoryListResponse,
      response: templateCategoryResponse,
      createBody: createTemplateCategoryBody,
      updateBody: updateTemplateCategoryBody,
    },
    publishAnswer: 'category',
  });

  // Templates --------------------------------------------------------------------------------

  api.get(
    '/admin-templates',
    {
      config: { access: admins },
      schema: { querystring: templateListQuery, response: { 200: templateListResponse } },
    },
    async (request) => listAnswer(await listTemplates(db, request.query), request.query),
  );

  api.post(
    '/admin-templates',
    {
      config: { access: admins },
      schema: { body: createTemplateBody, response: { 201: templateResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createTemplate(db, config, requireAuth(request.auth), request.body) }),
  );

  api.get(
    '/admin-templates/:id',
    { config: { access: admins }, schema: { params: templateIdParams, response: { 200: templateResponse } } },
    async (request) => ({ data: await getTemplate(db, request.params.id) }),
  );

  api.put(
    '/admin-templates/:id',
    {
      config: { access: admins },
      schema: { params: templateIdParams, body: updateTemplateBody, response: { 200: templateResponse } },
    },
    async (request) => ({ data: await updateTemplate(db, request.params.id, request.body) }),
  );

  api.post(
    '/admin-templates/:id/publish',
    {
      config: { access: admins },
      schema: { params: templateIdParams, body: publishStateBody, response: { 200: templateResponse } },
    },
    async (request) => ({
      data: await setTemplatePublished(db, request.params.id, request.body?.published ?? true),
    }),
  );

  api.post(
    '/admin-templates/:id/clone',
    { config: { access: admins }, schema: { params: templateIdParams, response: { 201: templateResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await cloneTemplate(db, config, requireAuth(request.auth), request.params.id, sites) }),
  );

  api.delete(
    '/admin-templates/:id',
    { config: { access: admins }, schema: { params: templateIdParams, response: { 200: actionResult } } },
    async (request) => {
      const template = await deleteTemplate(db, request.params.id, sites);
      return { success: true as const, message: `The template ${template.name} and its pages are deleted.` };
    },
  );

  api.post(
    '/admin-templates/:id/preview-link',
    {
      // Admins preview any template; everyone else only what agencies may start a website from.
      config: { access: signedIn() },
      schema: {
        params: templateIdParams,
        body: templatePreviewLinkBody,
        response: { 200: previewLinkResponse },
      },
    },
    async (request) => {
      const target = await templatePreviewTarget(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.body?.page_id,
      );
      // The page's draft on the template site's own host, which serves nothing but such previews.
      const { token, expiresAt } = await sites.previews.sign({
        kind: 'page',
        id: target.pageId,
        landingId: target.landingId,
      });
      return {
        data: {
          url: `${sites.origins.subdomainOrigin(target.subdomain)}/_preview/${token}`,
          expires_at: expiresAt.toISOString(),
        },
      };
    },
  );

  // The catalogue agencies start websites from ----------------------------------------------

  catalogueRoutes(app, {
    db,
    path: '/templates',
    access: siteCreators,
    response: templateCatalogueResponse,
    list: listCatalogue,
    categories: catalogue.categories,
  });
}

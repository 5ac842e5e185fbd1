import {
  actionResult,
  createTemplateBody,
  createTemplateCategoryBody,
  previewLinkResponse,
  templateCatalogueCategoriesResponse,
  templateCatalogueQuery,
  templateCatalogueResponse,
  templateCategoryListQuery,
  templateCategoryListResponse,
  templateCategoryResponse,
  templateIdParams,
  templateListQuery,
  templateListResponse,
  templatePreviewLinkBody,
  templatePublishBody,
  templateResponse,
  updateTemplateBody,
  updateTemplateCategoryBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { onlyRoles, requireAuth, signedIn } from '../../lib/access.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { catalogueCategories, listCatalogue } from './catalogue.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  setCategoryPublished,
  updateCategory,
} from './categories.ts';
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

  // Categories -------------------------------------------------------------------------------

  api.get(
    '/admin-templates/categories',
    {
      config: { access: admins },
      schema: { querystring: templateCategoryListQuery, response: { 200: templateCategoryListResponse } },
    },
    async (request) => listAnswer(await listCategories(db, request.query), request.query),
  );

  api.post(
    '/admin-templates/categories',
    {
      config: { access: admins },
      schema: { body: createTemplateCategoryBody, response: { 201: templateCategoryResponse } },
    },
    async (request, reply) => reply.status(201).send({ data: await createCategory(db, request.body) }),
  );

  api.put(
    '/admin-templates/categories/:id',
    {
      config: { access: admins },
      schema: {
        params: templateIdParams,
        body: updateTemplateCategoryBody,
        response: { 200: templateCategoryResponse },
      },
    },
    async (request) => ({ data: await updateCategory(db, request.params.id, request.body) }),
  );

  api.delete(
    '/admin-templates/categories/:id',
    { config: { access: admins }, schema: { params: templateIdParams, response: { 200: actionResult } } },
    async (request) => {
      const category = await deleteCategory(db, request.params.id);
      return { success: true as const, message: `The category ${category.name} is deleted.` };
    },
  );

  api.post(
    '/admin-templates/categories/:id/publish',
    {
      config: { access: admins },
      schema: {
        params: templateIdParams,
        body: templatePublishBody,
        response: { 200: templateCategoryResponse },
      },
    },
    async (request) => ({
      data: await setCategoryPublished(db, request.params.id, request.body?.published ?? true),
    }),
  );

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
      schema: { params: templateIdParams, body: templatePublishBody, response: { 200: templateResponse } },
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

  api.get(
    '/templates',
    {
      config: { access: siteCreators },
      schema: { querystring: templateCatalogueQuery, response: { 200: templateCatalogueResponse } },
    },
    async (request) => listAnswer(await listCatalogue(db, request.query), request.query),
  );

  api.get(
    '/templates/categories',
    {
      config: { access: siteCreators },
      schema: { response: { 200: templateCatalogueCategoriesResponse } },
    },
    async () => ({ data: await catalogueCategories(db) }),
  );
}

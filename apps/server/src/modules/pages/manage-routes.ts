import {
  actionResult,
  clonePageBody,
  createPageBody,
  importPageBody,
  landingIdParams,
  linkPickerPagesResponse,
  pageIdParams,
  pageOptionsResponse,
  pageSettingsResponse,
  uniqueNameParams,
  uniqueNameQuery,
  uniqueNameResponse,
  updatePageBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, siteOrTemplateRoute } from '../../lib/access.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { Sites } from '../../sites/runtime.ts';
import { fileCopyContext } from '../files/copy.ts';
import { siteForCaller } from '../landings/access.ts';
import {
  checkUniqueName,
  clonePage,
  createPage,
  deletePage,
  importPage,
  listPageOptions,
  setHomePage,
  updatePage,
} from './manage.ts';
import { pagesForLinkPicker } from './service.ts';

/** Creating, renaming, SEO, home, cloning and deleting pages; checks and pickers (issue 6). */
export async function managePageRoutes(
  app: FastifyInstance,
  deps: AppDeps & { sites: Sites; storage: ObjectStorage },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;
  // A page made from a page template gets its own copies of the template's uploaded files.
  const files = fileCopyContext(deps, app.log);

  api.get(
    '/landings/:id/pages/list',
    siteOrTemplateRoute({ params: landingIdParams, response: { 200: pageOptionsResponse } }),
    async (request) => ({ data: await listPageOptions(db, requireAuth(request.auth), request.params.id) }),
  );

  api.get(
    '/landings/:id/pages/all',
    siteOrTemplateRoute({ params: landingIdParams, response: { 200: linkPickerPagesResponse } }),
    async (request) => {
      const site = await siteForCaller(db, requireAuth(request.auth), request.params.id, 'view');
      return { data: await pagesForLinkPicker(db, site, sites.origins) };
    },
  );

  api.post(
    '/landings/:id/pages',
    siteOrTemplateRoute({
      params: landingIdParams,
      body: createPageBody,
      response: { 201: pageSettingsResponse },
    }),
    async (request, reply) => {
      const page = await createPage(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.body,
        sites.origins,
        files,
      );
      sites.invalidate(page.landing_id);
      return reply.status(201).send({ data: page });
    },
  );

  api.get(
    '/landings/:id/unique-names/:name',
    siteOrTemplateRoute({
      params: uniqueNameParams,
      querystring: uniqueNameQuery,
      response: { 200: uniqueNameResponse },
    }),
    async (request) => ({
      data: await checkUniqueName(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.name,
        request.query.page_id,
      ),
    }),
  );

  api.put(
    '/pages/:id',
    siteOrTemplateRoute({
      params: pageIdParams,
      body: updatePageBody,
      response: { 200: pageSettingsResponse },
    }),
    async (request) => ({
      data: await updatePage(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.body,
        sites.origins,
        sites,
      ),
    }),
  );

  api.post(
    '/pages/:id/set-home',
    siteOrTemplateRoute({ params: pageIdParams, response: { 200: actionResult } }),
    async (request) => {
      const page = await setHomePage(db, requireAuth(request.auth), request.params.id, sites);
      return { success: true as const, message: `${page.name} is now the home page.` };
    },
  );

  api.post(
    '/pages/:id/clone',
    siteOrTemplateRoute({
      params: pageIdParams,
      body: clonePageBody,
      response: { 201: pageSettingsResponse },
    }),
    async (request, reply) => {
      const page = await clonePage(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.body.name,
        sites.origins,
      );
      return reply.status(201).send({ data: page });
    },
  );

  api.post(
    '/landings/:id/pages/import',
    siteOrTemplateRoute({
      params: landingIdParams,
      body: importPageBody,
      response: { 201: pageSettingsResponse },
    }),
    async (request, reply) => {
      const page = await importPage(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.body.unique_id,
        sites.origins,
      );
      return reply.status(201).send({ data: page });
    },
  );

  api.delete(
    '/pages/:id',
    siteOrTemplateRoute({ params: pageIdParams, response: { 200: actionResult } }),
    async (request) => {
      const page = await deletePage(db, requireAuth(request.auth), request.params.id, sites);
      return { success: true as const, message: `The page ${page.name} is deleted.` };
    },
  );
}

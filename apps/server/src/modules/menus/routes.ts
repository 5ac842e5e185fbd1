import {
  actionResult,
  landingIdParams,
  menuBody,
  menuDetailResponse,
  menuListQuery,
  menuListResponse,
  menuParams,
  updateMenuBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, siteOrTemplateRoute } from '../../lib/access.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { republishLanding } from '../pages/service.ts';
import { createMenu, deleteMenu, getMenu, listMenus, updateMenu } from './service.ts';

/** Menus of a site (SPEC §7 "Menus: GET/POST/PUT/DELETE"). A change re-renders the published pages that show menus. */
export async function menuRoutes(app: FastifyInstance, deps: AppDeps & { sites: Sites }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;

  api.get(
    '/landings/:id/menus',
    siteOrTemplateRoute({
      params: landingIdParams,
      querystring: menuListQuery,
      response: { 200: menuListResponse },
    }),
    siteListHandler((auth, id, query) => listMenus(db, auth, id, query)),
  );

  api.post(
    '/landings/:id/menus',
    siteOrTemplateRoute({ params: landingIdParams, body: menuBody, response: { 201: menuDetailResponse } }),
    async (request, reply) => {
      const menu = await createMenu(db, requireAuth(request.auth), request.params.id, request.body);
      return reply.status(201).send({ data: menu });
    },
  );

  api.get(
    '/landings/:id/menus/:menuId',
    siteOrTemplateRoute({ params: menuParams, response: { 200: menuDetailResponse } }),
    async (request) => ({
      data: await getMenu(db, requireAuth(request.auth), request.params.id, request.params.menuId),
    }),
  );

  api.put(
    '/landings/:id/menus/:menuId',
    siteOrTemplateRoute({ params: menuParams, body: updateMenuBody, response: { 200: menuDetailResponse } }),
    async (request) => {
      const menu = await updateMenu(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.menuId,
        request.body,
      );
      await republishLanding(db, menu.landing_id, sites);
      return { data: menu };
    },
  );

  api.delete(
    '/landings/:id/menus/:menuId',
    siteOrTemplateRoute({ params: menuParams, response: { 200: actionResult } }),
    async (request) => {
      const menu = await deleteMenu(db, requireAuth(request.auth), request.params.id, request.params.menuId);
      await republishLanding(db, menu.landingId, sites);
      return { success: true as const, message: `The menu ${menu.name} is deleted.` };
    },
  );
}

import { menuEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { republishLanding } from '../pages/service.ts';
import { createMenu, deleteMenu, getMenu, listMenus, updateMenu } from './service.ts';

/** Menus of a site (SPEC §7 "Menus: GET/POST/PUT/DELETE"). A change re-renders the site's published pages. */
export async function menuRoutes(app: FastifyInstance, deps: AppDeps & { sites: Sites }): Promise<void> {
  const { db, sites } = deps;

  serve(
    app,
    endpoints.list,
    siteListHandler((auth, id, query) => listMenus(db, auth, id, query)),
  );

  serve(app, endpoints.create, async ({ auth, params, body }) => ({
    data: await createMenu(db, auth, params.id, body),
  }));

  serve(app, endpoints.get, async ({ auth, params }) => ({
    data: await getMenu(db, auth, params.id, params.menuId),
  }));

  serve(app, endpoints.update, async ({ auth, params, body }) => {
    const menu = await updateMenu(db, auth, params.id, params.menuId, body);
    await republishLanding(db, menu.landing_id, sites);
    return { data: menu };
  });

  serve(app, endpoints.remove, async ({ auth, params }) => {
    const menu = await deleteMenu(db, auth, params.id, params.menuId);
    await republishLanding(db, menu.landingId, sites);
    return { success: true as const, message: `The menu ${menu.name} is deleted.` };
  });
}

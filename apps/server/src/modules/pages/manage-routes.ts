import { pageEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
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
  const { db, sites } = deps;
  // A page made from a page template gets its own copies of the template's uploaded files.
  const files = fileCopyContext(deps, app.log);

  serve(app, endpoints.options, async ({ auth, params }) => ({
    data: await listPageOptions(db, auth, params.id),
  }));

  serve(app, endpoints.linkPicker, async ({ auth, params }) => {
    const site = await siteForCaller(db, auth, params.id, 'view');
    return { data: await pagesForLinkPicker(db, site, sites.origins) };
  });

  serve(app, endpoints.create, async ({ auth, params, body }) => {
    const page = await createPage(db, auth, params.id, body, sites.origins, files);
    sites.invalidate(page.landing_id);
    return { data: page };
  });

  serve(app, endpoints.uniqueName, async ({ auth, params, query }) => ({
    data: await checkUniqueName(db, auth, params.id, params.name, query.page_id),
  }));

  serve(app, endpoints.update, async ({ auth, params, body }) => ({
    data: await updatePage(db, auth, params.id, body, sites.origins, sites),
  }));

  serve(app, endpoints.setHome, async ({ auth, params }) => {
    const page = await setHomePage(db, auth, params.id, sites);
    return { success: true as const, message: `${page.name} is now the home page.` };
  });

  serve(app, endpoints.clone, async ({ auth, params, body }) => ({
    data: await clonePage(db, auth, params.id, body.name, sites.origins),
  }));

  serve(app, endpoints.import, async ({ auth, params, body }) => ({
    data: await importPage(db, auth, params.id, body.unique_id, sites.origins),
  }));

  serve(app, endpoints.remove, async ({ auth, params }) => {
    const page = await deletePage(db, auth, params.id, sites);
    return { success: true as const, message: `The page ${page.name} is deleted.` };
  });
}

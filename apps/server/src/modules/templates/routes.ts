import { templateEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { previewLinkData, type Sites } from '../../sites/runtime.ts';
import { serveCatalogue, serveCategories, serveDesignRecords } from '../design-records/routes.ts';
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

/**
 * SPEC §2/§4/§7 admin templates: the design-record calls under `/admin-templates` with their
 * categories for admins, and `/templates` (the published catalogue) for agencies. A template has
 * no document of its own: its pages, menus and design are edited through the ordinary site routes
 * on its backing site (`landing_id`); a website is made from it with `POST /landings` and
 * `template_id`.
 */
export async function templateRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'> & { sites: Sites },
): Promise<void> {
  const { db, config, sites } = deps;
  const endpoints = templateEndpoints;
  serveCategories(app, db, endpoints.categories, categories);
  serveDesignRecords(app, db, endpoints, {
    list: listTemplates,
    create: (database, auth, body) => createTemplate(database, config, auth, body),
    get: getTemplate,
    update: updateTemplate,
    // Publishing answers the template as it now is.
    publish: async (database, id, published) => ({
      data: await setTemplatePublished(database, id, published),
    }),
    clone: (database, auth, id) => cloneTemplate(database, config, auth, id, sites),
    remove: async (database, id) =>
      `The template ${(await deleteTemplate(database, id, sites)).name} and its pages are deleted.`,
  });

  serve(app, endpoints.previewLink, async ({ auth, params, body }) => {
    // Admins preview any template; everyone else only what agencies may start a website from.
    const target = await templatePreviewTarget(db, auth, params.id, body?.page_id);
    // The page's draft on the template site's own host, which serves nothing but such previews.
    const link = await sites.sitePreviewLink({
      kind: 'page',
      id: target.pageId,
      landingId: target.landingId,
      subdomain: target.subdomain,
    });
    return { data: previewLinkData(link) };
  });

  serveCatalogue(app, db, endpoints.catalogue, { list: listCatalogue, categories: catalogue.categories });
}

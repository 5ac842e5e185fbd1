import { designEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { notFound } from '../../lib/errors.ts';
import { siteForCaller } from '../landings/access.ts';
import { isPageOfSite } from '../pages/lookup.ts';
import { pageDesigns } from '../pages/service.ts';
import { saveDesign } from './service.ts';

/** Design documents are larger than other bodies: a 2,000-element page is a few hundred KB of JSON. */
export const DESIGN_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export async function designRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'>): Promise<void> {
  const { db } = deps;

  serve(
    app,
    designEndpoints.savePage,
    async ({ auth, params, body }) => {
      const site = await siteForCaller(db, auth, params.landingId, 'edit_design');
      if (!(await isPageOfSite(db, site.id, params.pageId, site.agencyId))) throw notFound('Page not found.');
      return {
        data: await saveDesign(db, { kind: pageDesigns, id: params.pageId, agencyId: site.agencyId }, body),
      };
    },
    { bodyLimit: DESIGN_BODY_LIMIT_BYTES },
  );
}

import { designEndpoints } from '@tessera/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pages } from '../../db/schema/landings.ts';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { notFound } from '../../lib/errors.ts';
import { siteForCaller } from '../landings/access.ts';
import { pageDesigns, saveDesign } from './service.ts';

/** Design documents are larger than other bodies: a 2,000-element page is a few hundred KB of JSON. */
export const DESIGN_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export async function designRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'>): Promise<void> {
  const { db } = deps;

  serve(
    app,
    designEndpoints.savePage,
    async ({ auth, params, body }) => {
      const site = await siteForCaller(db, auth, params.landingId, 'edit_design');
      const [page] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(
          and(eq(pages.id, params.pageId), eq(pages.landingId, site.id), eq(pages.agencyId, site.agencyId)),
        )
        .limit(1);
      if (!page) throw notFound('Page not found.');
      return {
        data: await saveDesign(db, { kind: pageDesigns, id: page.id, agencyId: site.agencyId }, body),
      };
    },
    { bodyLimit: DESIGN_BODY_LIMIT_BYTES },
  );
}

import { pageEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import { emitSiteEvent } from '../../lib/site-events.ts';
import { previewLinkData, type Sites } from '../../sites/runtime.ts';
import {
  getPage,
  listPages,
  pageForPreview,
  publishPage,
  savePageDocument,
  unpublishPage,
} from './service.ts';

/** Page documents are larger than other bodies: a 2,000-element page is a few hundred KB of JSON. */
export const DOCUMENT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export async function pageRoutes(app: FastifyInstance, deps: AppDeps & { sites: Sites }): Promise<void> {
  const { db, sites } = deps;

  serve(
    app,
    endpoints.list,
    siteListHandler((auth, id, query) => listPages(db, auth, id, query, sites.origins)),
  );

  serve(app, endpoints.get, async ({ auth, params }) => ({
    data: await getPage(db, auth, params.id, sites.origins),
  }));

  serve(
    app,
    endpoints.saveDocument,
    async ({ auth, params, body }) => ({ data: await savePageDocument(db, auth, params.id, body) }),
    { bodyLimit: DOCUMENT_BODY_LIMIT_BYTES },
  );

  serve(app, endpoints.publish, async ({ auth, params, request }) => {
    const result = await publishPage(db, auth, params.id, sites);
    request.log.info(
      {
        pageId: params.id,
        renderMs: Math.round(result.snapshot.renderMs),
        bytes: result.snapshot.html.length,
      },
      'page published',
    );
    await emitSiteEvent(app, {
      type: 'page.published',
      agencyId: auth.agency?.id ?? 0,
      landingId: result.landingId,
      page: { id: params.id, published_at: result.publishedAt.toISOString() },
    });
    return { success: true as const, message: 'The page is published.' };
  });

  serve(app, endpoints.unpublish, async ({ auth, params }) => {
    await unpublishPage(db, auth, params.id, sites);
    return { success: true as const, message: 'The page is no longer published.' };
  });

  serve(app, endpoints.previewLink, async ({ auth, params }) => {
    const target = await pageForPreview(db, auth, params.id);
    const link = await sites.sitePreviewLink({
      kind: 'page',
      id: target.pageId,
      landingId: target.landingId,
      subdomain: target.subdomain,
    });
    return { data: previewLinkData(link) };
  });
}

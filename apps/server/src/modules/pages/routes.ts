import {
  actionResult,
  landingPagesParams,
  pageDetailResponse,
  pageIdParams,
  pageListQuery,
  pageListResponse,
  previewLinkResponse,
  savePageDocumentBody,
  savePageDocumentResponse,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, SITE_OR_TEMPLATE_ROLES, siteOrTemplateRoute } from '../../lib/access.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import { emitSiteEvent } from '../../lib/site-events.ts';
import type { Sites } from '../../sites/runtime.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;

  api.get(
    '/landings/:id/pages',
    siteOrTemplateRoute({
      params: landingPagesParams,
      querystring: pageListQuery,
      response: { 200: pageListResponse },
    }),
    siteListHandler((auth, id, query) => listPages(db, auth, id, query, sites.origins)),
  );

  api.get(
    '/pages/:id',
    siteOrTemplateRoute({ params: pageIdParams, response: { 200: pageDetailResponse } }),
    async (request) => ({
      data: await getPage(db, requireAuth(request.auth), request.params.id, sites.origins),
    }),
  );

  api.put(
    '/pages/:id/document',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT_BYTES,
      config: { access: SITE_OR_TEMPLATE_ROLES },
      schema: {
        params: pageIdParams,
        body: savePageDocumentBody,
        response: { 200: savePageDocumentResponse },
      },
    },
    async (request) => ({
      data: await savePageDocument(db, requireAuth(request.auth), request.params.id, request.body),
    }),
  );

  api.post(
    '/pages/:id/publish',
    siteOrTemplateRoute({ params: pageIdParams, response: { 200: actionResult } }),
    async (request) => {
      const result = await publishPage(db, requireAuth(request.auth), request.params.id, sites);
      request.log.info(
        {
          pageId: request.params.id,
          renderMs: Math.round(result.snapshot.renderMs),
          bytes: result.snapshot.html.length,
        },
        'page published',
      );
      await emitSiteEvent(app, {
        type: 'page.published',
        agencyId: requireAuth(request.auth).agency?.id ?? 0,
        landingId: result.landingId,
        page: { id: request.params.id, published_at: result.publishedAt.toISOString() },
      });
      return { success: true as const, message: 'The page is published.' };
    },
  );

  api.post(
    '/pages/:id/unpublish',
    siteOrTemplateRoute({ params: pageIdParams, response: { 200: actionResult } }),
    async (request) => {
      await unpublishPage(db, requireAuth(request.auth), request.params.id, sites);
      return { success: true as const, message: 'The page is no longer published.' };
    },
  );

  api.post(
    '/pages/:id/preview-link',
    siteOrTemplateRoute({ params: pageIdParams, response: { 200: previewLinkResponse } }),
    async (request) => {
      const target = await pageForPreview(db, requireAuth(request.auth), request.params.id);
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
}

import {
  actionResult,
  createPreviewShareBody,
  openPreviewShareBody,
  openPreviewShareResponse,
  previewShareIdParams,
  previewShareListQuery,
  previewShareListResponse,
  previewShareRefusal,
  previewShareResponse,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { PUBLIC, requireAuth, SITE_OR_TEMPLATE_ROLES } from '../../lib/access.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { issueShare, listShares, openShare, revokeShare } from './service.ts';

/** Opening a share link is public; its token is signed, so this only caps scripted hammering. */
const OPEN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Share links of previews: issued, listed and revoked by whoever may preview the record (site
 * roles on their sites' pages and posts, admins on template and admin-blog sites and on admin
 * records), opened by anyone holding one.
 */
export async function previewShareRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'> & { sites: Sites },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;

  api.post(
    '/preview-shares',
    {
      config: { access: SITE_OR_TEMPLATE_ROLES },
      schema: { body: createPreviewShareBody, response: { 201: previewShareResponse } },
    },
    async (request, reply) => {
      const share = await issueShare(db, sites, requireAuth(request.auth), request.body, request.ip);
      return reply.status(201).send({ data: share });
    },
  );

  api.get(
    '/preview-shares',
    {
      config: { access: SITE_OR_TEMPLATE_ROLES },
      schema: { querystring: previewShareListQuery, response: { 200: previewShareListResponse } },
    },
    async (request) =>
      listAnswer(await listShares(db, sites, requireAuth(request.auth), request.query), request.query),
  );

  api.delete(
    '/preview-shares/:id',
    {
      config: { access: SITE_OR_TEMPLATE_ROLES },
      schema: { params: previewShareIdParams, response: { 200: actionResult } },
    },
    async (request) => {
      await revokeShare(db, sites, requireAuth(request.auth), request.params.id, request.ip);
      return { success: true as const, message: 'The share link is revoked. It no longer opens.' };
    },
  );

  api.post(
    '/preview-shares/open',
    {
      config: { access: PUBLIC, rateLimit: OPEN_RATE_LIMIT },
      schema: {
        body: openPreviewShareBody,
        response: { 200: openPreviewShareResponse, 404: previewShareRefusal, 410: previewShareRefusal },
      },
    },
    async (request, reply) => {
      const opened = await openShare(db, sites, request.body.token);
      if (!opened.ok) return reply.status(opened.status).send(opened.body);
      return { data: opened.data };
    },
  );
}

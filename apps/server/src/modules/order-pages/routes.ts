import {
  actionResult,
  createOrderPageBody,
  editorDataResponse,
  orderPageDetailResponse,
  orderPageIdParams,
  orderPageListQuery,
  orderPageListResponse,
  previewLinkResponse,
  publishStateBody,
  updateOrderPageBody,
  updateOrderPageResponse,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth } from '../../lib/access.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { DESIGN_BODY_LIMIT_BYTES } from '../designs/routes.ts';
import {
  cloneOrderPage,
  createOrderPage,
  deleteOrderPage,
  getOrderPage,
  listOrderPages,
  loadOrderPagePreview,
  orderPageEditorData,
  setOrderPagePublished,
  updateOrderPage,
} from './service.ts';

const admins = onlyRoles(['Admin']);
const BASE = '/subscriptions/order-pages';

/**
 * SPEC §2/§7 admin order pages: `/subscriptions/order-pages` (list, create, read, update with the
 * design, publish, clone, delete) plus the designer's editor data and the draft's preview link.
 * Admins only. The page renders on the preview host (`preview.{SITES_DOMAIN}`) with its plans.
 */
export async function orderPageRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'> & { sites: Sites },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;
  sites.adminPreviews.register('order-page', loadOrderPagePreview);

  api.get(
    BASE,
    {
      config: { access: admins },
      schema: { querystring: orderPageListQuery, response: { 200: orderPageListResponse } },
    },
    async (request) => listAnswer(await listOrderPages(db, request.query), request.query),
  );

  api.post(
    BASE,
    {
      config: { access: admins },
      schema: { body: createOrderPageBody, response: { 201: orderPageDetailResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createOrderPage(db, requireAuth(request.auth), request.body) }),
  );

  api.get(
    `${BASE}/:id`,
    {
      config: { access: admins },
      schema: { params: orderPageIdParams, response: { 200: orderPageDetailResponse } },
    },
    async (request) => ({ data: await getOrderPage(db, request.params.id) }),
  );

  api.put(
    `${BASE}/:id`,
    {
      // The body may carry the whole design.
      bodyLimit: DESIGN_BODY_LIMIT_BYTES,
      config: { access: admins },
      schema: {
        params: orderPageIdParams,
        body: updateOrderPageBody,
        response: { 200: updateOrderPageResponse },
      },
    },
    async (request) => {
      const result = await updateOrderPage(db, request.params.id, request.body);
      return 'saved' in result ? { data: result.saved } : { data: result.page };
    },
  );

  api.post(
    `${BASE}/:id/publish`,
    {
      config: { access: admins },
      schema: { params: orderPageIdParams, body: publishStateBody, response: { 200: actionResult } },
    },
    async (request) => {
      const published = request.body?.published ?? true;
      const page = await setOrderPagePublished(db, request.params.id, published);
      return {
        success: true as const,
        message: published
          ? `The order page ${page.name} is published.`
          : `The order page ${page.name} is no longer published.`,
      };
    },
  );

  api.post(
    `${BASE}/:id/clone`,
    {
      config: { access: admins },
      schema: { params: orderPageIdParams, response: { 201: orderPageDetailResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await cloneOrderPage(db, requireAuth(request.auth), request.params.id) }),
  );

  api.delete(
    `${BASE}/:id`,
    { config: { access: admins }, schema: { params: orderPageIdParams, response: { 200: actionResult } } },
    async (request) => {
      const page = await deleteOrderPage(db, request.params.id);
      return { success: true as const, message: `The order page ${page.name} is deleted.` };
    },
  );

  api.get(
    `${BASE}/:id/editor-data`,
    {
      config: { access: admins },
      schema: { params: orderPageIdParams, response: { 200: editorDataResponse } },
    },
    async (request) => {
      return { data: await orderPageEditorData(db, request.params.id, sites.previewOrigin()) };
    },
  );

  api.post(
    `${BASE}/:id/preview-link`,
    {
      config: { access: admins },
      schema: { params: orderPageIdParams, response: { 200: previewLinkResponse } },
    },
    async (request) => {
      // Any order page, published or not: the link shows the draft.
      const page = await getOrderPage(db, request.params.id);
      const link = await sites.adminPreviewLink('order-page', page.id, 'draft');
      return { data: { url: link.url, expires_at: link.expiresAt.toISOString() } };
    },
  );
}

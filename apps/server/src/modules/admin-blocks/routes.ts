import {
  actionResult,
  adminBlockDetailResponse,
  adminBlockIdParams,
  adminBlockListQuery,
  adminBlockListResponse,
  blockDetailResponse,
  blockListQuery,
  createAdminBlockBody,
  distributeBlockBody,
  editorDataResponse,
  libraryBlockListResponse,
  previewLinkResponse,
  publishStateBody,
  saveDesignBody,
  saveDesignResponse,
  updateAdminBlockBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth } from '../../lib/access.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { DESIGN_BODY_LIMIT_BYTES } from '../designs/routes.ts';
import { platformEditorData } from '../editor-data/sources.ts';
import {
  cloneAdminBlock,
  createAdminBlock,
  deleteAdminBlock,
  distributeBlock,
  getAdminBlock,
  getLibraryBlock,
  listAdminBlocks,
  listLibraryBlocks,
  loadAdminBlockPreview,
  previewShowFor,
  saveAdminBlockDesign,
  setAdminBlockPublished,
  updateAdminBlock,
} from './service.ts';

const admins = onlyRoles(['Admin']);
/** Everyone who designs: admins, and the agency roles whose editor palette offers the library. */
const designers = onlyRoles(['Admin', 'Agency', 'AgencyUser', 'WebsiteUser']);

/**
 * SPEC §1/§2/§7 admin blocks: `/admin-blocks` (CRUD, design, publish, clone, preview) for admins,
 * `/admin-blocks-2` (the published block library) for every designer, and
 * `/block-form/distribute` (copies into chosen agencies' saved blocks) for admins.
 */
export async function adminBlockRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'> & { sites: Sites },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;
  sites.adminPreviews.register('block', loadAdminBlockPreview);

  api.get(
    '/admin-blocks',
    {
      config: { access: admins },
      schema: { querystring: adminBlockListQuery, response: { 200: adminBlockListResponse } },
    },
    async (request) => listAnswer(await listAdminBlocks(db, request.query), request.query),
  );

  api.post(
    '/admin-blocks',
    {
      config: { access: admins },
      schema: { body: createAdminBlockBody, response: { 201: adminBlockDetailResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createAdminBlock(db, requireAuth(request.auth), request.body) }),
  );

  api.get(
    '/admin-blocks/:id',
    {
      config: { access: admins },
      schema: { params: adminBlockIdParams, response: { 200: adminBlockDetailResponse } },
    },
    async (request) => ({ data: await getAdminBlock(db, request.params.id) }),
  );

  api.put(
    '/admin-blocks/:id',
    {
      config: { access: admins },
      schema: {
        params: adminBlockIdParams,
        body: updateAdminBlockBody,
        response: { 200: adminBlockDetailResponse },
      },
    },
    async (request) => ({ data: await updateAdminBlock(db, request.params.id, request.body) }),
  );

  api.put(
    '/admin-blocks/:id/design',
    {
      bodyLimit: DESIGN_BODY_LIMIT_BYTES,
      config: { access: admins },
      schema: { params: adminBlockIdParams, body: saveDesignBody, response: { 200: saveDesignResponse } },
    },
    async (request) => ({ data: await saveAdminBlockDesign(db, request.params.id, request.body) }),
  );

  api.post(
    '/admin-blocks/:id/publish',
    {
      config: { access: admins },
      schema: { params: adminBlockIdParams, body: publishStateBody, response: { 200: actionResult } },
    },
    async (request) => {
      const published = request.body?.published ?? true;
      await setAdminBlockPublished(db, request.params.id, published);
      return {
        success: true as const,
        message: published
          ? 'The block is published: every agency’s editor offers it in the block library.'
          : 'The block is no longer published.',
      };
    },
  );

  api.post(
    '/admin-blocks/:id/clone',
    {
      config: { access: admins },
      schema: { params: adminBlockIdParams, response: { 201: adminBlockDetailResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await cloneAdminBlock(db, requireAuth(request.auth), request.params.id) }),
  );

  api.delete(
    '/admin-blocks/:id',
    { config: { access: admins }, schema: { params: adminBlockIdParams, response: { 200: actionResult } } },
    async (request) => {
      const block = await deleteAdminBlock(db, request.params.id);
      return { success: true as const, message: `The block ${block.name} is deleted.` };
    },
  );

  api.get(
    '/admin-blocks/:id/editor-data',
    {
      config: { access: admins },
      schema: { params: adminBlockIdParams, response: { 200: editorDataResponse } },
    },
    async (request) => {
      const block = await getAdminBlock(db, request.params.id);
      return { data: await platformEditorData(db, block.name, sites.previewOrigin()) };
    },
  );

  api.post(
    '/admin-blocks/:id/preview-link',
    {
      // Admins preview any draft; other designers what the library offers them.
      config: { access: designers },
      schema: { params: adminBlockIdParams, response: { 200: previewLinkResponse } },
    },
    async (request) => {
      const show = await previewShowFor(db, requireAuth(request.auth), request.params.id);
      const link = await sites.adminPreviewLink('block', request.params.id, show);
      return { data: { url: link.url, expires_at: link.expiresAt.toISOString() } };
    },
  );

  // The published library every designer's palette offers -----------------------------------

  api.get(
    '/admin-blocks-2',
    {
      config: { access: designers },
      schema: { querystring: blockListQuery, response: { 200: libraryBlockListResponse } },
    },
    async (request) => listAnswer(await listLibraryBlocks(db, request.query), request.query),
  );

  api.get(
    '/admin-blocks-2/:id',
    {
      config: { access: designers },
      schema: { params: adminBlockIdParams, response: { 200: blockDetailResponse } },
    },
    async (request) => ({ data: await getLibraryBlock(db, request.params.id) }),
  );

  // Copies into agencies' own saved blocks ----------------------------------------------------

  api.post(
    '/block-form/distribute',
    {
      config: { access: admins },
      schema: { body: distributeBlockBody, response: { 200: actionResult } },
    },
    async (request) => {
      const { name, agencies } = await distributeBlock(db, requireAuth(request.auth), request.body);
      const whose = agencies === 1 ? '1 agency’s' : `${agencies} agencies’`;
      return { success: true as const, message: `“${name}” is copied to ${whose} saved blocks.` };
    },
  );
}

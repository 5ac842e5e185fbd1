import {
  adminBlogResponse,
  adminBlogUniqueIdParams,
  blogPostResponse,
  importBlogPostBody,
  landingBlogsParams,
  publishedAdminPostListResponse,
  publishedAdminPostsQuery,
  sharedPostParams,
  sharedPostResponse,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth, SITE_ROLES, siteRoute } from '../../lib/access.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { Sites } from '../../sites/runtime.ts';
import { fileCopyContext } from '../files/copy.ts';
import {
  adminPostByUniqueId,
  importPost,
  listPublishedAdminPosts,
  platformBlogLandingId,
  sharedPostByUniqueId,
} from './service.ts';

const admins = onlyRoles(['Admin']);

/**
 * SPEC §7 `/admin-blogs` and "import admin-blog … by unique-id". Admins get the admin blog's
 * backing site (`GET /admin-blogs`) and write its posts with the site blog routes
 * (modules/blogs); agencies list the published posts and import one into a site of theirs.
 */
export async function adminBlogRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'> & { sites: Sites; storage: ObjectStorage },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, sites } = deps;
  const files = fileCopyContext(deps, app.log);

  api.get(
    '/admin-blogs',
    { config: { access: admins }, schema: { response: { 200: adminBlogResponse } } },
    async (request) => ({
      data: { landing_id: await platformBlogLandingId(db, config, requireAuth(request.auth)) },
    }),
  );

  api.get(
    '/admin-blogs/published',
    {
      // Who works on sites' blogs browses the library to import from it.
      config: { access: SITE_ROLES },
      schema: { querystring: publishedAdminPostsQuery, response: { 200: publishedAdminPostListResponse } },
    },
    async (request) => listAnswer(await listPublishedAdminPosts(db, request.query), request.query),
  );

  api.get(
    '/admin-blogs/unique-id/:uniqueId',
    {
      config: { access: admins },
      schema: { params: adminBlogUniqueIdParams, response: { 200: blogPostResponse } },
    },
    async (request) => ({ data: await adminPostByUniqueId(db, request.params.uniqueId, sites.origins) }),
  );

  // SPEC §2 `/agency/blog/{uniqueId}`: what a shared post's unique id names, before opening or importing it.
  api.get(
    '/agency-blogs/unique-id/:uniqueId',
    {
      config: { access: SITE_ROLES },
      schema: { params: sharedPostParams, response: { 200: sharedPostResponse } },
    },
    async (request) => ({
      data: await sharedPostByUniqueId(db, requireAuth(request.auth), request.params.uniqueId),
    }),
  );

  api.post(
    '/landings/:id/blogs/import',
    siteRoute({ params: landingBlogsParams, body: importBlogPostBody, response: { 201: blogPostResponse } }),
    async (request, reply) => {
      const post = await importPost(
        db,
        files,
        requireAuth(request.auth),
        request.params.id,
        request.body.unique_id,
      );
      return reply.status(201).send({ data: post });
    },
  );
}

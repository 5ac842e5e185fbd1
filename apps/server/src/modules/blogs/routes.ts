import {
  actionResult,
  blogListQuery,
  blogPostDetailResponse,
  blogPostListResponse,
  blogPostParams,
  blogPostResponse,
  blogSettingsResponse,
  blogUniqueIdQuery,
  blogUniqueIdResponse,
  cloneBlogPostBody,
  createBlogPostBody,
  landingBlogsParams,
  previewLinkResponse,
  saveDesignBody,
  saveDesignResponse,
  updateBlogPostBody,
  updateBlogSettingsBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, SITE_OR_TEMPLATE_ROLES, siteOrTemplateRoute } from '../../lib/access.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { DESIGN_BODY_LIMIT_BYTES } from '../designs/routes.ts';
import {
  blogUniqueId,
  clonePost,
  createPost,
  deletePost,
  getBlogSettings,
  getPost,
  listPosts,
  postForPreview,
  publishPost,
  savePostDesign,
  unpublishPost,
  updateBlogSettings,
  updatePost,
} from './service.ts';

/**
 * SPEC §7 blogs of a website: posts under `/landings/{id}/blogs` (list, get, create, PUT, design,
 * publish, unpublish, clone, DELETE, preview link), `blog-setting`, and `/agency-blog/{id}/unique-id`.
 * Every route is a site route that admins also use on template sites (`siteOrTemplateRoute`): who
 * may do what is the site's landing permissions' say — `view` to read, `manage_blog` to write,
 * `publish` to publish or unpublish.
 */
export async function blogRoutes(app: FastifyInstance, deps: AppDeps & { sites: Sites }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites } = deps;

  api.get(
    '/landings/:id/blogs',
    siteOrTemplateRoute({
      params: landingBlogsParams,
      querystring: blogListQuery,
      response: { 200: blogPostListResponse },
    }),
    siteListHandler((auth, id, query) => listPosts(db, auth, id, query, sites.origins)),
  );

  api.post(
    '/landings/:id/blogs',
    siteOrTemplateRoute({
      params: landingBlogsParams,
      body: createBlogPostBody,
      response: { 201: blogPostResponse },
    }),
    async (request, reply) => {
      const post = await createPost(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.body,
        sites.origins,
      );
      return reply.status(201).send({ data: post });
    },
  );

  api.get(
    '/landings/:id/blogs/:blogId',
    siteOrTemplateRoute({ params: blogPostParams, response: { 200: blogPostDetailResponse } }),
    async (request) => ({
      data: await getPost(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.blogId,
        sites.origins,
      ),
    }),
  );

  api.put(
    '/landings/:id/blogs/:blogId',
    siteOrTemplateRoute({
      params: blogPostParams,
      body: updateBlogPostBody,
      response: { 200: blogPostResponse },
    }),
    async (request) => ({
      data: await updatePost(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.blogId,
        request.body,
        sites.origins,
        sites,
      ),
    }),
  );

  api.put(
    '/landings/:id/blogs/:blogId/design',
    {
      bodyLimit: DESIGN_BODY_LIMIT_BYTES,
      config: { access: SITE_OR_TEMPLATE_ROLES },
      schema: { params: blogPostParams, body: saveDesignBody, response: { 200: saveDesignResponse } },
    },
    async (request) => ({
      data: await savePostDesign(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.blogId,
        request.body,
      ),
    }),
  );

  api.post(
    '/landings/:id/blogs/:blogId/publish',
    siteOrTemplateRoute({ params: blogPostParams, response: { 200: actionResult } }),
    async (request) => {
      const result = await publishPost(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.blogId,
        sites,
      );
      request.log.info(
        { postId: request.params.blogId, renderMs: Math.round(result.renderMs), bytes: result.bytes },
        'blog post published',
      );
      return { success: true as const, message: 'The post is published.' };
    },
  );

  api.post(
    '/landings/:id/blogs/:blogId/unpublish',
    siteOrTemplateRoute({ params: blogPostParams, response: { 200: actionResult } }),
    async (request) => {
      await unpublishPost(db, requireAuth(request.auth), request.params.id, request.params.blogId, sites);
      return { success: true as const, message: 'The post is no longer published.' };
    },
  );

  api.post(
    '/landings/:id/blogs/:blogId/clone',
    siteOrTemplateRoute({
      params: blogPostParams,
      body: cloneBlogPostBody,
      response: { 201: blogPostResponse },
    }),
    async (request, reply) => {
      const post = await clonePost(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.blogId,
        request.body.title,
        sites.origins,
      );
      return reply.status(201).send({ data: post });
    },
  );

  api.delete(
    '/landings/:id/blogs/:blogId',
    siteOrTemplateRoute({ params: blogPostParams, response: { 200: actionResult } }),
    async (request) => {
      const post = await deletePost(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.blogId,
        sites,
      );
      return { success: true as const, message: `The post “${post.title}” is deleted.` };
    },
  );

  api.post(
    '/landings/:id/blogs/:blogId/preview-link',
    siteOrTemplateRoute({ params: blogPostParams, response: { 200: previewLinkResponse } }),
    async (request) => {
      const target = await postForPreview(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.blogId,
      );
      // The draft on the site's own host (a template site's host serves only such previews).
      const { token, expiresAt } = await sites.previews.sign({
        kind: 'blog-post',
        id: target.postId,
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

  api.get(
    '/landings/:id/blog-setting',
    siteOrTemplateRoute({ params: landingBlogsParams, response: { 200: blogSettingsResponse } }),
    async (request) => ({ data: await getBlogSettings(db, requireAuth(request.auth), request.params.id) }),
  );

  api.put(
    '/landings/:id/blog-setting',
    siteOrTemplateRoute({
      params: landingBlogsParams,
      body: updateBlogSettingsBody,
      response: { 200: blogSettingsResponse },
    }),
    async (request) => ({
      data: await updateBlogSettings(db, requireAuth(request.auth), request.params.id, request.body, sites),
    }),
  );

  api.get(
    '/agency-blog/:id/unique-id',
    siteOrTemplateRoute({
      params: landingBlogsParams,
      querystring: blogUniqueIdQuery,
      response: { 200: blogUniqueIdResponse },
    }),
    async (request) => ({
      data: await blogUniqueId(db, requireAuth(request.auth), request.params.id, request.query),
    }),
  );
}

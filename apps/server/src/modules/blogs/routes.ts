import { blogEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import { previewLinkData, type Sites } from '../../sites/runtime.ts';
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
 * Every route is a site route that admins also use on template sites: who may do what is the
 * site's landing permissions' say (api-contract `blogEndpoints`).
 */
export async function blogRoutes(app: FastifyInstance, deps: AppDeps & { sites: Sites }): Promise<void> {
  const { db, sites } = deps;

  serve(
    app,
    blogEndpoints.list,
    siteListHandler((auth, id, query) => listPosts(db, auth, id, query, sites.origins)),
  );

  serve(app, blogEndpoints.create, async ({ auth, params, body }) => ({
    data: await createPost(db, auth, params.id, body, sites.origins),
  }));

  serve(app, blogEndpoints.get, async ({ auth, params }) => ({
    data: await getPost(db, auth, params.id, params.blogId, sites.origins),
  }));

  serve(app, blogEndpoints.update, async ({ auth, params, body }) => ({
    data: await updatePost(db, auth, params.id, params.blogId, body, sites.origins, sites),
  }));

  serve(
    app,
    blogEndpoints.saveDesign,
    async ({ auth, params, body }) => ({
      data: await savePostDesign(db, auth, params.id, params.blogId, body),
    }),
    { bodyLimit: DESIGN_BODY_LIMIT_BYTES },
  );

  serve(app, blogEndpoints.publish, async ({ auth, params, request }) => {
    const result = await publishPost(db, auth, params.id, params.blogId, sites);
    request.log.info(
      { postId: params.blogId, renderMs: Math.round(result.renderMs), bytes: result.bytes },
      'blog post published',
    );
    return { success: true as const, message: 'The post is published.' };
  });

  serve(app, blogEndpoints.unpublish, async ({ auth, params }) => {
    await unpublishPost(db, auth, params.id, params.blogId, sites);
    return { success: true as const, message: 'The post is no longer published.' };
  });

  serve(app, blogEndpoints.clone, async ({ auth, params, body }) => ({
    data: await clonePost(db, auth, params.id, params.blogId, body.title, sites.origins),
  }));

  serve(app, blogEndpoints.remove, async ({ auth, params }) => {
    const post = await deletePost(db, auth, params.id, params.blogId, sites);
    return { success: true as const, message: `The post “${post.title}” is deleted.` };
  });

  serve(app, blogEndpoints.previewLink, async ({ auth, params }) => {
    const target = await postForPreview(db, auth, params.id, params.blogId);
    // The draft on the site's own host (a template site's host serves only such previews).
    const link = await sites.sitePreviewLink({
      kind: 'blog-post',
      id: target.postId,
      landingId: target.landingId,
      subdomain: target.subdomain,
    });
    return { data: previewLinkData(link) };
  });

  serve(app, blogEndpoints.settings, async ({ auth, params }) => ({
    data: await getBlogSettings(db, auth, params.id),
  }));

  serve(app, blogEndpoints.updateSettings, async ({ auth, params, body }) => ({
    data: await updateBlogSettings(db, auth, params.id, body, sites),
  }));

  serve(app, blogEndpoints.uniqueId, async ({ auth, params, query }) => ({
    data: await blogUniqueId(db, auth, params.id, query),
  }));
}

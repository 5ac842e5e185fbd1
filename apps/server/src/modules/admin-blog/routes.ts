import { adminBlogEndpoints, sharedPostEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
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

/**
 * SPEC §7 `/admin-blogs` and "import admin-blog … by unique-id". Admins get the admin blog's
 * backing site (`GET /admin-blogs`) and write its posts with the site blog routes
 * (modules/blogs); agencies list the published posts and import one into a site of theirs.
 */
export async function adminBlogRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'> & { sites: Sites; storage: ObjectStorage },
): Promise<void> {
  const { db, config, sites } = deps;
  const files = fileCopyContext(deps, app.log);

  serve(app, adminBlogEndpoints.backingSite, async ({ auth }) => ({
    data: { landing_id: await platformBlogLandingId(db, config, auth) },
  }));

  serve(app, adminBlogEndpoints.published, async ({ query }) =>
    listAnswer(await listPublishedAdminPosts(db, query), query),
  );

  serve(app, adminBlogEndpoints.byUniqueId, async ({ params }) => ({
    data: await adminPostByUniqueId(db, params.uniqueId, sites.origins),
  }));

  // SPEC §2 `/agency/blog/{uniqueId}`: what a shared post's unique id names, before opening or importing it.
  serve(app, sharedPostEndpoints.byUniqueId, async ({ auth, params }) => ({
    data: await sharedPostByUniqueId(db, auth, params.uniqueId),
  }));

  serve(app, adminBlogEndpoints.importPost, async ({ auth, params, body }) => ({
    data: await importPost(db, files, auth, params.id, body.unique_id),
  }));
}

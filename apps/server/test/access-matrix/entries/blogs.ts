import { blogPosts } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixRequest, type MatrixWorld } from '../matrix.ts';

/** A fresh draft post on the target site, so changing or deleting it never collides between callers. */
async function newPost(w: MatrixWorld): Promise<number> {
  const slug = `post-${w.unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const [row] = await w.db
    .insert(blogPosts)
    .values({ agencyId: w.agencyId, landingId: w.siteId, title: `Post ${slug}`, slug })
    .returning({ id: blogPosts.id });
  return row!.id;
}

const onPost = async (w: MatrixWorld): Promise<MatrixRequest> => ({ params: { blogId: await newPost(w) } });

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/blogs' },
  {
    route: 'POST /landings/:id/blogs',
    request: (w) => ({ body: { title: `Matrix post ${w.unique()}` } }),
  },
  { route: 'GET /landings/:id/blogs/:blogId', request: onPost },
  {
    route: 'PUT /landings/:id/blogs/:blogId',
    request: async (w) => ({
      params: { blogId: await newPost(w) },
      body: { title: 'Renamed post', settings_version: 1 },
    }),
  },
  {
    route: 'PUT /landings/:id/blogs/:blogId/design',
    request: async (w) => ({
      params: { blogId: await newPost(w) },
      body: { document: { schemaVersion: 1, sections: [] }, version: 1 },
    }),
  },
  {
    route: 'POST /landings/:id/blogs/:blogId/publish',
    request: onPost,
  },
  {
    route: 'POST /landings/:id/blogs/:blogId/unpublish',
    request: onPost,
  },
  {
    route: 'POST /landings/:id/blogs/:blogId/clone',
    request: async (w) => ({ params: { blogId: await newPost(w) }, body: {} }),
  },
  {
    route: 'DELETE /landings/:id/blogs/:blogId',
    request: onPost,
  },
  {
    route: 'POST /landings/:id/blogs/:blogId/preview-link',
    request: onPost,
  },
  { route: 'GET /landings/:id/blog-setting' },
  {
    route: 'PUT /landings/:id/blog-setting',
    request: () => ({ body: { title: 'Matrix blog', per_page: 6 } }),
  },
  {
    route: 'GET /agency-blog/:id/unique-id',
    request: (w) => ({ params: { id: w.siteId }, query: { title: `Matrix ${w.unique()}` } }),
  },
]);

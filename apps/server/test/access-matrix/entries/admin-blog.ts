import { eq } from 'drizzle-orm';
import { blogPosts, landings } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** The admin blog's backing site, made through the admin route as the admin screens do. */
async function platformBlog(w: MatrixWorld): Promise<{ landingId: number; agencyId: number }> {
  const answer = await w.call('admin', 'GET', '/admin-blogs');
  const landingId = (answer.body as { data: { landing_id: number } }).data.landing_id;
  const [site] = await w.db
    .select({ agencyId: landings.agencyId })
    .from(landings)
    .where(eq(landings.id, landingId));
  return { landingId, agencyId: site!.agencyId };
}

/** A fresh post of the admin blog; its unique id. */
async function adminPost(w: MatrixWorld, published: boolean): Promise<string> {
  const blog = await platformBlog(w);
  const slug = `library-${w.unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const [row] = await w.db
    .insert(blogPosts)
    .values({
      agencyId: blog.agencyId,
      landingId: blog.landingId,
      title: `Library ${slug}`,
      slug,
      published,
      publishedAt: published ? new Date() : null,
    })
    .returning({ uniqueId: blogPosts.uniqueId });
  return row!.uniqueId;
}

/** Unique ids of unpublished admin posts: the published list must never show one. */
const unpublished = new Set<string>();

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /admin-blogs' },
  {
    route: 'GET /admin-blogs/published',
    request: async (w) => {
      await adminPost(w, true);
      unpublished.add(await adminPost(w, false));
      return { query: { per_page: 100 } };
    },
    check: (_w, _caller, response) => {
      const rows = (response.body as { data: Array<{ unique_id: string }> }).data;
      if (rows.length === 0) return 'the published admin posts are missing';
      return rows.some((row) => unpublished.has(row.unique_id))
        ? 'an unpublished admin post is listed'
        : null;
    },
    note: 'The admin blog is the platform’s: every agency caller sees the same published posts.',
  },
  {
    route: 'GET /admin-blogs/unique-id/:uniqueId',
    request: async (w) => ({ params: { uniqueId: await adminPost(w, false) } }),
  },
  {
    // A post of the target site (agency A), looked up by its unique id as `/agency/blog/{uniqueId}` does.
    route: 'GET /agency-blogs/unique-id/:uniqueId',
    request: async (w) => {
      const slug = `shared-${w.unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
      const [row] = await w.db
        .insert(blogPosts)
        .values({ agencyId: w.agencyId, landingId: w.siteId, title: `Shared ${slug}`, slug })
        .returning({ uniqueId: blogPosts.uniqueId });
      return { params: { uniqueId: row!.uniqueId } };
    },
  },
  {
    route: 'POST /landings/:id/blogs/import',
    request: async (w) => ({ body: { unique_id: await adminPost(w, true) } }),
  },
]);

import { z } from 'zod';
import { blogPostResponse, landingBlogsParams } from './blogs.ts';
import { endpoint, forRoles, onSite, SITE_ROLES } from './endpoint.ts';
import { itemEnvelope, listEnvelope, pageQuery, uniqueIdInput } from './envelopes.ts';

/**
 * SPEC §1/§2/§7 the admin platform blog. Its posts are the blog posts of one hidden backing site
 * (`landing_id`, only admins see it), written with the ordinary site blog routes
 * (`/landings/{landingId}/blogs…`). Agencies browse the published ones (`/admin-blogs/published`)
 * and import one into a website of theirs by its unique id (`POST /landings/{id}/blogs/import`),
 * which also takes the unique id of a post of their own agency.
 */

export const ADMIN_BLOG_MESSAGES = {
  uniqueIdRequired: 'Enter the unique id of a post.',
  notFound: 'No published post has this unique id.',
  addressTaken: 'Another post took this address a moment ago. Import the post again.',
} as const;

/** `GET /admin-blogs`: the backing site the admin blog screens work on. */
export const adminBlogResponse = itemEnvelope(z.object({ landing_id: z.number().int() }));
export type AdminBlog = z.infer<typeof adminBlogResponse>['data'];

/** A post's unique id in a path or body: what posts are shared and imported by. */
export const blogPostUniqueId = uniqueIdInput(ADMIN_BLOG_MESSAGES.uniqueIdRequired);

export const adminBlogUniqueIdParams = z.object({ uniqueId: blogPostUniqueId });

/** `GET /admin-blogs/published`: newest first; `search` looks in titles and descriptions. */
export const publishedAdminPostsQuery = pageQuery;
export type PublishedAdminPostsQuery = z.infer<typeof publishedAdminPostsQuery>;

/** A published admin post as the import library lists it. */
export const publishedAdminPost = z.object({
  unique_id: z.string(),
  title: z.string(),
  description: z.string(),
  cover_image_url: z.string(),
  author_name: z.string(),
  tags: z.array(z.string()),
  published_at: z.string(),
});
export type PublishedAdminPost = z.infer<typeof publishedAdminPost>;
export const publishedAdminPostListResponse = listEnvelope(publishedAdminPost);

/** `POST /landings/{id}/blogs/import`: the post to copy into the site as a draft. */
export const importBlogPostBody = z.object({ unique_id: blogPostUniqueId }).strict();
export type ImportBlogPostBody = z.input<typeof importBlogPostBody>;

/** Admins write the admin blog's posts with the site blog calls (`blogEndpoints`) on its backing site. */
export const adminBlogEndpoints = {
  backingSite: endpoint({
    method: 'GET',
    path: '/admin-blogs',
    responses: { 200: adminBlogResponse },
    access: forRoles(['Admin'], { kind: 'platform' }),
    summary: "The admin blog's backing site, whose posts the admin blog screens work on",
    notes: '`{ data: { landing_id } }`; the site is made on the first call. No agency sees it.',
  }),
  published: endpoint({
    method: 'GET',
    path: '/admin-blogs/published',
    query: publishedAdminPostsQuery,
    responses: { 200: publishedAdminPostListResponse },
    // Who works on sites' blogs browses the library to import from it.
    access: forRoles(SITE_ROLES, { kind: 'platform' }),
    summary: 'The published admin posts agencies may import',
    notes:
      'Newest first; `search` looks in titles and descriptions. Each `{ unique_id, title, description, cover_image_url, author_name, tags, published_at }`.',
  }),
  byUniqueId: endpoint({
    method: 'GET',
    path: '/admin-blogs/unique-id/:uniqueId',
    params: adminBlogUniqueIdParams,
    responses: { 200: blogPostResponse },
    access: forRoles(['Admin'], { kind: 'platform' }),
    summary: "The admin blog's post with this unique id, published or not",
  }),
  importPost: endpoint({
    method: 'POST',
    path: '/landings/:id/blogs/import',
    params: landingBlogsParams,
    body: importBlogPostBody,
    responses: { 201: blogPostResponse },
    access: onSite('manage_blog'),
    summary: 'Copies a post into the site as a draft',
    notes:
      "Body `{ unique_id }`: a published admin-blog post, or a post of a site of the caller's own agency the caller sees (else 404). " +
      "The copy gets a free address, and the site's agency its own copies of the uploads it uses.",
  }),
};

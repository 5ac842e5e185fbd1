import { z } from 'zod';
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

import { z } from 'zod';
import { ADMIN_BLOG_MESSAGES, blogPostUniqueId } from './admin-blog.ts';
import { endpoint, onSite } from './endpoint.ts';
import { itemEnvelope } from './envelopes.ts';
import { PAGE_MESSAGES } from './pages.ts';

/**
 * SPEC §2 `/agency/pages/{uniqueId}` and `/agency/blog/{uniqueId}`, SPEC §7
 * `GET /agency-page/{id}/unique-id`: a page or a post is shared inside an agency (and the admin
 * blog's posts with every agency) by its unique id. The app opens it from that id: in the
 * designer when the caller may design it, else as an offer to import a copy into one of the
 * caller's websites (`POST /landings/{id}/pages/import`, `…/blogs/import`). The page half's schemas
 * and endpoints are the pages area's (pages.ts).
 */

export const sharedPostParams = z.object({ uniqueId: blogPostUniqueId });

export const SHARED_RECORD_MESSAGES = {
  pageNotFound: PAGE_MESSAGES.importNotFound,
  postNotFound: 'No post you can see has this unique id.',
  adminPostNotFound: ADMIN_BLOG_MESSAGES.notFound,
} as const;

/**
 * `GET /agency-blogs/unique-id/{uniqueId}`: a published post of the admin blog (`source: admin`,
 * offered for import only), or a post of a site of the caller's agency the caller sees.
 */
export const sharedPost = z.object({
  id: z.number().int(),
  /** The website the post is on; null for the admin blog, whose site no agency sees. */
  landing_id: z.number().int().nullable(),
  site_title: z.string().nullable(),
  source: z.enum(['admin', 'agency']),
  title: z.string(),
  description: z.string(),
  cover_image_url: z.string(),
  unique_id: z.string(),
  published: z.boolean(),
  /** The caller holds `manage_blog` on its website: the post's editor opens it. */
  may_edit: z.boolean(),
});
export type SharedPost = z.infer<typeof sharedPost>;
export const sharedPostResponse = itemEnvelope(sharedPost);

/** Served by the admin blog's routes (`modules/admin-blog`), which know both kinds of post. */
export const sharedPostEndpoints = {
  byUniqueId: endpoint({
    method: 'GET',
    path: '/agency-blogs/unique-id/:uniqueId',
    params: sharedPostParams,
    responses: { 200: sharedPostResponse },
    access: onSite('view'),
    summary:
      "What a shared post's unique id names (SPEC §2 `/agency/blog/{uniqueId}`), before opening or importing it",
    notes:
      "A published admin-blog post (`source: 'admin'`, `landing_id` and `site_title` null, import only) or a post on a site of the caller's agency the caller sees (`source: 'agency'`), else 404; " +
      '`{ id, landing_id, site_title, source, title, description, cover_image_url, unique_id, published, may_edit }` (`may_edit`: `manage_blog` on its site).',
  }),
};

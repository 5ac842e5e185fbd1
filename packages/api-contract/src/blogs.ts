import { z } from 'zod';
import { saveDesignBody, saveDesignResponse } from './designs.ts';
import { endpoint, onSite } from './endpoint.ts';
import {
  actionResult,
  childParams,
  idParams,
  itemEnvelope,
  listEnvelope,
  pageQuery,
  settingsVersionInput,
} from './envelopes.ts';
import { recordId } from './inputs.ts';
import { previewLinkResponse } from './pages.ts';

/**
 * SPEC §2/§3/§7 blogs: the blog posts of a website (`/landings/{id}/blogs`), its blog settings
 * (`blog-setting`) and the free-address check (`/agency-blog/{id}/unique-id`). A post is a design
 * document like a page, with a draft (saved by the shared design path) and a published snapshot,
 * served on the site at `/blog/{slug}`; the site's published posts make `/blog`, `/blog/feed.xml`
 * and the blog element's list.
 */

export const BLOG_MESSAGES = {
  slug: 'The address may only hold lowercase letters, digits and inner hyphens.',
  slugTaken: 'Another post of this website already uses this address.',
  slugReserved: 'This address is reserved for the blog itself.',
  title: 'The title field is required.',
  url: 'URL format is invalid.',
  tag: 'A tag is at most 40 characters.',
} as const;

/** Post addresses the blog's own paths use (`/blog/feed.xml` has a dot, so it never clashes). */
export const RESERVED_BLOG_SLUGS: readonly string[] = ['feed', 'page', 'rss', 'tag', 'tags'];

/** A post's address on its site: `/blog/{slug}`. */
export const blogSlugInput = z
  .string()
  .trim()
  .min(1, 'The address field is required.')
  .max(80, 'The address may be at most 80 characters.')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, BLOG_MESSAGES.slug)
  .refine((value) => !RESERVED_BLOG_SLUGS.includes(value), BLOG_MESSAGES.slugReserved);

/** The longest title and description a post may have (what AI drafts are held to as well). */
export const BLOG_POST_TITLE_MAX = 200;
export const BLOG_POST_DESCRIPTION_MAX = 500;

const postTitle = z.string().trim().min(1, BLOG_MESSAGES.title).max(BLOG_POST_TITLE_MAX);
const postDescription = z.string().trim().max(BLOG_POST_DESCRIPTION_MAX);
/** A picture on the web or on the site's own origin (uploads, sample pictures). */
const coverImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/i.test(value), BLOG_MESSAGES.url);
const authorName = z.string().trim().max(120);

/**
 * How a published post is laid out: `article`, the blog's own post layout (the site's header,
 * menu and footer around the title, date, author, reading time, cover and the post's document as
 * its body, styled by the site's theme); `designed`, the post's document is the whole page, laid
 * out by hand like any page.
 */
export const blogPostLayouts = ['article', 'designed'] as const;
export const blogPostLayout = z.enum(blogPostLayouts, {
  error: 'Choose the article layout or your own design.',
});
export type BlogPostLayout = z.infer<typeof blogPostLayout>;
const tags = z
  .array(z.string().trim().min(1, 'A tag cannot be empty.').max(40, BLOG_MESSAGES.tag))
  .max(10, 'A post has at most 10 tags.')
  .transform((list) => [...new Set(list)]);

export const blogPostParams = childParams('blogId');
export type BlogPostParams = z.infer<typeof blogPostParams>;
export const landingBlogsParams = idParams;

export const blogListSorts = ['title', 'published_at', 'updated_at', 'created_at'] as const;
export const blogListQuery = pageQuery.extend({
  sort: z.enum(blogListSorts).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Only published (true) or only draft (false) posts; both when left out. */
  published: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;
/** What a caller sends: `published` as the query's text. */
export type BlogListInput = z.input<typeof blogListQuery>;

/** A post as lists show it: no documents, no rendered output. */
export const blogPostSummary = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  /** What the post is shared and imported by (`POST /landings/{id}/blogs/import`). */
  unique_id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** SPEC §3 "a blog has a description": the excerpt lists, feeds and search results show. */
  description: z.string(),
  cover_image_url: z.string(),
  /** The picture shared links show (Open Graph, 16:9); the cover when empty. */
  meta_image_url: z.string(),
  author_name: z.string(),
  tags: z.array(z.string()),
  layout: blogPostLayout,
  published: z.boolean(),
  published_at: z.string().nullable(),
  /** The draft's version: what the next design save must name. */
  version: z.number().int(),
  /** The version of the post's details: what the next `PUT /landings/{id}/blogs/{blogId}` names. */
  settings_version: z.number().int(),
  /** Where the post is (or would be) served on its site. */
  url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;
export const blogPostListResponse = listEnvelope(blogPostSummary);
export const blogPostResponse = itemEnvelope(blogPostSummary);

export const blogPostDetail = blogPostSummary.extend({
  /** The draft document (packages/document format, current schemaVersion). */
  document: z.record(z.string(), z.unknown()),
});
export type BlogPostDetail = z.infer<typeof blogPostDetail>;
export const blogPostDetailResponse = itemEnvelope(blogPostDetail);

export const createBlogPostBody = z
  .object({
    title: postTitle,
    /** Made from the title when left out (and numbered when taken). */
    slug: blogSlugInput.optional(),
    description: postDescription.default(''),
    cover_image_url: coverImageUrl.default(''),
    meta_image_url: coverImageUrl.default(''),
    author_name: authorName.default(''),
    tags: tags.default([]),
    layout: blogPostLayout.default('article'),
  })
  .strict();
export type CreateBlogPostBody = z.input<typeof createBlogPostBody>;

/** `PUT /landings/{id}/blogs/{blogId}`: the post's details; its design is saved apart. */
export const updateBlogPostBody = z
  .object({
    title: postTitle,
    slug: blogSlugInput,
    description: postDescription,
    cover_image_url: coverImageUrl,
    meta_image_url: coverImageUrl,
    author_name: authorName,
    tags,
    layout: blogPostLayout,
  })
  .partial()
  .extend({
    /** The `settings_version` the post was loaded with; a stale one is 409 and nothing is saved. */
    settings_version: settingsVersionInput,
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== 'settings_version'), 'Nothing to update.');
export type UpdateBlogPostBody = z.input<typeof updateBlogPostBody>;

export const cloneBlogPostBody = z.object({ title: postTitle.optional() }).strict();
export type CloneBlogPostBody = z.input<typeof cloneBlogPostBody>;

/** SPEC §7 `blog-setting`: the blog index (`/blog`) and feed of a site. */
export const blogSettings = z
  .object({
    /** The index's heading and the feed's title. */
    title: z.string().trim().min(1, 'The blog title is required.').max(120).default('Blog'),
    description: z.string().trim().max(500).default(''),
    /** Posts on each page of `/blog`. */
    per_page: z
      .number({ error: 'Posts per page must be a whole number from 1 to 50.' })
      .int('Posts per page must be a whole number from 1 to 50.')
      .min(1, 'Posts per page must be a whole number from 1 to 50.')
      .max(50, 'Posts per page must be a whole number from 1 to 50.')
      .default(9),
    /** Whether `/blog` lists the posts; posts and the feed are served either way. */
    index_enabled: z.boolean().default(true),
  })
  .strict();
export type BlogSettings = z.infer<typeof blogSettings>;
export const DEFAULT_BLOG_SETTINGS: BlogSettings = blogSettings.parse({});
export const blogSettingsResponse = itemEnvelope(blogSettings);

export const updateBlogSettingsBody = z
  .object({
    title: blogSettings.shape.title.unwrap(),
    description: blogSettings.shape.description.unwrap(),
    per_page: blogSettings.shape.per_page.unwrap(),
    index_enabled: blogSettings.shape.index_enabled.unwrap(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateBlogSettingsBody = z.input<typeof updateBlogSettingsBody>;

/** `GET /agency-blog/{id}/unique-id` (the site's id): a free post address. */
export const blogUniqueIdQuery = z.object({
  /** The address to check; without it, one is made from `title`. */
  slug: z.string().max(200).optional(),
  title: z.string().max(200).optional(),
  /** The post being renamed: its own address is not "taken". */
  post_id: recordId.optional(),
});
export type BlogUniqueIdQuery = z.infer<typeof blogUniqueIdQuery>;
export const blogUniqueIdResponse = itemEnvelope(
  z.object({
    /** A free address: the one asked for when it is free, else the nearest free one. */
    unique_id: z.string(),
    /** The address checked (normalised), or null when only a title was given. */
    slug: z.string().nullable(),
    available: z.boolean(),
    /** Why the address asked for cannot be used (format or taken); null when it can. */
    message: z.string().nullable(),
  }),
);

/**
 * Every blog call is a site call admins also make on the backing sites of admin templates and of
 * the admin blog: `view` to read, `manage_blog` to write, `publish` to publish or unpublish.
 */
const onBlog = (permission: 'view' | 'manage_blog' | 'publish') => onSite(permission, { admins: true });

export const blogEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/blogs',
    params: landingBlogsParams,
    query: blogListQuery,
    responses: { 200: blogPostListResponse },
    access: onBlog('view'),
    summary: "A page of the site's blog posts: search, sort, paging",
    notes:
      '`search` matches title, address, description and author; `sort` is `title`, `published_at`, `updated_at` (default) or `created_at`; `published=true|false` filters. ' +
      'Each post without its document: `url` is where it is (or would be) served, `/blog/{slug}`.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/landings/:id/blogs',
    params: landingBlogsParams,
    body: createBlogPostBody,
    responses: { 201: blogPostResponse },
    access: onBlog('manage_blog'),
    summary: 'Adds a draft post',
    notes:
      'Body `{ title, slug?, description?, cover_image_url?, meta_image_url?, author_name?, tags?, layout? }`: `slug` is made from the title when left out (numbered when taken); ' +
      "`layout` is `article` (the blog's post layout around the document, the default) or `designed` (the document is the whole page).",
  }),
  get: endpoint({
    method: 'GET',
    path: '/landings/:id/blogs/:blogId',
    params: blogPostParams,
    responses: { 200: blogPostDetailResponse },
    access: onBlog('view'),
    summary: 'One post with its draft `document`',
    notes: 'The document is loaded through the element registry, so older documents arrive migrated.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/landings/:id/blogs/:blogId',
    params: blogPostParams,
    body: updateBlogPostBody,
    responses: { 200: blogPostResponse },
    access: onBlog('manage_blog'),
    summary: "Changes a post's details",
    notes:
      "Body: any of the fields `POST` takes, with `settings_version` (the post's, apart from its draft's `version`): a stale one is 409. " +
      "Its design is saved apart; a published post's page and the blog's lists follow at once.",
  }),
  saveDesign: endpoint({
    method: 'PUT',
    path: '/landings/:id/blogs/:blogId/design',
    params: blogPostParams,
    body: saveDesignBody,
    responses: { 200: saveDesignResponse },
    access: onBlog('manage_blog'),
    summary: "Saves a post's draft design",
    notes:
      'The design save every designer uses (as `PUT /landings/{landingId}/pages/{pageId}/design`): `{ document, version, idempotency_key? }`, 409 when stale. Bodies up to 8 MiB.',
  }),
  publish: endpoint({
    method: 'POST',
    path: '/landings/:id/blogs/:blogId/publish',
    params: blogPostParams,
    responses: { 200: actionResult },
    access: onBlog('publish'),
    summary: 'Publishes a post',
    notes:
      'Renders the draft and stores the snapshot, served at `/blog/{slug}`; the first publication dates the post. The blog index, feed and blog elements follow.',
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/landings/:id/blogs/:blogId/unpublish',
    params: blogPostParams,
    responses: { 200: actionResult },
    access: onBlog('publish'),
    summary: 'Takes a post off its site',
  }),
  clone: endpoint({
    method: 'POST',
    path: '/landings/:id/blogs/:blogId/clone',
    params: blogPostParams,
    body: cloneBlogPostBody,
    responses: { 201: blogPostResponse },
    access: onBlog('manage_blog'),
    summary: 'Copies a post as a new draft',
    notes:
      'Body `{ title? }` (default: the title with "(copy)"); the copy gets fresh ids and a free address.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/blogs/:blogId',
    params: blogPostParams,
    responses: { 200: actionResult },
    access: onBlog('manage_blog'),
    summary: 'Deletes a post',
  }),
  previewLink: endpoint({
    method: 'POST',
    path: '/landings/:id/blogs/:blogId/preview-link',
    params: blogPostParams,
    responses: { 200: previewLinkResponse },
    access: onBlog('view'),
    summary: "A signed link to the post's draft",
    notes:
      "`{ data: { url, expires_at } }`: valid for 10 minutes, on the site's own host (a template site's host serves only such previews).",
  }),
  settings: endpoint({
    method: 'GET',
    path: '/landings/:id/blog-setting',
    params: landingBlogsParams,
    responses: { 200: blogSettingsResponse },
    access: onBlog('view'),
    summary: "The site's blog settings",
    notes:
      'SPEC §7 `blog-setting`: `{ title, description, per_page, index_enabled }` of the blog index (`/blog`) and its feed.',
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/landings/:id/blog-setting',
    params: landingBlogsParams,
    body: updateBlogSettingsBody,
    responses: { 200: blogSettingsResponse },
    access: onBlog('manage_blog'),
    summary: "Changes the site's blog settings",
    notes:
      "Any of `title`, `description`, `per_page` (1–50), `index_enabled`; the rest stay. Moves the site's `settings_version` on (they are part of its settings).",
  }),
  uniqueId: endpoint({
    method: 'GET',
    path: '/agency-blog/:id/unique-id',
    params: landingBlogsParams,
    query: blogUniqueIdQuery,
    responses: { 200: blogUniqueIdResponse },
    access: onBlog('view'),
    summary: "A free post address on the site (`id` is the site's)",
    notes:
      "`slug` to check, else one made from `title`; `post_id` leaves that post's own address free. `{ unique_id, slug, available, message }`: `unique_id` is the address asked for when free, else the nearest free one.",
  }),
};

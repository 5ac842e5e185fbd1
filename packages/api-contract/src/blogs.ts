import { z } from 'zod';
import {
  childParams,
  idParams,
  itemEnvelope,
  listEnvelope,
  pageQuery,
  settingsVersionInput,
} from './envelopes.ts';
import { recordId } from './inputs.ts';

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

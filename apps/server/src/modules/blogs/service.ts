import {
  BLOG_MESSAGES,
  type BlogListQuery,
  type BlogPostDetail,
  type BlogPostLayout,
  type BlogPostSummary,
  type BlogSettings,
  blogSlugInput,
  type CreateBlogPostBody,
  type LandingPermission,
  readSiteSettings,
  type SaveDesignBody,
  type SavedDesign,
  type UpdateBlogPostBody,
  type UpdateBlogSettingsBody,
} from '@tessera/api-contract';
import { type PageDocument, slugify } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, asc, count, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blogs.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { updateAtVersion, versionedSettings } from '../../lib/versioned-update.ts';
import { postPath } from '../../sites/blog-paths.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import type { AuthContext } from '../auth/session.ts';
import { type DesignKind, draftWriter, saveDesign } from '../designs/service.ts';
import { type SiteRow, siteForCaller } from '../landings/access.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { updateSiteSettingsPart } from '../landings/lookup.ts';
import { homePageDocuments } from '../pages/lookup.ts';
import { republishLanding, type SiteCacheControl } from '../pages/service.ts';
import { newPostDocument, type PostBodyPart } from './documents.ts';
import { documentHasBlog, publishPostById, rerenderPublishedPosts } from './render.ts';

export const POST_NOT_FOUND = 'Blog post not found.';

/** A post's details (everything but its design) carry their own version. */
const POST_DETAILS = versionedSettings(blogPosts, "This post's details", POST_NOT_FOUND);

type PostRow = typeof blogPosts.$inferSelect;
type SummaryRow = Omit<PostRow, 'document' | 'publishedDocument' | 'publishedHtml' | 'publishedCss'>;

const summaryColumns = {
  id: blogPosts.id,
  agencyId: blogPosts.agencyId,
  landingId: blogPosts.landingId,
  uniqueId: blogPosts.uniqueId,
  title: blogPosts.title,
  slug: blogPosts.slug,
  description: blogPosts.description,
  coverImageUrl: blogPosts.coverImageUrl,
  metaImageUrl: blogPosts.metaImageUrl,
  authorName: blogPosts.authorName,
  tags: blogPosts.tags,
  layout: blogPosts.layout,
  published: blogPosts.published,
  version: blogPosts.version,
  settingsVersion: blogPosts.settingsVersion,
  publishedIslands: blogPosts.publishedIslands,
  publishedFonts: blogPosts.publishedFonts,
  publishedCustomCode: blogPosts.publishedCustomCode,
  publishedAt: blogPosts.publishedAt,
  renderedAt: blogPosts.renderedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/** How blog post drafts are written by the shared design save (SPEC §7, 409 on a stale version). */
export const blogPostDesigns: DesignKind = {
  name: 'blog-post',
  write: draftWriter(blogPosts),
  staleMessage: 'This post was changed elsewhere since you opened it. Reload it to get the latest version.',
};

/**
 * The site (checked for `permission` like every site route: 404 when the caller cannot see it,
 * 403 without the permission) and one post of it; a post of another site is "not found".
 */
async function postForCaller(
  db: Database,
  auth: AuthContext,
  landingId: number,
  postId: number,
  permission: LandingPermission,
): Promise<{ post: SummaryRow; site: SiteRow }> {
  const site = await siteForCaller(db, auth, landingId, permission);
  const [post] = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(
      and(eq(blogPosts.id, postId), eq(blogPosts.landingId, site.id), eq(blogPosts.agencyId, site.agencyId)),
    )
    .limit(1);
  if (!post) throw notFound(POST_NOT_FOUND);
  return { post, site };
}

export function postSummaryOf(
  post: SummaryRow,
  site: Pick<SiteRow, 'subdomain' | 'domain' | 'domainVerified'>,
  origins: SiteOrigins,
): BlogPostSummary {
  return {
    id: post.id,
    landing_id: post.landingId,
    unique_id: post.uniqueId,
    title: post.title,
    slug: post.slug,
    description: post.description,
    cover_image_url: post.coverImageUrl,
    meta_image_url: post.metaImageUrl,
    author_name: post.authorName,
    tags: post.tags,
    layout: post.layout,
    published: post.published,
    published_at: post.publishedAt?.toISOString() ?? null,
    version: post.version,
    settings_version: post.settingsVersion,
    url: `${origins.canonical(site)}${postPath(post.slug)}`,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

const sortColumns = {
  title: sql`lower(${blogPosts.title})`,
  published_at: blogPosts.publishedAt,
  updated_at: blogPosts.updatedAt,
  created_at: blogPosts.createdAt,
} as const;

export async function listPosts(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: BlogListQuery,
  origins: SiteOrigins,
): Promise<{ rows: BlogPostSummary[]; total: number }> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const conditions: SQL[] = [eq(blogPosts.landingId, site.id), eq(blogPosts.agencyId, site.agencyId)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.slug, pattern),
        ilike(blogPosts.description, pattern),
        ilike(blogPosts.authorName, pattern),
      )!,
    );
  }
  if (query.published !== undefined) conditions.push(eq(blogPosts.published, query.published));
  const where = and(...conditions);
  const column = sortColumns[query.sort];
  const order = query.order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(order, desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { total: totals[0]?.value ?? 0, rows: rows.map((row) => postSummaryOf(row, site, origins)) };
}

export async function getPost(
  db: Database,
  auth: AuthContext,
  landingId: number,
  postId: number,
  origins: SiteOrigins,
): Promise<BlogPostDetail> {
  const { post, site } = await postForCaller(db, auth, landingId, postId, 'view');
  const [row] = await db
    .select({ document: blogPosts.document })
    .from(blogPosts)
    .where(eq(blogPosts.id, post.id));
  return {
    ...postSummaryOf(post, site, origins),
    document: loadStoredDocument(row?.document) as unknown as Record<string, unknown>,
  };
}

// Addresses ----------------------------------------------------------------------------------

/** A post-address version of any text: "Ten Tips!" → "ten-tips"; never a reserved one. */
export function slugForPost(text: string): string {
  const slug = slugify(text, 70) || 'post';
  return blogSlugInput.safeParse(slug).success ? slug : `${slug}-post`;
}

/** `base`, else `base-2`, `base-3`, … whichever no post of the site uses. */
export async function freeSlug(
  db: Pick<Database, 'select'>,
  landingId: number,
  base: string,
  exceptPostId?: number,
): Promise<string> {
  const rows = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.landingId, landingId),
        or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base.replace(/[\\%_]/g, '\\$&')}-%`)),
      ),
    );
  const used = new Set(rows.filter((row) => row.id !== exceptPostId).map((row) => row.slug));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

async function slugTaken(db: Database, landingId: number, slug: string, exceptPostId?: number) {
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.landingId, landingId), eq(blogPosts.slug, slug)));
  return rows.some((row) => row.id !== exceptPostId);
}

const slugTakenError = () => invalidField('slug', BLOG_MESSAGES.slugTaken);

/** `GET /agency-blog/{id}/unique-id`: whether a post may take an address, and a free one. */
export async function blogUniqueId(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: { slug?: string | undefined; title?: string | undefined; post_id?: number | undefined },
): Promise<{ unique_id: string; slug: string | null; available: boolean; message: string | null }> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  if (query.slug === undefined) {
    const unique = await freeSlug(db, site.id, slugForPost(query.title ?? ''), query.post_id);
    return { unique_id: unique, slug: null, available: true, message: null };
  }
  const suggestion = await freeSlug(db, site.id, slugForPost(query.slug), query.post_id);
  const parsed = blogSlugInput.safeParse(query.slug);
  if (!parsed.success) {
    return {
      unique_id: suggestion,
      slug: query.slug,
      available: false,
      message: parsed.error.issues[0]?.message ?? BLOG_MESSAGES.slug,
    };
  }
  const taken = await slugTaken(db, site.id, parsed.data, query.post_id);
  return {
    unique_id: taken ? suggestion : parsed.data,
    slug: parsed.data,
    available: !taken,
    message: taken ? BLOG_MESSAGES.slugTaken : null,
  };
}

// Creating and changing ------------------------------------------------------------------------

/** The site's home page draft: new posts start with its look (header, menu, footer, theme). */
export async function homeDraft(
  db: Pick<Database, 'select'>,
  landingId: number,
): Promise<PageDocument | null> {
  const home = await homePageDocuments(db, landingId);
  return home ? loadStoredDocument(home.draft) : null;
}

/** A new post's details, defaults filled in (`createBlogPostBody`'s output). */
export type NewPostDetails = Omit<
  CreateBlogPostBody,
  'description' | 'cover_image_url' | 'meta_image_url' | 'author_name' | 'tags' | 'layout'
> & {
  description: string;
  cover_image_url: string;
  meta_image_url: string;
  author_name: string;
  tags: string[];
  layout: BlogPostLayout;
};

export async function createPost(
  db: Database,
  auth: AuthContext,
  landingId: number,
  body: NewPostDetails,
  origins: SiteOrigins,
): Promise<BlogPostSummary> {
  const site = await siteForCaller(db, auth, landingId, 'manage_blog');
  return insertPost(db, site, body, origins);
}

/**
 * A new draft post of a site the caller was already found to manage the blog of (the permission
 * `createPost` checks), its address made from the title unless given; `content` is its body, a
 * writing prompt when left out.
 */
export async function insertPost(
  db: Database,
  site: SiteRow,
  body: NewPostDetails,
  origins: SiteOrigins,
  content?: readonly PostBodyPart[],
): Promise<BlogPostSummary> {
  let slug = body.slug;
  if (slug !== undefined && (await slugTaken(db, site.id, slug))) throw slugTakenError();
  slug ??= await freeSlug(db, site.id, slugForPost(body.title));
  const document = loadStoredDocument(
    newPostDocument({
      home: await homeDraft(db, site.id),
      title: body.title,
      description: body.description,
      coverImageUrl: body.cover_image_url,
      layout: body.layout,
      ...(content ? { body: content } : {}),
    }),
  );
  try {
    const [post] = await db
      .insert(blogPosts)
      .values({
        agencyId: site.agencyId,
        landingId: site.id,
        title: body.title,
        slug,
        description: body.description,
        coverImageUrl: body.cover_image_url,
        metaImageUrl: body.meta_image_url,
        authorName: body.author_name,
        tags: body.tags,
        layout: body.layout,
        document,
      })
      .returning(summaryColumns);
    return postSummaryOf(post!, site, origins);
  } catch (error) {
    if (isUniqueViolation(error, 'blog_posts_landing_slug')) throw slugTakenError();
    throw error;
  }
}

/**
 * Published blog output that lists posts (pages and posts holding a blog element) is rendered
 * again, so the list shows what is published now; then the site's cache is dropped.
 */
export async function refreshPostListings(
  db: Database,
  landingId: number,
  cache: SiteCacheControl,
): Promise<void> {
  await republishLanding(db, landingId, cache, { only: documentHasBlog });
  await rerenderPublishedPosts(db, landingId, { onlyListing: true });
  cache.invalidate(landingId);
}

export async function updatePost(
  db: Database,
  auth: AuthContext,
  landingId: number,
  postId: number,
  body: UpdateBlogPostBody,
  origins: SiteOrigins,
  cache: SiteCacheControl,
): Promise<BlogPostSummary> {
  const { post, site } = await postForCaller(db, auth, landingId, postId, 'manage_blog');
  const changes = body as Partial<{
    title: string;
    slug: string;
    description: string;
    cover_image_url: string;
    meta_image_url: string;
    author_name: string;
    tags: string[];
    layout: BlogPostLayout;
  }> & { settings_version: number };
  if (
    changes.slug !== undefined &&
    changes.slug !== post.slug &&
    (await slugTaken(db, site.id, changes.slug, post.id))
  )
    throw slugTakenError();
  let saved: SummaryRow;
  try {
    saved = await updateAtVersion(db, POST_DETAILS, {
      match: eq(blogPosts.id, post.id),
      expected: changes.settings_version,
      set: {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.cover_image_url !== undefined ? { coverImageUrl: changes.cover_image_url } : {}),
        ...(changes.meta_image_url !== undefined ? { metaImageUrl: changes.meta_image_url } : {}),
        ...(changes.author_name !== undefined ? { authorName: changes.author_name } : {}),
        ...(changes.tags !== undefined ? { tags: changes.tags } : {}),
        ...(changes.layout !== undefined ? { layout: changes.layout } : {}),
        updatedAt: new Date(),
      },
      returning: summaryColumns,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'blog_posts_landing_slug')) throw slugTakenError();
    throw error;
  }
  if (post.published) {
    // Its head (title, description, cover, tags) is baked into its own page; its card into lists.
    await rerenderPublishedPosts(db, site.id, { only: post.id });
    await refreshPostListings(db, site.id, cache);
  }
  return postSummaryOf(saved, site, origins);
}

export async function savePostDesign(
  db: Database,
  auth: AuthContext,
  landingId: number,
  postId: number,
  body: SaveDesignBody,
): Promise<SavedDesign> {
  const { post, site } = await postForCaller(db, auth, landingId, postId, 'manage_blog');
  return saveDesign(db, { kind: blogPostDesigns, id: post.id, agencyId: site.agencyId }, body);
}

export async function publishPost(
  db: Database,
  auth: AuthContext,
  landingId: number,
  postId: number,
  cache: SiteCacheControl,
): Promise<{ publishedAt: Date; renderMs: number; bytes: number }> {
  const { post, site } = await postForCaller(db, auth, landingId, postId, 'publish');
  const result = await publishPostById(db, post.id);
  if (!result) throw notFound(POST_NOT_FOUND);
  await refreshPostListings(db, site.id, cache);
  return {
    publishedAt: result.publishedAt,
    renderMs: result.snapshot.renderMs,
    bytes: result.snapshot.html.length,
  };
}

export async function unpublishPost(
  db: Database,
  auth: AuthContext,
  landingId: number,
  postId: number,
  cache: SiteCacheControl,
): Promise<void> {
  const { post, site } = await postForCaller(db, auth, landingId, postId, 'publish');
  await db
    .update(blogPosts)
    .set({
      published: false,
      publishedDocument: null,
      publishedHtml: null,
      publishedCss: null,
      publishedIslands: null,
      publishedFonts: null,
      publishedCustomCode: false,
      publishedAt: null,
      renderedAt: null,
    })
    .where(eq(blogPosts.id, post.id));
  if (post.published) await refreshPostListings(db, site.id, cache);
  else cache.invalidate(site.id);
}

export async function clonePost(
  db: Database,
  auth: AuthContext,
  landingId: number,
  postId: number,
  title: string | undefined,
  origins: SiteOrigins,
): Promise<BlogPostSummary> {
  const { post, site } = await postForCaller(db, auth, landingId, postId, 'manage_blog');
  const [row] = await db
    .select({ document: blogPosts.document })
    .from(blogPosts)
    .where(eq(blogPosts.id, post.id));
  const document = loadStoredDocument(withFreshIds(loadStoredDocument(row?.document)));
  const slug = await freeSlug(db, site.id, `${post.slug.slice(0, 70)}-copy`);
  try {
    const [copy] = await db
      .insert(blogPosts)
      .values({
        agencyId: site.agencyId,
        landingId: site.id,
        title: (title ?? `${post.title} (copy)`).slice(0, 200),
        slug,
        description: post.description,
        coverImageUrl: post.coverImageUrl,
        metaImageUrl: post.metaImageUrl,
        authorName: post.authorName,
        tags: post.tags,
        layout: post.layout,
        document,
      })
      .returning(summaryColumns);
    return postSummaryOf(copy!, site, origins);
  } catch (error) {
    if (isUniqueViolation(error, 'blog_posts_landing_slug')) throw slugTakenError();
    throw error;
  }
}

export async function deletePost(
  db: Database,
  auth: AuthContext,
  landingId: number,
  postId: number,
  cache: SiteCacheControl,
): Promise<SummaryRow> {
  const { post, site } = await postForCaller(db, auth, landingId, postId, 'manage_blog');
  await db.delete(blogPosts).where(eq(blogPosts.id, post.id));
  if (post.published) await refreshPostListings(db, site.id, cache);
  else cache.invalidate(site.id);
  return post;
}

/** The caller must be able to see the post; the link itself then works for anyone holding it. */
export async function postForPreview(
  db: Database,
  auth: AuthContext,
  landingId: number,
  postId: number,
): Promise<{ postId: number; landingId: number; subdomain: string }> {
  const { post, site } = await postForCaller(db, auth, landingId, postId, 'view');
  return { postId: post.id, landingId: site.id, subdomain: site.subdomain };
}

// Settings -------------------------------------------------------------------------------------

export async function getBlogSettings(
  db: Database,
  auth: AuthContext,
  landingId: number,
): Promise<BlogSettings> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  return readSiteSettings(site.settings).blog;
}

/** `PUT /landings/{id}/blog-setting`: only the blog's part of the site's settings changes. */
export async function updateBlogSettings(
  db: Database,
  auth: AuthContext,
  landingId: number,
  body: UpdateBlogSettingsBody,
  cache: SiteCacheControl,
): Promise<BlogSettings> {
  const site = await siteForCaller(db, auth, landingId, 'manage_blog');
  const settings: BlogSettings = {
    ...readSiteSettings(site.settings).blog,
    ...(body as Partial<BlogSettings>),
  };
  await updateSiteSettingsPart(db, site.id, 'blog', settings);
  // Articles link back to the index, or to the home page while there is none.
  if (settings.index_enabled !== readSiteSettings(site.settings).blog.index_enabled) {
    await rerenderPublishedPosts(db, site.id, { onlyArticles: true });
  }
  cache.invalidate(site.id);
  return settings;
}

/** Post addresses of the site, oldest first (for copies of a site). */
export async function postsOfSite(db: Pick<Database, 'select'>, landingId: number): Promise<PostRow[]> {
  return db.select().from(blogPosts).where(eq(blogPosts.landingId, landingId)).orderBy(asc(blogPosts.id));
}

import type { BlogSettings } from '@tessera/api-contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { blogPosts } from '../db/schema/index.ts';
import type { SiteAssets } from './assets.ts';
import { bindStoredPage } from './bind.ts';
import { BLOG_FEED_PATH, BLOG_PATH, postPath } from './blog-paths.ts';
import { FEED_ITEMS, rssFeed } from './feed.ts';
import { HTML_CACHE_CONTROL, publishedPageHeaders } from './policy.ts';
import type { PageSnapshot } from './render.ts';
import { type PreparedResponse, prepareResponse } from './response.ts';

/**
 * A site's blog on its host (modules/blogs makes the content): `/blog` and `/blog?page=N` (the
 * index, rendered from a page document when first asked for and kept in the render cache),
 * `/blog/{slug}` (a post's published snapshot) and `/blog/feed.xml` (RSS 2.0).
 */

export interface IndexedPost {
  id: number;
  slug: string;
  /** When its served bytes last changed (sitemaps' lastmod, cache fingerprints). */
  renderedAt: Date;
}

/** What the site index knows about its blog. */
export interface SiteBlog {
  posts: Map<string, IndexedPost>;
  settings: BlogSettings;
}

/** The blog's index is served when switched on and at least one post is published. */
export function showsBlogIndex(blog: SiteBlog): boolean {
  return blog.settings.index_enabled && blog.posts.size > 0;
}

/** The site's published posts, keyed by address. */
export async function indexedPosts(db: Database, landingId: number): Promise<Map<string, IndexedPost>> {
  const rows = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug, renderedAt: blogPosts.renderedAt })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.landingId, landingId),
        eq(blogPosts.published, true),
        isNotNull(blogPosts.publishedAt),
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  const posts = new Map<string, IndexedPost>();
  for (const row of rows) posts.set(row.slug, { ...row, renderedAt: row.renderedAt ?? new Date(0) });
  return posts;
}

/**
 * The cache key of a request: its path, except that the blog index keeps a page number past the
 * first (`/blog?page=2`); every other query string is ignored, as for every page.
 */
export function siteRequestKey(url: string, path: string): string {
  if (path !== BLOG_PATH && path !== `${BLOG_PATH}/`) return path;
  const query = url.indexOf('?');
  if (query === -1) return path;
  const page = new URLSearchParams(url.slice(query + 1)).get('page');
  return page !== null && /^[1-9]\d{0,5}$/.test(page) && page !== '1' ? `${BLOG_PATH}?page=${page}` : path;
}

/** The blog index page a cache key names (1 for `/blog`), or null for any other key. */
export function blogIndexPage(key: string): number | null {
  if (key === BLOG_PATH) return 1;
  const prefix = `${BLOG_PATH}?page=`;
  return key.startsWith(prefix) ? Number(key.slice(prefix.length)) : null;
}

/** The post a path names (`/blog/{slug}`), among the published ones. */
export function postAt(blog: SiteBlog, path: string): IndexedPost | null {
  if (!path.startsWith(`${BLOG_PATH}/`)) return null;
  return blog.posts.get(path.slice(BLOG_PATH.length + 1)) ?? null;
}

export function isFeedPath(blog: SiteBlog, path: string): boolean {
  return path === BLOG_FEED_PATH && blog.posts.size > 0;
}

/** Whether something of the blog lives at this (canonical) path. */
export function blogServes(blog: SiteBlog, path: string): boolean {
  return (
    (path === BLOG_PATH && showsBlogIndex(blog)) || isFeedPath(blog, path) || postAt(blog, path) !== null
  );
}

/** A page of the blog index (rendered by modules/blogs) as the site serves it. */
export async function blogIndexResponse(
  snapshot: PageSnapshot | null,
  assets: SiteAssets,
  site: { origin: string; frameAncestors: string },
): Promise<PreparedResponse | null> {
  if (!snapshot) return null;
  const { html, paymentsOrigin } = bindStoredPage(snapshot.html, site.origin, snapshot.islands, assets);
  return prepareResponse({
    contentType: 'text/html; charset=utf-8',
    body: html,
    headers: publishedPageHeaders(snapshot.customCode, site.frameAncestors, paymentsOrigin),
  });
}

export async function postResponse(
  db: Database,
  assets: SiteAssets,
  site: { landingId: number; origin: string; frameAncestors: string },
  post: IndexedPost,
): Promise<PreparedResponse | null> {
  const [row] = await db
    .select({
      html: blogPosts.publishedHtml,
      islands: blogPosts.publishedIslands,
      customCode: blogPosts.publishedCustomCode,
    })
    .from(blogPosts)
    .where(
      and(eq(blogPosts.id, post.id), eq(blogPosts.landingId, site.landingId), eq(blogPosts.published, true)),
    )
    .limit(1);
  if (!row?.html) return null;
  const { html, paymentsOrigin } = bindStoredPage(row.html, site.origin, row.islands ?? [], assets);
  return prepareResponse({
    contentType: 'text/html; charset=utf-8',
    body: html,
    headers: publishedPageHeaders(row.customCode, site.frameAncestors, paymentsOrigin),
    counts: { kind: 'post', id: post.id },
  });
}

export async function feedResponse(
  db: Database,
  site: { landingId: number; origin: string; title: string },
  blog: SiteBlog,
): Promise<PreparedResponse> {
  const rows = await db
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      description: blogPosts.description,
      authorName: blogPosts.authorName,
      tags: blogPosts.tags,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.landingId, site.landingId),
        eq(blogPosts.published, true),
        isNotNull(blogPosts.publishedAt),
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(FEED_ITEMS);
  const { settings } = blog;
  const body = rssFeed({
    title: `${site.title}: ${settings.title}`,
    link: showsBlogIndex(blog) ? `${site.origin}${BLOG_PATH}` : `${site.origin}/`,
    selfUrl: `${site.origin}${BLOG_FEED_PATH}`,
    description: settings.description || `The latest posts from ${site.title}.`,
    language: 'en',
    items: rows.map((row) => ({
      title: row.title,
      link: `${site.origin}${postPath(row.slug)}`,
      description: row.description,
      author: row.authorName,
      tags: row.tags,
      publishedAt: row.publishedAt!,
    })),
  });
  return prepareResponse({
    contentType: 'application/rss+xml; charset=utf-8',
    body,
    headers: { 'cache-control': HTML_CACHE_CONTROL },
  });
}

/** Sitemap entries of the blog: its index (when shown) and every published post. */
export function blogSitemapEntries(blog: SiteBlog, origin: string): Array<{ loc: string; lastmod: Date }> {
  const posts = [...blog.posts.values()];
  const entries = posts.map((post) => ({ loc: `${origin}${postPath(post.slug)}`, lastmod: post.renderedAt }));
  if (showsBlogIndex(blog)) {
    const newest = posts.reduce(
      (latest, post) => (post.renderedAt > latest ? post.renderedAt : latest),
      new Date(0),
    );
    entries.unshift({ loc: `${origin}${BLOG_PATH}`, lastmod: newest });
  }
  return entries;
}

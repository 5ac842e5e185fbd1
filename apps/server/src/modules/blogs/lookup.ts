import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blogs.ts';
import { likePattern } from '../../lib/pagination.ts';

/**
 * Blog posts as other areas read them (statistics, preview shares, form posts, the admin blog),
 * without their callers' checks: each caller has already settled who may see what. Imports
 * nothing of another area, so areas the blogs area calls can call it back without an import cycle.
 */

type Reader = Pick<Database, 'select'>;

/** A post as stored. */
export type BlogPostRow = typeof blogPosts.$inferSelect;

/** The site a post belongs to; null when there is no such post. */
export async function siteOfPost(db: Reader, postId: number): Promise<number | null> {
  const [post] = await db
    .select({ landingId: blogPosts.landingId })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  return post?.landingId ?? null;
}

/** Whether the post is one of the site's. */
export async function isPostOfSite(db: Reader, landingId: number, postId: number): Promise<boolean> {
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, postId), eq(blogPosts.landingId, landingId)))
    .limit(1);
  return post !== undefined;
}

/** The site's posts by title (A to Z), as statistics list them. */
export async function sitePostTitles(
  db: Reader,
  landingId: number,
): Promise<{ id: number; title: string; slug: string }[]> {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.landingId, landingId))
    .orderBy(asc(blogPosts.title));
}

/** The published document of a post of the site while it is live, with the post's agency; null otherwise. */
export async function livePostDocument(
  db: Reader,
  landingId: number,
  postId: number,
): Promise<{ agencyId: number; document: unknown } | null> {
  const [post] = await db
    .select({ agencyId: blogPosts.agencyId, document: blogPosts.publishedDocument })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, postId), eq(blogPosts.landingId, landingId), eq(blogPosts.published, true)))
    .limit(1);
  return post ?? null;
}

/** The post with this unique id (SPEC §7 imports and shares name posts by it); null when none has it. */
export async function postWithUniqueId(db: Reader, uniqueId: string): Promise<BlogPostRow | null> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.uniqueId, uniqueId)).limit(1);
  return post ?? null;
}

/** What a list of a blog's published posts shows of each. */
export interface PublishedPostListing {
  uniqueId: string;
  title: string;
  description: string;
  coverImageUrl: string;
  authorName: string;
  tags: string[];
  publishedAt: Date | null;
  createdAt: Date;
}

/**
 * One page of the site's published posts, newest first, those whose title or description holds
 * `search` (literally) when given; with how many there are in all.
 */
export async function publishedPostsPage(
  db: Reader,
  landingId: number,
  window: { search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: PublishedPostListing[]; total: number }> {
  const conditions: SQL[] = [eq(blogPosts.landingId, landingId), eq(blogPosts.published, true)];
  if (window.search) {
    const pattern = likePattern(window.search);
    conditions.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.description, pattern))!);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        uniqueId: blogPosts.uniqueId,
        title: blogPosts.title,
        description: blogPosts.description,
        coverImageUrl: blogPosts.coverImageUrl,
        authorName: blogPosts.authorName,
        tags: blogPosts.tags,
        publishedAt: blogPosts.publishedAt,
        createdAt: blogPosts.createdAt,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

import type { PageDocument } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction as Executor } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blogs.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { publishPostById, rerenderPublishedPosts } from './render.ts';

/**
 * A site's blog posts follow it into a copy (clone, duplicate, a website made from a template,
 * modules/landings/copy.ts): each post as a draft with fresh node ids, its buttons and navigation
 * pointing at the copy's pages and menus. The blog's settings travel with the site's settings.
 * Posts published in the original are published in the copy once the copy exists
 * (`publishCopiedPosts`, after the copy's transaction, before its pages are published so their
 * blog elements list them), keeping their original dates.
 */
export type SourcePost = typeof blogPosts.$inferSelect;

/** The posts of a site being copied, oldest first. */
export function sourcePosts(db: Database, landingId: number): Promise<SourcePost[]> {
  return db.select().from(blogPosts).where(eq(blogPosts.landingId, landingId)).orderBy(asc(blogPosts.id));
}

/** What of each post a copy may rewrite before it is stored. */
export interface PostContent {
  documents: PageDocument[];
  covers: string[];
  metaImages: string[];
  titles: string[];
  descriptions: string[];
}

/**
 * What of each post a copy may rewrite: its document, cover and sharing picture can name an
 * uploaded file (the copy path runs them through modules/files/copy.ts), and a site made from a
 * template has the placeholders of every text resolved (landings/fill-template.ts).
 */
export function postContent(posts: readonly SourcePost[]): PostContent {
  return {
    documents: posts.map((post) => loadStoredDocument(post.document)),
    covers: posts.map((post) => post.coverImageUrl),
    metaImages: posts.map((post) => post.metaImageUrl),
    titles: posts.map((post) => post.title),
    descriptions: posts.map((post) => post.description),
  };
}

export async function copyBlogPosts(
  tx: Executor,
  copy: {
    posts: readonly SourcePost[];
    /** `postContent(posts)`, with file URLs already moved to the copy's own files. */
    content: Readonly<PostContent>;
    landingId: number;
    agencyId: number;
    pageIds: ReadonlyMap<number, number>;
    menuIds: ReadonlyMap<number, number>;
  },
): Promise<number> {
  const { posts, content } = copy;
  if (posts.length === 0) return 0;
  await tx.insert(blogPosts).values(
    posts.map((post, index) => ({
      agencyId: copy.agencyId,
      landingId: copy.landingId,
      title: content.titles[index] ?? post.title,
      slug: post.slug,
      description: content.descriptions[index] ?? post.description,
      coverImageUrl: content.covers[index] ?? post.coverImageUrl,
      metaImageUrl: content.metaImages[index] ?? post.metaImageUrl,
      authorName: post.authorName,
      tags: post.tags,
      layout: post.layout,
      // Marks the posts to publish (`published` stays false until they are rendered): their date.
      publishedAt: post.published ? post.publishedAt : null,
      document: loadStoredDocument(
        withFreshIds(content.documents[index] ?? loadStoredDocument(post.document), {
          pageIds: copy.pageIds,
          menuIds: copy.menuIds,
        }),
      ),
    })),
  );
  return posts.length;
}

/**
 * One post copied into a site as an unpublished draft at `slug` (an import of a post by its unique
 * id), in the caller's transaction: its details as they are, its document, cover and sharing
 * picture as given (with file URLs already moved to the site's own files). Answers the new post.
 */
export async function insertPostCopy(
  tx: Executor,
  target: { agencyId: number; landingId: number; slug: string },
  post: SourcePost,
  content: { document: PageDocument; cover: string; metaImage: string },
): Promise<SourcePost> {
  const [inserted] = await tx
    .insert(blogPosts)
    .values({
      agencyId: target.agencyId,
      landingId: target.landingId,
      title: post.title,
      slug: target.slug,
      description: post.description,
      coverImageUrl: content.cover,
      metaImageUrl: content.metaImage,
      authorName: post.authorName,
      tags: post.tags,
      layout: post.layout,
      document: loadStoredDocument(content.document),
    })
    .returning();
  return inserted!;
}

/** Publishes the copy's posts whose originals were published, then what lists them among posts. */
export async function publishCopiedPosts(db: Database, landingId: number): Promise<void> {
  const marked = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.landingId, landingId),
        eq(blogPosts.published, false),
        isNotNull(blogPosts.publishedAt),
      ),
    )
    .orderBy(asc(blogPosts.id));
  if (marked.length === 0) return;
  for (const post of marked) await publishPostById(db, post.id);
  // Posts with a blog element were rendered before all the others were published.
  await rerenderPublishedPosts(db, landingId, { onlyListing: true });
}

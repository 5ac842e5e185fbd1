import { readSiteSettings } from '@tessera/api-contract';
import { type PageDocument, walkNodes } from '@tessera/document';
import { type BlogPostSummary, loadStoredDocument } from '@tessera/elements';
import { and, count, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blogs.ts';
import { SITE_ORIGIN_PLACEHOLDER } from '../../sites/bind.ts';
import { BLOG_FEED_PATH, BLOG_PATH, blogIndexPath, postPath } from '../../sites/blog-paths.ts';
import {
  absoluteOnSite,
  type PageSnapshot,
  renderSnapshot,
  type SnapshotPage,
  type SnapshotSite,
} from '../../sites/render.ts';
import { type SiteRenderDetails, siteRenderDetails } from '../landings/lookup.ts';
import { siteMenuLinks } from '../menus/service.ts';
import { homePageDocuments, sitePageRefs } from '../pages/lookup.ts';
import { articleDocument, blogIndexDocument } from './documents.ts';
import { blogPostingJsonLd } from './structured-data.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Whether a document holds a blog element (it then lists the site's posts when rendered). */
export function documentHasBlog(document: PageDocument): boolean {
  for (const node of walkNodes(document)) if (node.type === 'element' && node.key === 'blog') return true;
  return false;
}

const livePost = (landingId: number, alsoPublished?: number): SQL => {
  const published = and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt))!;
  return and(
    eq(blogPosts.landingId, landingId),
    alsoPublished === undefined ? published : or(published, eq(blogPosts.id, alsoPublished)),
  )!;
};

/**
 * The site's published posts as the blog element lists them, newest first. `alsoPublished` is a
 * post being published right now: it is listed (dated now when it never was published).
 */
export async function publishedPostSummaries(
  db: Executor,
  landingId: number,
  options: { limit?: number; offset?: number; alsoPublished?: number } = {},
): Promise<BlogPostSummary[]> {
  const query = db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      description: blogPosts.description,
      coverImageUrl: blogPosts.coverImageUrl,
      authorName: blogPosts.authorName,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(livePost(landingId, options.alsoPublished))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  const rows = await query;
  const now = new Date().toISOString();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: postPath(row.slug),
    excerpt: row.description,
    imageUrl: row.coverImageUrl,
    publishedAt: row.publishedAt?.toISOString() ?? now,
    author: row.authorName,
  }));
}

export async function publishedPostCount(db: Executor, landingId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(blogPosts).where(livePost(landingId));
  return row?.value ?? 0;
}

const postColumns = {
  id: blogPosts.id,
  landingId: blogPosts.landingId,
  title: blogPosts.title,
  slug: blogPosts.slug,
  description: blogPosts.description,
  coverImageUrl: blogPosts.coverImageUrl,
  metaImageUrl: blogPosts.metaImageUrl,
  authorName: blogPosts.authorName,
  tags: blogPosts.tags,
  layout: blogPosts.layout,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

export interface PostRender {
  snapshot: PageSnapshot;
  landing: SiteRenderDetails;
  /** The document rendered (as loaded through the registry). */
  document: PageDocument;
}

/**
 * Renders one post: its draft (a preview, or `publishing` it) or its published document (a
 * re-render after something the published HTML bakes in changed). The page renderer does it,
 * with the post's head (`/blog/{slug}`, Open Graph article tags, the feed) and the site's pages,
 * menus and published posts. Null when the post (or the document asked for) is not there.
 */
export async function renderPost(
  db: Executor,
  postId: number,
  which: 'draft' | 'published',
  { mode, publishing = false }: { mode: 'live' | 'preview'; publishing?: boolean },
): Promise<PostRender | null> {
  const [row] = await db
    .select({
      post: postColumns,
      document: which === 'draft' ? blogPosts.document : blogPosts.publishedDocument,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  if (!row?.document) return null;
  const landing = await siteRenderDetails(db, row.post.landingId);
  if (!landing) return null;
  const document = loadStoredDocument(row.document);
  const { post } = row;
  // A draft preview shows every page linked; a published render only what is live (and this post).
  const publishedOnly = which === 'published' || publishing;
  const now = new Date().toISOString();
  const publishedTime = post.publishedAt?.toISOString() ?? (publishing ? now : '');
  const modifiedTime = publishing ? now : post.updatedAt.toISOString();
  const shown =
    post.layout === 'article'
      ? loadStoredDocument(
          articleDocument({
            home: await framingHome(db, landing.id),
            title: post.title,
            description: post.description,
            coverImageUrl: post.coverImageUrl,
            author: post.authorName,
            publishedAt: publishedTime,
            back: backToBlog(landing.settings),
            body: document,
          }),
        )
      : document;
  const [pageRefs, menus, posts] = await Promise.all([
    sitePageRefs(db, landing.id),
    siteMenuLinks(db, landing.id, { publishedOnly }),
    documentHasBlog(shown)
      ? publishedPostSummaries(db, landing.id, publishing ? { alsoPublished: post.id } : {})
      : Promise.resolve(undefined),
  ]);
  const page: SnapshotPage = {
    id: post.id,
    name: post.title,
    uniqueName: post.slug,
    isHome: false,
    title: post.title,
    description: post.description,
    // The sharing picture, else the cover: links shared anywhere show one of the post's pictures.
    imageUrl: post.metaImageUrl || post.coverImageUrl,
    path: postPath(post.slug),
    formsPath: `/_forms/blog/${post.id}`,
    article: { publishedTime, modifiedTime, author: post.authorName, tags: post.tags },
    structuredData: blogPostingJsonLd({
      url: `${SITE_ORIGIN_PLACEHOLDER}${postPath(post.slug)}`,
      title: post.title,
      description: post.description,
      images: [post.coverImageUrl, post.metaImageUrl].map(absoluteOnSite),
      publishedTime,
      modifiedTime,
      author: post.authorName,
      tags: post.tags,
      site: {
        name: landing.title,
        url: `${SITE_ORIGIN_PLACEHOLDER}/`,
        logoUrl: absoluteOnSite(landing.faviconUrl ?? ''),
      },
    }),
  };
  const site: SnapshotSite = {
    title: landing.title,
    pages: pageRefs,
    menus,
    ...(posts ? { blogPosts: posts } : {}),
    feedPath: BLOG_FEED_PATH,
  };
  // What is stored as the published document is the post's own: the layout is built anew at each render.
  return { snapshot: renderSnapshot(shown, page, site, mode), landing, document };
}

/** The home page that lends an article its header, menu, footer and theme: the live one, else its draft. */
async function framingHome(db: Executor, landingId: number): Promise<PageDocument | null> {
  const home = await homePageDocuments(db, landingId);
  if (!home) return null;
  return loadStoredDocument(home.publishedDocument ?? home.draft);
}

/** "← Back to blog" leads to the blog's index when the site shows one, else to the site's home. */
function backToBlog(settings: Record<string, unknown>): { href: string; label: string } {
  return readSiteSettings(settings).blog.index_enabled
    ? { href: BLOG_PATH, label: '← Back to blog' }
    : { href: '/', label: '← Back to the website' };
}

/**
 * Renders a post's draft as it will be served and stores the snapshot (the document too, so the
 * site can re-render it when links, menus or the post list change). The first publication dates
 * the post; publishing changes later keeps that date. The caller drops the site from the cache.
 */
export async function publishPostById(
  db: Executor,
  postId: number,
): Promise<{ landingId: number; publishedAt: Date; snapshot: PageSnapshot } | null> {
  const rendered = await renderPost(db, postId, 'draft', { mode: 'live', publishing: true });
  if (!rendered) return null;
  const now = new Date();
  const [saved] = await db
    .update(blogPosts)
    .set({
      published: true,
      publishedDocument: rendered.document,
      publishedHtml: rendered.snapshot.html,
      publishedCss: rendered.snapshot.css,
      publishedIslands: rendered.snapshot.islands,
      publishedFonts: rendered.snapshot.fonts,
      publishedCustomCode: rendered.snapshot.customCode,
      renderedAt: now,
    })
    .where(eq(blogPosts.id, postId))
    .returning({ publishedAt: blogPosts.publishedAt });
  let publishedAt = saved?.publishedAt ?? null;
  if (publishedAt === null) {
    publishedAt = now;
    await db.update(blogPosts).set({ publishedAt }).where(eq(blogPosts.id, postId));
  }
  return { landingId: rendered.landing.id, publishedAt, snapshot: rendered.snapshot };
}

/**
 * Renders the site's published posts again from their published documents: all of them after a
 * change their HTML bakes in (site title, favicon, page addresses, menus), with `onlyListing`
 * just those holding a blog element (the list of published posts changed), the one `only` names
 * (its own details changed), or with `onlyArticles` those the article layout frames (the home
 * page or the blog's settings changed).
 */
export async function rerenderPublishedPosts(
  db: Executor,
  landingId: number,
  {
    onlyListing = false,
    only,
    onlyArticles = false,
  }: { onlyListing?: boolean; only?: number; onlyArticles?: boolean } = {},
): Promise<number> {
  const rows = await db
    .select({ id: blogPosts.id, document: blogPosts.publishedDocument })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.landingId, landingId),
        eq(blogPosts.published, true),
        only === undefined ? undefined : eq(blogPosts.id, only),
        onlyArticles ? eq(blogPosts.layout, 'article') : undefined,
      ),
    );
  let rendered = 0;
  for (const row of rows) {
    if (!row.document) continue;
    if (onlyListing && !documentHasBlog(loadStoredDocument(row.document))) continue;
    const post = await renderPost(db, row.id, 'published', { mode: 'live' });
    if (!post) continue;
    await db
      .update(blogPosts)
      .set({
        publishedHtml: post.snapshot.html,
        publishedCss: post.snapshot.css,
        publishedIslands: post.snapshot.islands,
        publishedFonts: post.snapshot.fonts,
        publishedCustomCode: post.snapshot.customCode,
        renderedAt: new Date(),
      })
      .where(eq(blogPosts.id, row.id));
    rendered++;
  }
  return rendered;
}

/**
 * One page of the blog index (`/blog`, `/blog?page=N`): a page document made for it (the home
 * page's look, a heading, the blog element with this page's posts, links to the pages around it)
 * rendered by the page renderer. Null when the site shows no index (switched off, no published
 * post) or the page is past the last one.
 */
export async function renderBlogIndex(
  db: Executor,
  landingId: number,
  pageNumber: number,
): Promise<PageSnapshot | null> {
  const landing = await siteRenderDetails(db, landingId);
  if (!landing) return null;
  const settings = readSiteSettings(landing.settings).blog;
  if (!settings.index_enabled) return null;
  const total = await publishedPostCount(db, landingId);
  const lastPage = Math.ceil(total / settings.per_page);
  if (total === 0 || pageNumber < 1 || pageNumber > lastPage) return null;
  const [posts, home, pageRefs, menus] = await Promise.all([
    publishedPostSummaries(db, landingId, {
      limit: settings.per_page,
      offset: (pageNumber - 1) * settings.per_page,
    }),
    homePageDocuments(db, landingId),
    sitePageRefs(db, landingId),
    siteMenuLinks(db, landingId, { publishedOnly: true }),
  ]);
  // Only a live home page frames the index.
  const framing = home?.published ? home.publishedDocument : null;
  const homeDocument = framing ? loadStoredDocument(framing) : null;
  const document = loadStoredDocument(
    blogIndexDocument({
      home: homeDocument,
      settings,
      perPage: settings.per_page,
      page: pageNumber,
      lastPage,
      path: blogIndexPath,
    }),
  );
  const title =
    pageNumber > 1
      ? `${settings.title} (page ${pageNumber}) — ${landing.title}`
      : `${settings.title} — ${landing.title}`;
  return renderSnapshot(
    document,
    {
      id: 0,
      name: settings.title,
      uniqueName: 'blog',
      isHome: false,
      title,
      description: settings.description,
      imageUrl: '',
      path: blogIndexPath(pageNumber),
      // The frame is the home page's published copy, ids and all: its forms (a popup's) file
      // their submissions under the home page, which holds the same elements.
      // (With no published home page there is no form to file: `/_forms/0` answers 404.)
      formsPath: `/_forms/${home && framing ? home.id : 0}`,
    },
    {
      title: landing.title,
      pages: pageRefs,
      menus,
      blogPosts: posts,
      feedPath: BLOG_FEED_PATH,
    },
    'live',
  );
}

import {
  ADMIN_BLOG_MESSAGES,
  type BlogPostSummary,
  DEFAULT_SITE_OPTIONS,
  DEFAULT_SITE_SETTINGS,
  type PublishedAdminPost,
  type PublishedAdminPostsQuery,
  SHARED_RECORD_MESSAGES,
  type SharedPost,
} from '@tessera/api-contract';
import { loadStoredDocument } from '@tessera/elements';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import type { AuthContext } from '../auth/session.ts';
import { insertPostCopy } from '../blogs/copy.ts';
import { type BlogPostRow, postWithUniqueId, publishedPostsPage } from '../blogs/lookup.ts';
import { freeSlug, POST_NOT_FOUND, postSummaryOf } from '../blogs/service.ts';
import { copyReferencedFiles, type FileCopyContext } from '../files/copy.ts';
import {
  isSiteVisibleInAgency,
  type SiteRow,
  siteAndPermissions,
  siteForCaller,
} from '../landings/access.ts';
import { withFreshIds } from '../landings/document-ids.ts';
import { freeSubdomain } from '../landings/domains.ts';
import { platformBlogSite } from '../landings/lookup.ts';
import { type Executor, insertSite, type SiteCreator } from '../landings/manage.ts';
import { platformAgencyId } from '../templates/platform.ts';

/**
 * SPEC §1/§2/§7 the admin platform blog. Its posts are ordinary blog posts of one hidden backing
 * site: a landing of the platform agency flagged `is_template` (so agencies never see it, admins
 * edit it with the site blog routes, and its host serves only signed previews and files) and
 * `platform_blog` (a unique partial index allows one). Agencies list its published posts and
 * import one into a site of theirs by unique id, as an unpublished draft with its own copies of
 * the post's uploads.
 */

type DomainConfig = Pick<ServerConfig, 'APP_DOMAINS' | 'SITES_DOMAIN'>;

export const PLATFORM_BLOG_TITLE = 'Platform blog';

/** The backing site of the admin blog, when one was made (none before an admin first opens it). */
export async function findPlatformBlog(db: Pick<Database, 'select'>): Promise<number | null> {
  return (await platformBlogSite(db))?.id ?? null;
}

/** Inserts the admin blog's backing site into the platform agency; answers its id. */
export async function insertPlatformBlog(
  tx: Executor,
  auth: SiteCreator,
  platformAgencyId: number,
  subdomain: string,
): Promise<number> {
  // Blank: a post starts from the home page's header and footer, and an imported post must not
  // carry the platform's into an agency's site.
  const { landing } = await insertSite(tx, auth, platformAgencyId, {
    title: PLATFORM_BLOG_TITLE,
    description: 'The posts of the admin blog, which agencies import into their websites.',
    subdomain,
    template: 'blank',
    settings: DEFAULT_SITE_SETTINGS,
    options: DEFAULT_SITE_OPTIONS,
    isTemplate: true,
    platformBlog: true,
  });
  return landing.id;
}

/**
 * The admin blog's backing site, made on first need. Two first calls at once make one: the loser's
 * insert fails on the one-platform-blog index (or on the same free subdomain both picked) and it
 * answers the winner's site.
 */
export async function platformBlogLandingId(
  db: Database,
  config: DomainConfig,
  auth: AuthContext,
): Promise<number> {
  const existing = await findPlatformBlog(db);
  if (existing !== null) return existing;
  const agencyId = await platformAgencyId(db);
  for (let attempt = 0; ; attempt++) {
    const subdomain = await freeSubdomain(db, config, 'platform-blog');
    try {
      return await db.transaction(async (tx) => {
        return insertPlatformBlog(tx, auth, agencyId, subdomain);
      });
    } catch (error) {
      const raced =
        isUniqueViolation(error, 'landings_one_platform_blog') ||
        isUniqueViolation(error, 'landings_subdomain_unique');
      if (!raced) throw error;
      const made = await findPlatformBlog(db);
      if (made !== null) return made;
      // Only the subdomain was taken (by some other site): pick again.
      if (attempt >= 3) throw error;
    }
  }
}

/** `GET /admin-blogs/published`: the admin blog's published posts, newest first. */
export async function listPublishedAdminPosts(
  db: Database,
  query: PublishedAdminPostsQuery,
): Promise<{ rows: PublishedAdminPost[]; total: number }> {
  const landingId = await findPlatformBlog(db);
  if (landingId === null) return { rows: [], total: 0 };
  const { rows, total } = await publishedPostsPage(db, landingId, {
    search: query.search,
    ...pageWindow(query.page, query.per_page),
  });
  return {
    total,
    rows: rows.map((row) => ({
      unique_id: row.uniqueId,
      title: row.title,
      description: row.description,
      cover_image_url: row.coverImageUrl,
      author_name: row.authorName,
      tags: row.tags,
      // A published post always has its date; the creation date only guards a row written by hand.
      published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    })),
  };
}

/** `GET /admin-blogs/unique-id/{uniqueId}` (admins): the admin blog's post with that unique id. */
export async function adminPostByUniqueId(
  db: Database,
  uniqueId: string,
  origins: SiteOrigins,
): Promise<BlogPostSummary> {
  const found = await postAndAdminBlog(db, uniqueId);
  if (!found?.adminBlog) throw notFound(POST_NOT_FOUND);
  return postSummaryOf(found.post, found.adminBlog, origins);
}

/**
 * The post a unique id names (unique across sites), with the admin blog's site when the post is
 * one of its own (on it, of its agency); null when no post has the id.
 */
async function postAndAdminBlog(
  db: Database,
  uniqueId: string,
): Promise<{ post: BlogPostRow; adminBlog: SiteRow | null } | null> {
  const post = await postWithUniqueId(db, uniqueId);
  if (!post) return null;
  const site = await platformBlogSite(db);
  const ofAdminBlog = site !== null && post.landingId === site.id && post.agencyId === site.agencyId;
  return { post, adminBlog: ofAdminBlog ? site : null };
}

/**
 * The post a unique id names for this caller: a published post of the admin blog (`admin`), or a
 * post on a site of the caller's own agency that the caller can see (`agency`), what SPEC §7
 * "import agency-blog by unique id" may copy. Anything else, unpublished admin posts and other
 * agencies' posts included, is "not found" (`missing`).
 */
async function postByUniqueId(
  db: Database,
  auth: AuthContext,
  uniqueId: string,
  missing: string,
): Promise<{ post: BlogPostRow; source: 'admin' | 'agency' }> {
  const found = await postAndAdminBlog(db, uniqueId);
  if (!found) throw notFound(missing);
  const { post, adminBlog } = found;
  if (adminBlog && post.published) return { post, source: 'admin' };
  if (await isSiteVisibleInAgency(db, auth, post.landingId, post.agencyId)) return { post, source: 'agency' };
  throw notFound(missing);
}

/** The post an import copies, and its design: what the admin released, or the agency's draft. */
async function importSource(db: Database, auth: AuthContext, uniqueId: string) {
  const { post, source } = await postByUniqueId(db, auth, uniqueId, ADMIN_BLOG_MESSAGES.notFound);
  // Of an admin post, the published snapshot, not a draft still being written.
  return { post, document: source === 'admin' ? post.publishedDocument : post.document };
}

/**
 * `GET /agency-blogs/unique-id/{uniqueId}` (SPEC §2 `/agency/blog/{uniqueId}`): the post a shared
 * unique id names, as `postByUniqueId` finds it, and whether the caller may edit it where it is.
 */
export async function sharedPostByUniqueId(
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<SharedPost> {
  const { post, source } = await postByUniqueId(db, auth, uniqueId, SHARED_RECORD_MESSAGES.postNotFound);
  const common = {
    id: post.id,
    title: post.title,
    description: post.description,
    cover_image_url: post.coverImageUrl,
    unique_id: post.uniqueId,
    published: post.published,
  };
  // The admin blog's site is no agency's: its posts are offered for import only.
  if (source === 'admin') return { ...common, source, landing_id: null, site_title: null, may_edit: false };
  const { landing, permissions } = await siteAndPermissions(db, auth, post.landingId, 'view');
  return {
    ...common,
    source,
    landing_id: landing.id,
    site_title: landing.title,
    may_edit: permissions.includes('manage_blog'),
  };
}

/**
 * `POST /landings/{id}/blogs/import`: a copy of the post as an unpublished draft of the site, with
 * a free address (the source's, numbered when taken), a unique id of its own and fresh node ids.
 * Links to pages and menus of another site cannot be kept and are dropped. Uploads of another
 * agency (the platform's) the post shows are copied into the site's agency (files/copy.ts).
 */
export async function importPost(
  db: Database,
  files: FileCopyContext,
  auth: AuthContext,
  landingId: number,
  uniqueId: string,
): Promise<BlogPostSummary> {
  const site = await siteForCaller(db, auth, landingId, 'manage_blog');
  const { post, document } = await importSource(db, auth, uniqueId);
  const sameSite = post.landingId === site.id;
  const content = {
    document: withFreshIds(
      loadStoredDocument(document ?? post.document),
      sameSite ? {} : { pageIds: new Map(), menuIds: new Map() },
    ),
    cover: post.coverImageUrl,
    metaImage: post.metaImageUrl,
  };
  const slug = await freeSlug(db, site.id, post.slug);
  try {
    const row = await copyReferencedFiles(
      files,
      content,
      {
        sourceAgencyId: post.agencyId,
        targetAgencyId: site.agencyId,
        targetOrigin: files.sites.origins.subdomainOrigin(site.subdomain),
        uploadedBy: auth.user.id,
      },
      (copied, recordFiles) =>
        db.transaction(async (tx) => {
          await recordFiles(tx, site.id);
          return insertPostCopy(tx, { agencyId: site.agencyId, landingId: site.id, slug }, post, copied);
        }),
    );
    return postSummaryOf(row, site, files.sites.origins);
  } catch (error) {
    // Another post took the free address a moment ago. Retrying here would copy the files again.
    if (isUniqueViolation(error, 'blog_posts_landing_slug')) throw conflict(ADMIN_BLOG_MESSAGES.addressTaken);
    throw error;
  }
}

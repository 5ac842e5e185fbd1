import { type LinkPickerPage, readSiteSettings } from '@tessera/api-contract';
import { pageLink } from '@tessera/document';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema/landings.ts';
import { BLOG_PATH } from '../../sites/blog-paths.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { publishedPostSummaries } from '../blogs/render.ts';
import type { SiteRow } from '../landings/access.ts';

/** At most this many published posts are offered as link targets (the newest). */
const LINKED_POSTS = 200;

/**
 * SPEC §3 shared editor state pages list: what link pickers offer (the home page first, then by
 * name), then the synthetic blog entries when the site has published posts: its blog index (when
 * shown) and each published post, newest first, linked by path. The caller has already been
 * checked for the site.
 */
export async function pagesForLinkPicker(
  db: Database,
  site: SiteRow,
  origins: SiteOrigins,
): Promise<LinkPickerPage[]> {
  const [rows, posts] = await Promise.all([
    db
      .select({ id: pages.id, name: pages.name, uniqueName: pages.uniqueName, isHome: pages.isHome })
      .from(pages)
      .where(and(eq(pages.landingId, site.id), eq(pages.agencyId, site.agencyId)))
      .orderBy(desc(pages.isHome), asc(pages.name), asc(pages.id)),
    publishedPostSummaries(db, site.id, { limit: LINKED_POSTS }),
  ]);
  const landingLink = origins.canonical(site);
  const list: LinkPickerPage[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    unique_name: row.uniqueName,
    is_home: row.isHome,
    url: pageLink({ id: row.id, unique_name: row.uniqueName, home: row.isHome }, landingLink),
    kind: 'page',
  }));
  if (posts.length === 0) return list;
  const blog = readSiteSettings(site.settings).blog;
  if (blog.index_enabled) {
    list.push({
      id: 0,
      name: blog.title,
      unique_name: BLOG_PATH.slice(1),
      is_home: false,
      url: `${landingLink}${BLOG_PATH}`,
      kind: 'blog',
    });
  }
  for (const post of posts) {
    list.push({
      id: post.id,
      name: `${blog.title}: ${post.title}`,
      unique_name: post.url.slice(1),
      is_home: false,
      url: `${landingLink}${post.url}`,
      kind: 'blog-post',
    });
  }
  return list;
}

/** Where a site's blog lives (SPEC §2 site paths). */
export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = '/blog/feed.xml';

export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** Path of one page of the blog index: `/blog`, `/blog?page=2`, … */
export function blogIndexPath(page: number): string {
  return page <= 1 ? BLOG_PATH : `${BLOG_PATH}?page=${page}`;
}

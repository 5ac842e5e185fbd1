import { blogPosts } from '../../db/schema/blogs.ts';
import { moveAside, siteTablePart } from '../../lib/site-rows.ts';
import type { SiteBackupPart } from '../backups/part.ts';

/** A site's blog posts in its backups: drafts, published copies and details, under their ids. */
export const blogPostsBackupPart: SiteBackupPart = siteTablePart('blog_posts', blogPosts, moveAside('slug'));

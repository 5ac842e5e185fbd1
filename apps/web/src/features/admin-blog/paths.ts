import type { SiteAddresses } from '../websites/paths.ts';

/** Where the admin platform blog's screens live (SPEC §2 admin `blog`, its public preview). */
export const adminBlogPaths = {
  list: '/admin/blog',
  create: '/admin/blog/create',
  edit: (postId: number) => `/admin/blog/${postId}/edit`,
  design: (postId: number) => `/admin/blog/${postId}/design`,
  /** The post's draft on the backing site's host (SPEC §2 `/admin-blog/{id}`). */
  preview: (postId: number) => `/admin-blog/${postId}`,
  /** Opens the post with that unique id in its form (SPEC §2 `/admin/blog/{uniqueId}`). */
  byUniqueId: (uniqueId: string) => `/admin/blog/${encodeURIComponent(uniqueId)}`,
};

/**
 * The site blog screens (features/blogs) on the admin blog's backing site find their addresses
 * here. The backing site has no page or menu screens of its own: those addresses lead to the blog.
 */
export const adminBlogAddresses: SiteAddresses = {
  pages: () => adminBlogPaths.list,
  pageCreate: () => adminBlogPaths.list,
  pageEdit: () => adminBlogPaths.list,
  pageDesign: () => null,
  menus: () => adminBlogPaths.list,
  menuCreate: () => adminBlogPaths.list,
  menuEdit: () => adminBlogPaths.list,
  blog: () => adminBlogPaths.list,
  blogCreate: () => adminBlogPaths.create,
  blogEdit: (_landingId, postId) => adminBlogPaths.edit(postId),
  blogDesign: (_landingId, postId) => adminBlogPaths.design(postId),
  blogPreview: (_landingId, postId) => adminBlogPaths.preview(postId),
};

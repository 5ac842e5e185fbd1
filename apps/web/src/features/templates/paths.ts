import type { SiteAddresses } from '../websites/paths.ts';

/** Where the admin template screens live (SPEC §2 admin `templates`, public previews). */
export const templatePaths = {
  list: '/admin/templates',
  create: '/admin/templates/create',
  categories: '/admin/templates/categories',
  edit: (id: number) => `/admin/templates/${id}/edit`,
  pages: (id: number) => `/admin/templates/${id}/pages`,
  menus: (id: number) => `/admin/templates/${id}/menus`,
  blog: (id: number) => `/admin/templates/${id}/blog`,
  /** The template's home page (or first page) as the sites it makes will show it. */
  preview: (id: number) => `/templates/${id}/preview`,
  pagePreview: (id: number, pageId: number) => `/templates/${id}/pages/${pageId}/preview`,
  blogPreview: (id: number, postId: number) => `/templates/${id}/blog/${postId}/preview`,
  /** The templates of one category. */
  inCategory: (categoryId: number) => `/admin/templates?category=${categoryId}`,
};

/**
 * The page, menu and blog screens of a template's backing site live under the template's address;
 * the shared screens (features/pages, features/menus, features/blogs) read them from
 * `SiteAddressContext`.
 */
export function templateSiteAddresses(templateId: number): SiteAddresses {
  const base = `/admin/templates/${templateId}`;
  return {
    pages: () => `${base}/pages`,
    pageCreate: () => `${base}/pages/create`,
    pageEdit: (_landingId, pageId) => `${base}/pages/${pageId}/edit`,
    pageDesign: (_landingId, pageId) => `${base}/pages/${pageId}/design`,
    menus: () => `${base}/menus`,
    menuCreate: () => `${base}/menus/create`,
    menuEdit: (_landingId, menuId) => `${base}/menus/${menuId}/edit`,
    blog: () => `${base}/blog`,
    blogCreate: () => `${base}/blog/create`,
    blogEdit: (_landingId, postId) => `${base}/blog/${postId}/edit`,
    blogDesign: (_landingId, postId) => `${base}/blog/${postId}/design`,
    blogPreview: (_landingId, postId) => templatePaths.blogPreview(templateId, postId),
  };
}

import { recordPaths } from '../design-records/kind.ts';
import type { SiteAddresses } from '../websites/paths.ts';

/** Where the admin template screens live (SPEC §2 admin `templates`, public previews). */
export const templatePaths = {
  /** A template is worked on in its pages; its preview is its home page (or first page). */
  ...recordPaths('/admin/templates', 'pages', (id) => `/templates/${id}/preview`),
  categories: '/admin/templates/categories',
  pages: (id: number) => `/admin/templates/${id}/pages`,
  menus: (id: number) => `/admin/templates/${id}/menus`,
  blog: (id: number) => `/admin/templates/${id}/blog`,
  pagePreview: (id: number, pageId: number) => `/templates/${id}/pages/${pageId}/preview`,
  blogPreview: (id: number, postId: number) => `/templates/${id}/blog/${postId}/preview`,
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

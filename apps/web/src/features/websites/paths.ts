import { type RouteDef, routeTable } from '../../app/routes.ts';

/** Addresses of a site's screens. Routes other areas own are looked up, so a missing one is null. */
export const sitePaths = {
  overview: (id: number) => `/agency/websites/${id}`,
  /** The designer on the site's home page (SPEC §2 `websites/{id}/design`). */
  design: (id: number) => `/agency/websites/${id}/design`,
  pages: (id: number) => `/agency/websites/${id}/pages`,
  pageCreate: (id: number) => `/agency/websites/${id}/pages/create`,
  pageEdit: (id: number, pageId: number) => `/agency/websites/${id}/pages/${pageId}/edit`,
  blog: (id: number) => `/agency/websites/${id}/blog`,
  blogCreate: (id: number) => `/agency/websites/${id}/blog/create`,
  blogCreateByAi: (id: number) => `/agency/websites/${id}/blog/create/by_ai`,
  blogEdit: (id: number, postId: number) => `/agency/websites/${id}/blog/${postId}/edit`,
  blogDesign: (id: number, postId: number) => `/agency/websites/${id}/blog/${postId}/design`,
  menus: (id: number) => `/agency/websites/${id}/menus`,
  menuCreate: (id: number) => `/agency/websites/${id}/menus/create`,
  menuEdit: (id: number, menuId: number) => `/agency/websites/${id}/menus/${menuId}/edit`,
  redirects: (id: number) => `/agency/websites/${id}/redirects`,
  redirectCreate: (id: number) => `/agency/websites/${id}/redirects/create`,
  redirectEdit: (id: number, redirectId: number) => `/agency/websites/${id}/redirects/${redirectId}/edit`,
  rules: (id: number) => `/agency/websites/${id}/settings?section=rules`,
  ruleCreate: (id: number) => `/agency/websites/${id}/settings/redirects/create`,
  ruleEdit: (id: number, redirectId: number) =>
    `/agency/websites/${id}/settings/redirects/${redirectId}/edit`,
  domain: (id: number) => `/agency/websites/${id}/edit`,
  settings: (id: number, section?: string) =>
    `/agency/websites/${id}/settings${section ? `?section=${section}` : ''}`,
};

/** The page designer's address, when the editor area has registered its route. */
export function pageDesignPath(landingId: number, pageId: number): string | null {
  const route = (routeTable as readonly RouteDef[]).find((r) => r.id === 'agency-page-design');
  return route ? route.path.replace(':id', String(landingId)).replace(':pageId', String(pageId)) : null;
}

/**
 * Where the screens of one site's pages, menus and blog live. The website screens use the agency's
 * addresses; an admin template's screens (features/templates) give their own, so the same page,
 * menu and blog screens serve both (see `SiteAddressContext`).
 */
export interface SiteAddresses {
  pages(landingId: number): string;
  pageCreate(landingId: number): string;
  pageEdit(landingId: number, pageId: number): string;
  /** The page designer, or null when no designer route is registered. */
  pageDesign(landingId: number, pageId: number): string | null;
  menus(landingId: number): string;
  menuCreate(landingId: number): string;
  menuEdit(landingId: number, menuId: number): string;
  /** The blog's posts list, a new post, a post's details and its designer (features/blogs). */
  blog(landingId: number): string;
  blogCreate(landingId: number): string;
  blogEdit(landingId: number, postId: number): string;
  blogDesign(landingId: number, postId: number): string;
  /**
   * A post's public preview route in the app (what its share links open), where it has one: the
   * admin blog's and a template's posts; an agency site's posts preview from their editors only.
   */
  blogPreview?(landingId: number, postId: number): string;
}

export const agencySiteAddresses: SiteAddresses = {
  pages: sitePaths.pages,
  pageCreate: sitePaths.pageCreate,
  pageEdit: sitePaths.pageEdit,
  pageDesign: pageDesignPath,
  menus: sitePaths.menus,
  menuCreate: sitePaths.menuCreate,
  menuEdit: sitePaths.menuEdit,
  blog: sitePaths.blog,
  blogCreate: sitePaths.blogCreate,
  blogEdit: sitePaths.blogEdit,
  blogDesign: sitePaths.blogDesign,
};

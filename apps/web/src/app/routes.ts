/**
 * THE route table (SPEC §2). Pure data: the router, the guard, the side bar and the document
 * title all read it, and the guard test walks every entry. A screen joins the app by adding
 * one entry here and its element in `screens.tsx`.
 */

import type { LandingPermission } from '@tessera/api-contract';

export type Area = 'admin' | 'agency' | 'user';
export type LayoutName = 'auth' | 'main' | 'bare' | 'editor';

export type Access =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Guests only; a signed-in user is sent on by role (SPEC §6). */
  | { kind: 'guest' }
  /** One role area; guests go to login. */
  | { kind: 'area'; area: Area };

export interface RouteDef {
  id: string;
  /** Pattern; `:name` matches one segment. */
  path: string;
  access: Access;
  layout: LayoutName;
  /** Shown in the document title. */
  title: string;
  /** The route only forwards to the caller's home (the guard does it, nothing renders). */
  redirect?: 'home';
  /**
   * Side-bar entry of its area; with `when`, shown only to callers the named fact is true for
   * (`hasCourses`: the agency's plans include a course, SPEC §3).
   */
  nav?: { label: string; icon: NavIcon; order: number; when?: 'hasCourses' };
  /**
   * A tab of the website screen (`/agency/websites/:id/...`): the website layout lists every
   * route carrying one, in `order`, hiding tabs whose landing permission the caller lacks.
   */
  siteTab?: { label: string; order: number; permission: LandingPermission };
  /**
   * The landing permission a screen of the website screen needs, when it needs more than the tab
   * it belongs to (creating a page needs `edit_design`, the Pages tab only `view`).
   */
  sitePermission?: LandingPermission;
}

export type NavIcon =
  | 'agencies'
  | 'websites'
  | 'cards'
  | 'subscription'
  | 'profile'
  | 'users'
  | 'whitelabels'
  | 'templates'
  | 'courses'
  | 'blog'
  | 'audit'
  | 'contacts'
  | 'apps';

const PUBLIC = { kind: 'public' } as const;
const GUEST = { kind: 'guest' } as const;
const ADMIN = { kind: 'area', area: 'admin' } as const;
const AGENCY = { kind: 'area', area: 'agency' } as const;
const USER = { kind: 'area', area: 'user' } as const;

export const routeTable = [
  { id: 'home', path: '/', access: PUBLIC, layout: 'bare', title: 'Home', redirect: 'home' },
  { id: 'register', path: '/register', access: PUBLIC, layout: 'auth', title: 'Create your account' },
  // SPEC §2 public route: ordering a plan from an order page (`?page={orderPageId}`), guest or signed in.
  { id: 'order', path: '/order', access: PUBLIC, layout: 'bare', title: 'Order' },
  { id: 'page-preview', path: '/pages/:id/preview', access: PUBLIC, layout: 'bare', title: 'Preview' },
  {
    id: 'page-template-preview',
    path: '/page-templates/:pageTemplateId/preview',
    access: PUBLIC,
    layout: 'bare',
    title: 'Preview',
  },
  // Admin templates (whole sites): previews of a template's home page or of one of its pages.
  {
    id: 'template-preview',
    path: '/templates/:templateId/preview',
    access: PUBLIC,
    layout: 'bare',
    title: 'Preview',
  },
  {
    id: 'template-page-preview',
    path: '/templates/:templateId/pages/:pageId/preview',
    access: PUBLIC,
    layout: 'bare',
    title: 'Preview',
  },
  // SPEC §2 public route: a template's blog post, shown on the template site's own host.
  {
    id: 'template-blog-preview',
    path: '/templates/:templateId/blog/:blogId/preview',
    access: PUBLIC,
    layout: 'bare',
    title: 'Preview',
  },
  // SPEC §2 public route: a course shown on the preview host (the draft for admins).
  {
    id: 'admin-course-preview',
    path: '/admin/courses/:courseId/preview',
    access: PUBLIC,
    layout: 'bare',
    title: 'Preview',
  },
  // SPEC §2 public route: an order page's draft, with its plans, shown on the preview host.
  {
    id: 'admin-order-page-preview',
    path: '/admin/payment/order-pages/:orderPageId/preview',
    access: PUBLIC,
    layout: 'bare',
    title: 'Preview',
  },
  // A block's draft shown on the preview host (admins only; guests are asked to sign in).
  {
    id: 'admin-block-preview',
    path: '/admin/blocks/:blockId/preview',
    access: PUBLIC,
    layout: 'bare',
    title: 'Preview',
  },
  // SPEC §2 public routes of the admin blog: a post's draft on the blog's own host, and a post
  // opened by its unique id in the admin form ('create' leads to the creation screen).
  {
    id: 'admin-blog-preview',
    path: '/admin-blog/:id',
    access: PUBLIC,
    layout: 'bare',
    title: 'Preview',
  },
  {
    id: 'admin-blog-by-unique-id',
    path: '/admin/blog/:uniqueId',
    access: PUBLIC,
    layout: 'bare',
    title: 'Blog post',
  },
  // SPEC §2 public routes: a page or post shared by its unique id, opened in its designer when the
  // caller may design it, else offered for import into one of the caller's websites.
  {
    id: 'agency-page-by-unique-id',
    path: '/agency/pages/:uniqueId',
    access: PUBLIC,
    layout: 'main',
    title: 'Shared page',
  },
  {
    id: 'agency-blog-by-unique-id',
    path: '/agency/blog/:uniqueId',
    access: PUBLIC,
    layout: 'main',
    title: 'Shared blog post',
  },
  { id: 'login', path: '/login', access: GUEST, layout: 'auth', title: 'Sign in' },
  {
    id: 'password-request',
    path: '/passwords/request',
    access: GUEST,
    layout: 'auth',
    title: 'Reset your password',
  },
  {
    id: 'password-reset',
    path: '/passwords/reset',
    access: GUEST,
    layout: 'auth',
    title: 'Choose a new password',
  },

  { id: 'admin-index', path: '/admin', access: ADMIN, layout: 'bare', title: 'Admin', redirect: 'home' },
  {
    id: 'admin-agencies',
    path: '/admin/agencies',
    access: ADMIN,
    layout: 'main',
    title: 'Agencies',
    nav: { label: 'Agencies', icon: 'agencies', order: 10 },
  },
  {
    id: 'admin-agencies-archived',
    path: '/admin/agencies/archived',
    access: ADMIN,
    layout: 'main',
    title: 'Archived agencies',
  },
  {
    id: 'admin-agencies-free-register',
    path: '/admin/agencies/free_register',
    access: ADMIN,
    layout: 'main',
    title: 'Free-register agencies',
  },
  // Agencies, users and white labels (issue 7).
  {
    id: 'admin-agencies-create',
    path: '/admin/agencies/create',
    access: ADMIN,
    layout: 'main',
    title: 'New agency',
  },
  {
    id: 'admin-agency-edit',
    path: '/admin/agencies/:id/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Edit agency',
  },
  // Page templates (SPEC §2 admin `page-templates`): list, create, edit, categories, design.
  {
    id: 'admin-page-templates',
    path: '/admin/page-templates',
    access: ADMIN,
    layout: 'main',
    title: 'Page templates',
    nav: { label: 'Page templates', icon: 'templates', order: 30 },
  },
  {
    id: 'admin-page-templates-create',
    path: '/admin/page-templates/create',
    access: ADMIN,
    layout: 'main',
    title: 'New page template',
  },
  {
    id: 'admin-page-template-edit',
    path: '/admin/page-templates/:pageTemplateId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Edit page template',
  },
  {
    id: 'admin-page-template-categories',
    path: '/admin/page-templates/categories',
    access: ADMIN,
    layout: 'main',
    title: 'Page-template categories',
  },
  {
    id: 'admin-page-template-sandbox-design',
    path: '/admin/page-templates/:pageTemplateId/sandbox_design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  // Blocks (SPEC §2 admin `blocks`): sections and rows published to every agency's palette.
  {
    id: 'admin-blocks',
    path: '/admin/blocks',
    access: ADMIN,
    layout: 'main',
    title: 'Blocks',
    nav: { label: 'Blocks', icon: 'templates', order: 32 },
  },
  {
    id: 'admin-blocks-create',
    path: '/admin/blocks/create',
    access: ADMIN,
    layout: 'main',
    title: 'New block',
  },
  {
    id: 'admin-block-edit',
    path: '/admin/blocks/:blockId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Rename block',
  },
  {
    id: 'admin-block-sandbox-design',
    path: '/admin/blocks/:blockId/sandbox_design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  // Admin templates (SPEC §2 admin `templates`): whole sites agencies start websites from. A
  // template's pages and menus reuse the site screens (features/templates/TemplateSite.tsx).
  {
    id: 'admin-templates',
    path: '/admin/templates',
    access: ADMIN,
    layout: 'main',
    title: 'Templates',
    nav: { label: 'Templates', icon: 'templates', order: 25 },
  },
  {
    id: 'admin-templates-create',
    path: '/admin/templates/create',
    access: ADMIN,
    layout: 'main',
    title: 'New template',
  },
  {
    id: 'admin-template-categories',
    path: '/admin/templates/categories',
    access: ADMIN,
    layout: 'main',
    title: 'Template categories',
  },
  {
    id: 'admin-template-edit',
    path: '/admin/templates/:templateId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Edit template',
  },
  {
    id: 'admin-template-pages',
    path: '/admin/templates/:templateId/pages',
    access: ADMIN,
    layout: 'main',
    title: 'Template pages',
  },
  {
    id: 'admin-template-pages-create',
    path: '/admin/templates/:templateId/pages/create',
    access: ADMIN,
    layout: 'main',
    title: 'New template page',
  },
  {
    id: 'admin-template-page-edit',
    path: '/admin/templates/:templateId/pages/:pageId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Template page settings',
  },
  {
    id: 'admin-template-menus',
    path: '/admin/templates/:templateId/menus',
    access: ADMIN,
    layout: 'main',
    title: 'Template menus',
  },
  {
    id: 'admin-template-menu-create',
    path: '/admin/templates/:templateId/menus/create',
    access: ADMIN,
    layout: 'main',
    title: 'New template menu',
  },
  {
    id: 'admin-template-menu-edit',
    path: '/admin/templates/:templateId/menus/:menuId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Edit template menu',
  },
  {
    id: 'admin-template-page-design',
    path: '/admin/templates/:templateId/pages/:pageId/design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  {
    id: 'admin-template-page-sandbox-design',
    path: '/admin/templates/:templateId/pages/:pageId/sandbox_design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  // SPEC §2 `templates/{templateId}/blog`: the template site's blog, with the site blog screens.
  {
    id: 'admin-template-blog',
    path: '/admin/templates/:templateId/blog',
    access: ADMIN,
    layout: 'main',
    title: 'Template blog',
  },
  {
    id: 'admin-template-blog-create',
    path: '/admin/templates/:templateId/blog/create',
    access: ADMIN,
    layout: 'main',
    title: 'New template blog post',
  },
  {
    id: 'admin-template-blog-edit',
    path: '/admin/templates/:templateId/blog/:blogId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Template blog post',
  },
  {
    id: 'admin-template-blog-design',
    path: '/admin/templates/:templateId/blog/:blogId/design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  {
    id: 'admin-template-blog-sandbox-design',
    path: '/admin/templates/:templateId/blog/:blogId/sandbox_design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  // The admin platform blog (SPEC §2 admin `blog`): the site blog screens on its backing site.
  {
    id: 'admin-blog',
    path: '/admin/blog',
    access: ADMIN,
    layout: 'main',
    title: 'Blog',
    nav: { label: 'Blog', icon: 'blog', order: 35 },
  },
  {
    id: 'admin-blog-create',
    path: '/admin/blog/create',
    access: ADMIN,
    layout: 'main',
    title: 'New blog post',
  },
  {
    id: 'admin-blog-edit',
    path: '/admin/blog/:blogId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Blog post',
  },
  {
    id: 'admin-blog-design',
    path: '/admin/blog/:blogId/design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  // Courses (SPEC §2 admin `courses`): list, create, edit, and the full-screen designers.
  {
    id: 'admin-courses',
    path: '/admin/courses',
    access: ADMIN,
    layout: 'main',
    title: 'Courses',
    nav: { label: 'Courses', icon: 'courses', order: 40 },
  },
  {
    id: 'admin-courses-create',
    path: '/admin/courses/create',
    access: ADMIN,
    layout: 'main',
    title: 'New course',
  },
  {
    id: 'admin-course-edit',
    path: '/admin/courses/:courseId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Edit course',
  },
  {
    id: 'admin-course-design',
    path: '/admin/courses/:courseId/design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  {
    id: 'admin-course-sandbox-design',
    path: '/admin/courses/:courseId/sandbox_design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  // Plans and prices (SPEC §2 admin `payment/plans`, `payment/prices`): lists and forms.
  {
    id: 'admin-plans',
    path: '/admin/payment/plans',
    access: ADMIN,
    layout: 'main',
    title: 'Plans',
    nav: { label: 'Plans', icon: 'subscription', order: 42 },
  },
  {
    id: 'admin-plans-create',
    path: '/admin/payment/plans/create',
    access: ADMIN,
    layout: 'main',
    title: 'New plan',
  },
  {
    id: 'admin-plan-edit',
    path: '/admin/payment/plans/:planId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Edit plan',
  },
  {
    id: 'admin-prices',
    path: '/admin/payment/prices',
    access: ADMIN,
    layout: 'main',
    title: 'Prices',
    nav: { label: 'Prices', icon: 'subscription', order: 43 },
  },
  {
    id: 'admin-prices-create',
    path: '/admin/payment/prices/create',
    access: ADMIN,
    layout: 'main',
    title: 'New price',
  },
  {
    id: 'admin-price-edit',
    path: '/admin/payment/prices/:priceId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Edit price',
  },
  // Order pages (SPEC §2 admin `payment/order-pages`): list, create, edit, and the designer.
  {
    id: 'admin-order-pages',
    path: '/admin/payment/order-pages',
    access: ADMIN,
    layout: 'main',
    title: 'Order pages',
    nav: { label: 'Order pages', icon: 'subscription', order: 45 },
  },
  {
    id: 'admin-order-pages-create',
    path: '/admin/payment/order-pages/create',
    access: ADMIN,
    layout: 'main',
    title: 'New order page',
  },
  {
    id: 'admin-order-page-edit',
    path: '/admin/payment/order-pages/:orderPageId/edit',
    access: ADMIN,
    layout: 'main',
    title: 'Edit order page',
  },
  {
    id: 'admin-order-page-design',
    path: '/admin/payment/order-pages/:orderPageId/design',
    access: ADMIN,
    layout: 'editor',
    title: 'Design',
  },
  {
    id: 'admin-whitelabels',
    path: '/admin/whitelabels',
    access: ADMIN,
    layout: 'main',
    title: 'White labels',
    nav: { label: 'White labels', icon: 'whitelabels', order: 60 },
  },
  {
    id: 'admin-administrators',
    path: '/admin/administrators',
    access: ADMIN,
    layout: 'main',
    title: 'Administrators',
    nav: { label: 'Administrators', icon: 'users', order: 70 },
  },
  {
    id: 'admin-audit-log',
    path: '/admin/audit-log',
    access: ADMIN,
    layout: 'main',
    title: 'Audit log',
    nav: { label: 'Audit log', icon: 'audit', order: 80 },
  },
  {
    id: 'admin-profile',
    path: '/admin/profile',
    access: ADMIN,
    layout: 'main',
    title: 'Profile',
    nav: { label: 'Profile', icon: 'profile', order: 90 },
  },

  { id: 'agency-index', path: '/agency', access: AGENCY, layout: 'bare', title: 'Agency', redirect: 'home' },
  // SPEC §2 provider-connect callback of the card payment provider: where Stripe's hosted
  // onboarding comes back to. Its path is under /auth/, but it acts for the signed-in agency user
  // who connected the account (a guest signs in first and comes back here).
  {
    id: 'agency-stripe-callback',
    path: '/auth/stripe/callback',
    access: AGENCY,
    layout: 'main',
    title: 'Connecting Stripe',
  },
  {
    id: 'agency-websites',
    path: '/agency/websites',
    access: AGENCY,
    layout: 'main',
    title: 'Websites',
    nav: { label: 'Websites', icon: 'websites', order: 10 },
  },
  // Every site's contacts in one inbox; not on the SPEC §6 member whitelist, so owners only.
  {
    id: 'agency-contacts',
    path: '/agency/contacts',
    access: AGENCY,
    layout: 'main',
    title: 'Contacts',
    nav: { label: 'Contacts', icon: 'contacts', order: 20 },
  },
  // Websites (issue 6): the list above, the site screen and its tabs below. Every route under
  // `/agency/websites/:id` renders inside the website screen (see app/siteTabs.ts).
  {
    id: 'agency-website',
    path: '/agency/websites/:id',
    access: AGENCY,
    layout: 'main',
    title: 'Website',
    siteTab: { label: 'Overview', order: 0, permission: 'view' },
  },
  {
    id: 'agency-websites-create',
    path: '/agency/websites/create',
    access: AGENCY,
    layout: 'main',
    title: 'New website',
  },
  {
    id: 'agency-websites-share',
    path: '/agency/websites/share',
    access: AGENCY,
    layout: 'main',
    title: 'Copy a shared website',
  },

  {
    id: 'agency-pages',
    path: '/agency/websites/:id/pages',
    access: AGENCY,
    layout: 'main',
    title: 'Pages',
    siteTab: { label: 'Pages', order: 10, permission: 'view' },
  },
  {
    id: 'agency-pages-create',
    path: '/agency/websites/:id/pages/create',
    access: AGENCY,
    layout: 'main',
    title: 'New page',
    sitePermission: 'edit_design',
  },
  {
    id: 'agency-page-edit',
    path: '/agency/websites/:id/pages/:pageId/edit',
    access: AGENCY,
    layout: 'main',
    title: 'Page settings',
    sitePermission: 'edit_design',
  },
  // The blog of a site (SPEC §2 agency `blog list, blog/create, blog/{blogId}/edit`).
  {
    id: 'agency-blog',
    path: '/agency/websites/:id/blog',
    access: AGENCY,
    layout: 'main',
    title: 'Blog',
    // Who may write the site's posts lists them (members included, SPEC §6 blog create/edit).
    siteTab: { label: 'Blog', order: 20, permission: 'manage_blog' },
  },
  {
    id: 'agency-blog-create',
    path: '/agency/websites/:id/blog/create',
    access: AGENCY,
    layout: 'main',
    title: 'New blog post',
  },
  // SPEC §2 agency `blog/create/{by_ai}`: a post written by the AI service (agencies holding a key).
  {
    id: 'agency-blog-create-by-ai',
    path: '/agency/websites/:id/blog/create/by_ai',
    access: AGENCY,
    layout: 'main',
    title: 'Write a post with AI',
  },
  {
    id: 'agency-blog-edit',
    path: '/agency/websites/:id/blog/:blogId/edit',
    access: AGENCY,
    layout: 'main',
    title: 'Blog post',
  },
  {
    id: 'agency-menus',
    path: '/agency/websites/:id/menus',
    access: AGENCY,
    layout: 'main',
    title: 'Menus',
    siteTab: { label: 'Menus', order: 40, permission: 'edit_design' },
  },
  {
    id: 'agency-menu-create',
    path: '/agency/websites/:id/menus/create',
    access: AGENCY,
    layout: 'main',
    title: 'New menu',
  },
  {
    id: 'agency-menu-edit',
    path: '/agency/websites/:id/menus/:menuId/edit',
    access: AGENCY,
    layout: 'main',
    title: 'Edit menu',
  },
  {
    id: 'agency-redirects',
    path: '/agency/websites/:id/redirects',
    access: AGENCY,
    layout: 'main',
    title: 'Redirects',
    siteTab: { label: 'Redirects', order: 60, permission: 'manage_settings' },
  },
  {
    id: 'agency-redirect-create',
    path: '/agency/websites/:id/redirects/create',
    access: AGENCY,
    layout: 'main',
    title: 'New redirect',
  },
  {
    id: 'agency-redirect-edit',
    path: '/agency/websites/:id/redirects/:redirectId/edit',
    access: AGENCY,
    layout: 'main',
    title: 'Edit redirect',
  },
  {
    id: 'agency-website-edit',
    path: '/agency/websites/:id/edit',
    access: AGENCY,
    layout: 'main',
    title: 'Website details and domain',
    siteTab: { label: 'Domain', order: 85, permission: 'manage_settings' },
  },
  {
    id: 'agency-website-settings',
    path: '/agency/websites/:id/settings',
    access: AGENCY,
    layout: 'main',
    title: 'Website settings',
    siteTab: { label: 'Settings', order: 90, permission: 'manage_settings' },
  },
  {
    id: 'agency-settings-redirect-create',
    path: '/agency/websites/:id/settings/redirects/create',
    access: AGENCY,
    layout: 'main',
    title: 'New redirect rule',
  },
  {
    id: 'agency-settings-redirect-edit',
    path: '/agency/websites/:id/settings/redirects/:redirectId/edit',
    access: AGENCY,
    layout: 'main',
    title: 'Edit redirect rule',
  },
  {
    id: 'agency-website-files',
    path: '/agency/websites/:id/files',
    access: AGENCY,
    layout: 'main',
    title: 'Files',
    siteTab: { label: 'Files', order: 60, permission: 'view' },
  },
  {
    id: 'agency-website-seo',
    path: '/agency/websites/:id/seo',
    access: AGENCY,
    layout: 'main',
    title: 'SEO',
    siteTab: { label: 'SEO', order: 70, permission: 'view' },
  },
  {
    id: 'agency-website-stats',
    path: '/agency/websites/:id/stats',
    access: AGENCY,
    layout: 'main',
    title: 'Stats',
    siteTab: { label: 'Stats', order: 80, permission: 'view' },
  },
  // Forms, contacts, webhooks and backups of a site (issue 6).
  {
    id: 'agency-website-forms',
    path: '/agency/websites/:id/forms',
    access: AGENCY,
    layout: 'main',
    title: 'Forms',
    siteTab: { label: 'Forms', order: 30, permission: 'manage_forms' },
  },
  {
    id: 'agency-form-create',
    path: '/agency/websites/:id/forms/create',
    access: AGENCY,
    layout: 'main',
    title: 'New form',
  },
  {
    id: 'agency-form-edit',
    path: '/agency/websites/:id/forms/:formId/edit',
    access: AGENCY,
    layout: 'main',
    title: 'Edit form',
  },
  {
    id: 'agency-website-contacts',
    path: '/agency/websites/:id/contacts',
    access: AGENCY,
    layout: 'main',
    title: 'Contacts',
    siteTab: { label: 'Contacts', order: 35, permission: 'manage_forms' },
  },
  {
    id: 'agency-website-webhooks',
    path: '/agency/websites/:id/webhooks',
    access: AGENCY,
    layout: 'main',
    title: 'Webhooks',
    siteTab: { label: 'Webhooks', order: 65, permission: 'manage_settings' },
  },
  {
    id: 'agency-website-webhook',
    path: '/agency/websites/:id/webhooks/:webhookId',
    access: AGENCY,
    layout: 'main',
    title: 'Webhook',
  },
  {
    id: 'agency-website-backups',
    path: '/agency/websites/:id/backups',
    access: AGENCY,
    layout: 'main',
    title: 'Backups',
    siteTab: { label: 'Backups', order: 88, permission: 'manage_settings' },
  },
  // Site commerce (issue 19, SPEC §7 "Integrations and gateways" and "Orders"): one Payments tab
  // whose screens share a sub-navigation (features/commerce/PaymentsNav.tsx). Gateways, products
  // and coupons are read with `view`; orders and customer subscriptions need `manage_commerce`.
  {
    id: 'agency-website-payments',
    path: '/agency/websites/:id/payments',
    access: AGENCY,
    layout: 'main',
    title: 'Payments',
    siteTab: { label: 'Payments', order: 50, permission: 'view' },
  },
  // SPEC §2 agency `gateway create`: connecting the site's Stripe account.
  {
    id: 'agency-gateway-create',
    path: '/agency/websites/:id/payments/gateway/create',
    access: AGENCY,
    layout: 'main',
    title: 'Connect Stripe',
    sitePermission: 'manage_commerce',
  },
  {
    id: 'agency-website-products',
    path: '/agency/websites/:id/payments/products',
    access: AGENCY,
    layout: 'main',
    title: 'Products',
  },
  {
    id: 'agency-website-coupons',
    path: '/agency/websites/:id/payments/coupons',
    access: AGENCY,
    layout: 'main',
    title: 'Coupons',
  },
  {
    id: 'agency-website-orders',
    path: '/agency/websites/:id/payments/orders',
    access: AGENCY,
    layout: 'main',
    title: 'Orders',
    sitePermission: 'manage_commerce',
  },
  {
    id: 'agency-website-subscriptions',
    path: '/agency/websites/:id/payments/subscriptions',
    access: AGENCY,
    layout: 'main',
    title: 'Customer subscriptions',
    sitePermission: 'manage_commerce',
  },
  // The design editors (issue 5): full screen, outside the website screen.
  {
    id: 'agency-website-design',
    path: '/agency/websites/:id/design',
    access: AGENCY,
    layout: 'editor',
    title: 'Design',
  },
  {
    id: 'agency-page-design',
    path: '/agency/websites/:id/pages/:pageId/design',
    access: AGENCY,
    layout: 'editor',
    title: 'Design',
  },
  {
    id: 'agency-page-sandbox-design',
    path: '/agency/websites/:id/pages/:pageId/sandbox_design',
    access: AGENCY,
    layout: 'editor',
    title: 'Design',
  },
  {
    id: 'agency-blog-design',
    path: '/agency/websites/:id/blog/:blogId/design',
    access: AGENCY,
    layout: 'editor',
    title: 'Design',
  },
  {
    id: 'agency-blog-sandbox-design',
    path: '/agency/websites/:id/blog/:blogId/sandbox_design',
    access: AGENCY,
    layout: 'editor',
    title: 'Design',
  },
  // Courses (SPEC §2 agency `courses`): what the agency's plans include; the side-bar entry
  // shows once they include one.
  {
    id: 'agency-courses',
    path: '/agency/courses',
    access: AGENCY,
    layout: 'main',
    title: 'Courses',
    nav: { label: 'Courses', icon: 'courses', order: 50, when: 'hasCourses' },
  },
  {
    id: 'agency-course',
    path: '/agency/courses/:courseId',
    access: AGENCY,
    layout: 'main',
    title: 'Course',
  },
  {
    id: 'agency-users',
    path: '/agency/users',
    access: AGENCY,
    layout: 'main',
    title: 'Users',
    nav: { label: 'Users', icon: 'users', order: 60 },
  },
  { id: 'agency-user', path: '/agency/users/:userId', access: AGENCY, layout: 'main', title: 'User' },
  {
    id: 'agency-clients',
    path: '/agency/clients',
    access: AGENCY,
    layout: 'main',
    title: 'Client agencies',
    nav: { label: 'Client agencies', icon: 'agencies', order: 70 },
  },
  {
    id: 'agency-clients-create',
    path: '/agency/clients/create',
    access: AGENCY,
    layout: 'main',
    title: 'New client agency',
  },
  {
    id: 'agency-client-edit',
    path: '/agency/clients/:id/edit',
    access: AGENCY,
    layout: 'main',
    title: 'Edit client agency',
  },
  {
    id: 'agency-subscription',
    path: '/agency/subscription',
    access: AGENCY,
    layout: 'main',
    title: 'Subscription',
    nav: { label: 'Subscription', icon: 'subscription', order: 80 },
  },
  // The agency's billing beside its subscription (SPEC §2): cards, premium apps, reseller plans.
  {
    id: 'agency-payment-methods',
    path: '/agency/payment-methods',
    access: AGENCY,
    layout: 'main',
    title: 'Payment methods',
    nav: { label: 'Payment methods', icon: 'subscription', order: 81 },
  },
  {
    id: 'agency-payment-methods-create',
    path: '/agency/payment-methods/create',
    access: AGENCY,
    layout: 'main',
    title: 'Add a card',
  },
  {
    id: 'agency-premium-apps',
    path: '/agency/premium-apps',
    access: AGENCY,
    layout: 'main',
    title: 'Premium apps',
    nav: { label: 'Premium apps', icon: 'apps', order: 82 },
  },
  {
    id: 'agency-reseller-subscriptions',
    path: '/agency/reseller-subscriptions',
    access: AGENCY,
    layout: 'main',
    title: 'Reseller plans',
    nav: { label: 'Reseller plans', icon: 'agencies', order: 83 },
  },
  {
    id: 'agency-profile',
    path: '/agency/profile',
    access: AGENCY,
    layout: 'main',
    title: 'Profile',
    nav: { label: 'Profile', icon: 'profile', order: 90 },
  },

  // Digital business cards (issue 8): list, full-screen editor, preview and transfer history.
  {
    id: 'agency-cards',
    path: '/agency/cards',
    access: AGENCY,
    layout: 'main',
    title: 'Cards',
    nav: { label: 'Cards', icon: 'cards', order: 40 },
  },
  {
    id: 'agency-card-create',
    path: '/agency/card/create',
    access: AGENCY,
    layout: 'bare',
    title: 'New card',
  },
  {
    id: 'agency-card-edit',
    path: '/agency/card/:cardId',
    access: AGENCY,
    layout: 'bare',
    title: 'Edit card',
  },
  {
    id: 'agency-card-preview',
    path: '/agency/card/:cardId/preview',
    access: AGENCY,
    layout: 'bare',
    title: 'Card preview',
  },
  // Where the agency's cards send their leads, with the delivery log (the owner's screen).
  {
    id: 'agency-card-integrations',
    path: '/agency/cards/integrations',
    access: AGENCY,
    layout: 'main',
    title: 'Card integrations',
  },
  {
    id: 'agency-card-transfers',
    path: '/agency/card/transfers',
    access: AGENCY,
    layout: 'main',
    title: 'Card transfers',
    nav: { label: 'Card transfers', icon: 'cards', order: 41 },
  },

  { id: 'user-index', path: '/user', access: USER, layout: 'bare', title: 'Cards', redirect: 'home' },
  {
    id: 'user-cards',
    path: '/user/cards',
    access: USER,
    layout: 'main',
    title: 'Cards',
    nav: { label: 'Cards', icon: 'cards', order: 10 },
  },
  { id: 'user-card-create', path: '/user/card/create', access: USER, layout: 'bare', title: 'New card' },
  { id: 'user-card-edit', path: '/user/card/:cardId', access: USER, layout: 'bare', title: 'Edit card' },
  {
    id: 'user-profile',
    path: '/user/profile',
    access: USER,
    layout: 'main',
    title: 'Profile',
    nav: { label: 'Profile', icon: 'profile', order: 90 },
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routeTable)[number]['id'];
/** Routes that render a screen (the rest only redirect). */
export type ScreenRouteId = Exclude<(typeof routeTable)[number], { redirect: 'home' }>['id'];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The matching route; a static segment beats a `:param`, so `websites/create` wins over `websites/:id`. */
export function matchRoute<R extends RouteDef>(pathname: string, routes: readonly R[]): R | null {
  const actual = segments(pathname);
  let best: R | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const pattern = segments(route.path);
    if (pattern.length !== actual.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === actual[i])) continue;
    const score = pattern.filter((part) => !part.startsWith(':')).length;
    if (score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

import { landingPermissions } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import type { AuthSnapshot } from './access.ts';
import type { RouteDef } from './routes.ts';
import { routeTable } from './routes.ts';
import {
  activeSiteTab,
  isSiteScreen,
  siteHomePath,
  sitePermissionFor,
  sitePermissionsOf,
  siteTabsFor,
} from './siteTabs.ts';

const AGENCY = { kind: 'area', area: 'agency' } as const;
// A table of its own, so the test does not depend on which areas have shipped their tabs.
const routes: RouteDef[] = [
  { id: 'agency-websites', path: '/agency/websites', access: AGENCY, layout: 'main', title: 'Websites' },
  {
    id: 'agency-website',
    path: '/agency/websites/:id',
    access: AGENCY,
    layout: 'main',
    title: 'Website',
    siteTab: { label: 'Overview', order: 0, permission: 'view' },
  },
  {
    id: 'agency-website-settings',
    path: '/agency/websites/:id/settings',
    access: AGENCY,
    layout: 'main',
    title: 'Settings',
    siteTab: { label: 'Settings', order: 90, permission: 'manage_settings' },
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
  },
  {
    id: 'agency-forms',
    path: '/agency/websites/:id/forms',
    access: AGENCY,
    layout: 'main',
    title: 'Forms',
    siteTab: { label: 'Forms', order: 20, permission: 'manage_forms' },
  },
  {
    id: 'agency-page-design',
    path: '/agency/websites/:id/pages/:pageId/design',
    access: AGENCY,
    layout: 'editor',
    title: 'Design',
  },
];

const as = (role: AuthSnapshot['role']): AuthSnapshot => ({ role, blocked: false, canCreateLanding: false });
const all = [...landingPermissions];
const labels = (auth: AuthSnapshot, permissions: typeof all) =>
  siteTabsFor(auth, permissions, 7, routes).map((tab) => tab.label);

describe('website screen tabs', () => {
  it('lists every siteTab route in order, with the site id filled in', () => {
    expect(siteTabsFor(as('Agency'), all, 7, routes)).toEqual([
      {
        id: 'agency-website',
        label: 'Overview',
        path: '/agency/websites/7',
        pattern: '/agency/websites/:id',
      },
      {
        id: 'agency-pages',
        label: 'Pages',
        path: '/agency/websites/7/pages',
        pattern: '/agency/websites/:id/pages',
      },
      {
        id: 'agency-forms',
        label: 'Forms',
        path: '/agency/websites/7/forms',
        pattern: '/agency/websites/:id/forms',
      },
      {
        id: 'agency-website-settings',
        label: 'Settings',
        path: '/agency/websites/7/settings',
        pattern: '/agency/websites/:id/settings',
      },
    ]);
  });

  it('hides tabs whose landing permission the caller lacks', () => {
    expect(labels(as('Agency'), ['view', 'manage_forms'])).toEqual(['Overview', 'Pages', 'Forms']);
    expect(labels(as('Agency'), [])).toEqual([]);
  });

  it('hides tabs the guard would bounce (SPEC §6 member whitelist)', () => {
    // Members may open the pages list but not the site overview, settings or forms list.
    expect(labels(as('WebsiteUser'), all)).toEqual(['Pages']);
    expect(labels(as('AgencyUser'), ['manage_settings'])).toEqual([]);
  });

  it('leads each caller to the first tab it may open', () => {
    expect(siteHomePath(as('Agency'), all, 3, routes)).toBe('/agency/websites/3');
    expect(siteHomePath(as('WebsiteUser'), ['view'], 3, routes)).toBe('/agency/websites/3/pages');
    expect(siteHomePath(as('WebsiteUser'), ['edit_design'], 3, routes)).toBeNull();
  });

  it('marks the tab a screen belongs to, the overview only on itself', () => {
    const tabs = siteTabsFor(as('Agency'), all, 7, routes);
    expect(activeSiteTab(tabs, '/agency/websites/:id')?.label).toBe('Overview');
    expect(activeSiteTab(tabs, '/agency/websites/:id/pages/create')?.label).toBe('Pages');
    expect(activeSiteTab(tabs, '/agency/websites/:id/settings')?.label).toBe('Settings');
    expect(activeSiteTab(tabs, '/agency/websites/:id/unknown')).toBeNull();
  });

  it('wraps main-layout routes under a site in the website screen, never editors or the list', () => {
    expect(routes.filter(isSiteScreen).map((r) => r.id)).toEqual([
      'agency-website',
      'agency-website-settings',
      'agency-pages',
      'agency-pages-create',
      'agency-forms',
    ]);
  });

  it('reads landing permissions from the profile: the owner holds all', () => {
    const userLandings = [{ landing_id: 3, permissions: ['view' as const] }];
    expect(sitePermissionsOf({ role: 'Agency', userLandings: [] }, 3)).toEqual(all);
    expect(sitePermissionsOf({ role: 'WebsiteUser', userLandings }, 3)).toEqual(['view']);
    expect(sitePermissionsOf({ role: 'WebsiteUser', userLandings }, 4)).toEqual([]);
  });

  it('names the permission each screen of the real table needs, so the website screen can say why not', () => {
    const needs = (path: string) => sitePermissionFor(path, routeTable);
    expect(needs('/agency/websites/:id')).toBe('view');
    expect(needs('/agency/websites/:id/pages')).toBe('view');
    // More than its tab: creating or renaming a page changes the design.
    expect(needs('/agency/websites/:id/pages/create')).toBe('edit_design');
    expect(needs('/agency/websites/:id/pages/:pageId/edit')).toBe('edit_design');
    // Members who may write posts list them; the post screens need the same.
    expect(needs('/agency/websites/:id/blog')).toBe('manage_blog');
    expect(needs('/agency/websites/:id/blog/create')).toBe('manage_blog');
    expect(needs('/agency/websites/:id/blog/:blogId/edit')).toBe('manage_blog');
    // Screens below a tab need what the tab needs.
    expect(needs('/agency/websites/:id/forms/create')).toBe('manage_forms');
    expect(needs('/agency/websites/:id/settings/redirects/create')).toBe('manage_settings');
    expect(needs('/agency/websites/:id/menus/:menuId/edit')).toBe('edit_design');
  });
});

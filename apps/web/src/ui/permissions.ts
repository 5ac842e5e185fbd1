import type { LandingPermission } from '@tessera/api-contract';

/** How each site permission is named to people (SPEC §6 leaves the names to the product). */
export const permissionLabel: Record<LandingPermission, string> = {
  view: 'View',
  edit_design: 'Edit design',
  publish: 'Publish',
  manage_forms: 'Forms & contacts',
  manage_settings: 'Site settings',
  manage_blog: 'Blog',
  manage_podcast: 'Podcast',
  manage_commerce: 'Commerce',
};

export const permissionDescription: Record<LandingPermission, string> = {
  view: 'Open the site and see its pages (always included).',
  edit_design: 'Change pages in the designer and save drafts.',
  publish: 'Publish and unpublish pages.',
  manage_forms: 'Forms, submissions and contacts.',
  manage_settings: 'Settings, domains, menus, redirects and integrations.',
  manage_blog: 'Blog posts.',
  manage_podcast: 'Podcast episodes.',
  manage_commerce: 'Products, coupons, gateways and orders.',
};

/** The tooltip of a button whose permission the caller lacks. */
export function noPermissionMessage(permission: LandingPermission): string {
  return `You don't have permission to do this: it needs the “${permissionLabel[permission]}” permission on this site.`;
}

import type { Role } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import { type AuthSnapshot, decideAccess, GUEST } from './access.ts';
import { isNavActive, navItemsFor, profilePath } from './navigation.ts';

const as = (role: Role, extra: Partial<AuthSnapshot> = {}): AuthSnapshot => ({
  role,
  blocked: false,
  canCreateLanding: false,
  ...extra,
});
const labels = (auth: AuthSnapshot) => navItemsFor(auth).map((i) => i.label);

describe('side-bar navigation per area', () => {
  it('lists only screens that exist and that the role may open', () => {
    expect(labels(as('Admin'))).toEqual([
      'Agencies',
      'Templates',
      'Page templates',
      'Blocks',
      'Blog',
      'Courses',
      'Plans',
      'Prices',
      'Order pages',
      'White labels',
      'Administrators',
      'Audit log',
      'Profile',
    ]);
    expect(labels(as('Agency'))).toEqual([
      'Websites',
      'Contacts',
      'Cards',
      'Card transfers',
      'Users',
      'Client agencies',
      'Subscription',
      'Payment methods',
      'Premium apps',
      'Reseller plans',
      'Profile',
    ]);
    // The courses entry waits for the agency's plans to include a course (Profile.hasCourses).
    expect(labels(as('Agency', { hasCourses: true }))).toEqual([
      'Websites',
      'Contacts',
      'Cards',
      'Card transfers',
      'Courses',
      'Users',
      'Client agencies',
      'Subscription',
      'Payment methods',
      'Premium apps',
      'Reseller plans',
      'Profile',
    ]);
    expect(labels(as('AgencyUser', { hasCourses: true }))).not.toContain('Courses');
    // SPEC §6 lets members open card transfers (and card create/edit/preview, reached from there).
    expect(labels(as('AgencyUser'))).toEqual(['Websites', 'Card transfers', 'Profile']);
    expect(labels(as('WebsiteUser'))).toEqual(['Websites', 'Card transfers', 'Profile']);
    expect(labels(as('CardUser'))).toEqual(['Cards', 'Profile']);
    expect(labels(GUEST)).toEqual([]);
  });

  it('never offers a link the guard would bounce', () => {
    for (const role of ['Admin', 'Agency', 'AgencyUser', 'WebsiteUser', 'CardUser'] as const) {
      for (const item of navItemsFor(as(role, { hasCourses: true }))) {
        expect(decideAccess({ path: item.path, auth: as(role) })).toEqual({ allow: true });
      }
      expect(decideAccess({ path: profilePath[role], auth: as(role) })).toEqual({ allow: true });
    }
  });

  it('keeps a section active on its sub-pages only', () => {
    expect(isNavActive('/admin/agencies/archived', '/admin/agencies')).toBe(true);
    expect(isNavActive('/admin/agencies', '/admin/agencies')).toBe(true);
    expect(isNavActive('/admin/agencies-old', '/admin/agencies')).toBe(false);
  });
});

import type { Role } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import {
  type AuthSnapshot,
  agencyRouteIds,
  blockedOwnerRouteIds,
  canCreateLandingExtras,
  type Decision,
  decideAccess,
  GUEST,
  memberWhitelist,
} from './access.ts';
import { matchRoute, type RouteDef, routeTable } from './routes.ts';

type Who = Role | 'guest';
const everyone: readonly Who[] = ['guest', 'Admin', 'Agency', 'AgencyUser', 'WebsiteUser', 'CardUser'];

function auth(who: Who, extra: Partial<AuthSnapshot> = {}): AuthSnapshot {
  return who === 'guest'
    ? { ...GUEST, ...extra }
    : { role: who, blocked: false, canCreateLanding: false, ...extra };
}

// Written out literally rather than derived from the code under test.
const OK = 'allow';
const LOGIN = 'login (remembering the path)';
const ADMIN_HOME = '/admin/agencies';
const AGENCY_HOME = '/agency/websites';
const CARD_HOME = '/user/cards';
/** A member outside the SPEC §6 whitelist: the no-access screen, saying why, not a bounce. */
const DENIED = 'the no-access screen';
/** An AgencyUser without `can_create_landing` at a screen that right opens: told to ask for it. */
const DENIED_CREATE = 'the no-access screen, naming the right to create websites';
type Expected = typeof OK | typeof LOGIN | typeof DENIED | typeof DENIED_CREATE | string;

//                       guest          Admin        Agency        AgencyUser    WebsiteUser   CardUser
const matrix: Record<string, readonly [Expected, Expected, Expected, Expected, Expected, Expected]> = {
  '/': ['/login', ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/register': [OK, OK, OK, OK, OK, OK],
  // Ordering a plan (SPEC §2 public): guests make an account, signed-in callers are told what applies.
  '/order': [OK, OK, OK, OK, OK, OK],
  '/pages/:id/preview': [OK, OK, OK, OK, OK, OK],
  '/page-templates/:pageTemplateId/preview': [OK, OK, OK, OK, OK, OK],
  '/templates/:templateId/preview': [OK, OK, OK, OK, OK, OK],
  '/templates/:templateId/pages/:pageId/preview': [OK, OK, OK, OK, OK, OK],
  '/templates/:templateId/blog/:blogId/preview': [OK, OK, OK, OK, OK, OK],
  '/admin/courses/:courseId/preview': [OK, OK, OK, OK, OK, OK],
  '/admin-blog/:id': [OK, OK, OK, OK, OK, OK],
  '/admin/blog/:uniqueId': [OK, OK, OK, OK, OK, OK],
  // Shared by unique id (SPEC §2 public routes): the screens say who may open them.
  '/agency/pages/:uniqueId': [OK, OK, OK, OK, OK, OK],
  '/agency/blog/:uniqueId': [OK, OK, OK, OK, OK, OK],
  '/admin/payment/order-pages/:orderPageId/preview': [OK, OK, OK, OK, OK, OK],
  '/admin/blocks/:blockId/preview': [OK, OK, OK, OK, OK, OK],
  '/login': [OK, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/passwords/request': [OK, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/passwords/reset': [OK, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin': [LOGIN, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/agencies': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/agencies/archived': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/agencies/free_register': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/profile': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/agencies/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/agencies/:id/edit': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/whitelabels': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/administrators': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/audit-log': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates/categories': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates/:templateId/edit': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates/:templateId/pages': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates/:templateId/pages/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates/:templateId/pages/:pageId/edit': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  '/admin/templates/:templateId/pages/:pageId/design': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  '/admin/templates/:templateId/pages/:pageId/sandbox_design': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  '/admin/templates/:templateId/menus': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  // A template site's blog: the site blog screens and editor, for admins.
  '/admin/templates/:templateId/blog': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates/:templateId/blog/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates/:templateId/blog/:blogId/edit': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  '/admin/templates/:templateId/blog/:blogId/design': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  '/admin/templates/:templateId/blog/:blogId/sandbox_design': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  '/admin/templates/:templateId/menus/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/templates/:templateId/menus/:menuId/edit': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  '/admin/page-templates': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/page-templates/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/page-templates/:pageTemplateId/edit': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/page-templates/categories': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/page-templates/:pageTemplateId/sandbox_design': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  // Blocks: the admin's list, forms and designer.
  '/admin/blocks': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/blocks/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/blocks/:blockId/edit': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/blocks/:blockId/sandbox_design': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  // The admin blog: its list, forms and designer.
  '/admin/blog': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/blog/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/blog/:blogId/edit': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/blog/:blogId/design': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  // Courses: the admin's list, form and designers; the agency owner's viewer (not on the member whitelist).
  '/admin/courses': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/courses/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/courses/:courseId/edit': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/courses/:courseId/design': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/courses/:courseId/sandbox_design': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/payment/plans': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/payment/plans/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/payment/plans/:planId/edit': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/payment/prices': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/payment/prices/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/payment/prices/:priceId/edit': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/payment/order-pages': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/payment/order-pages/create': [LOGIN, OK, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/admin/payment/order-pages/:orderPageId/edit': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  '/admin/payment/order-pages/:orderPageId/design': [
    LOGIN,
    OK,
    AGENCY_HOME,
    AGENCY_HOME,
    AGENCY_HOME,
    CARD_HOME,
  ],
  '/agency/courses': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/courses/:courseId': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/users': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/users/:userId': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/clients': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/clients/create': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/clients/:id/edit': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency': [LOGIN, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/agency/websites': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  // Websites (issue 6). SPEC §6 member whitelist: pages list/create and menu/redirect create/edit.
  '/agency/websites/create': [LOGIN, ADMIN_HOME, OK, DENIED_CREATE, DENIED, CARD_HOME],
  '/agency/websites/share': [LOGIN, ADMIN_HOME, OK, DENIED_CREATE, DENIED, CARD_HOME],
  '/agency/websites/:id/edit': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/settings': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/pages': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/pages/create': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/pages/:pageId/edit': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/menus': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/menus/create': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/menus/:menuId/edit': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/redirects': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/redirects/create': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/redirects/:redirectId/edit': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/settings/redirects/create': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/settings/redirects/:redirectId/edit': [
    LOGIN,
    ADMIN_HOME,
    OK,
    DENIED,
    DENIED,
    CARD_HOME,
  ],
  '/agency/websites/:id/files': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/seo': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/stats': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  // The design editors are on the sub-users' whitelist (SPEC §6 "designers").
  '/agency/websites/:id/design': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/pages/:pageId/design': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/pages/:pageId/sandbox_design': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  // The blog: members who may write posts list them (the website screen checks `manage_blog`).
  '/agency/websites/:id/blog': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/blog/create': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  // Written by the AI service: the same screen access as a post written by hand.
  '/agency/websites/:id/blog/create/by_ai': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/blog/:blogId/edit': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/blog/:blogId/design': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/blog/:blogId/sandbox_design': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  // Forms, contacts, webhooks, backups (issue 6): form create/edit are on the SPEC §6 member whitelist.
  '/agency/websites/:id/forms': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/forms/create': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/forms/:formId/edit': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/contacts': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  // The agency-wide inbox is not on the SPEC §6 member whitelist: owners only.
  '/agency/contacts': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/webhooks': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/webhooks/:webhookId': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/websites/:id/backups': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  // Site commerce (issue 19): members connect a gateway (SPEC §6 `gateway create`) and see the
  // Payments tab; the website screen checks `view` or `manage_commerce` on the site.
  '/agency/websites/:id/payments': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/payments/gateway/create': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/payments/products': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/payments/coupons': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/payments/orders': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/websites/:id/payments/subscriptions': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  // SPEC §2 `/auth/` callback of the card payment provider: for the agency user who connected it;
  // a guest signs in and comes back to it.
  '/auth/stripe/callback': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/subscription': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  // The agency's billing is the owner's (the API answers members 403 too).
  '/agency/payment-methods': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/payment-methods/create': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/premium-apps': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/reseller-subscriptions': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/profile': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/user': [LOGIN, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, CARD_HOME],
  '/user/cards': [LOGIN, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, OK],
  '/user/profile': [LOGIN, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, OK],
  // Cards (issue 8): the list is the agency owner's; members may open create/edit/preview/transfers (SPEC §6).
  '/agency/cards': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  // Card integrations and their delivery log: the agency owner's, like the API's changes.
  '/agency/cards/integrations': [LOGIN, ADMIN_HOME, OK, DENIED, DENIED, CARD_HOME],
  '/agency/card/create': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/card/:cardId': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/card/:cardId/preview': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/agency/card/transfers': [LOGIN, ADMIN_HOME, OK, OK, OK, CARD_HOME],
  '/user/card/create': [LOGIN, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, OK],
  '/user/card/:cardId': [LOGIN, ADMIN_HOME, AGENCY_HOME, AGENCY_HOME, AGENCY_HOME, OK],
};

function expectedDecision(path: string, expected: Expected): Decision {
  if (expected === OK) return { allow: true };
  if (expected === LOGIN) return { redirect: `/login?redirect_url=${encodeURIComponent(path)}` };
  if (expected === DENIED || expected === DENIED_CREATE) {
    const route = matchRoute(path, routeTable)!;
    return { deny: { screen: route.title, remedy: expected === DENIED ? 'screen' : 'create-websites' } };
  }
  return { redirect: expected };
}

/** Follows redirects the way the router would, failing on a loop; a denial stays where it is. */
function settle(path: string, who: AuthSnapshot): string {
  let current = path;
  for (let hops = 0; hops < 4; hops++) {
    const decision = decideAccess({ path: current, auth: who });
    if (!('redirect' in decision)) return current;
    current = decision.redirect;
  }
  throw new Error(`redirect loop from ${path}`);
}

describe('decideAccess: every path of the route table × every role', () => {
  it('the matrix names exactly the paths the table has', () => {
    expect(Object.keys(matrix).sort()).toEqual(routeTable.map((r) => r.path).sort());
  });

  for (const [path, row] of Object.entries(matrix)) {
    everyone.forEach((who, i) => {
      const expected = row[i]!;
      it(`${who} at ${path} → ${expected}`, () => {
        expect(decideAccess({ path, auth: auth(who) })).toEqual(expectedDecision(path, expected));
      });
    });
  }

  it('every redirect ends on a page the caller may see, without loops', () => {
    for (const path of Object.keys(matrix)) {
      for (const who of everyone) {
        const end = settle(path, auth(who));
        const decision = decideAccess({ path: end, auth: auth(who) });
        // A denial is a screen of its own: the caller stays at the address and is told why.
        if (end === path && 'deny' in decision) continue;
        expect(decision).toEqual({ allow: true });
      }
    }
  });
});

describe('decideAccess: special cases', () => {
  it('a guest stopped at a protected page is sent to login remembering the full address', () => {
    const path = '/agency/websites?page=2&search=shop#top';
    expect(decideAccess({ path, auth: GUEST })).toEqual({
      redirect: '/login?redirect_url=%2Fagency%2Fwebsites%3Fpage%3D2%26search%3Dshop%23top',
    });
  });

  it('after signing in, the guest-only page forwards to the remembered address', () => {
    const path = `/login?redirect_url=${encodeURIComponent('/agency/websites?page=2')}`;
    expect(decideAccess({ path, auth: auth('Agency') })).toEqual({ redirect: '/agency/websites?page=2' });
  });

  it('a remembered address in another area still ends at the role home', () => {
    const path = `/login?redirect_url=${encodeURIComponent('/admin/agencies')}`;
    expect(settle(path, auth('CardUser'))).toBe(CARD_HOME);
  });

  it.each([
    'https://evil.example/agency/websites',
    '//evil.example/agency',
    '/\\evil.example',
    'javascript:alert(1)',
    'agency/websites',
  ])('ignores an off-site remembered address %s', (target) => {
    const path = `/login?redirect_url=${encodeURIComponent(target)}`;
    expect(decideAccess({ path, auth: auth('Agency') })).toEqual({ redirect: AGENCY_HOME });
  });

  it('unknown paths pass through to the not-found screen, for everyone', () => {
    for (const who of everyone) {
      for (const path of ['/nope', '/admin/nope', '/agency/websites/999/nope']) {
        expect(decideAccess({ path, auth: auth(who) })).toEqual({ allow: true });
      }
    }
  });

  it('a trailing slash matches the same route', () => {
    expect(decideAccess({ path: '/agency/websites/', auth: auth('Agency') })).toEqual({ allow: true });
    expect(decideAccess({ path: '/user/cards/', auth: GUEST })).toEqual({
      redirect: '/login?redirect_url=%2Fuser%2Fcards%2F',
    });
  });
});

describe('decideAccess: blocked agencies (SPEC §4, §6)', () => {
  const blockedOwner = auth('Agency', { blocked: true });

  it('forces a blocked owner to the subscription screen from every page but billing and public ones', () => {
    for (const path of Object.keys(matrix)) {
      const decision = decideAccess({ path, auth: blockedOwner });
      const open = [
        '/agency/subscription',
        // What it takes to get unblocked: a card, premium apps, reseller plans, ordering a plan.
        '/agency/payment-methods',
        '/agency/payment-methods/create',
        '/agency/premium-apps',
        '/agency/reseller-subscriptions',
        '/order',
        '/register',
        '/pages/:id/preview',
        '/page-templates/:pageTemplateId/preview',
        '/templates/:templateId/preview',
        '/templates/:templateId/pages/:pageId/preview',
        '/templates/:templateId/blog/:blogId/preview',
        '/admin/courses/:courseId/preview',
        '/admin-blog/:id',
        '/admin/blog/:uniqueId',
        '/agency/pages/:uniqueId',
        '/agency/blog/:uniqueId',
        '/admin/payment/order-pages/:orderPageId/preview',
        '/admin/blocks/:blockId/preview',
      ];
      if (open.includes(path)) expect(decision).toEqual({ allow: true });
      else expect(decision).toEqual({ redirect: '/agency/subscription' });
    }
  });

  it('blocks the members of a blocked agency the same way, onto the subscription notice', () => {
    for (const role of ['AgencyUser', 'WebsiteUser'] as const) {
      const member = auth(role, { blocked: true });
      expect(decideAccess({ path: '/agency/subscription', auth: member })).toEqual({ allow: true });
      expect(decideAccess({ path: '/agency/websites', auth: member })).toEqual({
        redirect: '/agency/subscription',
      });
      // Billing is the owner's: a blocked member is not let into it either.
      for (const path of [
        '/agency/payment-methods',
        '/agency/premium-apps',
        '/agency/reseller-subscriptions',
      ]) {
        expect(decideAccess({ path, auth: member })).toEqual({ redirect: '/agency/subscription' });
      }
    }
  });

  it('lets a blocked owner move between the billing screens without a loop', () => {
    for (const path of blockedOwnerRouteIds.map((id) => routeTable.find((route) => route.id === id)!.path)) {
      expect(settle(path, blockedOwner)).toBe(path);
    }
  });

  it('an owner the server does not mark blocked (e.g. a course holder) is not forced', () => {
    expect(decideAccess({ path: '/agency/websites', auth: auth('Agency', { blocked: false }) })).toEqual({
      allow: true,
    });
  });

  it('the flag means nothing outside the agency area', () => {
    expect(decideAccess({ path: '/admin/agencies', auth: auth('Admin', { blocked: true }) })).toEqual({
      allow: true,
    });
    expect(decideAccess({ path: '/user/cards', auth: auth('CardUser', { blocked: true }) })).toEqual({
      allow: true,
    });
  });
});

describe('decideAccess: the AgencyUser / WebsiteUser whitelist', () => {
  // Every SPEC agency screen, as the table will hold them once they exist.
  const futureTable: RouteDef[] = agencyRouteIds.map((id) => ({
    id,
    path: `/agency/x/${id}`,
    access: { kind: 'area', area: 'agency' },
    layout: 'main',
    title: id,
    ...(id === 'agency-index' ? { redirect: 'home' as const } : {}),
  }));
  const whitelist: readonly string[] = memberWhitelist;
  const extras: readonly string[] = canCreateLandingExtras;

  it('the table uses only SPEC agency route ids, so the whitelist applies to every agency route', () => {
    const known: readonly string[] = agencyRouteIds;
    for (const route of routeTable) {
      if (route.access.kind === 'area' && route.access.area === 'agency') expect(known).toContain(route.id);
    }
  });

  for (const role of ['AgencyUser', 'WebsiteUser'] as const) {
    for (const canCreateLanding of [false, true]) {
      it(`${role}${canCreateLanding ? ' with can_create_landing' : ''} opens exactly the whitelist`, () => {
        for (const route of futureTable) {
          if (route.redirect) continue;
          const decision = decideAccess(
            { path: route.path, auth: auth(role, { canCreateLanding }) },
            futureTable,
          );
          const allowed =
            whitelist.includes(route.id) ||
            (role === 'AgencyUser' && canCreateLanding && extras.includes(route.id));
          expect(decision, route.id).toEqual(
            allowed
              ? { allow: true }
              : {
                  deny: {
                    screen: route.title,
                    remedy: role === 'AgencyUser' && extras.includes(route.id) ? 'create-websites' : 'screen',
                  },
                },
          );
        }
      });
    }
  }

  it('an agency owner opens every agency screen', () => {
    for (const route of futureTable) {
      if (route.redirect) continue;
      expect(decideAccess({ path: route.path, auth: auth('Agency') }, futureTable)).toEqual({ allow: true });
    }
  });
});

describe('matchRoute', () => {
  const routes: RouteDef[] = [
    { id: 'show', path: '/agency/websites/:id', access: { kind: 'public' }, layout: 'main', title: '' },
    { id: 'create', path: '/agency/websites/create', access: { kind: 'public' }, layout: 'main', title: '' },
  ];
  it('prefers a static segment over a parameter, whatever the order', () => {
    expect(matchRoute('/agency/websites/create', routes)?.id).toBe('create');
    expect(matchRoute('/agency/websites/42', routes)?.id).toBe('show');
    expect(matchRoute('/agency/websites', routes)).toBeNull();
  });
});

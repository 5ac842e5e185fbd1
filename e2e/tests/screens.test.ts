import { type AuthSnapshot, decideAccess } from '@tessera/web/access';
import { type RouteDef, routeTable } from '@tessera/web/routes';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, signIn } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

/**
 * THE screen sweep: for each role, every screen of the web app's route table that the guard lets
 * it open (`decideAccess`), filled in with sample ids from the demo data, opened in Chromium with
 * the app's real content-security policy. Each screen must load with no CSP violation, no console
 * error and no API answer of 401 or 403: no screen may ask for what its role cannot have.
 */

const ROUTES: readonly RouteDef[] = routeTable;

type RoleName = 'admin' | 'owner' | 'agencyUser' | 'websiteUser' | 'cardUser';

const ACCOUNTS: Record<RoleName, { email: string; auth: AuthSnapshot }> = {
  admin: { email: 'admin@demo.tessera', auth: { role: 'Admin', blocked: false, canCreateLanding: false } },
  owner: { email: 'agency@demo.tessera', auth: { role: 'Agency', blocked: false, canCreateLanding: false } },
  agencyUser: {
    email: 'agencyuser@demo.tessera',
    auth: { role: 'AgencyUser', blocked: false, canCreateLanding: true },
  },
  websiteUser: {
    email: 'websiteuser@demo.tessera',
    auth: { role: 'WebsiteUser', blocked: false, canCreateLanding: false },
  },
  cardUser: {
    email: 'carduser@demo.tessera',
    auth: { role: 'CardUser', blocked: false, canCreateLanding: false },
  },
};

/** Sample ids by what they name: `site.page` is a page of the role's site, `template.menu` a template's menu. */
type Samples = Map<string, number | string>;

let server: RunningServer;
let browser: BrowserSession;
const tokens = new Map<RoleName, string>();
const samples = new Map<RoleName, Samples>();

async function call<T>(role: RoleName, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens.get(role)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${role} ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const data = async <T>(role: RoleName, method: string, path: string, body?: unknown) =>
  (await call<{ data: T }>(role, method, path, body)).data;
const first = <T>(list: T[], what: string): T => {
  if (list.length === 0) throw new Error(`The demo data has no ${what}`);
  return list[0]!;
};

/** A site's records every site screen may name: what the demo data lacks is made here, as its owner would. */
async function siteSamples(siteId: number, into: Samples, asCreator: RoleName): Promise<void> {
  const tag = Math.random().toString(36).slice(2, 8);
  into.set('site', siteId);
  into.set(
    'site.page',
    first(await data<Array<{ id: number }>>('owner', 'GET', `/landings/${siteId}/pages`), 'page').id,
  );
  const posts = await data<Array<{ id: number }>>('owner', 'GET', `/landings/${siteId}/blogs`);
  into.set(
    'site.blog',
    posts[0]?.id ??
      (
        await data<{ id: number }>(asCreator, 'POST', `/landings/${siteId}/blogs`, {
          title: `Sweep post ${tag}`,
        })
      ).id,
  );
  into.set(
    'site.menu',
    (await data<{ id: number }>('owner', 'POST', `/landings/${siteId}/menus`, { name: `Sweep ${tag}` })).id,
  );
  into.set(
    'site.redirect',
    (
      await data<{ id: number }>('owner', 'POST', `/landings/${siteId}/redirects`, {
        from_path: `/old-${tag}`,
        to_url: '/',
      })
    ).id,
  );
  into.set(
    'site.settingsRedirect',
    (
      await data<{ id: number }>('owner', 'POST', `/landings/${siteId}/settings/redirects`, {
        from_path: `/legacy-${tag}`,
        to_url: 'https://example.com',
      })
    ).id,
  );
  into.set(
    'site.form',
    (await data<{ id: number }>('owner', 'POST', `/landings/${siteId}/forms`, { name: `Sweep ${tag}` })).id,
  );
  into.set(
    'site.webhook',
    (
      await data<{ id: number }>('owner', 'POST', `/landings/${siteId}/webhooks`, {
        name: `Sweep ${tag}`,
        url: 'https://hooks.example.com/tessera',
        events: ['form.submitted'],
      })
    ).id,
  );
}

async function buildSamples(): Promise<void> {
  for (const role of Object.keys(ACCOUNTS) as RoleName[])
    tokens.set(role, await apiToken(server.url, ACCOUNTS[role].email));
  const sites = await data<Array<{ id: number; subdomain: string }>>('owner', 'GET', '/landings');
  const demo = sites.find((site) => site.subdomain === 'demo')!.id;
  const launchpad = sites.find((site) => site.subdomain === 'launchpad')!.id;

  // The demo agency becomes a reseller with one client, so the client screens have one to show.
  const agencies = await call<{ data: Array<{ id: number; name: string }> }>('admin', 'GET', '/agencies');
  const demoAgency = agencies.data.find((agency) => agency.name === 'Demo Agency')!.id;
  await call('admin', 'PUT', `/agencies/${demoAgency}`, {
    reseller_status: 'active',
    reseller_plan: 'reseller-unlimited',
  });
  const client = await data<{ id: number }>('owner', 'POST', '/agencies', {
    name: 'Sweep Client Co',
    owner: { name: 'Client Owner', email: 'client.owner@sweep.test', password: 'client-owner-password' },
  });

  const owner: Samples = new Map();
  await siteSamples(demo, owner, 'owner');
  owner.set('client', client.id);
  owner.set('card', first(await data<Array<{ id: number }>>('owner', 'GET', '/cards'), 'card').id);
  const people = await data<Array<{ id: number; role: string }>>('owner', 'GET', '/users');
  owner.set('user', people.find((person) => person.role === 'AgencyUser')!.id);
  owner.set(
    'course',
    first(await data<Array<{ id: number }>>('owner', 'GET', '/agency-courses'), 'agency course').id,
  );
  samples.set('owner', owner);

  const agencyUser: Samples = new Map(owner);
  samples.set('agencyUser', agencyUser);
  const websiteUser: Samples = new Map();
  await siteSamples(launchpad, websiteUser, 'owner');
  samples.set('websiteUser', websiteUser);
  for (const [role, into] of [
    ['agencyUser', agencyUser],
    ['websiteUser', websiteUser],
  ] as const) {
    const card = await data<{ id: number }>(role, 'POST', '/cards', { name: `Sweep ${role}` });
    into.set('card', card.id);
  }
  const cardUser: Samples = new Map();
  cardUser.set('card', first(await data<Array<{ id: number }>>('cardUser', 'GET', '/cards'), 'card').id);
  samples.set('cardUser', cardUser);

  const admin: Samples = new Map();
  admin.set('agency', demoAgency);
  const template = first(
    await data<Array<{ id: number; landing_id: number }>>('admin', 'GET', '/admin-templates'),
    'template',
  );
  admin.set('template', template.id);
  admin.set(
    'template.page',
    first(
      await data<Array<{ id: number }>>('admin', 'GET', `/landings/${template.landing_id}/pages`),
      'template page',
    ).id,
  );
  admin.set(
    'template.menu',
    (
      await data<{ id: number }>('admin', 'POST', `/landings/${template.landing_id}/menus`, {
        name: 'Sweep menu',
      })
    ).id,
  );
  const templatePosts = await data<Array<{ id: number }>>(
    'admin',
    'GET',
    `/landings/${template.landing_id}/blogs`,
  );
  admin.set(
    'template.blog',
    templatePosts[0]?.id ??
      (
        await data<{ id: number }>('admin', 'POST', `/landings/${template.landing_id}/blogs`, {
          title: 'Sweep post',
        })
      ).id,
  );
  const adminBlog = await data<{ landing_id: number }>('admin', 'GET', '/admin-blogs');
  admin.set(
    'adminBlog',
    first(
      await data<Array<{ id: number }>>('admin', 'GET', `/landings/${adminBlog.landing_id}/blogs`),
      'admin post',
    ).id,
  );
  admin.set(
    'pageTemplate',
    first(await data<Array<{ id: number }>>('admin', 'GET', '/admin-page-templates'), 'page template').id,
  );
  admin.set(
    'block',
    first(await data<Array<{ id: number }>>('admin', 'GET', '/admin-blocks'), 'admin block').id,
  );
  admin.set(
    'course',
    first(await data<Array<{ id: number }>>('admin', 'GET', '/admin-courses'), 'course').id,
  );
  admin.set(
    'orderPage',
    (await data<{ id: number }>('admin', 'POST', '/subscriptions/order-pages', { name: 'Sweep order page' }))
      .id,
  );
  // A plan with a price, for the plan and price edit screens (SPEC §2 admin `payment/plans`, `payment/prices`).
  const plan = await data<{ id: number }>('admin', 'POST', '/plans', {
    name: 'sweep-plan',
    title: 'Sweep plan',
    type: 'agency',
  });
  admin.set('plan', plan.id);
  admin.set(
    'price',
    (
      await data<{ id: number }>('admin', 'POST', '/prices', {
        plan_id: plan.id,
        amount: 9700,
        currency: 'usd',
        interval: 'Monthly',
      })
    ).id,
  );
  samples.set('admin', admin);
}

/** Which sample a path parameter names, from the parameter and where in the app it is. */
function sampleKey(path: string, param: string): string {
  if (path.startsWith('/admin/templates/'))
    return param === 'templateId' ? 'template' : `template.${param.replace(/Id$/, '')}`;
  if (path.startsWith('/admin/blog/')) return 'adminBlog';
  if (path.startsWith('/admin/agencies/')) return 'agency';
  if (path.startsWith('/agency/clients/')) return 'client';
  if (path.startsWith('/agency/websites/')) {
    if (param === 'id') return 'site';
    if (param === 'redirectId' && path.includes('/settings/redirects/')) return 'site.settingsRedirect';
    return `site.${param.replace(/Id$/, '')}`;
  }
  return param.replace(/Id$/, '');
}

function fill(route: RouteDef, from: Samples): string {
  return route.path.replace(/:(\w+)/g, (_, param: string) => {
    const value = from.get(sampleKey(route.path, param));
    if (value === undefined) throw new Error(`No sample for :${param} of ${route.path}`);
    return String(value);
  });
}

/** The screens a role may open: area screens the guard lets through, each with its sample path. */
function screensOf(role: RoleName): Array<{ route: RouteDef; path: string }> {
  const auth = ACCOUNTS[role].auth;
  return ROUTES.filter(
    (route) =>
      route.access.kind === 'area' && !route.redirect && 'allow' in decideAccess({ path: route.path, auth }),
  ).map((route) => ({ route, path: fill(route, samples.get(role) ?? new Map()) }));
}

interface Findings {
  csp: string[];
  errors: string[];
  denied: string[];
}

/** Collects, for the screen being visited, what the page reported. */
function watch(page: Page): { findings: Findings; pending: () => number } {
  const findings: Findings = { csp: [], errors: [], denied: [] };
  let inflight = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Content Security Policy/i.test(text)) findings.csp.push(text);
    else findings.errors.push(text);
  });
  page.on('pageerror', (error) => findings.errors.push(`uncaught: ${error.message}`));
  page.on('request', () => inflight++);
  const done = () => {
    inflight = Math.max(0, inflight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    const status = response.status();
    if ((status === 401 || status === 403) && response.url().includes('/api/v1/'))
      findings.denied.push(`${status} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return { findings, pending: () => inflight };
}

/** Until no request has been in flight for a while (lazy chunks, API calls, the canvas's fonts). */
async function settle(page: Page, pending: () => number): Promise<void> {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < 20_000) {
    await page.waitForTimeout(150);
    if (pending() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 900) return;
  }
}

/** Opens a screen the way a click in the app does (the router follows history), and settles. */
async function open(page: Page, path: string, pending: () => number): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page, pending);
}

function reportOf(visited: Array<{ path: string; findings: Findings }>): string[] {
  const lines: string[] = [];
  for (const { path, findings } of visited) {
    for (const text of findings.csp) lines.push(`${path}: CSP violation: ${text.slice(0, 220)}`);
    for (const text of findings.errors) lines.push(`${path}: console error: ${text.slice(0, 220)}`);
    for (const text of findings.denied) lines.push(`${path}: ${text}`);
  }
  return lines;
}

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  await buildSamples();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('every screen of every role', () => {
  it('signed out: the sign-in screens', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    const { findings, pending } = watch(page);
    const visited: Array<{ path: string; findings: Findings }> = [];
    for (const route of ROUTES.filter((r) => r.access.kind === 'guest')) {
      Object.assign(findings, { csp: [], errors: [], denied: [] });
      await page.goto(`${server.url}${route.path}`);
      await settle(page, pending);
      visited.push({ path: route.path, findings: { ...findings } });
    }
    await page.close();
    expect(visited.length).toBeGreaterThanOrEqual(3);
    expect(reportOf(visited)).toEqual([]);
  });

  it('the sign-in screen refuses to show inside another site’s frame', async () => {
    const page = await browser.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) refusals.push(message.text());
    });
    // A page of another origin (here an opaque one) framing the app's sign-in screen.
    await page.setContent(
      `<iframe title="framed" src="${server.url}/login" width="800" height="600"></iframe>`,
    );
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.locator('button', { hasText: 'Sign in' }).count()).toBe(0);
    await page.close();
  });

  it.each(Object.keys(ACCOUNTS) as RoleName[])('%s', { timeout: 900_000 }, async (role) => {
    const screens = screensOf(role);
    expect(screens.length).toBeGreaterThan(0);
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signIn(page, server.url, ACCOUNTS[role].email);
    const { findings, pending } = watch(page);
    await settle(page, pending);
    const visited: Array<{ path: string; findings: Findings }> = [];
    const bounced: string[] = [];
    for (const { path } of screens) {
      findings.csp = [];
      findings.errors = [];
      findings.denied = [];
      await open(page, path, pending);
      visited.push({
        path,
        findings: { csp: [...findings.csp], errors: [...findings.errors], denied: [...findings.denied] },
      });
      const landed = new URL(page.url()).pathname;
      if (landed !== path) bounced.push(`${path} → ${landed}`);
    }
    await page.close();
    expect({ problems: reportOf(visited), bounced }).toEqual({ problems: [], bounced: [] });
  });
});

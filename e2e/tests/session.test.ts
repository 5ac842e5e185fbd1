import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureToken, signIn, signOut } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  return page;
}

describe('signing in by role (SPEC §6)', () => {
  it.each([
    ['admin@demo.tessera', '/admin/agencies', 'Agencies'],
    ['agency@demo.tessera', '/agency/websites', 'Websites'],
    ['agencyuser@demo.tessera', '/agency/websites', 'Websites'],
    ['websiteuser@demo.tessera', '/agency/websites', 'Websites'],
    ['carduser@demo.tessera', '/user/cards', 'Cards'],
  ])('%s lands on %s', async (email, path, heading) => {
    const page = await freshPage();
    await signIn(page, server.url, email);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
    // A signed-in user opening a guest-only screen is sent back to its home.
    await page.goto(`${server.url}/login`);
    await page.waitForURL((url) => url.pathname === path);
    await page.close();
  });

  it('sends a guest from a protected screen to login and back after signing in', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/agency/profile`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, server.url, 'agency@demo.tessera');
    expect(new URL(page.url()).pathname).toBe('/agency/profile');
    await browser.screenshot(page, 'session-agency-profile');
    await page.close();
  });

  it('keeps each role out of the others’ areas', async () => {
    const page = await freshPage();
    await signIn(page, server.url, 'carduser@demo.tessera');
    await page.goto(`${server.url}/admin/agencies`);
    await page.waitForURL((url) => url.pathname === '/user/cards');
    await page.goto(`${server.url}/agency/websites`);
    await page.waitForURL((url) => url.pathname === '/user/cards');
    await page.close();
  });
});

describe('signing out', () => {
  it('revokes the token on the server at once', async () => {
    const page = await freshPage();
    await signIn(page, server.url, 'agencyuser@demo.tessera');
    const token = await captureToken(page, () => page.reload());
    const before = await fetch(`${server.url}/api/v1/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);
    await signOut(page);
    const after = await fetch(`${server.url}/api/v1/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    await page.close();
  });
});

describe('password reset through the mail file', () => {
  it('mails a link that sets a new password', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // Each auth screen has an Email field: fill the request form only once it has replaced sign-in.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill('websiteuser@demo.tessera');
    await page.getByRole('button', { name: /send/i }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).isVisible()).toBe(true);

    await expect.poll(() => server.mail().length).toBeGreaterThan(0);
    const mail = server.mail().at(-1)!;
    const link = /(http:\/\/\S+\/passwords\/reset\?token=[\w-]+&email=[^\s"<]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a-new-password-1');
    await page.getByLabel('Confirm new password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, server.url, 'websiteuser@demo.tessera', 'a-new-password-1');
    expect(new URL(page.url()).pathname).toBe('/agency/websites');
    await page.close();
  });
});

describe('impersonation round trip (SPEC §4)', () => {
  it('lets an admin act as an agency owner and come back', async () => {
    const page = await freshPage();
    await signIn(page, server.url, 'admin@demo.tessera');
    await page.getByRole('button', { name: 'Impersonate owner of Demo Agency' }).click();
    await page.waitForURL((url) => url.pathname === '/agency/websites');
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Avery Agency');
    await browser.screenshot(page, 'session-impersonating');

    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Agencies' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);
    await page.close();
  });
});

describe('hosts', () => {
  it("shows 'Page not found' on a host that is no white-label domain", async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.port}/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email').count()).toBe(0);
    await page.close();
  });
});

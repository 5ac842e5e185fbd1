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

const stamp = Date.now().toString(36);
const agencyName = `Harbor Studio ${stamp}`;
const ownerEmail = `owner-${stamp}@harbor.test`;
const viewerEmail = `viewer-${stamp}@harbor.test`;
const PASSWORD = 'harbor-password-1';

async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as { data: { id: number } } };
}

describe('agencies, users and permissions (issue 7)', () => {
  let page: Page;
  let sharedSiteId = 0;
  let otherSiteId = 0;

  it('an admin creates an agency and impersonates its owner', async () => {
    page = await browser.newPage();
    await signIn(page, server.url, 'admin@demo.tessera');
    await page.getByRole('link', { name: 'New agency' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/agencies/create');
    await page.getByLabel('Agency name').fill(agencyName);
    await page.getByLabel('Owner name').fill('Hana Harbor');
    await page.getByLabel('Owner email').fill(ownerEmail);
    await page.getByLabel('Owner password').fill(PASSWORD);
    await page.getByLabel('Subscribed').check();
    await browser.screenshot(page, 'agencies-users-01-create-agency');
    await page.getByRole('button', { name: 'Create agency' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/agencies');

    await page.goto(`${server.url}/admin/agencies?search=${encodeURIComponent(agencyName)}`);
    const row = page.getByRole('row', { name: new RegExp(agencyName) });
    await row.waitFor();
    await browser.screenshot(page, 'agencies-users-02-agency-list');
    await page.getByRole('button', { name: `Impersonate owner of ${agencyName}` }).click();
    await page.waitForURL((url) => url.pathname === '/agency/websites');
    await expect.poll(() => page.getByRole('button', { name: 'Stop impersonating' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('You are signed in as Hana Harbor').isVisible()).toBe(true);
  });

  it('the owner creates a website user limited to one site with view-only permission', async () => {
    const token = await captureToken(page, () => page.reload());
    const shared = await api(token, 'POST', '/landings', {
      title: 'Harbor Client Site',
      subdomain: `harbor-client-${stamp}`,
      template: 'default-site',
    });
    expect(shared.status).toBeLessThan(300);
    sharedSiteId = shared.json.data.id;
    const other = await api(token, 'POST', '/landings', {
      title: 'Harbor Private Site',
      subdomain: `harbor-private-${stamp}`,
    });
    expect(other.status).toBeLessThan(300);
    otherSiteId = other.json.data.id;

    await page.goto(`${server.url}/agency/users`);
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel('Name', { exact: true }).fill('Vic Viewer');
    await dialog.getByLabel('Email', { exact: true }).fill(viewerEmail);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Give access to Harbor Client Site').check();
    await browser.screenshot(page, 'agencies-users-03-new-user');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await page.waitForURL((url) => /^\/agency\/users\/\d+$/.test(url.pathname));
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Vic Viewer' }).isVisible())
      .toBe(true);
    // View only: the site is ticked, every other permission on it is not.
    await expect.poll(() => page.getByLabel('Give access to Harbor Client Site').isChecked()).toBe(true);
    expect(await page.getByLabel('Publish on Harbor Client Site').isChecked()).toBe(false);
    expect(await page.getByLabel('Give access to Harbor Private Site').isChecked()).toBe(false);
    await browser.screenshot(page, 'agencies-users-04-user-detail');

    await page.getByRole('button', { name: 'Stop impersonating' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
    await signOut(page);
  });

  it('the website user sees the publish button disabled with the no-permission tooltip', async () => {
    await signIn(page, server.url, viewerEmail, PASSWORD);
    await page.goto(`${server.url}/agency/profile`);
    const publish = page.getByRole('button', { name: 'Publish the home page of Harbor Client Site' });
    await publish.waitFor();
    expect(await publish.isDisabled()).toBe(true);
    const gate = page.locator('[data-permission-gate="denied"]').first();
    await gate.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain("You don't have permission to do this");
    expect(await tooltip.textContent()).toContain('Publish');
    await browser.screenshot(page, 'agencies-users-05-publish-disabled');

    // The site's pages list: the Publish action of a page is there, disabled, with the reason.
    await page.goto(`${server.url}/agency/websites/${sharedSiteId}/pages`);
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    const publishItem = page.getByRole('menuitem', { name: /^Publish( changes)?$/ });
    await publishItem.waitFor();
    expect(await publishItem.isDisabled()).toBe(true);
    const publishGate = page.locator('[data-permission-gate="denied"]').filter({ has: publishItem });
    await publishGate.hover();
    const menuTooltip = page.getByRole('tooltip').filter({ hasText: 'Publish' });
    await menuTooltip.waitFor();
    expect(await menuTooltip.textContent()).toContain("You don't have permission to do this");
    // Keyboard users reach the reason too: the gate is in the tab order and names it.
    expect(await publishGate.getAttribute('tabindex')).toBe('0');
    expect(await publishItem.getAttribute('aria-describedby')).toBeTruthy();
    await browser.screenshot(page, 'agencies-users-05b-pages-publish-disabled');
    await page.keyboard.press('Escape');
  });

  it('the website user cannot open another site by URL', async () => {
    const token = await captureToken(page, () => page.reload());
    await page.goto(`${server.url}/agency/websites/${otherSiteId}`);
    // Told why, with a way back: never a silent bounce (issue 16).
    await page.getByTestId('no-access').waitFor();
    await page.getByRole('link', { name: 'Back to websites' }).click();
    await page.waitForURL((url) => url.pathname === '/agency/websites');
    const rows = page.getByRole('row');
    await page.getByText('Harbor Client Site').first().waitFor();
    expect(await page.getByText('Harbor Private Site').count()).toBe(0);
    expect(await rows.count()).toBe(2);
    await browser.screenshot(page, 'agencies-users-06-websites-only-one');
    expect((await api(token, 'GET', `/landings/${otherSiteId}`)).status).toBe(404);
    expect((await api(token, 'GET', `/landings/${sharedSiteId}`)).status).toBe(200);
    const refused = await fetch(`${server.url}/api/v1/landings/${sharedSiteId}/pages`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(200);
    await page.close();
  });

  it('admins read the impersonation audit log and manage white labels', async () => {
    page = await browser.newPage();
    await signIn(page, server.url, 'admin@demo.tessera');
    await page.goto(`${server.url}/admin/audit-log`);
    await page.getByText('Impersonation started').first().waitFor();
    expect(await page.getByText('Impersonation stopped').count()).toBeGreaterThan(0);
    await browser.screenshot(page, 'agencies-users-07-audit-log');
    await page.goto(`${server.url}/admin/whitelabels`);
    await page.getByRole('button', { name: 'Edit Tessera' }).click();
    await page.getByRole('dialog').getByLabel('Support chat script').waitFor();
    await browser.screenshot(page, 'agencies-users-08-whitelabel-edit');
    await page.close();
  });

  it('an owner stores an AI key and sees only its last 4 characters', async () => {
    page = await browser.newPage();
    await signIn(page, server.url, ownerEmail, PASSWORD);
    await page.goto(`${server.url}/agency/profile`);
    await page.getByLabel('Key', { exact: true }).fill('sk-e2e-0123456789abcdefghij-LAST');
    await page.getByRole('button', { name: 'Save key' }).click();
    await page.getByText('Saved · ends in LAST').waitFor();
    expect(await page.content()).not.toContain('sk-e2e-0123456789');
    await browser.screenshot(page, 'agencies-users-09-owner-profile');
    await page.close();
  });
});

import { startDnsServer, type TestDnsServer } from '@tessera/server/testing/dns-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { gradientPng } from '../fixtures/images.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let dns: TestDnsServer;

beforeAll(async () => {
  // Custom domains are checked against a local DNS server, never the outside world.
  dns = await startDnsServer();
  server = await startServer({ DNS_SERVERS: dns.address, CUSTOM_DOMAIN_IPS: '203.0.113.7' });
  browser = await openBrowser();
  page = await browser.newPage({ width: 1360, height: 900 });
  await signIn(page, server.url, 'agency@demo.tessera');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dns?.close();
});

const subdomain = `e2e-bakery-${Date.now().toString(36)}`;
const siteUrl = () => `http://${subdomain}.localhost:${server.port}`;

/** Opens a row's action menu in a list and picks an action. */
async function rowAction(rowLabel: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowLabel}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

describe('websites, pages and redirects in the agency area', () => {
  it('creates a site, refusing an invalid subdomain with the SPEC message', async () => {
    await page.goto(`${server.url}/agency/websites`);
    await page.getByRole('link', { name: 'New website' }).click();
    await page.waitForURL('**/agency/websites/create');
    await page.getByLabel('Website name').fill('Sunrise Bakery');
    const subdomainInput = page.getByTestId('subdomain-input');
    expect(await subdomainInput.inputValue()).toBe('sunrise-bakery');
    await subdomainInput.fill('Bad_Sub');
    await expect.poll(() => page.getByText('Subdomain format is invalid.').isVisible()).toBe(true);
    await browser.screenshot(page, 'websites-create-invalid-subdomain');
    // The server refuses it with the same message if the client check is bypassed.
    await subdomainInput.fill('demo');
    await expect.poll(() => page.getByText('This subdomain is already taken.').isVisible()).toBe(true);
    await subdomainInput.fill(subdomain);
    // Blank is the first start; this site starts from the platform's "Business website" template
    // (its home page and main menu), under Template beside the built-in designs. That template is
    // offered once, not again as a built-in design.
    await page.getByTestId('site-start').getByText('Template', { exact: true }).click();
    const picker = page.getByTestId('site-template-picker');
    await picker.getByText('Business website').waitFor();
    await page.getByTestId('template-marketing-agency').waitFor();
    expect(await page.getByText('Business website', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('template-default-site').count()).toBe(0);
    await picker.getByRole('radio', { name: 'Business website' }).check();
    await page.getByRole('button', { name: 'Create website' }).click();
    await page.waitForURL(/\/agency\/websites\/\d+$/);
    await expect.poll(() => page.getByTestId('site-title').textContent()).toBe('Sunrise Bakery');
    const tabs = await page.getByTestId('site-tabs').getByRole('link').allTextContents();
    expect(tabs).toEqual(
      expect.arrayContaining(['Overview', 'Pages', 'Menus', 'Redirects', 'Domain', 'Settings']),
    );
    expect(tabs[0]).toBe('Overview');
    await page.getByText('Recently edited pages').waitFor();
    await page.getByText('Home', { exact: true }).first().waitFor();
    await browser.screenshot(page, 'websites-overview');
  });

  it('adds a page, sets it home and publishes it; the site host serves it', async () => {
    await page.getByTestId('site-tabs').getByRole('link', { name: 'Pages' }).click();
    await page.waitForURL(/\/pages$/);
    await page.getByRole('link', { name: 'New page' }).click();
    await page.getByLabel('Page name').fill('Welcome');
    await expect.poll(() => page.getByTestId('unique-name-input').inputValue()).toBe('welcome');
    await page.getByLabel('SEO title').fill('Welcome to Sunrise Bakery');
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/pages/create'));
    const pagesPath = new URL(page.url()).pathname.replace(/\/pages\/.*$/, '/pages');
    if (!page.url().endsWith('/pages')) await page.goto(`${server.url}${pagesPath}`);
    await page
      .getByRole('cell', { name: /Welcome/ })
      .first()
      .waitFor();

    await rowAction('Welcome', 'Set as home page');
    await expect.poll(() => page.getByText('Welcome is now the home page.').isVisible()).toBe(true);
    await rowAction('Welcome', 'Publish');
    await expect.poll(() => page.getByText('The page is published.').isVisible()).toBe(true);
    await browser.screenshot(page, 'websites-pages');

    const site = await browser.newPage();
    const response = await site.goto(`${siteUrl()}/`);
    expect(response?.status()).toBe(200);
    expect(await site.title()).toBe('Welcome to Sunrise Bakery');
    await site.close();
  });

  it("imports a page of the agency's demo website by its unique id", async () => {
    const bakeryPages = page.url();
    // The demo site's Software page: its menu copies the unique id and says it.
    await page.goto(`${server.url}/agency/websites`);
    await page.getByRole('link', { name: 'Demo Marketing Agency' }).first().click();
    await page.getByTestId('site-tabs').getByRole('link', { name: 'Pages' }).click();
    await page.waitForURL(/\/pages$/);
    await rowAction('Software', 'Copy unique id');
    const toast = page.getByText(/The unique id (of “Software” is copied:|could not be copied\. It is) /);
    await toast.waitFor();
    const uniqueId = /([0-9a-f-]{36})/.exec((await toast.textContent()) ?? '')?.[1];
    expect(uniqueId).toBeDefined();

    await page.goto(bakeryPages);
    await page.getByRole('button', { name: 'Import page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a page' });
    await dialog.getByLabel('Unique id').fill('not-a-page-of-ours');
    await dialog.getByRole('button', { name: 'Import page' }).click();
    await dialog.getByText('No page of your agency has this unique id.').waitFor();
    await dialog.getByLabel('Unique id').fill(uniqueId!);
    await dialog.getByRole('button', { name: 'Import page' }).click();
    await page.getByText('“Software” is imported as a draft at /software.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Software/ });
    await row.getByText('Draft').waitFor();
    await browser.screenshot(page, 'websites-page-imported');
  });

  it('adds a redirect and follows it on the site; the hit is counted', async () => {
    await page.getByTestId('site-tabs').getByRole('link', { name: 'Redirects' }).click();
    await page.getByRole('link', { name: 'New redirect' }).click();
    await page.getByLabel('From').fill('/old-welcome');
    await page.getByLabel('To').fill('/');
    await page.getByRole('button', { name: 'Save redirect' }).click();
    await page.waitForURL(/\/redirects$/);
    await page.getByText('/old-welcome').waitFor();

    const visitor = await browser.newPage();
    const response = await visitor.goto(`${siteUrl()}/old-welcome`);
    expect(response?.status()).toBe(200);
    expect(new URL(visitor.url()).pathname).toBe('/');
    expect(await visitor.title()).toBe('Welcome to Sunrise Bakery');
    expect(response?.request().redirectedFrom()?.url()).toBe(`${siteUrl()}/old-welcome`);
    await visitor.close();

    // Hits are written in batches every few seconds.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('redirect-hits').first().textContent();
        },
        { timeout: 20_000, interval: 1_500 },
      )
      .toBe('1');
    await browser.screenshot(page, 'websites-redirects');
  });

  it('shows the menus, domain and settings tabs', async () => {
    await page.getByTestId('site-tabs').getByRole('link', { name: 'Menus' }).click();
    await page.getByRole('link', { name: 'Main menu', exact: true }).click();
    await page.getByTestId('menu-item').first().waitFor();
    expect(await page.getByTestId('menu-item').count()).toBeGreaterThanOrEqual(4);
    await browser.screenshot(page, 'websites-menu-editor');

    await page.getByTestId('site-tabs').getByRole('link', { name: 'Domain' }).click();
    await page.getByTestId('domain-input').fill('www.sunrise.com');
    await page.getByRole('button', { name: 'Connect domain' }).click();
    await expect.poll(() => page.getByText('Domain format is invalid.').isVisible()).toBe(true);
    // The SPEC message stays; a hint under it says why and offers the bare domain.
    const hint = page.getByTestId('domain-www-hint');
    await expect
      .poll(() => hint.textContent())
      .toContain('Enter the domain without www.; we serve www. and redirect it.');
    await browser.screenshot(page, 'websites-domain');
    await hint.getByRole('button', { name: 'Use sunrise.com' }).click();
    expect(await page.getByTestId('domain-input').inputValue()).toBe('sunrise.com');
    await page.getByRole('button', { name: 'Connect domain' }).click();
    // A root domain: the A records, why, and the optional www. record that redirects.
    const apex = page.getByTestId('apex-note');
    await apex.waitFor();
    expect(await apex.textContent()).toContain('CNAME flattening');
    await page.getByTestId('www-record').getByText('www', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('203.0.113.7').first().isVisible()).toBe(true);
    await browser.screenshot(page, 'websites-domain-apex');

    await page.getByTestId('site-tabs').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Site content' }).click();
    await page.getByTestId('service-slot').first().waitFor();
    expect(await page.getByTestId('service-slot').count()).toBe(9);
    await browser.screenshot(page, 'websites-settings-content');

    // The site's icon: uploaded in settings, shown in the previews, served at /favicon.ico.
    await page.getByRole('button', { name: 'Site icon' }).click();
    await page.getByText('Default icon').waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bakery-icon.png', mimeType: 'image/png', buffer: gradientPng(256, 256) });
    await page.getByText('Your icon').waitFor();
    await expect
      .poll(() =>
        page
          .getByTestId('favicon-previews')
          .locator('img')
          .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth)),
      )
      .toEqual([32, 180]);
    await browser.screenshot(page, 'websites-settings-favicon');
    // The browser resolves *.localhost to this machine (Node's resolver does not).
    const site = await browser.newPage();
    const icon = await site.goto(`${siteUrl()}/favicon.ico`);
    expect(icon?.status()).toBe(200);
    expect(icon?.headers()['content-type']).toBe('image/x-icon');
    await site.close();

    await page.goto(`${server.url}/agency/websites`);
    await page.getByRole('link', { name: 'Sunrise Bakery', exact: true }).waitFor();
    await browser.screenshot(page, 'websites-list');
  });
});

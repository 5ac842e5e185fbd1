import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiToken, demoSiteId, signIn } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

/** The site's embedding setting decides who may frame its published pages (`frame-ancestors`). */

let server: RunningServer;
let browser: BrowserSession;
let token = '';
const api = apiClient(
  () => server.url,
  () => token,
);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  token = await apiToken(server.url, 'agency@demo.tessera');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The `frame-ancestors` a published page is sent with (Node does not resolve `*.localhost`). */
function frameAncestors(siteUrl: string): Promise<string | undefined> {
  const parsed = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port: server.port, path: parsed.pathname, headers: { host: parsed.host } },
      (response) => {
        response.resume();
        const csp = String(response.headers['content-security-policy'] ?? '');
        resolve(/frame-ancestors ([^;]+)/.exec(csp)?.[1]);
      },
    ).on('error', reject);
  });
}

describe('site embedding', () => {
  it('lets the owner choose the websites that may frame the pages', async () => {
    const siteId = await demoSiteId(api);
    const site = await api<{ data: { url: string } }>('GET', `/landings/${siteId}`);
    expect(await frameAncestors(site.data.url)).toBe("'self'");

    const page = await browser.newPage({ width: 1360, height: 900 });
    await signIn(page, server.url, 'agency@demo.tessera');
    await page.goto(`${server.url}/agency/websites/${siteId}/settings?section=embedding`);
    const panel = page.getByRole('region', { name: 'Embedding' });
    await panel.getByRole('radio', { name: 'On this website and the addresses below' }).check();
    const origins = panel.getByLabel('Websites that may show the pages');
    await origins.fill('partner.example.com/page');
    await origins.press('Enter');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel
      .getByText(/“partner\.example\.com\/page”: Enter an address like https:\/\/example\.com/)
      .waitFor();

    await browser.screenshot(page, 'site-embedding-invalid-origin');
    // Backspace in the empty input takes the last address back out.
    await origins.press('Backspace');
    await origins.fill('https://partner.example.com');
    await origins.press('Enter');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => frameAncestors(site.data.url)).toBe("'self' https://partner.example.com");
    await browser.screenshot(page, 'site-embedding-setting');
    await page.close();
  });
});

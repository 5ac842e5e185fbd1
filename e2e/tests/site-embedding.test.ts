import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { appSuite, OWNER } from '../fixtures/suite.ts';

/** The site's embedding setting decides who may frame its published pages (`frame-ancestors`). */
const suite = appSuite();
const { api } = suite;

/** The `frame-ancestors` a published page is sent with (Node does not resolve `*.localhost`). */
function frameAncestors(siteUrl: string): Promise<string | undefined> {
  const parsed = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port: suite.server.port, path: parsed.pathname, headers: { host: parsed.host } },
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
    const siteId = suite.demoId;
    const site = await api<{ data: { url: string } }>('GET', `/landings/${siteId}`);
    expect(await frameAncestors(site.data.url)).toBe("'self'");

    const page = await suite.signedInPage(OWNER, { width: 1360, height: 900 });
    await page.goto(`${suite.server.url}/agency/websites/${siteId}/settings?section=embedding`);
    const panel = page.getByRole('region', { name: 'Embedding' });
    await panel.getByRole('radio', { name: 'On this website and the addresses below' }).check();
    const origins = panel.getByLabel('Websites that may show the pages');
    await origins.fill('partner.example.com/page');
    await origins.press('Enter');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel
      .getByText(/“partner\.example\.com\/page”: Enter an address like https:\/\/example\.com/)
      .waitFor();

    await suite.browser.screenshot(page, 'site-embedding-invalid-origin');
    // Backspace in the empty input takes the last address back out.
    await origins.press('Backspace');
    await origins.fill('https://partner.example.com');
    await origins.press('Enter');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => frameAncestors(site.data.url)).toBe("'self' https://partner.example.com");
    await suite.browser.screenshot(page, 'site-embedding-setting');
    await page.close();
  });
});

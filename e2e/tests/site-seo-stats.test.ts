import { get } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiToken, demoSiteId, signIn } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let demoId: number;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  const token = await apiToken(server.url, 'agency@demo.tessera');
  demoId = await demoSiteId(
    apiClient(
      () => server.url,
      () => token,
    ),
  );
  page = await browser.newPage({ width: 1280, height: 1000 });
  await signIn(page, server.url, 'agency@demo.tessera');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the demo site serves at a path (Node does not resolve `*.localhost`, so by Host header). */
function siteText(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port: server.port, path, headers: { host: `demo.localhost:${server.port}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve(body));
      },
    ).on('error', reject);
  });
}

describe('the SEO tab', () => {
  it('edits the robots rules line by line and the site serves them', async () => {
    await page.goto(`${server.url}/agency/websites/${demoId}/seo`);
    const editor = page.getByRole('textbox', { name: 'robots.txt' });
    await expect.poll(() => editor.inputValue()).toContain('Sitemap: http://demo.localhost');
    await expect.poll(() => page.getByText('Default', { exact: true }).isVisible()).toBe(true);

    await editor.fill('User-agent: *\nDisallow: /drafts\nNoindex: /secret');
    await expect
      .poll(() => page.getByText('Line 3: "Noindex" is not a robots.txt field', { exact: false }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Save rules' }).isDisabled()).toBe(true);
    await browser.screenshot(page, 'seo-robots-error');

    await editor.fill('User-agent: *\nDisallow: /drafts');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect.poll(() => page.getByText('Custom', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => siteText('/robots.txt')).toBe('User-agent: *\nDisallow: /drafts\n');
  });

  it('adds keywords and removes one after confirmation', async () => {
    await page.getByRole('textbox', { name: 'Add keywords' }).fill('web design, Local SEO, web design');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const keywords = page.getByTestId('keyword');
    await expect.poll(() => keywords.allInnerTexts()).toEqual(['Local SEO', 'web design']);
    await browser.screenshot(page, 'seo-tab');
    await page.getByRole('button', { name: 'Remove keyword web design' }).click();
    await page
      .getByRole('dialog', { name: 'Remove this keyword?' })
      .getByRole('button', { name: 'Remove keyword' })
      .click();
    await expect.poll(() => keywords.allInnerTexts()).toEqual(['Local SEO']);
  });

  it('resets the robots rules to the default after confirmation', async () => {
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page
      .getByRole('dialog', { name: 'Reset the robots rules?' })
      .getByRole('button', { name: 'Reset to default' })
      .click();
    await expect.poll(() => page.getByText('Default', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => siteText('/robots.txt')).toContain('Allow: /');
  });
});

describe('the Stats tab', () => {
  it('charts the views people make on the published site', async () => {
    // Three people (a browser would answer its own repeat visits from its cache).
    for (let i = 0; i < 3; i++) {
      const visitor = await browser.newPage();
      const response = await visitor.goto(`http://demo.localhost:${server.port}/`);
      expect(response?.status()).toBe(200);
      await visitor.close();
    }

    await page.goto(`${server.url}/agency/websites/${demoId}/stats`);
    await expect.poll(() => page.getByTestId('stat-views').innerText()).toBe('3');
    const chart = page.getByTestId('views-chart');
    await expect
      .poll(() => chart.getAttribute('aria-label'))
      .toMatch(/^Daily views of all pages and posts: 3 views/);
    expect(await chart.locator('rect[data-views="3"]').count()).toBe(1);
    await browser.screenshot(page, 'stats-tab');

    await page
      .locator('label')
      .filter({ hasText: /^7 days$/ })
      .click();
    await expect.poll(() => chart.locator('rect').count()).toBe(7);
  });

  it('narrows to one page and resets after confirmation', async () => {
    await page.getByTestId('stats-page-row').filter({ hasText: 'Home' }).getByRole('button').click();
    await expect.poll(() => page.getByText('Views of Home', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reset this page' }).click();
    await page
      .getByRole('dialog', { name: 'Reset the stats of this page?' })
      .getByRole('button', { name: 'Reset stats' })
      .click();
    await expect.poll(() => page.getByTestId('stat-views').innerText()).toBe('0');
  });

  it('counts the views of a blog post and narrows to it', async () => {
    const visitor = await browser.newPage();
    const response = await visitor.goto(`http://demo.localhost:${server.port}/blog/hvac-ads-in-spring`);
    expect(response?.status()).toBe(200);
    await visitor.close();

    await page.goto(`${server.url}/agency/websites/${demoId}/stats`);
    const row = page.getByTestId('stats-blog-post-row').filter({ hasText: '/blog/hvac-ads-in-spring' });
    await expect.poll(() => row.locator('td').nth(1).innerText()).toBe('1');
    await row.getByRole('button').click();
    await expect.poll(() => page.getByTestId('stat-views').innerText()).toBe('1');
    expect(new URL(page.url()).searchParams.get('post_id')).not.toBeNull();
    await expect.poll(() => page.getByRole('button', { name: 'Reset this post' }).isVisible()).toBe(true);
    await browser.screenshot(page, 'stats-blog-post');
  });
});

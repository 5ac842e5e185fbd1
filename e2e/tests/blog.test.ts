import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EditorPage } from '../fixtures/editor.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

const suite = appSuite();
let page: Page;
/** Uncaught errors in the browsers: the test fails on any. */
const problems: string[] = [];

const TITLE = 'Notes from launch week';
const HEADLINE = 'Fresh from the launch room';

beforeAll(async () => {
  page = await suite.signedInPage(OWNER, { width: 1440, height: 1000 }, problems);
});

describe('a website’s blog, end to end', () => {
  it('an agency writes, designs and publishes a post; the site shows it on /blog, at its address and in the feed', async () => {
    const siteId = suite.demoId;
    const port = new URL(suite.server.url).port;
    const siteOrigin = `http://demo.localhost:${port}`;

    // The Blog tab lists the demo site's three seeded posts.
    await page.goto(`${suite.server.url}/agency/websites/${siteId}`);
    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`**/agency/websites/${siteId}/blog`);
    await page.getByRole('row', { name: /Landing pages that convert/ }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(4);
    await suite.browser.screenshot(page, 'blog-00-posts-list');

    // A new post: its address follows the title; creating it opens the designer.
    await page.getByRole('link', { name: 'New post' }).click();
    await page.waitForURL(`**/agency/websites/${siteId}/blog/create`);
    await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await expect.poll(() => page.getByTestId('blog-slug-input').inputValue()).toBe('notes-from-launch-week');
    await page.getByLabel('Description').fill('What we shipped, what we learned, what comes next.');
    await page.getByRole('textbox', { name: /^Author/ }).fill('Avery Agency');
    await suite.browser.screenshot(page, 'blog-01-new-post-form');
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.waitForURL(/\/agency\/websites\/\d+\/blog\/\d+\/design$/);

    // Design it: the post starts in the site's frame; drop a headline under its text and type it.
    const editor = new EditorPage(page);
    await editor.ready();
    const prompt = editor.canvas.locator('.el-paragraph', { hasText: 'Start writing your post here.' });
    await prompt.waitFor();
    await editor.drag(editor.palette('element:headline'), await editor.pointOn(prompt, 0.85));
    const headline = editor.canvas.locator('.el-headline').first();
    await headline.waitFor();
    await headline.click();
    await editor.canvas.locator('.ProseMirror').waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(HEADLINE);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => headline.textContent()).toBe(HEADLINE);
    await editor.waitSaved();
    await suite.browser.screenshot(page, 'blog-02-editor');

    // Publish from the editor.
    await page.getByTestId('publish').click();
    await page.getByText('The post is published.').waitFor();

    // The site's blog lists it first, on the site's own host, in the site's look.
    const site = await suite.browser.newPage({ width: 1280, height: 900 });
    site.on('pageerror', (error) => problems.push(error.message));
    await site.goto(`${siteOrigin}/blog`);
    const titles = site.locator('.bl-title a');
    await expect.poll(() => titles.first().textContent()).toBe(TITLE);
    expect(await titles.count()).toBe(4);
    await suite.browser.screenshot(site, 'blog-03-public-index');

    // Following the post's link shows the headline designed for it.
    await titles.first().click();
    await site.waitForURL(`${siteOrigin}/blog/notes-from-launch-week`);
    await expect.poll(() => site.locator('.el-headline').first().textContent()).toBe(HEADLINE);
    await expect(site.title()).resolves.toBe(TITLE);
    await suite.browser.screenshot(site, 'blog-04-public-post');

    // The feed is RSS that a real XML parser (the browser's) reads, newest post first.
    const feed = await site.evaluate(async () => {
      const response = await fetch('/blog/feed.xml');
      const text = await response.text();
      const xml = new DOMParser().parseFromString(text, 'application/xml');
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        error: xml.querySelector('parsererror')?.textContent ?? null,
        root: xml.documentElement.nodeName,
        version: xml.documentElement.getAttribute('version'),
        self:
          xml.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
        items: [...xml.querySelectorAll('channel > item')].map((item) => ({
          title: item.querySelector('title')?.textContent ?? '',
          link: item.querySelector('link')?.textContent ?? '',
          pubDate: item.querySelector('pubDate')?.textContent ?? '',
        })),
      };
    });
    expect(feed).toMatchObject({
      status: 200,
      type: 'application/rss+xml; charset=utf-8',
      error: null,
      root: 'rss',
      version: '2.0',
      self: `${siteOrigin}/blog/feed.xml`,
    });
    expect(feed.items).toHaveLength(4);
    expect(feed.items[0]).toMatchObject({ title: TITLE, link: `${siteOrigin}/blog/notes-from-launch-week` });
    expect(Number.isNaN(Date.parse(feed.items[0]!.pubDate))).toBe(false);

    // Back in the list, the post shows as published.
    await page.goto(`${suite.server.url}/agency/websites/${siteId}/blog`);
    await page
      .getByRole('row', { name: new RegExp(TITLE) })
      .getByText('Published')
      .waitFor();

    // Blog settings: two posts a page; the blog page then links to the older ones.
    await page.getByRole('button', { name: 'Blog settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Blog settings' });
    await dialog.getByRole('textbox', { name: /^Blog title/ }).fill('Journal');
    await dialog.getByRole('textbox', { name: 'Posts per page' }).fill('2');
    await suite.browser.screenshot(page, 'blog-05-settings');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The browser keeps the page it saw a minute (max-age=60): another query string is another URL.
    await site.goto(`${siteOrigin}/blog?after=settings`);
    await expect.poll(() => site.locator('.el-h1').first().textContent()).toBe('Journal');
    expect(await site.locator('.bl-title a').count()).toBe(2);
    await site.getByRole('link', { name: 'Older posts →' }).click();
    await site.waitForURL(`${siteOrigin}/blog?page=2`);
    await expect.poll(() => site.locator('.bl-title a').count()).toBe(2);
    expect(problems).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../fixtures/images.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

const suite = appSuite();
const { api } = suite;
let page: Page;
/** Uncaught errors in the browsers: the test fails on any. */
const problems: string[] = [];

const TITLE = 'Our spring window displays';

interface Post {
  id: number;
  slug: string;
  cover_image_url: string;
  meta_image_url: string;
  layout: string;
}

beforeAll(async () => {
  page = await suite.signedInPage(OWNER, { width: 1440, height: 1000 }, problems);
});

/** Chooses a file through an upload field's button (the field's label names its section). */
async function choose(field: string, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByTestId(field)
    .getByRole('button', { name: /Choose image|Replace image/ })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

describe('a blog post’s pictures and its published layout', () => {
  it('crops the cover to a 1200 × 1800 portrait, keeps the meta image 16:9, and publishes the post in the site’s article layout', async () => {
    const siteId = suite.demoId;
    const port = new URL(suite.server.url).port;
    const siteOrigin = `http://demo.localhost:${port}`;

    await page.goto(`${suite.server.url}/agency/websites/${siteId}/blog/create`);
    await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await page.getByLabel('Description').fill('How we dressed the shop for the new season.');
    await page.getByRole('textbox', { name: /^Author/ }).fill('Avery Agency');

    // A landscape picture (not 16:9, not 2:3) opens the cropper with a portrait frame.
    await choose('cover-upload', 'shop-window.png', gradientPng(1600, 1000));
    const cropper = page.getByTestId('cover-crop-dialog');
    await cropper.getByText('Choose the part of the picture to keep').waitFor();
    const frame = cropper.locator('.reactEasyCrop_CropArea');
    await frame.waitFor();
    const box = (await frame.boundingBox())!;
    // The frame is a portrait of the cover's shape: height = 1.5 × width.
    expect(box.height / box.width).toBeCloseTo(1.5, 1);
    await cropper.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await suite.browser.screenshot(page, 'blog-layout-01-cover-crop');
    await cropper.getByTestId('cover-crop-confirm').click();
    const coverPreview = page.getByTestId('cover-upload').getByRole('img', { name: 'Current cover picture' });
    await coverPreview.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => coverPreview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([1200, 1800]);

    // The sharing picture takes 16:9 only: anything else is refused at once, with the SPEC message.
    await choose('meta-upload', 'square.png', gradientPng(800, 800));
    await page.getByText('Only 16:9 images are allowed.').waitFor();
    await choose('meta-upload', 'wide.png', gradientPng(1600, 900));
    const metaPreview = page.getByTestId('meta-upload').getByRole('img', { name: 'Current sharing picture' });
    await metaPreview.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => metaPreview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([1600, 900]);
    await suite.browser.screenshot(page, 'blog-layout-02-post-form');

    await page.getByRole('button', { name: 'Create post' }).click();
    await page.waitForURL(/\/agency\/websites\/\d+\/blog\/\d+\/design$/);
    const postId = Number(/\/blog\/(\d+)\/design$/.exec(page.url())![1]);
    const post = (await api<{ data: Post }>('GET', `/landings/${siteId}/blogs/${postId}`)).data;
    expect(post.layout).toBe('article');
    expect(post.cover_image_url).toMatch(/\.webp$/);
    await api('POST', `/landings/${siteId}/blogs/${postId}/publish`);

    // The published post, on a desktop: the site's header and footer, title, details, cover.
    const site = await suite.browser.newPage({ width: 1440, height: 1000 });
    site.on('pageerror', (error) => problems.push(error.message));
    const consoleErrors: string[] = [];
    site.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await site.goto(`${siteOrigin}/blog/${post.slug}`);
    await expect(site.title()).resolves.toBe(TITLE);
    expect(await site.getByRole('heading', { level: 1 }).allTextContents()).toEqual([TITLE]);
    await site.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} · By Avery Agency · 1 min read$/).waitFor();
    const cover = site.getByRole('img', { name: `Cover picture of “${TITLE}”` });
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1200);
    // The meta image is what a shared link shows; the JSON-LD names the post for search engines.
    const head = await site.evaluate(() => ({
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
      jsonLd: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null'),
    }));
    expect(head.ogImage).toBe(post.meta_image_url);
    expect(head.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: TITLE,
      author: { '@type': 'Person', name: 'Avery Agency' },
      mainEntityOfPage: { '@id': `${siteOrigin}/blog/${post.slug}` },
    });
    expect(head.jsonLd.image).toContain(post.cover_image_url);
    await suite.browser.screenshot(site, 'blog-layout-03-published-desktop');

    // On a phone the heading and the cover stack, nothing runs off the side.
    const phone = await suite.browser.newPage({ width: 390, height: 844 });
    phone.on('pageerror', (error) => problems.push(error.message));
    await phone.goto(`${siteOrigin}/blog/${post.slug}`);
    await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const phoneTitle = (await phone.getByRole('heading', { level: 1 }).boundingBox())!;
    const phoneCover = (await phone.getByRole('img', { name: `Cover picture of “${TITLE}”` }).boundingBox())!;
    expect(phoneCover.y).toBeGreaterThan(phoneTitle.y);
    await suite.browser.screenshot(phone, 'blog-layout-04-published-phone');

    // "← Back to blog" leads to the blog, which lists the post.
    await site.getByRole('link', { name: '← Back to blog' }).click();
    await site.waitForURL(`${siteOrigin}/blog`);
    await site.locator('.bl-title a', { hasText: TITLE }).waitFor();
    expect(consoleErrors).toEqual([]);

    // Someone else changes the post's details while they are open here: the same conflict choice.
    await page.goto(`${suite.server.url}/agency/websites/${siteId}/blog/${postId}/edit`);
    const author = page.getByRole('textbox', { name: /^Author/ });
    await expect.poll(() => author.inputValue()).toBe('Avery Agency');
    const current = (
      await api<{ data: Post & { settings_version: number } }>('GET', `/landings/${siteId}/blogs/${postId}`)
    ).data;
    await api('PUT', `/landings/${siteId}/blogs/${postId}`, {
      author_name: 'Someone Else',
      settings_version: current.settings_version,
    });
    await author.fill('Avery A.');
    await page.getByRole('button', { name: 'Save post' }).click();
    const dialog = page.getByTestId('version-conflict-dialog');
    await dialog.getByText('This post’s details were changed elsewhere').waitFor();
    await suite.browser.screenshot(page, 'blog-layout-05-details-conflict');
    await dialog.getByRole('button', { name: 'Load the latest version' }).click();
    await expect.poll(() => author.inputValue()).toBe('Someone Else');

    // Switching the layout says what changes.
    await page.getByRole('radio', { name: /Designed like a page/ }).click();
    await page.getByText('The post’s design becomes the whole page').waitFor();
    await suite.browser.screenshot(page, 'blog-layout-06-layout-switch');
    expect(problems).toEqual([]);
  }, 240_000);
});

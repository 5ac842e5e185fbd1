import { get } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiToken, demoSiteId, signIn } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { gradientPng } from '../fixtures/images.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let token: string;
let demoId: number;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  token = await apiToken(server.url, 'agency@demo.tessera');
  demoId = await demoSiteId(
    apiClient(
      () => server.url,
      () => token,
    ),
  );
  page = await browser.newPage({ width: 1280, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await signIn(page, server.url, 'agency@demo.tessera');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const siteHost = () => `demo.localhost:${server.port}`;

/** GET on the server by address with a Host header (Node does not resolve `*.localhost`). */
function statusOf(url: string): Promise<number> {
  const parsed = new URL(url);
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port: server.port, path: parsed.pathname, headers: { host: parsed.host } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    ).on('error', reject);
  });
}

describe('the Files tab', () => {
  let imageUrl: string;

  it('starts empty, with the site tab bar around it', async () => {
    await page.goto(`${server.url}/agency/websites/${demoId}/files`);
    await expect.poll(() => page.getByRole('heading', { name: 'Files' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No files yet').isVisible()).toBe(true);
    const tabs = page.getByRole('navigation', { name: 'Website sections' });
    await expect
      .poll(() => tabs.getByRole('link', { name: 'Files' }).getAttribute('aria-current'))
      .toBe('page');
    await browser.screenshot(page, 'files-empty');
  });

  it('uploads an image with progress and shows it in the grid', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload files' }).click();
    await (await chooser).setFiles({
      name: 'Team photo.png',
      mimeType: 'image/png',
      buffer: gradientPng(1600, 900),
    });
    const item = page.getByTestId('upload-item').first();
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 30_000 }).toBe('done');
    const card = page.getByTestId('file-card').filter({ hasText: 'Team photo.png' });
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.getByText('PNG · 1600×900').isVisible()).toBe(true);
    // The thumbnail really loads, from the site's origin.
    const thumb = card.locator('img');
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    expect(new URL((await thumb.getAttribute('src'))!).host).toBe(siteHost());
    await browser.screenshot(page, 'files-grid');
  });

  it("copies the file's URL with the 'Copied' toast", async () => {
    await page.getByRole('button', { name: 'Actions for Team photo.png' }).click();
    await page.getByRole('menuitem', { name: 'Copy URL' }).click();
    await expect.poll(() => page.getByText('Copied', { exact: true }).isVisible()).toBe(true);
    imageUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(imageUrl).toMatch(new RegExp(`^http://${siteHost()}/_files/\\d+/[a-z2-7]{16}/team-photo\\.png$`));
  });

  it('serves the image from the site host, never from the app', async () => {
    const viewer = await browser.newPage();
    const served = await viewer.goto(imageUrl);
    expect(served?.status()).toBe(200);
    const headers = served!.headers();
    expect(headers['content-type']).toBe('image/png');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toContain('immutable');
    const size = await viewer.evaluate(() => {
      const img = document.querySelector('img');
      return img ? [img.naturalWidth, img.naturalHeight] : null;
    });
    expect(size).toEqual([1600, 900]);
    const onApp = await fetch(`${server.url}${new URL(imageUrl).pathname}`);
    expect(onApp.status).toBe(404);
    await viewer.close();
  });

  it('uploads a logo (SPEC §7) and serves it from the site host too', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(gradientPng(900, 300))], { type: 'image/png' }),
      'Brand logo.png',
    );
    form.append('elementId', 'element-logo');
    form.append('valueKey', 'Logo');
    form.append('landing_id', String(demoId));
    const response = await fetch(`${server.url}/api/v1/images/upload-logo-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    const logo = (
      (await response.json()) as {
        data: { url: string; ShowWidth: number; ShowHeight: number; elementId: string };
      }
    ).data;
    expect(logo).toMatchObject({ ShowWidth: 180, ShowHeight: 60, elementId: 'element-logo' });
    expect(new URL(logo.url).host).toBe(siteHost());
    const viewer = await browser.newPage();
    const served = await viewer.goto(logo.url);
    expect(served?.status()).toBe(200);
    expect(served!.headers()['content-type']).toBe('image/png');
    await viewer.close();

    // It is one of the site's files now.
    await page.reload();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Logo' }).click();
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(1);
    await expect.poll(() => page.getByTestId('file-card').getByText('Brand logo.png').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'All kinds' }).click();
  });

  it('refuses a file whose contents do not match its name, and stores nothing', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload files' }).click();
    await (await chooser).setFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not an image</html>'),
    });
    const failed = page.getByTestId('upload-item').filter({ hasText: 'fake.png' });
    await expect.poll(() => failed.getAttribute('data-status'), { timeout: 30_000 }).toBe('failed');
    await expect.poll(() => failed.getByText(/do not match its \.png extension/).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(2);
    await browser.screenshot(page, 'files-refused');
  });

  it('renames a file, keeping its address', async () => {
    await page.getByRole('button', { name: 'Actions for Team photo.png' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Our team');
    await page.getByRole('textbox', { name: 'Alt text' }).fill('The team in the studio');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('file-card').filter({ hasText: 'Our team' }).count()).toBe(1);
    expect(await statusOf(imageUrl)).toBe(200);
  });

  it('shows the files as a list', async () => {
    await page
      .locator('label')
      .filter({ hasText: /^List$/ })
      .click();
    await expect.poll(() => page.getByTestId('file-row').count()).toBe(2);
    await browser.screenshot(page, 'files-list');
    await page
      .locator('label')
      .filter({ hasText: /^Grid$/ })
      .click();
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(2);
  });

  it('deletes a file only after confirmation; its address is gone afterwards', async () => {
    await page.getByRole('button', { name: 'Actions for Our team' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this file?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await browser.screenshot(page, 'files-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('file-card').count()).toBe(2);

    await page.getByRole('button', { name: 'Actions for Our team' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this file?' })
      .getByRole('button', { name: 'Delete file' })
      .click();
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(1);
    await expect.poll(() => statusOf(imageUrl)).toBe(404);
  });
});

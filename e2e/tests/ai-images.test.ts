import { type FakeOpenAi, startFakeOpenAi } from '@tessera/server/testing/fake-openai';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiToken, demoSiteId, signIn } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

let openAi: FakeOpenAi;
let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let token = '';
const api = apiClient(
  () => server.url,
  () => token,
);
/** Uncaught errors in the owner's browser: the test fails on any. */
const problems: string[] = [];

const KEY = 'sk-e2e-agency-key-4242';
const PROMPT = 'A sunny bakery counter with fresh bread';
const CHANGE = 'Make the morning light warmer';

beforeAll(async () => {
  openAi = await startFakeOpenAi();
  server = await startServer({ OPENAI_BASE_URL: openAi.url });
  browser = await openBrowser();
  token = await apiToken(server.url, 'agency@demo.tessera');
  page = await browser.newPage({ width: 1440, height: 1000 });
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, server.url, 'agency@demo.tessera');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await openAi?.stop();
});

describe('AI images in the editor', () => {
  it('offers no AI image until the agency saves its key in the profile', async () => {
    const demoId = await demoSiteId(api);
    const target = (
      await api<{ data: { id: number } }>('POST', `/landings/${demoId}/pages`, {
        name: 'Before the key',
        template: 'blank',
      })
    ).data;
    const editor = new EditorPage(page);
    await editor.open(server.url, demoId, target.id);
    await editor.palette('element:image').click();
    await editor.settings().getByRole('button', { name: 'Upload' }).waitFor();
    expect(await editor.settings().getByRole('button', { name: 'AI image' }).count()).toBe(0);

    await page.goto(`${server.url}/agency/profile`);
    await page.getByRole('heading', { name: 'AI key' }).waitFor();
    await page.getByLabel('Key', { exact: true }).fill(KEY);
    await page.getByRole('button', { name: 'Save key' }).click();
    await page.getByText('Saved · ends in 4242').waitFor();
    expect(problems).toEqual([]);
  });

  it('generates, edits and keeps an image, which lands in the site’s files and on the page', async () => {
    const demoId = await demoSiteId(api);
    const target = (
      await api<{ data: { id: number } }>('POST', `/landings/${demoId}/pages`, {
        name: 'AI picture',
        template: 'blank',
      })
    ).data;
    const editor = new EditorPage(page);
    await editor.open(server.url, demoId, target.id);
    await editor.palette('element:image').click();
    const image = editor.canvas.locator('.el-image').first();
    await image.waitFor();

    await editor.settings().getByRole('button', { name: 'AI image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate an image with AI' });
    const generate = dialog.getByRole('button', { name: 'Generate', exact: true });
    // SPEC §5: the generate button waits for a prompt.
    expect(await generate.isDisabled()).toBe(true);
    await dialog.getByLabel('Describe the image').fill(PROMPT);
    await generate.click();
    const preview = dialog.getByRole('img', { name: PROMPT });
    await preview.waitFor({ timeout: 20_000 });
    const generated = await preview.getAttribute('src');
    expect(generated).toMatch(/^http:\/\/demo\.localhost:\d+\/_files\//);
    await browser.screenshot(page, 'ai-images-01-generated');

    // Edit the result: the service gets the generated picture and the change.
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog.getByLabel('What should change?').fill(CHANGE);
    await dialog.getByRole('button', { name: 'Apply edit' }).click();
    await expect.poll(() => preview.getAttribute('src'), { timeout: 20_000 }).not.toBe(generated);
    const edited = (await preview.getAttribute('src'))!;
    await browser.screenshot(page, 'ai-images-02-edited');

    // Keep it: the field takes the picture, and the canvas shows it.
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => image.locator('img').first().getAttribute('src')).toBe(edited);
    await editor.waitSaved();

    // The service saw the agency's own key, the prompt, then the edit.
    expect(openAi.requests.map((r) => [r.path, r.authorization, r.prompt])).toEqual([
      ['/v1/images/generations', `Bearer ${KEY}`, PROMPT],
      ['/v1/images/edits', `Bearer ${KEY}`, CHANGE],
    ]);
    // Both results are the site's own files.
    const files = await api<{ data: Array<{ url: string }> }>(
      'GET',
      `/landings/${demoId}/files?per_page=100`,
    );
    expect(files.data.map((f) => f.url)).toEqual(expect.arrayContaining([generated, edited]));
    expect(problems).toEqual([]);
  });

  it('shows the service’s refusal in the dialog and keeps the prompt', async () => {
    await page.reload();
    const editor = new EditorPage(page);
    await editor.ready();
    await editor.canvas.locator('.el-image').first().click();
    await editor.settings().getByRole('button', { name: 'AI image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate an image with AI' });
    openAi.failNext(400, 'Your request was rejected by the safety system.');
    await dialog.getByLabel('Describe the image').fill('Something the service refuses');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText('The AI service refused this prompt: Your request was rejected by the safety system.')
      .waitFor();
    expect(await dialog.getByLabel('Describe the image').inputValue()).toBe('Something the service refuses');
    await browser.screenshot(page, 'ai-images-03-refused');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(problems).toEqual([]);
  });

  it('writes a blog post draft with AI and draws its cover from the title', async () => {
    const demoId = await demoSiteId(api);
    await page.goto(`${server.url}/agency/websites/${demoId}/blog`);
    await page.getByRole('link', { name: 'Write with AI' }).click();
    await page.waitForURL(`**/agency/websites/${demoId}/blog/create/by_ai`);
    await page.getByLabel('Topic').fill('Sourdough at home');
    await browser.screenshot(page, 'ai-images-04-post-draft');
    await page.getByRole('button', { name: 'Write the draft' }).click();
    await page.waitForURL(/\/blog\/\d+\/edit$/, { timeout: 30_000 });
    const postId = Number(/blog\/(\d+)\/edit/.exec(page.url())![1]);
    await expect
      .poll(() => page.getByLabel('Title', { exact: true }).inputValue())
      .toBe('All about Sourdough at home');

    // The cover: drawn from the title, then used.
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate a cover picture with AI' });
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    const cover = dialog.getByRole('img', { name: 'All about Sourdough at home' });
    await cover.waitFor({ timeout: 20_000 });
    const coverUrl = (await cover.getAttribute('src'))!;
    expect(coverUrl).toMatch(/^http:\/\/demo\.localhost:\d+\/_files\//);
    await browser.screenshot(page, 'ai-images-05-cover');
    await dialog.getByRole('button', { name: 'Use this picture' }).click();
    await expect.poll(() => page.getByLabel('Cover picture address').inputValue()).toBe(coverUrl);
    await page.getByRole('button', { name: 'Save post' }).click();

    const stored = await api<{ data: { title: string; published: boolean; cover_image_url: string } }>(
      'GET',
      `/landings/${demoId}/blogs/${postId}`,
    );
    await expect
      .poll(
        async () =>
          (await api<{ data: { cover_image_url: string } }>('GET', `/landings/${demoId}/blogs/${postId}`))
            .data.cover_image_url,
      )
      .toBe(coverUrl);
    expect(stored.data).toMatchObject({ title: 'All about Sourdough at home', published: false });
    const chat = openAi.requests.find((r) => r.path === '/v1/chat/completions');
    expect(chat?.authorization).toBe(`Bearer ${KEY}`);
    expect(chat?.prompt).toContain('Sourdough at home');
    expect(problems).toEqual([]);
  });
});

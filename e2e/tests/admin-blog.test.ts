import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiToken, demoSiteId, signIn } from '../fixtures/app.ts';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

let server: RunningServer;
let browser: BrowserSession;
let admin: Page;
let agency: Page;
let token = '';
/** Uncaught errors in the browsers: the test fails on any. */
const problems: string[] = [];
const api = apiClient(
  () => server.url,
  () => token,
);

const TITLE = 'Five fixes for slow landing pages';
const DESCRIPTION = 'What we check first when a page loads slowly, and what each fix is worth.';

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  admin = await browser.newPage({ width: 1440, height: 1000 });
  admin.on('pageerror', (error) => problems.push(error.message));
  agency = await browser.newPage({ width: 1440, height: 1000 });
  agency.on('pageerror', (error) => problems.push(error.message));
  await signIn(admin, server.url, 'admin@demo.tessera');
  await signIn(agency, server.url, 'agency@demo.tessera');
  token = await apiToken(server.url, 'agency@demo.tessera');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the admin platform blog, end to end', () => {
  it('an admin writes, publishes and previews a post; an agency imports it into its site', async () => {
    // The admin area's side bar leads to the blog, which starts with the demo's two posts.
    await admin.getByRole('link', { name: 'Blog', exact: true }).click();
    await admin.waitForURL(`${server.url}/admin/blog`);
    await admin
      .getByRole('row', { name: /Seven things every small-business home page needs/ })
      .getByText('Published')
      .waitFor();

    // A new post, written in the site blog form, then designed and published in the editor.
    await admin.getByRole('link', { name: 'New post' }).click();
    await admin.waitForURL(`${server.url}/admin/blog/create`);
    await admin.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await expect
      .poll(() => admin.getByTestId('blog-slug-input').inputValue())
      .toBe('five-fixes-for-slow-landing-pages');
    await admin.getByLabel('Description').fill(DESCRIPTION);
    await admin.getByRole('textbox', { name: /^Author/ }).fill('Tessera team');
    await admin
      .getByRole('textbox', { name: 'Cover picture address' })
      .fill('/_media/samples/agency/case-fitness.webp');
    await admin.getByRole('button', { name: 'Create post' }).click();
    await admin.waitForURL(/\/admin\/blog\/\d+\/design$/);
    const postId = Number(/\/admin\/blog\/(\d+)\/design$/.exec(admin.url())![1]);
    const editor = new EditorPage(admin);
    await editor.ready();
    await editor.canvas.locator('.el-paragraph', { hasText: 'Start writing your post here.' }).waitFor();
    await admin.getByTestId('publish').click();
    await admin.getByText('The post is published.').waitFor();

    // The list shows it published.
    await admin.goto(`${server.url}/admin/blog`);
    await admin
      .getByRole('row', { name: new RegExp(TITLE) })
      .getByText('Published')
      .waitFor();
    await browser.screenshot(admin, 'admin-blog-00-list');

    // Its unique id opens it in the form; 'create' is the creation screen.
    const posts = await adminApi<{ data: Array<{ id: number; unique_id: string }> }>(
      'GET',
      `/landings/${await adminBlogLanding()}/blogs`,
    );
    const uniqueId = posts.data.find((post) => post.id === postId)!.unique_id;
    await admin.goto(`${server.url}/admin/blog/${uniqueId}`);
    await admin.waitForURL(`${server.url}/admin/blog/${postId}/edit`);
    await admin.getByRole('button', { name: 'Save post' }).waitFor();
    await admin.goto(`${server.url}/admin/blog/create`);
    await admin.getByRole('heading', { name: 'New blog post' }).waitFor();

    // The preview route moves to a signed draft link on the blog's own host (the sites origin).
    const preview = await browser.newPage();
    preview.on('pageerror', (error) => problems.push(error.message));
    await signIn(preview, server.url, 'admin@demo.tessera');
    await preview.goto(`${server.url}/admin-blog/${postId}`);
    await preview.waitForURL(/^http:\/\/platform-blog[\w-]*\.localhost:\d+\/_preview\//);
    await expect.poll(() => preview.locator('h1').first().textContent()).toBe(TITLE);
    await browser.screenshot(preview, 'admin-blog-01-preview');
    await preview.close();

    // The agency opens its demo site's blog and imports the post from the library.
    const siteId = await demoSiteId(api);
    await agency.goto(`${server.url}/agency/websites/${siteId}/blog`);
    await agency.getByRole('row', { name: /Landing pages that convert/ }).waitFor();
    expect(await agency.getByRole('row', { name: new RegExp(TITLE) }).count()).toBe(0);
    await agency.getByRole('button', { name: 'Import from library' }).click();
    const dialog = agency.getByRole('dialog', { name: 'Import a post from the library' });
    await dialog.getByTestId('library-post').filter({ hasText: TITLE }).waitFor();
    await browser.screenshot(agency, 'admin-blog-02-import-modal');

    // A search for something else shows the empty state; clearing it shows the post again.
    await dialog.getByRole('searchbox', { name: 'Search the library' }).fill('no such words');
    await dialog.getByTestId('library-empty').waitFor();
    await dialog.getByRole('searchbox', { name: 'Search the library' }).fill('');
    await dialog.getByRole('button', { name: `Import ${TITLE}` }).click();
    await agency.getByText(`“${TITLE}” is imported as a draft.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = agency.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByText('Draft').waitFor();
    await row.getByText('/blog/five-fixes-for-slow-landing-pages').waitFor();
    await browser.screenshot(agency, 'admin-blog-03-imported');

    // An unknown unique id is refused in the modal, saying why.
    await agency.getByRole('button', { name: 'Import from library' }).click();
    await dialog.getByRole('textbox', { name: /^Unique id/ }).fill('not-a-real-post');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('No published post has this unique id.').waitFor();

    expect(problems).toEqual([]);
  });
});

async function adminBlogLanding(): Promise<number> {
  return (await adminApi<{ data: { landing_id: number } }>('GET', '/admin-blogs')).data.landing_id;
}

let adminToken = '';
async function adminApi<T>(method: string, path: string): Promise<T> {
  adminToken ||= await apiToken(server.url, 'admin@demo.tessera');
  return apiClient(
    () => server.url,
    () => adminToken,
  )<T>(method, path);
}

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiToken, signIn } from '../fixtures/app.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

const suite = appSuite();
const ownerApi = suite.api;
let adminToken = '';
/** Uncaught errors in the browsers: the test fails on any. */
const problems: string[] = [];
const adminApi = apiClient(
  () => suite.server.url,
  () => adminToken,
);

interface PageRow {
  id: number;
  name: string;
  unique_id: string;
  landing_id: number;
}

async function newPage(options: { width?: number; height?: number } = {}): Promise<Page> {
  const page = await suite.browser.newPage({ width: 1440, height: 900, ...options });
  page.on('pageerror', (error) => problems.push(error.message));
  return page;
}

async function pagesOf(landingId: number): Promise<PageRow[]> {
  return (await ownerApi<{ data: PageRow[] }>('GET', `/landings/${landingId}/pages?per_page=100`)).data;
}

beforeAll(async () => {
  adminToken = await apiToken(suite.server.url, 'admin@demo.tessera');
});
afterAll(() => {
  expect(problems).toEqual([]);
});

describe('screens a member may not open say why', () => {
  it('a website user asking for an agency screen sees the no-access screen in the app layout, with a way back', async () => {
    const member = await newPage();
    await signIn(member, suite.server.url, 'websiteuser@demo.tessera');
    await member.goto(`${suite.server.url}/agency/users`);
    await member.getByRole('heading', { name: "You don't have access to “Users”" }).waitFor();
    await member.getByText('Ask your agency owner for access to this screen.').waitFor();
    // No bounce: the address stays, the side bar is there, and a button leads back.
    expect(new URL(member.url()).pathname).toBe('/agency/users');
    await member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Websites' }).waitFor();
    await suite.browser.screenshot(member, 'routes-01-no-access-member');
    await member.getByRole('link', { name: 'Back to websites' }).click();
    await member.waitForURL(`${suite.server.url}/agency/websites`);

    // A site screen needing a permission the member lacks says which one.
    const launchpad = (
      await ownerApi<{ data: Array<{ id: number; subdomain: string }> }>('GET', '/landings')
    ).data.find((site) => site.subdomain === 'launchpad')!;
    await member.goto(`${suite.server.url}/agency/websites/${launchpad.id}/blog`);
    await member.getByRole('heading', { name: "You don't have access to “Blog” on this website" }).waitFor();
    await member
      .getByText('Ask your agency owner for the “Blog” permission on Launchpad Software.')
      .waitFor();
    await suite.browser.screenshot(member, 'routes-02-no-access-site-permission');
    await member.close();
  });

  it('a member who may write blog posts lists them', async () => {
    const member = await newPage();
    await signIn(member, suite.server.url, 'agencyuser@demo.tessera');
    const demo = suite.demoId;
    await member.goto(`${suite.server.url}/agency/websites/${demo}/blog`);
    await member.getByRole('link', { name: 'New post' }).waitFor();
    await member.getByTestId('site-tabs').getByRole('link', { name: 'Blog' }).waitFor();
    expect(await member.getByTestId('no-access').count()).toBe(0);
    await member.close();
  });
});

describe('SPEC §2 routes that answered 404', () => {
  it('/agency/pages/{uniqueId} opens the designer for whoever may design the page, or imports a copy', async () => {
    const demo = suite.demoId;
    const sites = (await ownerApi<{ data: Array<{ id: number; subdomain: string }> }>('GET', '/landings'))
      .data;
    const launchpad = sites.find((site) => site.subdomain === 'launchpad')!;
    const software = (await pagesOf(demo)).find((page) => page.name === 'Software')!;
    // SPEC §7: the page's unique id, as the app links it.
    const answer = await ownerApi<{ data: { unique_id: string } }>(
      'GET',
      `/agency-page/${software.id}/unique-id`,
    );
    expect(answer.data.unique_id).toBe(software.unique_id);

    const owner = await newPage();
    await signIn(owner, suite.server.url, OWNER);
    await owner.goto(`${suite.server.url}/agency/pages/${software.unique_id}`);
    await owner.getByRole('heading', { name: '“Software”' }).waitFor();
    await owner.getByText('A page of Demo Marketing Agency, shared with you by its unique id.').waitFor();
    await owner.getByRole('button', { name: 'Open in the designer' }).waitFor();
    await owner.getByRole('combobox', { name: 'Website' }).click();
    await owner.getByRole('option', { name: 'Launchpad Software' }).click();
    await suite.browser.screenshot(owner, 'routes-03-shared-page-import-offer');

    // Importing makes a draft copy on Launchpad and opens it in the designer.
    const before = (await pagesOf(launchpad.id)).length;
    await owner.getByRole('button', { name: 'Import page' }).click();
    await owner.waitForURL(new RegExp(`/agency/websites/${launchpad.id}/pages/\\d+/design$`));
    await new EditorPage(owner).ready();
    expect((await pagesOf(launchpad.id)).length).toBe(before + 1);

    // The original opens in its own designer.
    await owner.goto(`${suite.server.url}/agency/pages/${software.unique_id}`);
    await owner.getByRole('button', { name: 'Open in the designer' }).click();
    await owner.waitForURL(`${suite.server.url}/agency/websites/${demo}/pages/${software.id}/design`);
    await new EditorPage(owner).ready();
    // The designer's toolbar shares the preview too.
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    await owner.getByRole('dialog', { name: 'Share a preview of “Software”' }).waitFor();
    await suite.browser.screenshot(owner, 'routes-10-designer-share');
    await owner.close();

    // A member who cannot see the page's website is told why; a guest is asked to sign in first.
    const member = await newPage();
    await signIn(member, suite.server.url, 'websiteuser@demo.tessera');
    await member.goto(`${suite.server.url}/agency/pages/${software.unique_id}`);
    await member.getByRole('heading', { name: 'This shared page cannot be found' }).waitFor();
    await member.getByText(/on a website you don't have access to/).waitFor();
    await member.close();
    const guest = await newPage();
    await guest.goto(`${suite.server.url}/agency/pages/${software.unique_id}`);
    await guest.getByRole('heading', { name: 'Sign in to open this shared page' }).waitFor();
    await guest.locator('#main-content').getByRole('link', { name: 'Sign in' }).click();
    await signIn(guest, suite.server.url, OWNER);
    await guest.waitForURL(`${suite.server.url}/agency/pages/${software.unique_id}`);
    await guest.getByRole('heading', { name: '“Software”' }).waitFor();
    await guest.close();
  });

  it('/agency/blog/{uniqueId} offers a published admin post for import into a website', async () => {
    const published = await ownerApi<{ data: Array<{ unique_id: string; title: string }> }>(
      'GET',
      '/admin-blogs/published',
    );
    const post = published.data[0]!;
    const owner = await newPage();
    await signIn(owner, suite.server.url, OWNER);
    await owner.goto(`${suite.server.url}/agency/blog/${post.unique_id}`);
    await owner.getByRole('heading', { name: `“${post.title}”` }).waitFor();
    await owner.getByText('A post of the platform blog, ready to copy into your websites.').waitFor();
    expect(await owner.getByRole('button', { name: 'Open in the designer' }).count()).toBe(0);
    await owner.getByRole('combobox', { name: 'Website' }).click();
    await owner.getByRole('option', { name: 'Demo Marketing Agency' }).click();
    await suite.browser.screenshot(owner, 'routes-08-shared-post-import-offer');
    await owner.getByRole('button', { name: 'Import blog post' }).click();
    const demo = suite.demoId;
    await owner.waitForURL(new RegExp(`/agency/websites/${demo}/blog/\\d+/edit$`));
    await owner.close();
  });

  it('/admin/templates/{id}/pages/{pageId}/sandbox_design opens the template page in the designer', async () => {
    const templates = await adminApi<{ data: Array<{ id: number; home_page_id: number | null }> }>(
      'GET',
      '/admin-templates',
    );
    const template = templates.data.find((row) => row.home_page_id !== null)!;
    const admin = await newPage();
    await signIn(admin, suite.server.url, 'admin@demo.tessera');
    await admin.goto(
      `${suite.server.url}/admin/templates/${template.id}/pages/${template.home_page_id}/sandbox_design`,
    );
    await new EditorPage(admin).ready();
    expect(await admin.getByTestId('not-found').count()).toBe(0);
    await admin.close();
  });
});

describe('preview links for guests', () => {
  it('a guest is asked to sign in, and an admin told why an agency page does not preview', async () => {
    const demo = suite.demoId;
    const home = (await pagesOf(demo))[0]!;
    const guest = await newPage();
    await guest.goto(`${suite.server.url}/pages/${home.id}/preview`);
    await guest.getByRole('heading', { name: 'Sign in to preview this page' }).waitFor();
    await suite.browser.screenshot(guest, 'routes-06-preview-sign-in');
    await guest.close();

    const admin = await newPage();
    await signIn(admin, suite.server.url, 'admin@demo.tessera');
    await admin.goto(`${suite.server.url}/pages/${home.id}/preview`);
    await admin.getByRole('heading', { name: 'Preview not available' }).waitFor();
    await admin.getByText(/Administrators preview the pages of templates only/).waitFor();
    await suite.browser.screenshot(admin, 'routes-07-preview-admin-agency-page');
    await admin.close();
  });

  it('a share link opens for a guest in a fresh browser, until it is revoked', async () => {
    const demo = suite.demoId;
    const owner = await newPage();
    await signIn(owner, suite.server.url, OWNER);
    await owner.goto(`${suite.server.url}/agency/websites/${demo}/pages`);
    await owner.getByRole('button', { name: 'Actions for Software' }).click();
    await suite.browser.screenshot(owner, 'routes-09-page-menu');
    await owner.getByRole('menuitem', { name: 'Share preview…' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share a preview of “Software”' });
    await dialog.getByText('No working links.').waitFor();
    await dialog.getByText('1 day', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkField = dialog.getByRole('textbox', { name: 'Your new link' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(
      new RegExp(`^${suite.server.url}/pages/\\d+/preview#share=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
    );
    await dialog.getByTestId('share-row').first().waitFor();
    await dialog.getByText(/Created by .* · not opened yet/).waitFor();
    await suite.browser.screenshot(owner, 'routes-04-share-dialog');

    // A fresh browser context: no session, no storage. The preview shows on the site's own host.
    const guest = await newPage();
    await guest.goto(link);
    await guest.waitForURL(/^http:\/\/demo\.localhost:\d+\/_preview\//);
    await guest.locator('body').waitFor();
    expect(await guest.title()).not.toBe('');

    // The owner sees the opening counted, then revokes the link after confirming.
    await owner.reload();
    await owner.getByRole('button', { name: 'Actions for Software' }).click();
    await owner.getByRole('menuitem', { name: 'Share preview…' }).click();
    await dialog.getByText(/opened once/).waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByRole('alertdialog', { name: 'Revoke this link?' }).waitFor();
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await dialog.getByText('No working links.').waitFor();

    // The same link now says it was turned off; the open preview stops on reload.
    const previewUrl = guest.url();
    await guest.reload();
    expect(await guest.locator('body').textContent()).toContain('Preview not available');
    await guest.goto(link);
    await guest.getByRole('heading', { name: 'This preview link was turned off' }).waitFor();
    expect(previewUrl).toMatch(/_preview\//);
    await guest.close();
    await owner.close();
  });

  it('an expired share link shows a clear page, not a blank one', async () => {
    const demo = suite.demoId;
    const home = (await pagesOf(demo))[0]!;
    const share = await ownerApi<{ data: { token: string } }>('POST', '/preview-shares', {
      kind: 'page',
      id: home.id,
      expires_in: '1h',
    });
    const guest = await newPage({ width: 1280, height: 800 });
    // The server's expiry is proven by the API tests; here the answer of an expired link is
    // played back so the page it leads to can be seen without waiting an hour.
    await guest.route('**/api/v1/preview-shares/open', (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'This preview link has expired.',
          reason: 'expired',
          expired_at: new Date(Date.now() - 3600_000).toISOString(),
        }),
      }),
    );
    await guest.goto(`${suite.server.url}/pages/${home.id}/preview#share=${share.data.token}`);
    await guest.getByRole('heading', { name: 'This preview link has expired' }).waitFor();
    await guest.getByText(/Ask the person who shared it for a new link/).waitFor();
    await guest.getByRole('link', { name: 'Go to the home page' }).waitFor();
    await suite.browser.screenshot(guest, 'routes-05-expired-share-link');
    await guest.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/app.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { DEMO_PASSWORD } from '../fixtures/server.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

// Reaching the designer in one click (issue 16, item 7) and the SPEC §6 permission gate on every
// gated control, the designer's included (item 11), with the card user's preview.

const suite = appSuite();
const owner = suite.api;

interface Site {
  id: number;
  title: string;
  subdomain: string;
  home_page: { id: number; name: string } | null;
}

async function siteBySubdomain(subdomain: string): Promise<Site> {
  const list = await owner<{ data: Array<{ id: number; subdomain: string }> }>('GET', '/landings');
  const id = list.data.find((site) => site.subdomain === subdomain)!.id;
  return (await owner<{ data: Site }>('GET', `/landings/${id}`)).data;
}

async function signedIn(email: string, password?: string): Promise<Page> {
  const page = await suite.browser.newPage({ width: 1440, height: 900 });
  await signIn(page, suite.server.url, email, password);
  return page;
}

describe('reaching the designer', () => {
  it('opens the home page in the designer in one click from the websites list and the website screen', async () => {
    const demo = await siteBySubdomain('demo');
    const page = await signedIn(OWNER);
    await page.goto(`${suite.server.url}/agency/websites`);
    await page.getByRole('link', { name: `Edit ${demo.title} in the designer` }).click();
    await page.waitForURL(`**/agency/websites/${demo.id}/design`);
    const editor = new EditorPage(page);
    await editor.ready();
    // The designer opened on the home page: its name is the toolbar's title.
    expect(await page.locator('header').getByText(demo.home_page!.name, { exact: true }).count()).toBe(1);

    await page.goto(`${suite.server.url}/agency/websites/${demo.id}`);
    await page.getByTestId('site-title').waitFor();
    await suite.browser.screenshot(page, 'site-overview-edit-site');
    await page.getByRole('link', { name: `Edit ${demo.title} in the designer` }).click();
    await page.waitForURL(`**/agency/websites/${demo.id}/design`);
    await editor.ready();

    // The overview's home page is a link into its designer.
    await page.goto(`${suite.server.url}/agency/websites/${demo.id}`);
    const homeCard = page.getByText('Home page', { exact: true }).locator('..');
    await homeCard.getByRole('link', { name: demo.home_page!.name }).click();
    await page.waitForURL(`**/agency/websites/${demo.id}/pages/${demo.home_page!.id}/design`);
    await editor.ready();
    await page.close();
  });

  it('a page name in the pages list opens its designer; its settings stay in the row menu', async () => {
    const demo = await siteBySubdomain('demo');
    const page = await signedIn(OWNER);
    await page.goto(`${suite.server.url}/agency/websites/${demo.id}/pages`);
    const name = demo.home_page!.name;
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Name, address and SEO' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('table').getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`**/agency/websites/${demo.id}/pages/${demo.home_page!.id}/design`);
    await new EditorPage(page).ready();
    await page.close();
  });
});

describe('permission-gated controls (SPEC §6)', () => {
  it('a member without the publish permission sees Publish disabled with the reason, and no request is made', async () => {
    // The demo's WebsiteUser may view and design the Launchpad site, not publish it.
    const launchpad = await siteBySubdomain('launchpad');
    const page = await signedIn('websiteuser@demo.tessera');
    const publishCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/publish$/.test(new URL(request.url()).pathname))
        publishCalls.push(request.url());
    });
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, launchpad.id, launchpad.home_page!.id);
    const publish = page.getByTestId('publish');
    expect(await publish.isDisabled()).toBe(true);
    const gate = page.locator('[data-permission-gate="denied"]', { has: publish });
    await gate.hover();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent()).toMatch(/You don't have permission to do this.*Publish/);
    await suite.browser.screenshot(page, 'designer-publish-gated');
    await gate.click({ force: true });
    await gate.focus();
    await page.keyboard.press('Enter');
    // Nothing is sent, and no 403 toast shows.
    await page.waitForTimeout(500);
    expect(publishCalls).toEqual([]);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await page.close();
  });

  it('a member who may only view a site gets the gate on Edit site and a reason instead of the designer', async () => {
    const email = `viewer-${Date.now().toString(36)}@demo.tessera`;
    await owner('POST', '/users', {
      name: 'Vera Viewer',
      email,
      password: DEMO_PASSWORD,
      role: 'WebsiteUser',
      landings: [{ landing_id: suite.demoId, permissions: ['view'] }],
    });
    const page = await signedIn(email);
    await page.goto(`${suite.server.url}/agency/websites`);
    const editSite = page.getByTestId('edit-site');
    await editSite.waitFor();
    expect(await editSite.getAttribute('data-disabled')).toBe('true');
    expect(await editSite.getAttribute('tabindex')).toBe('-1');
    await page.locator('[data-permission-gate="denied"]', { has: editSite }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(/Edit design/);
    await editSite.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/agency/websites');

    // The pages list shows names as text, not as ways into a designer the member cannot use.
    const demo = await siteBySubdomain('demo');
    await page.goto(`${suite.server.url}/agency/websites/${suite.demoId}/pages`);
    await page.getByRole('table').getByText(demo.home_page!.name, { exact: true }).first().waitFor();
    expect(
      await page.getByRole('table').getByRole('link', { name: demo.home_page!.name, exact: true }).count(),
    ).toBe(0);

    // Opening the designer's address says why it does not open.
    await page.goto(`${suite.server.url}/agency/websites/${suite.demoId}/design`);
    await page.getByText(/You don't have permission to do this.*Edit design/).waitFor();
    expect(await page.getByTestId('editor').count()).toBe(0);
    await page.close();
  });

  it('the card user’s Preview opens the card preview, and Back returns to the editor', async () => {
    const page = await signedIn('carduser@demo.tessera');
    await page.goto(`${suite.server.url}/user/cards`);
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await page.waitForURL(/\/user\/card\/\d+$/);
    const cardPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await page.waitForURL((url) => url.pathname === cardPath && url.searchParams.has('preview'));
    await page.getByRole('heading', { name: /^Preview: / }).waitFor();
    await page.locator('iframe[title="Card preview at phone size"]').waitFor();
    await suite.browser.screenshot(page, 'card-user-preview');
    await page.getByRole('link', { name: '← Back to the editor' }).click();
    await page.waitForURL((url) => url.pathname === cardPath && !url.searchParams.has('preview'));
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.close();
  });
});

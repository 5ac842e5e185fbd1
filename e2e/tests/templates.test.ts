import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, adminSuite, designHeadline } from '../fixtures/design-records.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { createBlankTemplate, createPublishedCategory } from '../fixtures/templates.ts';

/** The demo agency's member, who creates websites from templates. */
const MEMBER = 'agencyuser@demo.tessera';
/** Uncaught errors in the browsers: the test fails on any. */
const problems: string[] = [];
const records = adminSuite(problems);
const memberApi = records.apiAs(MEMBER);

const CATEGORY = 'E2E restaurants';
const TEMPLATE = 'E2E bistro';
const PAGE = 'Menu card';
const HEADLINE = 'Seasonal dishes every day';

let templateId = 0;
let pageId = 0;

/**
 * The member's new-website screen: `name` typed, a fresh subdomain after it (answered), and the
 * template choice open.
 */
async function newWebsiteFromTemplate(member: Page, name: string): Promise<string> {
  await member.goto(`${records.server.url}/agency/websites/create`);
  await member.getByLabel('Website name').fill(name);
  const subdomain = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  await member.getByTestId('subdomain-input').fill(subdomain);
  await member.getByTestId('site-start').getByText('Template', { exact: true }).click();
  return subdomain;
}

describe('admin templates (whole sites), end to end', () => {
  it('an admin makes a template, adds and designs a page, publishes it and previews it', async () => {
    const { admin, browser, server } = records;
    // The side bar leads to the list, which shows the seeded demo template.
    await admin
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Templates', exact: true })
      .click();
    await admin.waitForURL('**/admin/templates');
    await admin.getByRole('link', { name: 'Business website' }).first().waitFor();

    // A new, published category.
    await createPublishedCategory(admin, '/admin/templates/categories', CATEGORY);

    // A blank template in it; creating it opens its pages.
    await createBlankTemplate(
      admin,
      { listLink: 'Templates', newLink: 'New template', submit: 'Create and add pages' },
      {
        name: TEMPLATE,
        category: CATEGORY,
        description: 'A neighbourhood restaurant: menu, bookings, story.',
      },
    );
    await admin.waitForURL(/\/admin\/templates\/\d+\/pages$/);
    templateId = Number(/templates\/(\d+)\//.exec(admin.url())![1]);
    await admin.getByTestId('template-title').getByText(TEMPLATE).waitFor();
    await admin.getByRole('cell', { name: /Home/ }).first().waitFor();

    // A new page of the template, made with the site page screens, opens in the editor.
    await admin.getByRole('link', { name: 'New page' }).click();
    await admin.waitForURL(/\/admin\/templates\/\d+\/pages\/create$/);
    await admin.getByLabel('Page name').fill(PAGE);
    await admin.getByRole('button', { name: 'Create page' }).click();
    await admin.waitForURL(/\/admin\/templates\/\d+\/pages\/\d+\/design$/);
    pageId = Number(/pages\/(\d+)\/design/.exec(admin.url())![1]);

    // Design it: drop a headline and type it.
    const editor = new EditorPage(admin);
    await designHeadline(editor, HEADLINE);
    // A template page's text toolbar inserts placeholders, resolved when a website is made.
    const headline = editor.canvas.locator('.el-headline').first();
    await headline.click();
    await editor.canvas.locator('.ProseMirror').waitFor();
    await admin.keyboard.press('End');
    await admin.keyboard.type(' at ');
    await admin.getByTestId('insert-placeholder').selectOption({ label: 'Business name' });
    await admin.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => headline.textContent()).toBe(`${HEADLINE} at {{business.name}}`);
    await editor.waitSaved();

    // Leaving the editor goes back to the template's pages.
    await admin.getByRole('button', { name: 'Leave the editor' }).click();
    await admin.waitForURL(`**/admin/templates/${templateId}/pages`);
    await admin
      .getByRole('cell', { name: new RegExp(PAGE) })
      .first()
      .waitFor();
    await browser.screenshot(admin, 'templates-00-admin-template-pages');

    // Publish the template from the list.
    await admin.getByRole('link', { name: 'Templates', exact: true }).first().click();
    await admin.waitForURL('**/admin/templates');
    await admin.getByRole('button', { name: `Actions for ${TEMPLATE}` }).click();
    await admin.getByRole('menuitem', { name: 'Publish', exact: true }).click();
    const row = admin.getByRole('row', { name: new RegExp(TEMPLATE) });
    await row.getByText('Published').waitFor();
    await browser.screenshot(admin, 'templates-01-admin-list');

    // The page preview opens on the template site's own host (sites origin), never on the app's.
    const preview = await records.signedInPage(ADMIN, {}, problems);
    await preview.goto(`${server.url}/templates/${templateId}/pages/${pageId}/preview`);
    await preview.waitForURL(/^http:\/\/template-e2e-bistro[\w-]*\.localhost:\d+\/_preview\//);
    await preview.locator('.el-headline').waitFor();
    // The template's preview shows the placeholders' sample values.
    expect(await preview.locator('.el-headline').textContent()).toBe(`${HEADLINE} at Northwind Studio`);
    await preview.close();
    expect(problems).toEqual([]);
  });

  it('an agency user creates a website from it and finds the page in the new site', async () => {
    const { browser, server } = records;
    const member = await records.signedInPage(MEMBER, { width: 1440, height: 1100 }, problems);
    // Templates are a choice of their own, with a search, a category filter and a preview link each.
    await newWebsiteFromTemplate(member, 'Bistro Bella');
    const picker = member.getByTestId('site-template-picker');
    await picker.getByText('Business website').waitFor();
    await picker.getByText(TEMPLATE).waitFor();
    await browser.screenshot(member, 'templates-02-agency-picker');
    expect(await picker.getByRole('link', { name: `Preview ${TEMPLATE}` }).getAttribute('href')).toBe(
      `/templates/${templateId}/preview`,
    );
    await picker.getByRole('combobox', { name: 'Template category' }).click();
    await member.getByRole('option', { name: new RegExp(CATEGORY) }).click();
    await expect.poll(() => picker.getByRole('radio').count(), { timeout: 15_000 }).toBe(1);
    await picker.getByRole('radio', { name: TEMPLATE }).check();

    await member.getByRole('button', { name: 'Create website' }).click();
    await member.waitForURL(/\/agency\/websites\/\d+(\/.*)?$/);
    const siteId = Number(/websites\/(\d+)/.exec(member.url())![1]);
    await member.goto(`${server.url}/agency/websites/${siteId}/pages`);
    await member
      .getByRole('cell', { name: new RegExp(PAGE) })
      .first()
      .waitFor();
    await browser.screenshot(member, 'templates-03-agency-site-pages');

    // The page is the agency's own copy, with the template's design.
    const pages = await memberApi<{ data: Array<{ id: number; name: string; landing_id: number }> }>(
      'GET',
      `/landings/${siteId}/pages`,
    );
    const copied = pages.data.find((p) => p.name === PAGE)!;
    expect(copied.id).not.toBe(pageId);
    const detail = await memberApi<{ data: { document: unknown } }>('GET', `/pages/${copied.id}`);
    // Its placeholder says the new site's name (no business name was typed).
    expect(JSON.stringify(detail.data.document)).toContain(`${HEADLINE} at Bistro Bella`);
    await member.close();
    expect(problems).toEqual([]);
  });

  it('a website made from the Business website template says what its creator typed', async () => {
    const { admin, browser, server } = records;
    // Admins see the placeholders a template may use, with the samples its preview shows.
    await admin.goto(`${server.url}/admin/templates`);
    await admin.getByRole('link', { name: 'Business website' }).first().click();
    await admin.getByTestId('placeholder-guide').click();
    const guide = admin.getByText('{{business.email}}');
    await guide.waitFor();
    // Past the dropdown's fade-in, so the picture shows it as people see it.
    await expect
      .poll(() => guide.evaluate((node) => getComputedStyle(node.closest('[role="dialog"]') ?? node).opacity))
      .toBe('1');
    await browser.screenshot(admin, 'templates-04-admin-placeholders');
    await admin.keyboard.press('Escape');

    const member = await records.signedInPage(MEMBER, { width: 1440, height: 1300 }, problems);
    const subdomain = await newWebsiteFromTemplate(member, 'Maple Bakery');
    await member.getByTestId('site-template-picker').getByRole('radio', { name: 'Business website' }).check();
    const details = member.getByTestId('business-details');
    await details.getByLabel('Email').fill('hello@maple.test');
    await details.getByLabel('Street address').fill('12 Oak Road');
    await details.getByLabel('City').fill('Leeds');
    await browser.screenshot(member, 'templates-05-new-website-from-template');
    await member.getByRole('button', { name: 'Create website' }).click();
    await member.waitForURL(/\/agency\/websites\/\d+(\/.*)?$/);
    const siteId = Number(/websites\/(\d+)/.exec(member.url())![1]);

    const pages = await memberApi<{ data: Array<{ id: number; is_home: boolean }> }>(
      'GET',
      `/landings/${siteId}/pages`,
    );
    const home = pages.data.find((p) => p.is_home)!;
    await memberApi('POST', `/pages/${home.id}/publish`);
    await member.goto(`http://${subdomain}.localhost:${server.port}/`);
    expect(await member.title()).toBe('Maple Bakery');
    expect(await member.locator('h1').first().textContent()).toBe('Maple Bakery');
    const text = (await member.locator('body').textContent()) ?? '';
    expect(text).toContain(`© ${new Date().getFullYear()} Maple Bakery`);
    expect(text).toContain('hello@maple.test');
    for (const absent of ['Northwind', '{{', 'Latest Articles', '14-day free trial'])
      expect(text).not.toContain(absent);
    await browser.screenshot(member, 'templates-06-site-from-template');
    await member.close();
    expect(problems).toEqual([]);
  });
});

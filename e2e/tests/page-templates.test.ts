import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoSiteId } from '../fixtures/app.ts';
import { adminSuite, designHeadline, publishAndPreview, uploadImage } from '../fixtures/design-records.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { OWNER } from '../fixtures/suite.ts';
import { createBlankTemplate, createPublishedCategory } from '../fixtures/templates.ts';

/** Uncaught errors in the admin's browser: the test fails on any. */
const problems: string[] = [];
const records = adminSuite(problems);
const agencyApi = records.api;

/** Whether an `<img>` finished loading real pixels. */
const loaded = (image: Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );

const CATEGORY = 'E2E launch pages';
const TEMPLATE = 'E2E product launch';
const HEADLINE = 'Launch faster with templates';

describe('admin page templates, end to end', () => {
  it('an admin makes a category and a template, designs, publishes and previews it', async () => {
    const { admin, browser } = records;
    // The side bar leads to the list, which shows the seeded demo templates.
    await admin
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Page templates' })
      .click();
    await admin.waitForURL('**/admin/page-templates');
    await admin.getByRole('link', { name: 'Software launch' }).waitFor();

    // A new, published category.
    await createPublishedCategory(admin, '/admin/page-templates/categories', CATEGORY);
    await browser.screenshot(admin, 'page-templates-00-categories');

    // A blank template in it; creating it opens the editor.
    await createBlankTemplate(
      admin,
      { listLink: 'Page templates', newLink: 'New page template', submit: 'Create and design' },
      { name: TEMPLATE, category: CATEGORY, description: 'A launch page with one bold headline.' },
    );
    await admin.waitForURL(/\/admin\/page-templates\/\d+\/sandbox_design$/);
    const templateId = Number(/page-templates\/(\d+)\//.exec(admin.url())![1]);

    // Design it like a page: drop a headline and type it.
    const editor = new EditorPage(admin);
    await designHeadline(editor, HEADLINE);

    // Upload an image into an image element: it goes to the platform's library, on the preview host.
    const image = await uploadImage(editor, 'launch.png');
    await editor.settings().getByText('Ratio 0.50 (height ÷ width)').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => image.locator('img').first().getAttribute('src'))
      .toMatch(/^http:\/\/preview\.localhost:\d+\/_files\/\d+\/[a-z2-7]{16}\/launch\.webp$/);
    await expect.poll(() => loaded(image.locator('img').first())).toBe(true);

    // Publish from the editor; preview opens on the preview host of the sites origin, never on the app's.
    await publishAndPreview(editor, {
      notice: 'The page template is published: agencies can start pages from it.',
      headline: HEADLINE,
      title: TEMPLATE,
      listPath: '/admin/page-templates',
    });

    // Back in the list it shows published; the list is what an admin works from.
    const row = admin.getByRole('row', { name: new RegExp(TEMPLATE) });
    await row.getByText('Published').waitFor();
    await browser.screenshot(admin, 'page-templates-01-admin-list');

    // The public preview route works for the admin too (it moves to the preview host).
    const viaRoute = await records.previewRoute(`/page-templates/${templateId}/preview`);
    await viaRoute.locator('.el-headline').waitFor();
    await viaRoute.close();
    expect(problems).toEqual([]);
  });

  it('an agency owner creates a page from the published template', async () => {
    const { browser, server } = records;
    const demoId = await demoSiteId(agencyApi);
    const agency = await records.signedInPage(OWNER, { width: 1440, height: 1000 });
    await agency.goto(`${server.url}/agency/websites/${demoId}/pages/create`);
    await agency.getByLabel('Page name').fill('Launch from template');
    await agency.getByTestId('page-source').getByText('Page template', { exact: true }).click();

    const picker = agency.getByTestId('page-template-picker');
    await picker.getByText('Software launch').waitFor();
    await picker.getByText(TEMPLATE).waitFor();
    await browser.screenshot(agency, 'page-templates-02-agency-picker');
    await picker.getByRole('searchbox', { name: 'Search page templates' }).fill('e2e');
    await expect.poll(() => picker.getByRole('radio').count(), { timeout: 15_000 }).toBe(1);
    const choice = picker.getByRole('radio', { name: TEMPLATE });
    await choice.check();
    expect(await picker.getByRole('link', { name: `Preview ${TEMPLATE}` }).getAttribute('href')).toMatch(
      /^\/page-templates\/\d+\/preview$/,
    );
    await browser.screenshot(agency, 'page-templates-03-agency-picker-search');

    await agency.getByRole('button', { name: 'Create page' }).click();
    // The new page opens in the editor with the template's design.
    await agency.waitForURL(/\/pages\/\d+\/design$/);
    const editor = new EditorPage(agency);
    await editor.ready();
    await expect.poll(() => editor.canvas.locator('.el-headline').first().textContent()).toBe(HEADLINE);

    const pageId = Number(/pages\/(\d+)\/design/.exec(agency.url())![1]);
    const stored = await agencyApi<{ data: { name: string; document: unknown } }>('GET', `/pages/${pageId}`);
    expect(stored.data.name).toBe('Launch from template');
    expect(JSON.stringify(stored.data.document)).toContain(HEADLINE);
    // The template's uploaded image is the agency's own copy, served on the site's host.
    const picture = editor.canvas.locator('.el-image img').first();
    await expect
      .poll(() => picture.getAttribute('src'))
      .toMatch(/^http:\/\/demo\.localhost:\d+\/_files\/\d+\/[a-z2-7]{16}\/launch\.webp$/);
    await expect.poll(() => loaded(picture)).toBe(true);
    expect(JSON.stringify(stored.data.document)).not.toContain('preview.localhost');
    await agency.close();
  });
});

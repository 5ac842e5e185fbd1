import { FORM_MIN_FILL_MS } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/app.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { editorSuite, type PageSummary } from '../fixtures/editor-suite.ts';
import { gradientPng } from '../fixtures/images.ts';

/** The visual editor end to end. Pickers (site files, form records, menus) published, and the editor at 1280 × 800. */

const { suite, api, newPage, storedDocument, signedInPage } = editorSuite();

describe('the visual editor', () => {
  it('picks an image from the site’s files, a form record and a site menu, and publishes them', async () => {
    const problems: string[] = [];
    const target = await newPage('Pickers');
    const pages = (await api<{ data: PageSummary[] }>('GET', `/landings/${suite.demoId}/pages?per_page=100`))
      .data;
    // A published page: on the live site a menu leaves out links to unpublished pages.
    const other = pages.find((p) => !p.is_home && p.published && p.id !== target.id)!;
    // The site's own records: an uploaded picture, a form record and a menu.
    const upload = new FormData();
    upload.set('landing_id', String(suite.demoId));
    upload.set(
      'file',
      new Blob([new Uint8Array(gradientPng(600, 300))], { type: 'image/png' }),
      'harbour-view.png',
    );
    const uploaded = await fetch(`${suite.server.url}/api/v1/images/upload-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${suite.token}` },
      body: upload,
    });
    expect(uploaded.status).toBe(201);
    const file = ((await uploaded.json()) as { data: { id: number; url: string } }).data;
    const form = (
      await api<{ data: { id: number } }>('POST', `/landings/${suite.demoId}/forms`, { name: 'Editor leads' })
    ).data;
    const menu = (
      await api<{ data: { id: number } }>('POST', `/landings/${suite.demoId}/menus`, {
        name: 'Editor picker menu',
        items: [
          { id: 'other', label: 'Our other page', type: 'page', page_id: other.id },
          { id: 'docs', label: 'Documentation', type: 'custom', url: 'https://example.com/docs' },
        ],
      })
    ).data;

    const page = await signedInPage(problems);
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, suite.demoId, target.id);

    // An image element takes a picture from the site's files: searched, then picked in the grid.
    await editor.palette('element:image').click();
    const image = editor.canvas.locator('.el-image').first();
    await image.waitFor();
    await editor.settings().getByRole('button', { name: 'Choose from files' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image from this website’s files' });
    await picker.waitFor();
    await picker.getByRole('textbox', { name: 'Search files' }).fill('harbour');
    await expect.poll(() => picker.getByRole('button', { name: /^Choose / }).count()).toBe(1);
    await suite.browser.screenshot(page, 'editor-11-file-picker');
    await picker.getByRole('button', { name: 'Choose harbour-view' }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => image.locator('img').first().getAttribute('src')).toBe(file.url);
    await editor.settings().getByText('Ratio 0.50 (height ÷ width)').waitFor();

    // A form element files its submissions under a form record of the site.
    await editor.palette('element:form').click();
    const formElement = editor.canvas.locator('.el-form').first();
    await formElement.waitFor();
    await editor.settings().getByRole('combobox', { name: 'Form record' }).selectOption(String(form.id));
    await editor
      .settings()
      .getByText('Submissions are filed under “Editor leads”', { exact: false })
      .waitFor();

    // A Menu section shows a site menu, picked on the section (or on its navigation element).
    await editor.palette('section:Menu').click();
    const nav = editor.canvas.locator('.el-navigation').first();
    await nav.waitFor();
    await page.keyboard.press('Escape');
    await nav.click();
    await editor.settings().getByRole('combobox', { name: 'Menu' }).selectOption(String(menu.id));
    await expect.poll(() => nav.locator('a').allTextContents()).toEqual(['Our other page', 'Documentation']);
    await suite.browser.screenshot(page, 'editor-12-pickers');

    await editor.waitSaved();
    const saved = (await storedDocument(target.id)).document;
    const all = saved.sections.flatMap((sec) =>
      sec.rows.flatMap((r) => r.columns.flatMap((c) => c.children)),
    );
    const stored = (key: string) => all.find((e) => e.key === key)!;
    expect(stored('image').options?.Image).toMatchObject({ url: file.url, Ratio: 0.5 });
    expect(stored('form').options?.formId).toBe(form.id);
    expect(stored('navigation').options?.menuId).toBe(menu.id);

    // Published, the page shows the picture, the menu's links and a form that files under the record.
    await page.getByTestId('publish').click();
    await page.getByText('The page is published.').waitFor();
    const site = await suite.browser.newPage({ width: 1280, height: 900 });
    const port = new URL(suite.server.url).port;
    // The form's island times the visit on the page's clock, which the test moves on (below).
    await site.clock.install();
    await site.goto(`http://demo.localhost:${port}/${target.unique_name}`);
    await expect
      .poll(() => site.locator('.el-image img').first().getAttribute('src'))
      .toBe(file.url.replace(/^http:\/\/[^/]+/, `http://demo.localhost:${port}`));
    await expect
      .poll(() => site.locator('.el-navigation a').allTextContents())
      .toEqual(['Our other page', 'Documentation']);
    await expect
      .poll(() => site.locator('.el-navigation a').first().getAttribute('href'))
      .toBe(`http://demo.localhost:${port}/${other.unique_name}`);
    const formId = stored('form').id;
    await site.waitForFunction(() =>
      [...document.scripts].some((script) => script.src.includes('/islands/form.')),
    );
    await site.fill(`#${formId}-fullName`, 'Ada Lovelace');
    await site.fill(`#${formId}-email`, 'ada@example.com');
    // The spam check wants a person's pace.
    await site.clock.fastForward(FORM_MIN_FILL_MS + 100);
    await site.click(`#${formId} button[type=submit]`);
    await site.locator(`#${formId} [role=status][data-state="success"]`).waitFor();
    await suite.browser.screenshot(site, 'editor-13-pickers-published');
    const records = (
      await api<{ data: Array<{ id: number; contacts_count: number }> }>(
        'GET',
        `/landings/${suite.demoId}/forms?per_page=100`,
      )
    ).data;
    expect(records.find((r) => r.id === form.id)?.contacts_count).toBe(1);
    expect(problems).toEqual([]);
  });

  it('looks finished at 1280 × 800: panels, empty states and the node toolbar', async () => {
    const problems: string[] = [];
    const target = await newPage('Small screen');
    const page = await suite.browser.newPage({ width: 1280, height: 800 });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await signIn(page, suite.server.url, 'agency@demo.tessera');
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, suite.demoId, target.id);
    await suite.browser.screenshot(page, 'editor-14-1280-empty');
    await page.getByRole('tab', { name: 'Layers' }).click();
    await page.getByText('The page is empty.', { exact: false }).waitFor();
    await page.getByRole('tab', { name: 'Add' }).click();

    // Three buttons one under another: the middle one's toolbar must not hide the first.
    await editor.palette('element:button').click();
    await editor.palette('element:button').click();
    await editor.palette('element:button').click();
    await expect.poll(() => editor.canvas.locator('.el-button').count()).toBe(3);
    const middle = editor.canvas.locator('.el-button').nth(1);
    await page.keyboard.press('Escape');
    await middle.click();
    const bar = await editor.nodeBar().boundingBox();
    const above = await editor.canvas.locator('.el-button').nth(0).boundingBox();
    expect(bar && above && bar.y >= above.y + above.height - 1).toBe(true);
    await editor.openGroup('Action');
    const urlSegment = page
      .getByTestId('button-link-picker')
      .getByRole('radiogroup')
      .getByText('URL', { exact: true });
    await urlSegment.click();
    const clipped = await urlSegment.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped).toBe(false);
    await suite.browser.screenshot(page, 'editor-15-1280-button');

    // Keyboard: palette items are reached with Tab and moved through with the arrow keys.
    await editor.palette('element:headline').focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-palette')))
      .toBe('element:h1');
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.canvas.locator('.el-h1').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

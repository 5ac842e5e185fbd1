import { describe, expect, it } from 'vitest';
import { EditorPage } from '../fixtures/editor.ts';
import { editorSuite, type PageSummary } from '../fixtures/editor-suite.ts';

/** The visual editor end to end. Building a page from an empty one and publishing it as built. */

const { suite, api, newPage, storedDocument, signedInPage } = editorSuite();

describe('the visual editor', () => {
  it('builds a page from an empty one, and it publishes as built', async () => {
    const problems: string[] = [];
    const target = await newPage('Editor launch');
    const pages = (await api<{ data: PageSummary[] }>('GET', `/landings/${suite.demoId}/pages?per_page=100`))
      .data;
    const other = pages.find((p) => !p.is_home && p.id !== target.id)!;
    const page = await signedInPage(problems);
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, suite.demoId, target.id);
    await expect
      .poll(() => editor.canvas.locator('[data-empty-page]').textContent())
      .toContain('This page is empty');
    await suite.browser.screenshot(page, 'editor-01-empty');

    // Drag a headline onto the empty page: a section, a row and a column are made around it.
    await editor.drag(
      editor.palette('element:headline'),
      await editor.pointOn(editor.canvas.locator('[data-empty-page]')),
    );
    const headline = editor.canvas.locator('.el-headline').first();
    await headline.waitFor();

    // Drag a button onto the lower half of the headline: it lands after it.
    await editor.drag(editor.palette('element:button'), await editor.pointOn(headline, 0.85));
    const button = editor.canvas.locator('.el-button').first();
    await button.waitFor();
    const order = await editor.canvas
      .locator('.el')
      .evaluateAll((els) => els.map((el) => el.className.split(' ')[1]));
    expect(order).toEqual(['el-headline', 'el-button']);

    // Type the headline in place (SPEC §4: a click activates the text editor and its toolbar).
    await headline.click();
    await editor.canvas.locator('.ProseMirror').waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Launch day is here');
    const textBar = page.getByRole('toolbar', { name: 'Text formatting' });
    await textBar.waitFor();
    await suite.browser.screenshot(page, 'editor-02-typing');
    // Link the words to another page of the site with the text link picker.
    await page.keyboard.press('Control+A');
    await textBar.getByRole('button', { name: 'Link', exact: true }).click();
    const linkDialog = page.locator('.mantine-Popover-dropdown[data-text-toolbar]');
    await linkDialog.getByText('Page', { exact: true }).click();
    await linkDialog.getByRole('combobox', { name: 'Page' }).selectOption({ label: other.name });
    await suite.browser.screenshot(page, 'editor-02b-text-link');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => headline.textContent()).toBe('Launch day is here');
    await expect.poll(() => headline.locator('a').first().getAttribute('href')).toBe(`/${other.unique_name}`);

    // Change its colour.
    await editor.openGroup('Typography');
    const colour = editor.settings().getByRole('textbox', { name: 'Text colour' });
    await colour.fill('#c2410c');
    await colour.press('Enter');
    await colour.blur();
    await expect
      .poll(() => headline.locator('.rt').evaluate((el) => getComputedStyle(el).color))
      .toBe('rgb(194, 65, 12)');

    // Link the button to another page of the site.
    await button.click();
    await editor.openGroup('Action');
    const picker = page.getByTestId('button-link-picker');
    await picker.getByText('Page', { exact: true }).click();
    await picker.getByRole('combobox', { name: 'Page' }).selectOption({ label: other.name });
    await expect
      .poll(() => page.getByTestId('button-link-result').textContent())
      .toMatch(new RegExp(`Opens http://demo\\.localhost:\\d+/${other.unique_name}$`));

    // Add a two-column row below and resize its columns with the handle.
    await editor.drag(editor.palette('row:50-50'), await editor.pointOn(button, 0.95));
    const newRow = editor.canvas.locator('.sec .row').nth(1);
    await newRow.waitFor();
    await newRow.locator('.col').first().click();
    const resizer = page.getByTestId('column-resizer').first();
    await resizer.waitFor();
    const handle = await resizer.boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++)
      await page.mouse.move(handle!.x + handle!.width / 2 + i * 15, handle!.y + handle!.height / 2);
    await page.mouse.up();
    const widths = await newRow
      .locator('.col')
      .evaluateAll((cols) => cols.map((c) => c.getBoundingClientRect().width));
    expect(widths[0]!).toBeGreaterThan(widths[1]! * 1.15);
    await suite.browser.screenshot(page, 'editor-03-resized');

    // Switch to mobile and hide the button there (visibility cycles both → desktop → …).
    await editor.device('Mobile');
    await expect
      .poll(() =>
        page.locator('iframe[title="Page canvas"]').evaluate((f) => (f as HTMLIFrameElement).offsetWidth),
      )
      .toBe(390);
    // The selected column's tools sit over the button: clear the selection first (Esc).
    await page.keyboard.press('Escape');
    await button.click();
    await editor
      .nodeBar()
      .getByRole('button', { name: /^Visibility:/ })
      .click();
    await expect
      .poll(() =>
        editor
          .nodeBar()
          .getByRole('button', { name: /^Visibility:/ })
          .getAttribute('data-visibility'),
      )
      .toBe('desktop');
    await expect.poll(() => button.getAttribute('class')).toContain('v-desktop');
    await suite.browser.screenshot(page, 'editor-04-mobile-hidden');

    // Undo and redo (whole steps).
    await page.keyboard.press('Control+Z');
    await expect.poll(() => button.getAttribute('class')).not.toContain('v-desktop');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => button.getAttribute('class')).toContain('v-desktop');

    // Everything reaches the server; after a reload the editor shows it again.
    await editor.waitSaved();
    await page.reload();
    await editor.ready();
    await expect.poll(() => editor.canvas.locator('.el-headline').textContent()).toBe('Launch day is here');
    await expect.poll(() => editor.canvas.locator('.el-button').getAttribute('class')).toContain('v-desktop');
    const { document } = await storedDocument(target.id);
    const section = document.sections[0]!;
    const buttonNode = section.rows[0]!.columns[0]!.children[1]!;
    expect(buttonNode.options?.PageId).toBe(other.id);
    const stored = section.rows[1]!.columns.map((c) => c.width);
    expect(stored[0]!).toBeGreaterThan(55);
    expect(Math.min(...stored)).toBeGreaterThanOrEqual(10);
    expect(stored.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 1);

    // Publish from the editor, then visit the site.
    await page.getByTestId('publish').click();
    await page.getByText('The page is published.').waitFor();
    const site = await suite.browser.newPage({ width: 1280, height: 900 });
    const port = new URL(suite.server.url).port;
    await site.goto(`http://demo.localhost:${port}/${target.unique_name}`);
    await expect.poll(() => site.locator('.el-headline').textContent()).toBe('Launch day is here');
    await expect
      .poll(() => site.locator('.el-headline .rt').evaluate((el) => getComputedStyle(el).color))
      .toBe('rgb(194, 65, 12)');
    await expect
      .poll(() => site.locator('.el-button a').first().getAttribute('href'))
      .toBe(`http://demo.localhost:${port}/${other.unique_name}`);
    await expect
      .poll(() =>
        site
          .locator('.el-headline a')
          .first()
          .evaluate((a) => (a as HTMLAnchorElement).href),
      )
      .toBe(`http://demo.localhost:${port}/${other.unique_name}`);
    await expect.poll(() => site.locator('.el-button').getAttribute('class')).toContain('v-desktop');
    await suite.browser.screenshot(site, 'editor-05-published');
    await site.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => site.locator('.el-button').isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { paragraphSection } from '../fixtures/documents.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { editorSuite } from '../fixtures/editor-suite.ts';

/** The visual editor end to end. Formatted text linked to a popup, and each section keeping its own look through moves and theme changes. */

const { suite, api, newPage, storedDocument, signedInPage } = editorSuite();

describe('the visual editor', () => {
  it('links formatted text to a popup of the page, and the published link opens it', async () => {
    const problems: string[] = [];
    const target = await newPage('Text popup link');
    const initial = await storedDocument(target.id);
    const popupId = 'popup-textlink0001';
    await api('PUT', `/landings/${suite.demoId}/pages/${target.id}/design`, {
      version: initial.version,
      document: {
        ...initial.document,
        sections: [paragraphSection('textlink0001', 'element-textlink001')],
        popups: [
          {
            type: 'popup',
            id: popupId,
            name: 'Call me back',
            options: {},
            sections: [paragraphSection('textlink0002', 'element-textlink002')],
          },
        ],
        texts: {
          'section-textlink0001': { 'element-textlink001': '<p>Book a call today</p>' },
          'section-textlink0002': { 'element-textlink002': '<p>We will call you back.</p>' },
        },
      },
    });
    const page = await signedInPage(problems);
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, suite.demoId, target.id);

    // Link the words to the popup with the text link picker.
    const paragraph = editor.canvas.locator('#element-textlink001');
    const openLinkPicker = async () => {
      await paragraph.click();
      await editor.canvas.locator('.ProseMirror').waitFor();
      await page.keyboard.press('Control+A');
      await page
        .getByRole('toolbar', { name: 'Text formatting' })
        .getByRole('button', { name: 'Link', exact: true })
        .click();
      const dialog = page.locator('.mantine-Popover-dropdown[data-text-toolbar]');
      await dialog.waitFor();
      return dialog;
    };
    const linkDialog = await openLinkPicker();
    await linkDialog.getByText('Popup', { exact: true }).click();
    await linkDialog.getByRole('combobox', { name: 'Popup' }).selectOption({ label: 'Call me back' });
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => paragraph.locator('a').first().getAttribute('data-popup')).toBe(popupId);
    await expect.poll(() => paragraph.locator('a').first().getAttribute('href')).toBe(`#${popupId}`);
    await editor.waitSaved();
    const stored = (await storedDocument(target.id)).document;
    const html = stored.texts['section-textlink0001']?.['element-textlink001'] ?? '';
    expect(html).toContain('Book a call today</a>');
    expect(html).toContain(`href="#${popupId}"`);
    expect(html).toContain(`data-popup="${popupId}"`);

    // Reopened, the picker shows the link as a popup link, with its popup chosen.
    const reopened = await openLinkPicker();
    await expect
      .poll(() => reopened.locator('input[type="radio"]:checked').getAttribute('value'))
      .toBe('popup');
    await expect.poll(() => reopened.getByRole('combobox', { name: 'Popup' }).inputValue()).toBe(popupId);
    await suite.browser.screenshot(page, 'editor-02c-text-popup-link');
    await reopened.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Done' }).click();

    // Published, a click on the text link opens the popup's dialog.
    await page.getByTestId('publish').click();
    await page.getByText('The page is published.').waitFor();
    const site = await suite.browser.newPage({ width: 1280, height: 900 });
    const port = new URL(suite.server.url).port;
    await site.goto(`http://demo.localhost:${port}/${target.unique_name}`);
    const isOpen = () =>
      site.evaluate((id) => (document.getElementById(id) as HTMLDialogElement).open, popupId);
    await expect.poll(() => isOpen()).toBe(false);
    await site.waitForFunction(() => [...document.scripts].some((s) => s.src.includes('/islands/popup.')));
    await site.click(`#element-textlink001 a[data-popup="${popupId}"]`);
    await expect.poll(isOpen).toBe(true);
    await site.close();
    expect(problems).toEqual([]);
  });

  it('keeps each section’s own look through moves and theme changes', async () => {
    const problems: string[] = [];
    const target = await newPage('Section scopes');
    const initial = await storedDocument(target.id);
    const ids = ['scopes0001', 'scopes0002', 'scopes0003'];
    await api('PUT', `/landings/${suite.demoId}/pages/${target.id}/design`, {
      version: initial.version,
      document: {
        ...initial.document,
        sections: ids.map((id) => paragraphSection(id, `element-${id}`)),
        texts: Object.fromEntries(
          ids.map((id, i) => [`section-${id}`, { [`element-${id}`]: `<p>Paragraph ${i + 1}</p>` }]),
        ),
      },
    });
    const page = await signedInPage(problems);
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, suite.demoId, target.id);
    const paragraph = (n: number) => editor.canvas.locator(`#element-${ids[n - 1]}`);
    const colourOf = (n: number) =>
      paragraph(n)
        .locator('.rt')
        .evaluate((el) => getComputedStyle(el).color);
    const fontOf = (n: number) => paragraph(n).evaluate((el) => getComputedStyle(el).fontFamily);
    await paragraph(3).waitFor();
    const untouched = await colourOf(1);

    // Each section is a style scope of its own drawing the first drawing's rules from style
    // elements of the same text (Chrome parses them once and gathers their rules once, so a
    // rule added to one section costs that section, not the page: bench/editor).
    await expect
      .poll(() =>
        page
          .locator('iframe[title="Page canvas"]')
          .evaluate((frame) =>
            Array.from(
              (frame as HTMLIFrameElement).contentDocument!.querySelectorAll('[data-section-host]'),
            ).map(
              (host) =>
                `${host.shadowRoot!.querySelectorAll('style[data-layer]').length}/${host.shadowRoot!.adoptedStyleSheets.length}`,
            ),
          ),
      )
      .toEqual(['11/0', '11/0', '11/0']);

    // A colour set on the second paragraph is a rule of its section alone.
    await paragraph(2).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await editor.openGroup('Typography');
    const colour = editor.settings().getByRole('textbox', { name: 'Text colour' });
    await colour.fill('#c2410c');
    await colour.press('Enter');
    await colour.blur();
    await expect.poll(() => colourOf(2)).toBe('rgb(194, 65, 12)');
    await expect.poll(() => colourOf(1)).toBe(untouched);

    // Moving the section down re-inserts its host (React moves the node that went later): the
    // look it gained by the edit stays.
    await page.keyboard.press('Escape');
    await paragraph(2).click();
    await page.getByRole('button', { name: 'Done' }).click();
    // Up selects the parent (column, row, section); Alt+Down moves the section down.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Alt+ArrowDown');
    await expect
      .poll(() =>
        editor.canvas.locator('.el-paragraph').evaluateAll((els) => els.map((el) => el.textContent)),
      )
      .toEqual(['Paragraph 1', 'Paragraph 3', 'Paragraph 2']);
    await expect.poll(() => colourOf(2)).toBe('rgb(194, 65, 12)');

    // A theme font reaches every section, the edited one included, and keeps the colour.
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByRole('combobox', { name: 'Theme font' }).selectOption('Lora');
    for (const n of [1, 2, 3]) await expect.poll(() => fontOf(n)).toContain('Lora');
    await expect.poll(() => colourOf(2)).toBe('rgb(194, 65, 12)');
    expect(problems).toEqual([]);
  });
});

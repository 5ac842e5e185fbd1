import { describe, expect, it } from 'vitest';
import { EditorPage } from '../fixtures/editor.ts';
import { editorSuite } from '../fixtures/editor-suite.ts';
import { gradientPng } from '../fixtures/images.ts';

/** The visual editor end to end. Saved blocks, popups, uploads and the keyboard clipboard; foreign, malformed and hostile pastes. */

const { suite, api, newPage, storedDocument, signedInPage } = editorSuite();

describe('the visual editor', () => {
  it('saves blocks, makes popups, uploads images and copies with the keyboard', async () => {
    const problems: string[] = [];
    const target = await newPage('Blocks and popups');
    const page = await signedInPage(problems);
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, suite.demoId, target.id);

    // A special section from the palette, saved as an agency block from its toolbar.
    await editor.palette('section:Contact').click();
    const contact = editor.canvas.locator('[data-type="section"]').first();
    await contact.waitFor();
    await page.keyboard.press('Escape');
    await contact.click({ position: { x: 10, y: 10 } });
    await editor.nodeBar().getByRole('button', { name: 'Save as block' }).click();
    await page.getByLabel('Block name').fill('Contact strip');
    await page.getByRole('button', { name: 'Save block' }).click();
    await page.getByText('“Contact strip” is saved.', { exact: false }).waitFor();
    const blocks = await api<{ data: Array<{ name: string; kind: string }> }>(
      'GET',
      '/agency-blocks?search=Contact%20strip',
    );
    expect(blocks.data.map((b) => `${b.name}/${b.kind}`)).toEqual(['Contact strip/section']);
    // … and inserted again from the palette.
    await editor.palette('section:Contact').waitFor();
    const saved = page.locator('[data-palette^="block:"]', { hasText: 'Contact strip' });
    await saved.waitFor();
    await saved.click();
    await expect.poll(() => editor.canvas.locator('[data-type="section"]').count()).toBe(2);

    // Keyboard copy and paste of the selection (the system clipboard carries it).
    const heading = editor.canvas.locator('.el-h2').first();
    await heading.click();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.keyboard.press('Control+C');
    await page.getByText('Copied').first().waitFor();
    await page.keyboard.press('Control+V');
    await expect.poll(() => editor.canvas.locator('.el-h2').count()).toBe(3);
    await page.keyboard.press('Control+D');
    await expect.poll(() => editor.canvas.locator('.el-h2').count()).toBe(4);
    await page.keyboard.press('Delete');
    await expect.poll(() => editor.canvas.locator('.el-h2').count()).toBe(3);

    // Upload an image into an image element: the field shows its ratio (SPEC §3 Ratio).
    await editor.palette('element:image').click();
    const image = editor.canvas.locator('.el-image').first();
    await image.waitFor();
    const chooser = page.waitForEvent('filechooser');
    await editor.settings().getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: gradientPng(400, 200),
    });
    await editor.settings().getByText('Ratio 0.50 (height ÷ width)').waitFor({ timeout: 15_000 });
    await expect.poll(() => image.locator('img').first().getAttribute('src')).toMatch(/^http/);

    // A popup: made in the Popups panel, shown on the canvas, kept open while its content changes.
    await page.getByRole('tab', { name: 'Popups' }).click();
    await page.getByLabel('New popup name').fill('Exit offer');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const layer = editor.canvas.locator('[data-popup-layer]');
    await layer.waitFor();
    await page.getByRole('tab', { name: 'Add' }).click();
    await editor.drag(
      editor.palette('element:headline'),
      await editor.pointOn(layer.locator('.sec-in').first()),
    );
    await layer.locator('.el-headline').waitFor();
    await expect.poll(() => layer.isVisible()).toBe(true);
    await suite.browser.screenshot(page, 'editor-09-popup');

    // The layers panel lists the page and the popup.
    await page.getByRole('tab', { name: 'Layers' }).click();
    const layers = page.getByTestId('layers');
    await layers.getByRole('treeitem', { name: 'Exit offer', exact: true }).waitFor();
    // The tree works from the keyboard: one tab stop, arrows move, Right opens, Enter selects.
    const firstSection = layers.getByRole('treeitem').first();
    await firstSection.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => firstSection.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => layers.locator('[aria-selected="true"]').getAttribute('aria-level')).toBe('2');
    await expect
      .poll(() => editor.settings().getAttribute('data-node-id'))
      .toBe(await layers.locator('[aria-selected="true"]').getAttribute('data-layer'));
    await suite.browser.screenshot(page, 'editor-10-layers');
    await editor.waitSaved();
    const { document } = await storedDocument(target.id);
    expect(document.sections).toHaveLength(2);
    expect(document.popups).toHaveLength(1);

    // SPEC §4: device, popup state and editor values are reset on leaving the editor.
    await editor.device('Mobile');
    // The popup made above is still open on the canvas (its state is kept while editing).
    await layer.waitFor();
    await page.getByRole('button', { name: 'Leave the editor' }).click();
    await page.waitForURL(`${suite.server.url}/agency/websites/${suite.demoId}`);
    await editor.open(suite.server.url, suite.demoId, target.id);
    await expect
      .poll(() => page.getByTestId('device-switch').locator('input:checked').getAttribute('value'))
      .toBe('desktop');
    await expect.poll(() => editor.canvas.locator('[data-popup-layer]').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Add' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => editor.settings().getAttribute('data-node-id')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('refuses foreign or malformed pastes with a message, and never runs hostile strings', async () => {
    const problems: string[] = [];
    const target = await newPage('Hostile strings');
    const initial = await storedDocument(target.id);
    // A stored text with markup that would run if it were trusted.
    await api('PUT', `/landings/${suite.demoId}/pages/${target.id}/design`, {
      version: initial.version,
      document: {
        ...initial.document,
        sections: [
          {
            type: 'section',
            id: 'section-hostile00001',
            options: {},
            rows: [
              {
                type: 'row',
                id: 'row-hostile00001',
                options: {},
                columns: [
                  {
                    type: 'column',
                    id: 'column-hostile0001',
                    width: 100,
                    options: {},
                    children: [
                      {
                        type: 'element',
                        id: 'element-hostile001',
                        key: 'paragraph',
                        prefix: 'prefix-hostile001',
                        options: {},
                      },
                      {
                        type: 'element',
                        id: 'element-hostile002',
                        key: 'button',
                        prefix: 'prefix-hostile002',
                        options: { kind: 'modern' },
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        texts: {
          'section-hostile00001': {
            'element-hostile001':
              '<p>Hi <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a></p>',
          },
        },
      },
    });
    const page = await signedInPage(problems);
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, suite.demoId, target.id);
    await expect.poll(() => editor.canvas.locator('.el-paragraph img, .el-paragraph script').count()).toBe(0);
    await expect.poll(() => editor.canvas.locator('.el-paragraph a').getAttribute('href')).toBeNull();

    // Typed into a field: shown as text, never as markup.
    await editor.canvas.locator('.el-button').click();
    const text = editor.settings().getByRole('textbox', { name: 'Text', exact: true });
    await text.fill('<img src=x onerror=alert(1)>');
    await expect
      .poll(() => editor.canvas.locator('.el-button').textContent())
      .toContain('<img src=x onerror=alert(1)>');
    await expect.poll(() => editor.canvas.locator('.el-button img').count()).toBe(0);

    // Pastes from elsewhere.
    const paste = (content: string) =>
      page.evaluate((value) => {
        const data = new DataTransfer();
        data.setData('text/plain', value);
        document.body.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, content);
    await paste('{"userId":1,"title":"not page content"}');
    await page
      .getByText('The clipboard holds something that is not page content, so nothing was pasted.')
      .waitFor();
    await paste('plain words from an email');
    await page.getByText('The clipboard does not hold page content.', { exact: false }).waitFor();
    // Malformed page content is repaired, not trusted.
    await paste(
      JSON.stringify({
        format: 'tessera/nodes',
        version: 1,
        nodes: [
          {
            type: 'element',
            id: 'bad id <b>',
            key: 'button',
            options: { Text: 'Pasted', CustomLink: 'javascript:alert(4)', FontSize: 'big' },
          },
        ],
        texts: {},
      }),
    );
    await editor.canvas.locator('.el-button', { hasText: 'Pasted' }).waitFor();
    await page.getByText(/that could not be used (was|were) reset/).waitFor();
    await suite.browser.screenshot(page, 'editor-08-hostile');
    expect(problems).toEqual([]);
  });
});

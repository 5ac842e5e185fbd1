import { describe, expect, it } from 'vitest';
import { apiClient, apiToken, demoSiteId } from '../fixtures/app.ts';
import { ADMIN, adminSuite, designHeadline, previewFromEditor } from '../fixtures/design-records.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { OWNER } from '../fixtures/suite.ts';

/** Uncaught errors in the admin's browser: the test fails on any. */
const problems: string[] = [];
const records = adminSuite(problems);
const agencyApi = records.api;

const BLOCK = 'E2E offer strip';
const HEADLINE = 'Two months free for new clients';
let blockId = 0;

describe('admin blocks, end to end', () => {
  it('an admin creates a section block, designs it, is told why a two-section design cannot publish, and publishes it', async () => {
    const { admin, browser } = records;
    // The side bar leads to the list, which shows the seeded library.
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blocks' }).click();
    await admin.waitForURL('**/admin/blocks');
    await admin.getByRole('row', { name: /Questions and answers/ }).waitFor();
    await browser.screenshot(admin, 'admin-blocks-00-list');

    // A new section block; creating it opens the editor on its one empty section.
    await admin.locator('#main-content').getByRole('link', { name: 'New block' }).click();
    await admin.waitForURL('**/admin/blocks/create');
    await admin.getByRole('textbox', { name: /^Name/ }).fill(BLOCK);
    await admin.getByTestId('block-kind-section').click();
    await browser.screenshot(admin, 'admin-blocks-01-create');
    await admin.getByRole('button', { name: 'Create and design' }).click();
    await admin.waitForURL(/\/admin\/blocks\/\d+\/sandbox_design$/);
    blockId = Number(/blocks\/(\d+)\//.exec(admin.url())![1]);

    const editor = new EditorPage(admin);
    const section = editor.canvas.locator('.sec').first();
    await designHeadline(editor, HEADLINE, section);

    // A second section makes it no block: publishing says so and publishes nothing.
    await editor.drag(editor.palette('section:blank'), await editor.pointOn(section, 0.95));
    await expect.poll(() => editor.canvas.locator('.sec').count()).toBe(2);
    await editor.waitSaved();
    await admin.getByTestId('publish').click();
    await admin.getByText('A block is one section, and this design has 2.', { exact: false }).waitFor();
    await browser.screenshot(admin, 'admin-blocks-02-publish-refused');

    // Undo the extra section and publish.
    await admin.keyboard.press('Control+Z');
    await expect.poll(() => editor.canvas.locator('.sec').count()).toBe(1);
    await editor.waitSaved();
    await admin.getByTestId('publish').click();
    await admin
      .getByText('The block is published: every agency’s editor offers it in the block library.')
      .waitFor();

    // Preview opens on the preview host, never on the app's origin.
    const preview = await previewFromEditor(admin);
    await expect.poll(() => preview.locator('.el-headline').first().textContent()).toBe(HEADLINE);
    await preview.close();

    await admin.getByRole('button', { name: 'Leave the editor' }).click();
    await admin.waitForURL('**/admin/blocks');
    const row = admin.getByRole('row', { name: new RegExp(BLOCK) });
    await row.getByText('Published').waitFor();
    expect(problems).toEqual([]);
  });

  it('an admin distributes the block into the demo agency’s saved blocks', async () => {
    const { admin, browser } = records;
    await admin.getByRole('button', { name: `Actions for ${BLOCK}` }).click();
    await admin.getByRole('menuitem', { name: 'Distribute to agencies' }).click();
    const dialog = admin.getByRole('dialog');
    const field = dialog.locator('input.mantine-MultiSelect-inputField');
    await field.fill('Demo');
    await admin.getByRole('option', { name: /^Demo Agency/ }).click();
    // The pick clears the search; a click beside the field closes the list.
    await expect.poll(() => field.inputValue()).toBe('');
    await dialog.getByText(`Distribute “${BLOCK}”`).click();
    await browser.screenshot(admin, 'admin-blocks-03-distribute');
    await dialog.getByRole('button', { name: 'Distribute', exact: true }).click();
    await admin.getByText(`“${BLOCK}” is copied to 1 agency’s saved blocks.`).waitFor();

    const saved = await agencyApi<{ data: Array<{ name: string; kind: string; element_count: number }> }>(
      'GET',
      `/agency-blocks?search=${encodeURIComponent(BLOCK)}`,
    );
    expect(saved.data.map((b) => `${b.name}/${b.kind}/${b.element_count}`)).toEqual([`${BLOCK}/section/1`]);
    expect(problems).toEqual([]);
  });

  it('an agency owner inserts the library block from the palette of a page', async () => {
    const { browser, server } = records;
    const demoId = await demoSiteId(agencyApi);
    const target = (
      await agencyApi<{ data: { id: number } }>('POST', `/landings/${demoId}/pages`, {
        name: 'From the block library',
        template: 'blank',
      })
    ).data;
    const agency = await records.signedInPage(OWNER, { width: 1440, height: 1000 });
    const editor = new EditorPage(agency);
    await editor.open(server.url, demoId, target.id);

    // The library lists the published blocks; the agency's distributed copy is under its own blocks.
    const libraryItem = editor.palette(`library-block:${blockId}`);
    await libraryItem.waitFor();
    expect(await libraryItem.textContent()).toContain('Section · 1 element');
    await agency.locator('[data-palette^="block:"]', { hasText: BLOCK }).waitFor();
    await editor.palette(`library-block:${blockId}`).scrollIntoViewIfNeeded();
    await browser.screenshot(agency, 'admin-blocks-04-agency-palette');

    await libraryItem.click();
    await expect.poll(() => editor.canvas.locator('.el-headline').first().textContent()).toBe(HEADLINE);
    await editor.waitSaved();
    const stored = await agencyApi<{ data: { document: unknown } }>('GET', `/pages/${target.id}`);
    expect(JSON.stringify(stored.data.document)).toContain(HEADLINE);
    await agency.close();
  });

  it('an admin saves a section of a page template as a draft block of the library', async () => {
    const { admin, server } = records;
    const adminToken = await apiToken(server.url, ADMIN);
    const adminApi = apiClient(
      () => server.url,
      () => adminToken,
    );
    const templates = await adminApi<{ data: Array<{ id: number }> }>(
      'GET',
      '/admin-page-templates?search=Software',
    );
    await admin.goto(`${server.url}/admin/page-templates/${templates.data[0]!.id}/sandbox_design`);
    const editor = new EditorPage(admin);
    await editor.ready();
    // An admin design has no saved blocks of its own: the palette says where saving goes.
    await admin
      .getByText('A section or row saved here becomes a draft under Blocks', { exact: false })
      .waitFor();
    await editor.canvas
      .locator('.sec')
      .nth(1)
      .click({ position: { x: 8, y: 8 } });
    await editor.nodeBar().getByRole('button', { name: 'Save as block' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('becomes a draft block of the platform’s library', { exact: false }).waitFor();
    await dialog.getByLabel('Block name').fill('E2E launch hero');
    await dialog.getByRole('button', { name: 'Save block' }).click();
    await admin
      .getByText(
        '“E2E launch hero” is saved as a draft block. Publish it under Blocks to offer it to agencies.',
      )
      .waitFor();

    const saved = await adminApi<{
      data: Array<{ name: string; kind: string; published: boolean; element_count: number }>;
    }>('GET', '/admin-blocks?search=E2E%20launch%20hero');
    expect(saved.data).toHaveLength(1);
    expect(saved.data[0]).toMatchObject({ kind: 'section', published: false });
    expect(saved.data[0]!.element_count).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

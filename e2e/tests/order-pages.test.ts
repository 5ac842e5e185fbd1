import { describe, expect, it } from 'vitest';
import { adminSuite, previewFromEditor } from '../fixtures/design-records.ts';
import { EditorPage } from '../fixtures/editor.ts';

/** Uncaught errors in the browsers: the test fails on any. */
const problems: string[] = [];
const records = adminSuite(problems);

const ORDER_PAGE = 'E2E Agency plans';
/** The demo plan the demo agency holds (seed/demo.ts): $97.00 a month. */
const DEMO_PLAN = 'agency-monthly';

describe('order pages, end to end', () => {
  it('an admin creates an order page offering the demo plan, designs it and previews the plan', async () => {
    const { admin, browser } = records;
    // The side bar leads to the empty list.
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order pages' }).click();
    await admin.waitForURL('**/admin/payment/order-pages');
    await admin.getByText('No order pages yet').waitFor();

    // The form: name, description and the demo plan from the plan picker.
    await admin.getByRole('link', { name: 'New order page' }).click();
    await admin.waitForURL('**/admin/payment/order-pages/create');
    await admin.getByRole('textbox', { name: /^Name/ }).fill(ORDER_PAGE);
    await admin.getByLabel('Description').fill('Where new agencies pick their plan.');
    await admin.getByRole('combobox', { name: /^Plans/ }).click();
    await admin.getByRole('option', { name: new RegExp(`^${DEMO_PLAN}`) }).click();
    await admin.keyboard.press('Escape');
    await browser.screenshot(admin, 'order-pages-01-form');
    await admin.getByRole('button', { name: 'Create and design' }).click();
    await admin.waitForURL(/\/admin\/payment\/order-pages\/\d+\/design$/);
    const orderPageId = Number(/order-pages\/(\d+)\//.exec(admin.url())![1]);

    // The designer: an order select dropped on the empty page, saved.
    const editor = new EditorPage(admin);
    await editor.ready();
    await editor.drag(
      editor.palette('element:order-select'),
      await editor.pointOn(editor.canvas.locator('[data-empty-page]')),
    );
    await editor.canvas.locator('.el-order-select').first().waitFor();
    // The canvas offers the page's plans as the preview will, and the product picker lists them.
    await editor.canvas.locator('.os-item .os-name', { hasText: DEMO_PLAN }).waitFor();
    await editor.waitSaved();

    // Its preview opens on the preview host and offers the demo plan, priced, as the product.
    const preview = await previewFromEditor(admin);
    const choice = preview.locator('.os-item').first();
    await choice.waitFor();
    expect(await preview.locator('.os-item').count()).toBe(1);
    expect(await choice.locator('.os-name').textContent()).toBe(DEMO_PLAN);
    expect(await choice.locator('.os-price').textContent()).toBe('$97.00');
    expect(await choice.locator('input').isChecked()).toBe(true);
    expect(await preview.title()).toBe(ORDER_PAGE);
    await browser.screenshot(preview, 'order-pages-03-preview');
    await preview.close();

    // Back in the list: the new page, offering the plan.
    await admin.getByRole('button', { name: 'Leave the editor' }).click();
    await admin.waitForURL('**/admin/payment/order-pages');
    const row = admin.getByRole('row', { name: new RegExp(ORDER_PAGE) });
    await row.getByText(DEMO_PLAN).waitFor();
    await row.getByText('Draft').waitFor();
    await browser.screenshot(admin, 'order-pages-02-list');

    // The public preview route moves a signed-in admin to the preview host too.
    const viaRoute = await records.previewRoute(`/admin/payment/order-pages/${orderPageId}/preview`);
    await viaRoute.locator('.os-item').getByText(DEMO_PLAN).waitFor();
    await viaRoute.close();
    expect(problems).toEqual([]);
  });
});

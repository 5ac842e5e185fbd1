import { describe, expect, it } from 'vitest';
import { EditorPage } from '../fixtures/editor.ts';
import { editorSuite } from '../fixtures/editor-suite.ts';

/** The visual editor end to end. Saving: two tabs on one page (the stale one chooses), failed saves, a reload, and edits applied once. */

const { suite, newPage, storedDocument, signedInPage } = editorSuite();

describe('the visual editor', () => {
  it('gives the stale tab the choice, and keeps whichever copy it picks', async () => {
    const problems: string[] = [];
    const target = await newPage('Two tabs');
    const tabA = await signedInPage(problems);
    const tabB = await signedInPage(problems);
    const a = new EditorPage(tabA);
    const b = new EditorPage(tabB);
    await a.open(suite.server.url, suite.demoId, target.id);
    await b.open(suite.server.url, suite.demoId, target.id);

    // Tab A adds a section and saves it.
    await a.drag(a.palette('section:Footer'), await a.pointOn(a.canvas.locator('[data-empty-page]')));
    await a.waitSaved();
    // Tab B, still on the first version, adds a headline: its save is stale.
    await b.drag(b.palette('element:headline'), await b.pointOn(b.canvas.locator('[data-empty-page]')));
    await tabB.getByText('This page was changed elsewhere').waitFor();
    await expect.poll(() => b.saveStatus().getAttribute('data-status')).toBe('conflict');
    await suite.browser.screenshot(tabB, 'editor-06-conflict');
    // Nothing was lost on either side: the server still has A's footer.
    expect(JSON.stringify((await storedDocument(target.id)).document)).toContain('Footer');

    await tabB.getByRole('button', { name: 'Keep my version', exact: true }).click();
    await b.waitSaved();
    const kept = await storedDocument(target.id);
    expect(
      kept.document.sections.flatMap((s) =>
        s.rows.flatMap((r) => r.columns.flatMap((c) => c.children.map((e) => e.key))),
      ),
    ).toEqual(['headline']);

    // Now A is the stale one; it takes the latest version instead.
    await a.palette('element:paragraph').click();
    await tabA.getByText('This page was changed elsewhere').waitFor();
    await tabA.getByRole('button', { name: 'Load the latest version', exact: true }).click();
    await a.waitSaved();
    await expect.poll(() => a.canvas.locator('.el-headline').count()).toBe(1);
    await expect.poll(() => a.canvas.locator('.el-paragraph').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('keeps edits through failed saves and a reload, and applies them once', async () => {
    const problems: string[] = [];
    const target = await newPage('Offline edits');
    const page = await signedInPage(problems);
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, suite.demoId, target.id);
    const saves: number[] = [];
    // The network drops every save.
    await page.route('**/design', (route) => {
      saves.push(Date.now());
      return route.abort('internetdisconnected');
    });
    await editor.palette('element:headline').click();
    await page.locator('[data-testid="save-status"][data-status="offline"]').waitFor({ timeout: 15_000 });
    await suite.browser.screenshot(page, 'editor-07-offline');
    expect(saves.length).toBeGreaterThan(0);
    expect((await storedDocument(target.id)).version).toBe(1);

    // Reload while the edit was never saved: it comes back from browser storage and is sent.
    await page.unroute('**/design');
    await page.reload();
    await editor.ready();
    await page.getByText('Unsaved changes from this browser were restored.').waitFor();
    await editor.waitSaved();
    await expect.poll(() => editor.canvas.locator('.el-headline').count()).toBe(1);
    const stored = await storedDocument(target.id);
    expect(stored.version).toBe(2);
    expect(JSON.stringify(stored.document)).toContain('headline');

    // A server error is shown and retried; nothing is lost meanwhile.
    let failures = 0;
    await page.route('**/design', (route) => {
      failures++;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Something went wrong on our side. Please try again."}',
      });
    });
    await editor.palette('element:paragraph').click();
    await page.locator('[data-testid="save-status"][data-status="error"]').waitFor({ timeout: 15_000 });
    await page.unroute('**/design');
    await editor.waitSaved(30_000);
    expect(failures).toBeGreaterThan(0);
    expect(JSON.stringify((await storedDocument(target.id)).document)).toContain('paragraph');
    expect(problems).toEqual([]);
  });
});

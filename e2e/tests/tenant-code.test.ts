import type { PageDocument } from '@tessera/document';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishDocument, signIn } from '../fixtures/app.ts';
import { columnsSection, element } from '../fixtures/documents.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

/**
 * docs/api.md: the HTML element's markup goes into the published page as it is, so the site
 * owner's code runs there, on the site's own origin; it never runs in the app or the designer,
 * whose canvas shows it as an inert placeholder in a frame whose policy forbids every script.
 */

const TENANT_CODE = [
  '<p id="tenant-marker">Tenant widget</p>',
  '<script>window.top.__tenantScript = location.origin;</script>',
  '<img src="/no-such-image.png" alt="" onerror="window.top.__tenantHandler = location.origin">',
].join('');

const suite = appSuite();
const { api } = suite;
let siteId = 0;
let pageId = 0;
let siteUrl = '';

beforeAll(async () => {
  siteId = suite.demoId;
  const created = await api<{ data: { id: number; version: number; url: string } }>(
    'POST',
    `/landings/${siteId}/pages`,
    { name: 'Embed test', unique_name: 'embed-test' },
  );
  pageId = created.data.id;
  const section = columnsSection([[element('html', { html: TENANT_CODE, autoHeight: true })]]);
  const document: PageDocument = {
    schemaVersion: 1,
    theme: {} as PageDocument['theme'],
    sections: [section],
    popups: [],
    texts: {},
  };
  await publishDocument(api, pageId, document);
  siteUrl = created.data.url;
});

describe('tenant code (the HTML element)', () => {
  it('runs on the published page, on the site’s own origin', async () => {
    const visitor = await suite.browser.newPage();
    await visitor.goto(siteUrl);
    await visitor.locator('#tenant-marker').waitFor();
    const origin = new URL(siteUrl).origin;
    await expect
      .poll(() => visitor.evaluate(() => (window as { __tenantScript?: string }).__tenantScript))
      .toBe(origin);
    expect(origin).not.toBe(suite.server.url);
    await visitor.close();
  });

  it('never runs in the designer: an inert placeholder in a canvas that refuses every script', async () => {
    const page = await suite.browser.newPage({ width: 1440, height: 900 });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await signIn(page, suite.server.url, OWNER);
    const editor = new EditorPage(page);
    await editor.open(suite.server.url, siteId, pageId);
    await editor.canvas.getByText('Custom HTML').waitFor();
    const frame = page.frames().find((f) => f !== page.mainFrame() && f.url() === 'about:srcdoc')!;
    expect(frame).toBeDefined();
    // The markup is shown as text, never inserted.
    expect(await frame.locator('#tenant-marker').count()).toBe(0);
    expect(await frame.locator('script').count()).toBe(0);

    // Even markup that reached the canvas could not run: its policy refuses inline code.
    await frame.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.top.__canvasScript = true;';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.top.__canvasHandler = true');
      image.src = '/no-such-image.png';
      document.body.append(image);
    });
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(500);
    const ran = await page.evaluate(() => {
      const w = window as {
        __tenantScript?: unknown;
        __tenantHandler?: unknown;
        __canvasScript?: unknown;
        __canvasHandler?: unknown;
      };
      return [w.__tenantScript, w.__tenantHandler, w.__canvasScript, w.__canvasHandler];
    });
    expect(ran).toEqual([undefined, undefined, undefined, undefined]);
    await page.close();
  });
});

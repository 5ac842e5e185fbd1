import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';

const MESSAGE =
  "We're undergoing scheduled maintenance to ensure optimal performance. Thank you for your patience as we work to enhance our services.";

describe('maintenance mode', () => {
  let server: RunningServer;
  let browser: BrowserSession;
  beforeAll(async () => {
    server = await startServer({ MAINTENANCE: 'true' });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the maintenance message on every screen', async () => {
    const page = await browser.newPage();
    for (const path of ['/login', '/agency/websites']) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.getByText(MESSAGE).isVisible()).toBe(true);
    }
    await browser.screenshot(page, 'maintenance');
    await page.close();
  });
});

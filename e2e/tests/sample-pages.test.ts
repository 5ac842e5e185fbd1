import { SAMPLE_DOCUMENTS } from '@tessera/document';
import { elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { type ServedPage, servePage } from '../fixtures/rendered-page.ts';

const WIDTHS = [1280, 1000, 375] as const;

/**
 * The only outside host a sample may load from: YouTube's video thumbnails, which the YouTube
 * gallery shows by design. Every picture of the samples themselves is the product's own.
 */
const PROVIDER_IMAGE_HOSTS = new Set(['i.ytimg.com']);
/** A 1 × 1 slate PNG: the closed network's stand-in for a provider's thumbnail. */
const STAND_IN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWMwdgwFAAF0AMqXrM8WAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Scrolls the whole page so lazy pictures start loading, asks for the rest (hidden slides),
 * waits for every picture to settle, and returns the ones that did not decode.
 */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    for (const image of document.images) image.loading = 'eager';
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
    timeout: 15_000,
  });
  // Decoded too, so the screenshot shows them.
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
}

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(() => session?.close());

describe('sample pages in Chromium', () => {
  for (const [name, build] of Object.entries(SAMPLE_DOCUMENTS)) {
    describe(name, () => {
      let served: ServedPage;
      beforeAll(async () => {
        const parsed = parseDocumentWithRegistry(build(), elementRegistry);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
        served = await servePage(parsed.document);
      });
      afterAll(() => served?.close());

      for (const width of WIDTHS) {
        it(`lays out without horizontal overflow or script errors at ${width} px`, async () => {
          const page = await session.newPage({ width, height: 900 });
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
          // Every request the page makes must succeed: a missing picture, island or font fails.
          const failed: string[] = [];
          const outside: string[] = [];
          page.on('requestfailed', (request) =>
            failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`),
          );
          page.on('response', (response) => {
            if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
          });
          // The network is closed: a provider's thumbnail gets a stand-in picture, and anything
          // else outside the page's own origin is recorded (and answered empty).
          await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
            const url = new URL(route.request().url());
            if (PROVIDER_IMAGE_HOSTS.has(url.hostname))
              return route.fulfill({ status: 200, contentType: 'image/png', body: STAND_IN_PNG });
            outside.push(url.href);
            return route.fulfill({ status: 204, body: '' });
          });
          await page.goto(served.url, { waitUntil: 'load' });
          await page.evaluate(() => document.fonts.ready);
          const broken = await brokenImages(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          await session.screenshot(page, `sample-${name}-${width}`);
          expect(broken).toEqual([]);
          expect(failed).toEqual([]);
          expect(outside).toEqual([]);
          expect(overflow).toBeLessThanOrEqual(0);
          expect(errors).toEqual([]);
          await page.close();
        });
      }

      it('reports a Largest Contentful Paint on a phone (nothing scrolls or hides it at load)', async () => {
        const page = await session.newPage({ width: 375, height: 800 });
        await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
          route.fulfill({ status: 200, contentType: 'image/png', body: STAND_IN_PNG }),
        );
        // Chrome stops measuring LCP at the first scroll or input; a page that scrolls itself
        // while loading (a slider snapping into place) reports none, and Lighthouse scores it 0.
        await page.addInitScript(() => {
          const found: string[] = [];
          (window as unknown as { lcp: string[] }).lcp = found;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              found.push((entry as PerformanceEntry & { element?: Element }).element?.tagName ?? '?');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(served.url, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        const candidates = await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
        expect(candidates.length).toBeGreaterThan(0);
        await page.close();
      });
    });
  }
});

import type { PageDocument } from '@tessera/document';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/app.ts';
import { headlinePage } from '../fixtures/documents.ts';
import { appSuite, OWNER } from '../fixtures/suite.ts';

const suite = appSuite();
const { api } = suite;

interface PageSummary {
  id: number;
  unique_name: string;
  is_home: boolean;
  url: string;
  version: number;
}
interface PageDetail extends PageSummary {
  document: PageDocument;
}

async function sitePages(subdomain: string): Promise<PageSummary[]> {
  const landings = await api<{ data: Array<{ id: number; subdomain: string }> }>('GET', '/landings');
  const landing = landings.data.find((l) => l.subdomain === subdomain);
  if (!landing) throw new Error(`no site ${subdomain}`);
  return (await api<{ data: PageSummary[] }>('GET', `/landings/${landing.id}/pages`)).data;
}

/** Opens a site page and records what the browser refused or failed to run on it. */
async function openSitePage(url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await suite.browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const host = new URL(url).host;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The map and YouTube's thumbnails live on hosts this closed network cannot reach; the
    // sample's own pictures are the product's files and must load.
    const source = message.location().url;
    if (message.text().startsWith('Failed to load resource') && source && new URL(source).host !== host)
      return;
    problems.push(`console: ${message.text()} (${source})`);
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if ((path.startsWith('/_assets/') || path.startsWith('/_media/')) && response.status() !== 200)
      problems.push(`${response.status()} ${path}`);
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { page, problems };
}

/** Server-rendered pages show at once; the wait only covers a busy machine. */
const SETTLE = { timeout: 10_000 };

const scriptTags = (page: Page) =>
  page.$$eval('script', (scripts) => scripts.map((s) => ({ src: s.getAttribute('src'), type: s.type })));

describe('published sites', () => {
  it('shows the demo marketing site on its own host, scripts only for its islands', async () => {
    const { page, problems } = await openSitePage(`http://demo.localhost:${suite.server.port}/`);
    await expect
      .poll(
        () =>
          page.getByRole('heading', { level: 1, name: 'More leads. Fewer wasted ad dollars.' }).isVisible(),
        SETTLE,
      )
      .toBe(true);
    expect(await page.title()).toContain('Brightpath Digital');
    const scripts = await scriptTags(page);
    // The marketing sample has forms, a popup, a slider and a map: each needs its island, and
    // nothing else runs (no inline script, nothing from another origin).
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.type).toBe('module');
      expect(script.src).toMatch(/^\/_assets\/islands\/[\w-]+\.[0-9a-f]{10}\.js$/);
    }
    await page.waitForLoadState('networkidle');
    // The self-hosted body font really loads from the site's own origin.
    expect(
      await page.evaluate(async () => (await document.fonts.load('16px Poppins')).length),
    ).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await suite.browser.screenshot(page, 'sites-demo-home');
    await page.close();
  });

  it('publishes an edited page that the site host then serves', async () => {
    const software = (await sitePages('demo')).find((p) => p.unique_name === 'software')!;
    const detail = (await api<{ data: PageDetail }>('GET', `/pages/${software.id}`)).data;
    const texts = JSON.stringify(detail.document.texts).replace(
      'Plan less. Ship more.',
      'Plan less. Ship more. Published by the e2e run.',
    );
    expect(texts).toContain('Published by the e2e run.');
    await api('PUT', `/pages/${software.id}/document`, {
      document: { ...detail.document, texts: JSON.parse(texts) },
      version: detail.version,
    });
    await api('POST', `/pages/${software.id}/publish`);
    expect(software.url).toBe(`http://demo.localhost:${suite.server.port}/software`);
    const { page } = await openSitePage(software.url);
    await expect
      .poll(
        () =>
          page.getByRole('heading', { name: 'Plan less. Ship more. Published by the e2e run.' }).isVisible(),
        SETTLE,
      )
      .toBe(true);
    await suite.browser.screenshot(page, 'sites-software-published');
    await page.close();
  });

  it('sends no JavaScript for a page without interactive elements', async () => {
    const home = (await sitePages('launchpad')).find((p) => p.is_home)!;
    const detail = (await api<{ data: PageDetail }>('GET', `/pages/${home.id}`)).data;
    await api('PUT', `/pages/${home.id}/document`, {
      document: headlinePage('Static and script-free'),
      version: detail.version,
    });
    await api('POST', `/pages/${home.id}/publish`);
    const { page, problems } = await openSitePage(`http://launchpad.localhost:${suite.server.port}/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Static and script-free' }).isVisible(), SETTLE)
      .toBe(true);
    expect(await scriptTags(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a preview link of a draft on the site host, kept out of search', async () => {
    const home = (await sitePages('launchpad')).find((p) => p.is_home)!;
    const detail = (await api<{ data: PageDetail }>('GET', `/pages/${home.id}`)).data;
    await api('PUT', `/pages/${home.id}/document`, {
      document: headlinePage('A draft for the client to review'),
      version: detail.version,
    });
    const link = (
      await api<{ data: { url: string; expires_at: string } }>('POST', `/pages/${home.id}/preview-link`)
    ).data;
    expect(new URL(link.url).host).toBe(`launchpad.localhost:${suite.server.port}`);
    const { page } = await openSitePage(link.url);
    await expect
      .poll(() => page.getByRole('heading', { name: 'A draft for the client to review' }).isVisible(), SETTLE)
      .toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    // The live page is unchanged until the draft is published.
    await page.goto(`http://launchpad.localhost:${suite.server.port}/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Static and script-free' }).isVisible(), SETTLE)
      .toBe(true);
    // A tampered link shows nothing.
    const tampered = await page.goto(`${link.url.slice(0, -4)}AAAA`);
    expect(tampered?.status()).toBe(404);
    await page.close();
  });

  it('forwards the app’s /pages/{id}/preview screen to a signed preview on the site origin', async () => {
    const home = (await sitePages('launchpad')).find((p) => p.is_home)!;
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.url}/pages/${home.id}/preview`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, suite.server.url, OWNER);
    await page.waitForURL(
      (url) =>
        url.host === `launchpad.localhost:${suite.server.port}` && url.pathname.startsWith('/_preview/'),
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'A draft for the client to review' }).isVisible(), SETTLE)
      .toBe(true);
    await page.close();
  });

  it('shows a plain 404 for unknown sites and paths', async () => {
    const page = await suite.browser.newPage();
    const unknownSite = await page.goto(`http://nosuch.localhost:${suite.server.port}/`);
    expect(unknownSite?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    const unknownPath = await page.goto(`http://demo.localhost:${suite.server.port}/no-such-page`);
    expect(unknownPath?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await page.close();
  });
});

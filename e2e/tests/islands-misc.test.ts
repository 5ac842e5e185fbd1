import { DEFAULT_THEME, type ElementNode, type PageDocument, type SectionNode } from '@tessera/document';
import type { RenderData } from '@tessera/elements';
import { TEST_DATA, TEST_SITE } from '@tessera/renderer/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { below, columnsSection, element } from '../fixtures/documents.ts';
import { gradientPng } from '../fixtures/images.ts';
import { type ServedPage, servePage } from '../fixtures/rendered-page.ts';

/** A PNG data URL of a soft diagonal gradient: an image for the image feature without the network. */
function gradientPngUrl(width: number, height: number): string {
  const png = gradientPng(width, height, [96, 165, 250], [156, 125, 250]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A section with one row of columns, centred on each other. */
const section = (columns: ElementNode[][], options: Record<string, unknown> = {}, kind?: 'Header') =>
  columnsSection(columns, { options, kind, row: { verticalAlign: 'center' } });

function page(sections: SectionNode[]): PageDocument {
  return { schemaVersion: 1, theme: DEFAULT_THEME, sections, popups: [], texts: {} };
}

const PLACE_ID = 'ChIJ-demo-place';
const MENU_ID = '7';
const DATA: RenderData = {
  ...TEST_DATA,
  menus: {
    [MENU_ID]: [
      { label: 'Home', href: '/', newWindow: false },
      { label: 'Services', href: '/services', newWindow: false },
      { label: 'Pricing', href: '/pricing', newWindow: false },
      { label: 'Blog', href: '/blog', newWindow: false },
      { label: 'Contact', href: '#contact', newWindow: false },
    ],
  },
  places: {
    [PLACE_ID]: {
      name: 'Demo Marketing Agency',
      rating: 4.8,
      reviewCount: 127,
      url: 'https://maps.google.com/?cid=1234',
      reviews: [
        {
          author: 'Maria Lopez',
          rating: 5,
          text: 'They rebuilt our landing page in a week and our sign-ups doubled. Clear communication throughout.',
          time: '2026-10-02T10:00:00Z',
        },
        {
          author: 'James Carter',
          rating: 5,
          text: 'Honest advice, fair prices and a team that actually answers the phone. Highly recommended.',
          time: '2026-09-14T10:00:00Z',
        },
        {
          author: 'Priya Shah',
          rating: 4.5,
          text: 'Great results on our ads. Reporting could be a little more frequent, but the numbers speak for themselves.',
          time: '2026-08-21T10:00:00Z',
        },
        {
          author: 'Tom Becker',
          rating: 5,
          text: 'Our new site loads fast and finally looks like the business we are.',
          time: '2026-07-30T10:00:00Z',
        },
        {
          author: 'Lena Novak',
          rating: 3,
          text: 'Good, but slower than promised.',
          time: '2026-07-01T10:00:00Z',
        },
      ],
    },
  },
};

/** A target far from any DST change: 2 days, 1 h, 1 min and 3 s after the clock the tests set. */
const TARGET = '2030-01-01T00:00'; // EST, so 05:00 UTC
const NOW = new Date('2029-12-30T03:58:57Z');

const MAP_PAGE =
  '<!doctype html><title>map</title><body style="margin:0;background:#cfe3f2">Map of the address</body>';

let browser: BrowserSession;
const served: ServedPage[] = [];

async function serve(document: PageDocument): Promise<ServedPage> {
  const result = await servePage(document, { data: DATA });
  served.push(result);
  return result;
}

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(served.map((s) => s.close()));
});

/** Closes a tab whose routes may still be answering (a map frame in flight). */
async function closeRouted(tab: Page): Promise<void> {
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.close();
}

/**
 * A tab whose clock stands at `time` until the test moves it (`runFor`): installed a minute
 * earlier and paused there, so a slow page load on a busy machine moves no timer.
 */
async function tabStoppedAt(time: Date): Promise<Page> {
  const tab = await browser.newPage();
  await tab.clock.install({ time: time.getTime() - 60_000 });
  await tab.clock.pauseAt(time);
  return tab;
}

async function digits(page: Page, timer: string): Promise<string[]> {
  return page.locator(`${timer} [data-u] > :first-child`).allTextContents();
}

describe('countdown island', () => {
  it('shows the time left to a fixed target in its zone and ticks every second', async () => {
    const countdown = element('countdown', { targetDate: TARGET, timeZone: 'EST' });
    const site = await serve(page([section([[countdown]])]));
    const tab = await tabStoppedAt(NOW);
    await tab.goto(site.url);
    const timer = `#${countdown.id} [data-cd]`;
    await expect.poll(() => digits(tab, timer)).toEqual(['02', '01', '01', '03']);
    await expect
      .poll(() => tab.locator(`${timer} [data-cd-text]`).textContent())
      .toBe('2 Days, 1 Hours, 1 Minutes, 3 Seconds left');
    await tab.clock.runFor(1000);
    await expect.poll(() => digits(tab, timer)).toEqual(['02', '01', '01', '02']);
    await tab.clock.runFor(62_000);
    await expect.poll(() => digits(tab, timer)).toEqual(['02', '01', '00', '00']);
    await tab.close();
  });

  it('shows its message at zero, and a repeating one rolls on to the next deadline', async () => {
    const ending = element('countdown', {
      targetDate: TARGET,
      timeZone: 'EST',
      expiryAction: 'message',
      expiredMessage: 'Doors are closed.',
    });
    const weekly = element('countdown', { targetDate: TARGET, timeZone: 'PST', recurring: 'Weekly' });
    const site = await serve(page([section([[ending, weekly]])]));
    // Two seconds before the EST deadline; the PST one (three hours later) has not passed either.
    const tab = await tabStoppedAt(new Date('2030-01-01T04:59:58Z'));
    await tab.goto(site.url);
    await expect.poll(() => digits(tab, `#${ending.id} [data-cd]`)).toEqual(['00', '00', '00', '02']);
    await tab.clock.runFor(2500);
    await expect.poll(() => tab.getByText('Doors are closed.').isVisible()).toBe(true);
    expect(await tab.locator(`#${ending.id} [aria-hidden]`).isVisible()).toBe(false);
    // A second past the PST deadline the weekly timer counts to the same time a week later
    // (seconds left round up: half a second past it still shows a whole week).
    await tab.clock.runFor(3 * 3600_000 + 1000);
    await expect.poll(() => digits(tab, `#${weekly.id} [data-cd]`)).toEqual(['06', '23', '59', '59']);
    await tab.close();
  });

  it('keeps a minute timer’s deadline across a reload (localStorage)', async () => {
    const timer = element('minute-timer', { minutes: 15, style: 'flip' });
    const site = await serve(page([section([[timer]])]));
    const tab = await tabStoppedAt(NOW);
    await tab.goto(site.url);
    const selector = `#${timer.id} [data-cd]`;
    await expect.poll(() => digits(tab, selector)).toEqual(['00', '15', '00']);
    await tab.clock.runFor(65_000);
    await expect.poll(() => digits(tab, selector)).toEqual(['00', '13', '55']);
    await tab.reload();
    // The deadline kept from the first view still holds: not back to 15:00.
    const after = await digits(tab, selector);
    expect(after.slice(0, 2)).toEqual(['00', '13']);
    // Kept as the first view's clock (NOW: the clock stood still while the page loaded) plus the 15 minutes.
    const kept = Number(await tab.evaluate((key) => localStorage.getItem(`tessera-timer:${key}`), timer.id));
    expect(kept - NOW.getTime() - 15 * 60_000).toBeGreaterThanOrEqual(0);
    expect(kept - NOW.getTime() - 15 * 60_000).toBeLessThan(1000);
    await tab.close();
  });
});

describe('navigation island', () => {
  it('opens and closes the mobile menu at 375 px, by pointer and by keyboard', async () => {
    const nav = element('navigation', { menuId: MENU_ID });
    const site = await serve(
      page([
        section(
          [[element('logo')], [nav]],
          { padding: { desktop: { top: 16, right: 16, bottom: 16, left: 16 } } },
          'Header',
        ),
        section([[element('paragraph')]]),
      ]),
    );
    const tab = await browser.newPage({ width: 375, height: 720 });
    await tab.goto(site.url);
    const button = tab.locator(`#${nav.id} summary`);
    const pricing = tab.getByRole('link', { name: 'Pricing' });
    expect(await pricing.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    expect(await pricing.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await browser.screenshot(tab, 'islands-misc-navigation-open-375');
    await tab.keyboard.press('Escape');
    expect(await pricing.isVisible()).toBe(false);
    expect(await button.evaluate((node) => node === document.activeElement)).toBe(true);

    // Keyboard: Enter on the focused menu button opens it; Tab reaches the links.
    await tab.keyboard.press('Enter');
    expect(await pricing.isVisible()).toBe(true);
    await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    await tab.keyboard.press('Escape');
    expect(await pricing.isVisible()).toBe(false);

    // A click outside closes it, and so does following a link in it.
    await button.click();
    await tab.mouse.click(200, 600);
    expect(await pricing.isVisible()).toBe(false);
    await button.click();
    await tab.getByRole('link', { name: 'Contact' }).click();
    expect(await pricing.isVisible()).toBe(false);
    await tab.close();
  });

  it('marks the current page and shows the links inline on desktop', async () => {
    const nav = element('navigation', { menuId: MENU_ID });
    const site = await serve(page([section([[nav]])]));
    const tab = await browser.newPage();
    await tab.goto(site.url);
    expect(await tab.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(true);
    expect(await tab.locator(`#${nav.id} summary`).isVisible()).toBe(false);
    expect(await tab.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await tab.close();
  });
});

describe('map island', () => {
  it('swaps the map frame in on click', async () => {
    const map = element('map', { address: '1 Market St, San Francisco, CA' });
    // Far below the fold, so only the click can load it.
    const filler = () => section([[element('paragraph')]], { fullHeight: true });
    const site = await serve(page([filler(), filler(), section([[map]])]));
    const tab = await browser.newPage();
    const requests: string[] = [];
    await tab.route('https://maps.google.com/**', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: MAP_PAGE });
    });
    await tab.goto(site.url);
    const show = tab.locator(`#${map.id} [data-map-show]`);
    await expect.poll(() => show.isHidden()).toBe(false);
    expect(await tab.locator(`#${map.id} iframe`).count()).toBe(0);
    expect(requests).toEqual([]);
    // A click without scrolling there first (a real click would also bring it into view).
    await show.dispatchEvent('click');
    const frame = tab.locator(`#${map.id} iframe`);
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('title')).toBe('Map of 1 Market St, San Francisco, CA');
    expect(await frame.getAttribute('src')).toContain('q=1%20Market%20St%2C%20San%20Francisco%2C%20CA');
    await expect
      .poll(() => tab.frameLocator(`#${map.id} iframe`).locator('body').textContent())
      .toBe('Map of the address');
    expect(requests[0]).toContain('output=embed');
    await closeRouted(tab);
  });

  it('loads the map by itself when it scrolls into view', async () => {
    const map = element('map');
    const site = await serve(page([section([[map]])]));
    const tab = await browser.newPage();
    await tab.route('https://maps.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: MAP_PAGE }),
    );
    await tab.goto(site.url);
    await expect.poll(() => tab.locator(`#${map.id} iframe`).count()).toBe(1);
    await closeRouted(tab);
  });
});

describe('social sharing island', () => {
  it('copies the page link and says so', async () => {
    const share = element('social-sharing', {
      networks: ['facebook', 'twitter', 'linkedin', 'email', 'copy-link'],
    });
    const site = await serve(page([section([[share]])]));
    const tab = await browser.newPage();
    await tab
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    await tab.goto(site.url);
    const copy = tab.getByRole('button', { name: 'Copy link' });
    await expect.poll(() => copy.isVisible()).toBe(true);
    expect(await tab.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(TEST_SITE.pageUrl)}`,
    );
    await copy.click();
    await expect.poll(() => tab.locator(`#${share.id} [role=status]`).textContent()).toBe('Link copied');
    expect(await copy.getAttribute('data-copied')).toBe('');
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(TEST_SITE.pageUrl);
    await browser.screenshot(tab, 'islands-misc-share-copied');
    await tab.close();
  });
});

describe('webinar island', () => {
  it('shows the next session in the visitor’s own time zone', async () => {
    const webinar = element('webinar-info', {
      webinarDate: '2030-03-05',
      hour: '12',
      minute: '00',
      timeZone: 'EST',
    });
    const site = await serve(page([section([[webinar]])]));
    const context = await browser.browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-US' });
    const tab = await context.newPage();
    await tab.goto(site.url);
    // 12:00 in New York is 18:00 in Berlin.
    await expect
      .poll(() => tab.locator(`#${webinar.id} [data-wb-time]`).textContent())
      .toBe('6:00 – 7:00 PM GMT+1');
    expect(await tab.locator(`#${webinar.id} [data-wb-date]`).textContent()).toBe('Tuesday, March 5, 2030');
    await context.close();
  });
});

/** Every type of this family on one page, as a site would use them. */
function showcase(): PageDocument {
  const header = section(
    [[element('logo')], [element('navigation', { menuId: MENU_ID })]],
    { padding: { desktop: { top: 18, right: 24, bottom: 18, left: 24 } }, contentWidth: 'wide' },
    'Header',
  );
  const timers = section([
    [element('countdown', { targetDate: TARGET, timeZone: 'EST', ...below(0) })],
    [element('minute-timer', { style: 'flip' })],
    [element('day-timer', { style: 'circles' })],
  ]);
  const features = section([
    [element('icon-feature', { Icon: 'rocket', Title: 'Launch faster' })],
    [element('icon-feature', { Icon: 'chart-line', iconTheme: 'rounded', Title: 'Grow every month' })],
    [
      element('icon-feature', {
        Icon: 'headset',
        iconTheme: 'circle-outline',
        Title: 'Real people, real help',
      }),
    ],
  ]);
  const steps = section([
    [
      element('image-feature', {
        Image: { url: gradientPngUrl(300, 200), Ratio: 0.67 },
        alt: 'A blue gradient',
        imagePosition: 'left',
        Title: 'A page that sells',
        NumberBadge: { ShowNumber: true, Text: '1', SkinCode: 'circle' },
      }),
    ],
    [element('numbered-items')],
  ]);
  const reviews = section([[element('google-review', { placeId: PLACE_ID })]], {
    background: { color: '#f8fafc' },
  });
  const event = section([
    [element('webinar-info', { webinarDate: '2030-03-05', showLocalTime: false })],
    [element('map', { height: { desktop: 300 } })],
  ]);
  const social = section([
    [
      element('social-link', {
        links: [
          { network: 'facebook', url: 'https://facebook.com/demo' },
          { network: 'instagram', url: 'https://instagram.com/demo' },
          { network: 'linkedin', url: 'https://linkedin.com/company/demo' },
          { network: 'youtube', url: 'https://youtube.com/@demo' },
          { network: 'tiktok', url: 'https://tiktok.com/@demo' },
        ],
      }),
    ],
    [
      element('social-sharing', {
        networks: ['facebook', 'twitter', 'linkedin', 'whatsapp', 'email', 'copy-link'],
      }),
    ],
    [element('icon', { Icon: 'shield-halved', iconTheme: 'hexagon' })],
  ]);
  const html = section([[element('html')]]);
  return page([header, timers, features, steps, reviews, event, social, html]);
}

describe('every misc and countdown type on one page', () => {
  it('looks right at 1280 and 375 px', async () => {
    const site = await serve(showcase());
    for (const width of [1280, 375]) {
      const tab = await browser.newPage({ width, height: 900 });
      await tab.route('https://maps.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: MAP_PAGE }),
      );
      await tab.clock.install({ time: NOW });
      await tab.goto(site.url);
      await tab.evaluate(() => document.fonts.ready);
      expect(await tab.locator('[data-cd]').count()).toBe(3);
      await browser.screenshot(tab, `islands-misc-all-${width}`);
      await closeRouted(tab);
    }
  });
});

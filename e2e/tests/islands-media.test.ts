import { DEFAULT_THEME, type ElementNode, type PageDocument, type SectionNode } from '@tessera/document';
import type { RenderData } from '@tessera/elements';
import { TEST_DATA } from '@tessera/renderer/testing';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { columnsSection, element } from '../fixtures/documents.ts';
import { type ServedPage, servePage } from '../fixtures/rendered-page.ts';

/**
 * The media and order islands in Chromium: video facade, sliders, lightbox, audio players and the
 * order summary, plus a showcase page of every media and order element type for screenshots.
 * The network is closed: pictures come from a route that draws SVG scenes, and the video
 * providers are answered with an empty page, so nothing ever leaves the machine.
 */

interface Block {
  /** Formatted text of text elements (headings), by element. */
  texts?: Array<[ElementNode, string]>;
}

const sectionOf = (columns: ElementNode[][], options: Record<string, unknown> = {}, widths?: number[]) =>
  columnsSection(columns, { options, widths });

function pageOf(sections: SectionNode[], { texts = [] }: Block = {}): PageDocument {
  const byElement = new Map(texts.map(([node, html]) => [node.id, html]));
  const documentTexts: PageDocument['texts'] = {};
  for (const section of sections) {
    const own: Record<string, string> = {};
    for (const row of section.rows)
      for (const column of row.columns)
        for (const child of column.children)
          if (child.type === 'element' && byElement.has(child.id))
            own[child.id] = byElement.get(child.id) ?? '';
    documentTexts[section.id] = own;
  }
  return {
    schemaVersion: 1,
    theme: { ...DEFAULT_THEME, ...THEME },
    sections,
    popups: [],
    texts: documentTexts,
  };
}

const THEME = {
  ButtonTextColor: '#ffffff',
  ButtonBackground: '#4f46e5',
  ButtonBorderColor: '#4338ca',
  FontFamily: 'Inter',
};

// Pictures: `https://img.test/{scene}-{n}-{w}x{h}.svg`, drawn by the route below.
const PALETTES = [
  ['#0ea5e9', '#6366f1', '#f8fafc', '#1e3a8a'],
  ['#f97316', '#db2777', '#fde68a', '#7c2d12'],
  ['#10b981', '#0f766e', '#ecfccb', '#064e3b'],
  ['#a855f7', '#ec4899', '#fae8ff', '#4c1d95'],
  ['#facc15', '#f97316', '#fff7ed', '#78350f'],
  ['#64748b', '#0f172a', '#e2e8f0', '#020617'],
] as const;

function picture(n: number, width = 1200, height = 800): string {
  return `https://img.test/scene-${n}-${width}x${height}.svg`;
}

function drawScene(url: string): string {
  const match = /scene-(\d+)-(\d+)x(\d+)/.exec(url);
  const n = Number(match?.[1] ?? 0);
  const w = Number(match?.[2] ?? 1200);
  const h = Number(match?.[3] ?? 800);
  const [sky, glow, sun, hill] = PALETTES[n % PALETTES.length] ?? PALETTES[0];
  const ridge = (base: number, amp: number, shift: number) => {
    const points: string[] = [];
    for (let x = 0; x <= 10; x++)
      points.push(`${(w * x) / 10},${h * base - amp * h * Math.abs(Math.sin(x * 0.9 + shift + n))}`);
    return `0,${h} ${points.join(' ')} ${w},${h}`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * (0.25 + (n % 3) * 0.2)}" cy="${h * 0.32}" r="${Math.min(w, h) * 0.12}" fill="${sun}" opacity=".9"/>
<polygon points="${ridge(0.72, 0.22, 0)}" fill="${hill}" opacity=".55"/>
<polygon points="${ridge(0.86, 0.14, 2)}" fill="${hill}" opacity=".85"/>
</svg>`;
}

const VIDEO_FRAME = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
<rect width="480" height="360" fill="url(#v)"/><rect x="60" y="110" width="200" height="16" rx="8" fill="#e2e8f0" opacity=".8"/>
<rect x="60" y="140" width="140" height="12" rx="6" fill="#e2e8f0" opacity=".5"/><circle cx="360" cy="200" r="70" fill="#f472b6" opacity=".6"/></svg>`;

/** A second of silence as a WAV file, so the audio players have something real to play. */
function silentWav(seconds = 2): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  buffer.fill(128, 44);
  return buffer;
}

interface NetworkLog {
  /** Every request that tried to leave the page's own origin. */
  outside: string[];
  /** Requests of (the fake) Stripe.js. */
  stripeJs: number;
}

/** Answers a routed request; a page closed meanwhile makes that moot rather than an error. */
function answer(route: Route, response: Parameters<Route['fulfill']>[0]): Promise<void> {
  return route.fulfill(response).catch(() => {});
}

async function closeNetwork(page: Page): Promise<NetworkLog> {
  const log: NetworkLog = { outside: [], stripeJs: 0 };
  // Registered first, so it runs last: whatever the routes below do not answer.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    log.outside.push(route.request().url());
    return answer(route, { status: 204, body: '' });
  });
  await page.route('**/*youtube*/**', (route) => {
    log.outside.push(route.request().url());
    return answer(route, {
      contentType: 'text/html',
      body: '<html><body style="background:#000"></body></html>',
    });
  });
  await page.route('https://i.ytimg.com/**', (route) =>
    answer(route, { contentType: 'image/svg+xml', body: VIDEO_FRAME }),
  );
  await page.route('https://img.test/**', (route) =>
    answer(route, { contentType: 'image/svg+xml', body: drawScene(route.request().url()) }),
  );
  await page.route('https://media.test/**', (route) =>
    answer(route, { contentType: 'audio/wav', body: silentWav() }),
  );
  await page.route(COMMERCE.stripeJsUrl, (route) => {
    log.stripeJs += 1;
    return answer(route, { contentType: 'text/javascript', body: FAKE_STRIPE_JS });
  });
  return log;
}

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(() => session?.close());

async function open(served: ServedPage, width = 1280, height = 900) {
  const page = await session.newPage({ width, height });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  const network = await closeNetwork(page);
  await page.goto(served.url, { waitUntil: 'load' });
  return { page, errors, network };
}

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

describe('video facade', () => {
  const clickToPlay = element('video', { url: YOUTUBE });
  const autoplay = element('video', { url: 'https://youtu.be/ScMzIvxBSi4', autoplay: true, loop: true });
  const file = element('video', { url: 'https://media.test/clip.mp4', loop: true, controls: false });
  let served: ServedPage;
  beforeAll(async () => {
    served = await servePage(pageOf([sectionOf([[clickToPlay, autoplay, file]])]));
  });
  afterAll(() => served?.close());

  it('loads nothing from the provider until played, then swaps the poster for the no-cookie player', async () => {
    const { page, errors, network } = await open(served);
    const box = page.locator(`#${clickToPlay.id} .vf`);
    await expect.poll(() => box.locator('iframe').count()).toBe(0);
    expect(network.outside.filter((url) => url.includes('aqz-KE-bpKQ') && url.includes('youtube'))).toEqual(
      [],
    );

    await box.getByRole('button', { name: 'Play video' }).click();
    const frame = box.locator('iframe.vf-player');
    await frame.waitFor();
    const src = await frame.getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
    const params = new URL(src ?? '').searchParams;
    expect(params.get('autoplay')).toBe('1');
    expect(params.get('mute')).toBe('0');
    expect(params.get('controls')).toBe('1');
    expect(await frame.getAttribute('title')).toBe('Video player');
    expect(await box.locator('button').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('starts an autoplaying video at once, muted and looped', async () => {
    const { page } = await open(served);
    const frame = page.locator(`#${autoplay.id} iframe.vf-player`);
    await frame.waitFor();
    const params = new URL((await frame.getAttribute('src')) ?? '').searchParams;
    expect(params.get('mute')).toBe('1');
    expect(params.get('loop')).toBe('1');
    expect(params.get('playlist')).toBe('ScMzIvxBSi4');
    await page.close();
  });

  it('waits for the visitor under reduced motion', async () => {
    const page = await session.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await closeNetwork(page);
    await page.goto(served.url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    expect(await page.locator(`#${autoplay.id} iframe`).count()).toBe(0);
    expect(await page.locator(`#${autoplay.id} .vf-play`).count()).toBe(1);
    await page.close();
  });

  it('plays a video file in a <video> with the element flags', async () => {
    const { page } = await open(served);
    await page.locator(`#${file.id} .vf-play`).click();
    const video = page.locator(`#${file.id} video.vf-player`);
    await video.waitFor({ state: 'attached' });
    const flags = await video.evaluate((node: HTMLVideoElement) => ({
      src: node.src,
      loop: node.loop,
      controls: node.controls,
      autoplay: node.autoplay,
    }));
    expect(flags).toEqual({
      src: 'https://media.test/clip.mp4',
      loop: true,
      controls: false,
      autoplay: true,
    });
    await page.close();
  });
});

const slides = (count: number, ratioOf: (i: number) => [number, number] = () => [1200, 800]) =>
  Array.from({ length: count }, (_, i) => {
    const [w, h] = ratioOf(i);
    return {
      url: picture(i, w, h),
      Ratio: Math.round((h / w) * 100) / 100,
      alt: `Landscape ${i + 1}`,
      caption: `View ${i + 1}`,
    };
  });

async function activeSlide(page: Page, id: string): Promise<number> {
  return page.evaluate((elementId) => {
    const all = [...document.querySelectorAll(`#${elementId} .sl-slide`)];
    return all.findIndex((slide) => slide.classList.contains('is-active'));
  }, id);
}

describe('gallery slider', () => {
  const slider = element('gallery', {
    galleryType: 'default',
    images: slides(4),
    showCaptions: true,
    slider: {
      height: { desktop: 360 },
      duration: 1,
      autoplay: true,
      loop: true,
      arrows: true,
      dots: true,
      pauseOnHover: true,
    },
  });
  const deck = element('gallery', {
    galleryType: 'card',
    images: slides(4),
    slider: { height: { desktop: 320 }, duration: 5, autoplay: false, loop: false, arrows: true, dots: true },
  });
  let served: ServedPage;
  beforeAll(async () => {
    served = await servePage(pageOf([sectionOf([[slider]]), sectionOf([[deck]])]));
  });
  afterAll(() => served?.close());

  it('autoplays to the next slide, and arrows, dots and keys move it', async () => {
    const { page, errors } = await open(served);
    const root = page.locator(`#${slider.id} [data-slider]`);
    await expect.poll(() => root.getAttribute('data-ready')).toBe('');
    expect(await activeSlide(page, slider.id)).toBe(0);
    // Autoplay: one second per slide.
    await page.waitForFunction(
      (id) => document.querySelectorAll(`#${id} .sl-slide`)[1]?.classList.contains('is-active'),
      slider.id,
      { timeout: 4000 },
    );
    const track = root.locator('.sl-track');
    await page.waitForFunction(
      (id) => (document.querySelector(`#${id} .sl-track`)?.scrollLeft ?? 0) > 300,
      slider.id,
    );

    // Hovering pauses autoplay: the arrows and dots take over.
    await root.hover();
    await root.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page, slider.id)).toBe(2);
    await page.waitForTimeout(1600);
    expect(await activeSlide(page, slider.id)).toBe(2);
    await root.getByRole('button', { name: 'Go to slide 1' }).click();
    expect(await activeSlide(page, slider.id)).toBe(0);
    expect(await root.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await page.waitForFunction(
      (id) => document.querySelector(`#${id} .sl-track`)?.scrollLeft === 0,
      slider.id,
    );

    await track.focus();
    await page.keyboard.press('ArrowRight');
    expect(await activeSlide(page, slider.id)).toBe(1);
    await page.keyboard.press('End');
    expect(await activeSlide(page, slider.id)).toBe(3);
    await page.keyboard.press('ArrowRight');
    expect(await activeSlide(page, slider.id)).toBe(0);
    // The pause button stops autoplay for good.
    const pause = root.getByRole('button', { name: 'Pause slideshow' });
    await pause.click();
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('deals the card deck: the front card moves away and the next comes forward', async () => {
    const { page } = await open(served);
    const root = page.locator(`#${deck.id} [data-slider]`);
    const prev = root.getByRole('button', { name: 'Previous slide' });
    expect(await prev.isDisabled()).toBe(true);
    await root.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page, deck.id)).toBe(1);
    const state = await page.evaluate((id) => {
      const all = [...document.querySelectorAll<HTMLElement>(`#${id} .sl-slide`)];
      return all.map((slide) => ({
        gone: slide.hasAttribute('data-gone'),
        depth: slide.style.getPropertyValue('--d'),
        inert: slide.inert,
      }));
    }, deck.id);
    expect(state[0]).toMatchObject({ gone: true, inert: true });
    expect(state[1]).toMatchObject({ gone: false, depth: '0', inert: false });
    expect(state[2]).toMatchObject({ depth: '1', inert: true });
    expect(await prev.isDisabled()).toBe(false);
    await page.close();
  });

  it('holds still under reduced motion', async () => {
    const page = await session.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await closeNetwork(page);
    await page.goto(served.url, { waitUntil: 'load' });
    await page.waitForTimeout(1800);
    expect(await activeSlide(page, slider.id)).toBe(0);
    expect(
      await page
        .locator(`#${slider.id}`)
        .getByRole('button', { name: 'Pause slideshow' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await page.close();
  });
});

describe('masonry lightbox', () => {
  const masonry = element('gallery', {
    galleryType: 'masonry',
    columns: { desktop: 3, mobile: 2 },
    images: slides(5, (i) => (i % 2 ? [900, 1200] : [1200, 800])),
    lightbox: true,
    showCaptions: true,
  });
  let served: ServedPage;
  beforeAll(async () => {
    served = await servePage(pageOf([sectionOf([[masonry]])]));
  });
  afterAll(() => served?.close());

  it('opens the picture in a dialog, steps through the group and closes on Escape', async () => {
    const { page, errors } = await open(served);
    const links = page.locator(`#${masonry.id} a[data-lightbox]`);
    await links.nth(1).click();
    const dialog = page.locator(`#${masonry.id} dialog`);
    await expect.poll(() => dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(true);
    const shown = dialog.locator('figure img');
    expect(await shown.getAttribute('src')).toBe(picture(1, 900, 1200));
    expect(await shown.getAttribute('alt')).toBe('Landscape 2');
    expect(await dialog.locator('figcaption').textContent()).toBe('View 2');
    await session.screenshot(page, 'islands-media-lightbox');
    await page.keyboard.press('ArrowRight');
    expect(await shown.getAttribute('src')).toBe(picture(2));
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    expect(await shown.getAttribute('src')).toBe(picture(0));
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(false);
    expect(await dialog.locator('figure *').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('audio players', () => {
  const first = element('audio', { url: 'https://media.test/one.wav', title: 'Morning show' });
  const second = element('audio', {
    url: 'https://media.test/two.wav',
    title: 'Evening show',
    showDownload: true,
  });
  let served: ServedPage;
  beforeAll(async () => {
    served = await servePage(pageOf([sectionOf([[first, second]], { contentWidth: 'small' })]));
  });
  afterAll(() => served?.close());

  it('switch to the themed controls and play one at a time', async () => {
    const { page, errors } = await open(served);
    const one = page.locator(`#${first.id}`);
    const two = page.locator(`#${second.id}`);
    expect(await one.locator('audio').evaluate((node: HTMLAudioElement) => node.controls)).toBe(false);
    await one.getByRole('button', { name: 'Play Morning show' }).click();
    await page.waitForFunction(
      (id) => !document.querySelector<HTMLAudioElement>(`#${id} audio`)?.paused,
      first.id,
    );
    expect(await one.getByRole('button', { name: 'Play Morning show' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await two.getByRole('button', { name: 'Play Evening show' }).click();
    await page.waitForFunction(
      (id) => document.querySelector<HTMLAudioElement>(`#${id} audio`)?.paused,
      first.id,
    );
    expect(await one.getByRole('button', { name: 'Play Morning show' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await two.getByRole('link', { name: 'Download Evening show' }).getAttribute('href')).toBe(
      'https://media.test/two.wav',
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

const PRODUCTS: NonNullable<RenderData['products']> = {
  prod_club: {
    id: 7,
    name: 'Insiders club',
    description: 'Monthly lessons.',
    priceCents: 1900,
    imageUrl: '',
    checkoutUrl: '',
    interval: 'Monthly',
  },
  prod_starter: {
    id: 1,
    name: 'Starter',
    description: 'One site, all the basics.',
    priceCents: 1900,
    imageUrl: picture(2, 400, 400),
    checkoutUrl: 'https://pay.example.com/starter',
  },
  prod_pro: {
    id: 2,
    name: 'Pro',
    description: 'Five sites, funnels and A/B tests.',
    priceCents: 4900,
    imageUrl: picture(3, 400, 400),
    checkoutUrl: 'https://pay.example.com/pro',
  },
  prod_agency: {
    id: 3,
    name: 'Agency',
    description: 'Unlimited sites and white-label.',
    priceCents: 12900,
    imageUrl: picture(1, 400, 400),
    checkoutUrl: 'https://pay.example.com/agency',
  },
};

const orderSelect = () =>
  element('order-select', {
    products: [
      { productId: 'prod_starter', description: '' },
      { productId: 'prod_pro', badge: 'Most popular' },
      { productId: 'prod_agency', quantity: 2, label: 'Agency (2 seats)' },
    ],
    preselectedIndex: 1,
  });

const COMMERCE: NonNullable<RenderData['commerce']> = {
  stripeJsUrl: 'https://js.stripe.test/v3/',
  publishableKey: 'pk_test_tessera',
  accountId: 'acct_test_1',
  currency: 'usd',
  checkoutPath: '/_commerce/checkout',
  couponPath: '/_commerce/coupon',
  payPath: '/_commerce/pay',
  pageId: 12,
};

/**
 * A stand-in for Stripe.js with the part of its API the checkout island uses: it records every
 * call in `window.stripeCalls`, draws look-alike card fields where the Payment Element mounts,
 * and answers `submit` and `confirmPayment` as `window.stripeFails` says (nothing: success).
 */
const FAKE_STRIPE_JS = `
window.stripeCalls = [];
const record = (...call) => window.stripeCalls.push(JSON.parse(JSON.stringify(call)));
const failure = (step) => (window.stripeFails || {})[step];
window.Stripe = (key, options) => {
  record('Stripe', key, options);
  return {
    elements(options) {
      record('elements', options);
      const handlers = {};
      return {
        create(type) {
          record('create', type);
          return {
            on(event, handler) { handlers[event] = handler; },
            mount(target) {
              record('mount');
              target.innerHTML = '<div style="display:grid;grid-template-columns:2fr 1fr 1fr;gap:10px;font:15px system-ui;color:#6b7280">' +
                ['1234 1234 1234 1234', 'MM / YY', 'CVC'].map((text) =>
                  '<span style="padding:12px 14px;border:1px solid #d1d5db;border-radius:6px;background:#fff">' + text + '</span>').join('') + '</div>';
              setTimeout(() => handlers.ready && handlers.ready({}), 50);
            },
          };
        },
        update(options) { record('update', options); },
        async submit() { record('submit'); return failure('submit') ? { error: { message: failure('submit') } } : {}; },
      };
    },
    async confirmPayment(options) {
      record('confirmPayment', { clientSecret: options.clientSecret, confirmParams: options.confirmParams, redirect: options.redirect });
      return failure('confirm') ? { error: { message: failure('confirm') } } : { paymentIntent: { status: 'succeeded' } };
    },
    async confirmSetup(options) {
      record('confirmSetup', { clientSecret: options.clientSecret });
      return {};
    },
  };
};`;

type StripeCall = [string, ...unknown[]];
const stripeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { stripeCalls?: StripeCall[] }).stripeCalls ?? []);

describe('order page', () => {
  const select = orderSelect();
  const summary = element('order-summary', { bumpProductId: 'prod_club' });
  const coupon = element('coupon', { startCollapsed: false });
  const card = element('credit-card', { thankYouUrl: '/thank-you' });
  const data: RenderData = { ...TEST_DATA, products: PRODUCTS, commerce: COMMERCE };
  let served: ServedPage;
  beforeAll(async () => {
    served = await servePage(pageOf([sectionOf([[select, card, coupon], [summary]])]), { data });
  });
  afterAll(() => served?.close());

  /** The page with Stripe.js faked, and the checkout answered as `reply` says (recorded in `posts`). */
  async function openOrderPage(reply: () => { status: number; body: unknown }) {
    const opened = await open(served);
    const posts: unknown[] = [];
    await opened.page.route('**/_commerce/checkout', async (route) => {
      posts.push(JSON.parse(route.request().postData() ?? 'null'));
      const { status, body } = reply();
      await answer(route, { status, contentType: 'application/json', body: JSON.stringify(body) });
    });
    expect(opened.network.stripeJs).toBe(1);
    const pay = opened.page.getByRole('button', { name: 'Pay now' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    return { ...opened, posts, pay };
  }

  it('totals the selection and the bump, and follows their changes', async () => {
    const { page, errors } = await open(served);
    const box = page.locator(`#${summary.id}`);
    const total = box.locator('[data-order-total]');
    await expect.poll(() => total.textContent()).toBe('$49.00');
    expect(await box.locator('tbody tr').count()).toBe(1);
    expect(await box.locator('.osum-label').textContent()).toBe('Pro');

    await page.getByRole('radio', { name: /Agency \(2 seats\)/ }).check();
    await expect.poll(() => total.textContent()).toBe('$258.00');
    expect(await box.locator('.osum-qty').textContent()).toBe('× 2');
    expect(await box.locator('[data-order-subtotal]').textContent()).toBe('$258.00');

    await page.getByRole('checkbox', { name: 'Yes! Add Insiders club for $19.00 per month' }).check();
    await expect.poll(() => total.textContent()).toBe('$277.00');
    expect(await box.locator('.osum-amt').allTextContents()).toEqual(['$258.00', '$19.00 per month']);
    expect(await box.locator('tfoot tr:not([hidden])').count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('applies a coupon, and shows the server’s message under the field when it is refused', async () => {
    const { page } = await open(served);
    const posts: unknown[] = [];
    let reply: { status: number; body: unknown } = {
      status: 200,
      body: { code: 'SAVE10', percent_off: 10, amount_off: null, message: '10% off your order.' },
    };
    await page.route('**/_commerce/coupon', async (route) => {
      posts.push(JSON.parse(route.request().postData() ?? 'null'));
      await answer(route, {
        status: reply.status,
        contentType: 'application/json',
        body: JSON.stringify(reply.body),
      });
    });
    const field = page.getByRole('textbox', { name: 'Coupon code' });
    await field.fill('save10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const box = page.locator(`#${summary.id}`);
    await page.waitForFunction(
      (id) => !document.querySelector<HTMLElement>(`#${id} [data-order-discount-row]`)?.hidden,
      summary.id,
    );
    expect(await box.locator('[data-order-discount]').textContent()).toBe('-$4.90');
    expect(await box.locator('[data-order-total]').textContent()).toBe('$44.10');
    expect(posts).toEqual([{ page_id: 12, code: 'save10', product_ids: [2] }]);
    const message = page.locator(`#${coupon.id} .cp-msg`);
    expect(await message.textContent()).toBe('10% off your order.');

    reply = { status: 422, body: { message: 'Invalid', errors: { code: ['This coupon has expired.'] } } };
    await field.fill('OLD');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForFunction(
      (id) => document.querySelector(`#${id} .cp-msg`)?.textContent === 'This coupon has expired.',
      coupon.id,
    );
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await message.getAttribute('data-state')).toBe('error');
    expect(await box.locator('[data-order-total]').textContent()).toBe('$49.00');
    await page.close();
  });

  it('pays with Stripe’s Payment Element on the connected account, then goes to the thank-you page', async () => {
    const { page, errors, posts, pay, network } = await openOrderPage(() => ({
      status: 200,
      body: {
        order_id: 41,
        client_secret: 'pi_41_secret_x',
        publishable_key: 'pk_test_tessera',
        account_id: 'acct_test_1',
        mode: 'subscription',
        amount: 6800,
        currency: 'usd',
        return_url: '/thank-you',
      },
    }));
    const calls = await stripeCalls(page);
    expect(calls.slice(0, 4)).toEqual([
      ['Stripe', 'pk_test_tessera', { stripeAccount: 'acct_test_1' }],
      [
        'elements',
        {
          mode: 'payment',
          amount: 4900,
          currency: 'usd',
          appearance: { theme: 'stripe', variables: { colorPrimary: THEME.ButtonBackground } },
        },
      ],
      ['create', 'payment'],
      ['mount'],
    ]);
    // The amount and mode follow the order: a monthly bump makes it a subscription.
    await page.getByRole('checkbox', { name: /Insiders club/ }).check();
    await expect
      .poll(async () => (await stripeCalls(page)).at(-1))
      .toEqual(['update', { mode: 'subscription', amount: 6800, currency: 'usd' }]);

    await page.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ann Lee');
    await pay.click();
    await page.waitForURL(`${served.url}thank-you`);
    expect(posts).toEqual([
      {
        page_id: 12,
        element_id: card.id,
        items: [{ product_id: 2, quantity: 1 }],
        bump: true,
        email: 'ann@example.com',
        name: 'Ann Lee',
      },
    ]);
    expect(errors).toEqual([]);
    expect(network.outside).toEqual([]);
    expect(network.stripeJs).toBe(1);
    await page.close();
  });

  it('confirms with the client secret, the buyer’s details and the absolute return URL', async () => {
    const { page, pay } = await openOrderPage(() => ({
      status: 200,
      body: {
        order_id: 42,
        client_secret: 'pi_42_secret_y',
        publishable_key: 'pk_test_tessera',
        account_id: 'acct_test_1',
        mode: 'payment',
        amount: 4900,
        currency: 'usd',
        return_url: '/thank-you',
      },
    }));
    // Stop at the confirmation, so the page stays to be read.
    await page.evaluate(() => {
      (window as unknown as { stripeFails: object }).stripeFails = { confirm: 'Your card was declined.' };
    });
    await page.getByRole('textbox', { name: 'Email' }).fill('bo@example.com');
    await pay.click();
    const alert = page.locator(`#${card.id} [role=alert]`);
    await expect.poll(() => alert.textContent()).toBe('Your card was declined.');
    const confirm = (await stripeCalls(page)).find(([name]) => name === 'confirmPayment');
    expect(confirm?.[1]).toEqual({
      clientSecret: 'pi_42_secret_y',
      confirmParams: {
        return_url: `${served.url}thank-you`,
        payment_method_data: { billing_details: { email: 'bo@example.com' } },
      },
      redirect: 'if_required',
    });
    // Pay again once the buyer can fix it; the busy state is gone.
    expect(await pay.isEnabled()).toBe(true);
    expect(await pay.getAttribute('aria-busy')).toBeNull();
    await page.close();
  });

  it('checks the e-mail first, and shows a refused coupon at the coupon box', async () => {
    let reply = { status: 422, body: {} as unknown };
    const { page, posts, pay } = await openOrderPage(() => reply);
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-address');
    await pay.click();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${card.id} #${await email.getAttribute('id')}-err`).textContent()).toBe(
      'Enter a valid e-mail address.',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(posts).toEqual([]);

    reply = {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { coupon: ['This coupon has expired.'] } },
    };
    await email.fill('ann@example.com');
    await pay.click();
    const alert = page.locator(`#${card.id} [role=alert]`);
    await expect.poll(() => alert.textContent()).toBe('This coupon has expired.');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator(`#${coupon.id} .cp-msg`).textContent()).toBe('This coupon has expired.');
    expect(posts).toHaveLength(1);
    expect(await pay.isEnabled()).toBe(true);
    await page.close();
  });

  it('says payments are not available on a site that takes none, and loads no Stripe.js', async () => {
    const off = await servePage(pageOf([sectionOf([[orderSelect(), element('credit-card')]])]), {
      data: { ...TEST_DATA, products: PRODUCTS },
    });
    const { page, network, errors } = await open(off);
    expect(await page.getByText('Payments are not available right now.').isVisible()).toBe(true);
    expect(await page.locator('form').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(network).toEqual({ outside: [], stripeJs: 0 });
    expect(errors).toEqual([]);
    await page.close();
    await off.close();
  });
});

describe('every media and order type on one page', () => {
  const heading = (text: string) => {
    const node = element('h2', {
      FontSize: { desktop: 26, mobile: 22 },
      margin: { desktop: { top: 0, right: 0, bottom: 18, left: 0 } },
    });
    return [node, `<p>${text}</p>`] as [ElementNode, string];
  };
  const gap = (bottom: number) => ({ margin: { desktop: { top: 0, right: 0, bottom, left: 0 } } });
  const headings = {
    media: heading('Image, video and audio'),
    sliders: heading('Gallery sliders: default, coverflow, card and creative'),
    grids: heading('Grid and masonry galleries'),
    feeds: heading('YouTube, podcast and blog'),
    order: heading('Order page'),
  };
  const sliderOptions = {
    height: { desktop: 300, mobile: 220 },
    duration: 5,
    autoplay: false,
    loop: true,
    arrows: true,
    dots: true,
  };
  const galleryOf = (type: string) =>
    element('gallery', {
      galleryType: type,
      images: slides(5),
      slider: sliderOptions,
      BorderRadius: 12,
      ...gap(40),
    });
  const episodes = Array.from({ length: 4 }, (_, i) => ({
    id: `ep${i}`,
    title:
      [
        'Launching in a weekend',
        'Pricing pages that convert',
        'Email that gets opened',
        'Agency growth stories',
      ][i] ?? '',
    audioUrl: `https://media.test/ep${i}.wav`,
    imageUrl: picture(i + 2, 400, 400),
    publishedAt: `2025-0${4 - i}-1${i}T09:00:00Z`,
    durationSeconds: 1500 + i * 420,
  }));
  const posts = Array.from({ length: 3 }, (_, i) => ({
    id: i + 1,
    title:
      [
        'Ten landing page tweaks that lift sign-ups',
        'How we rebuilt our onboarding in a week',
        'Choosing fonts for trust',
      ][i] ?? '',
    url: `/blog/post-${i + 1}`,
    excerpt:
      'Small changes add up. We looked at two hundred pages built by our customers and found the patterns that made visitors stay, read and finally sign up for a trial.',
    imageUrl: picture(i, 1200, 800),
    publishedAt: `2025-05-0${i + 1}T10:00:00Z`,
    author: ['Maya Chen', 'Tom Okafor', 'Lena Fischer'][i] ?? '',
  }));
  const data: RenderData = {
    ...TEST_DATA,
    products: PRODUCTS,
    commerce: COMMERCE,
    podcastEpisodes: { 'site:latest': episodes },
    blogPosts: posts,
  };
  const texts = Object.values(headings);
  const showcase = pageOf(
    [
      sectionOf(
        [
          [
            headings.media[0],
            element('image', {
              Image: { url: picture(4, 1200, 800), Ratio: 0.67 },
              alt: 'Sunset over the hills',
              caption: 'A captioned image with rounded corners and a soft shadow',
              BorderRadius: 16,
              shadow: { level: 20, kind: 'drop', color: '#000000' },
              lightbox: true,
              hoverEffect: 'zoom',
            }),
          ],
          [
            element('video', {
              url: YOUTUBE,
              BorderRadius: 14,
              shadow: { level: 20, kind: 'drop' },
              ...gap(20),
            }),
            element('audio', {
              url: 'https://media.test/track.wav',
              title: 'Episode 12 — Building in public',
              showDownload: true,
              ...gap(12),
            }),
            element('audio', {
              url: 'https://media.test/track2.wav',
              title: 'Theme song',
              playerColor: '#db2777',
              BackgroundColor: '#fdf2f8',
            }),
          ],
        ],
        { background: { color: '#ffffff' } },
        [55, 45],
      ),
      sectionOf(
        [
          [
            headings.sliders[0],
            galleryOf('default'),
            galleryOf('coverflow'),
            galleryOf('card'),
            galleryOf('creative'),
          ],
        ],
        { background: { color: '#f8fafc' } },
      ),
      sectionOf([
        [
          headings.grids[0],
          element('gallery', {
            galleryType: 'standard',
            images: slides(6),
            BorderRadius: 10,
            showCaptions: true,
            ...gap(40),
          }),
          element('gallery', {
            galleryType: 'masonry',
            columns: { desktop: 4, mobile: 2 },
            images: slides(8, (i) => (i % 3 === 0 ? [900, 1200] : i % 3 === 1 ? [1200, 800] : [1000, 1000])),
            BorderRadius: 10,
          }),
        ],
      ]),
      sectionOf(
        [
          [
            headings.feeds[0],
            element('youtube-gallery', {
              videos: [
                { url: YOUTUBE, title: 'Product tour in three minutes' },
                {
                  url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
                  title: 'Automatic standups, explained',
                },
                { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Customer story: Northwind' },
              ],
              ...gap(40),
            }),
            element('podcast-gallery', {
              columns: { desktop: 2, mobile: 1 },
              accentColor: '#7c3aed',
              ...gap(40),
            }),
            element('blog', { count: 3, showAuthor: true, excerptLength: 120 }),
          ],
        ],
        { background: { color: '#f8fafc' } },
      ),
      sectionOf(
        [
          [
            headings.order[0],
            element('order-select', { ...orderSelect().options, ...gap(24) }),
            element('credit-card', { inputStyle: 'simpleclean', ...gap(20) }),
            element('coupon', { inputStyle: 'simpleclean', startCollapsed: false }),
          ],
          [
            element('order-summary', { BorderRadius: 14, bumpProductId: 'prod_club', ...gap(20) }),
            element('payment-link', {
              productId: 'prod_pro',
              Button: { Text: 'Buy Pro now', Width: 'fill', BorderRadius: 10 },
            }),
          ],
        ],
        {},
        [58, 42],
      ),
    ],
    { texts },
  );
  let served: ServedPage;
  beforeAll(async () => {
    served = await servePage(showcase, { data });
  });
  afterAll(() => served?.close());

  for (const width of [1280, 375]) {
    it(`looks finished at ${width} px, without overflow or script errors`, async () => {
      const { page: browserPage, errors } = await open(served, width, 900);
      await browserPage.evaluate(() => document.fonts.ready);
      // Lazy pictures load as they come into view: walk the page once, then back to the top.
      await browserPage.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      // Pictures further along a slider stay lazy until it moves there; all the others must load.
      await browserPage.waitForFunction(
        () => [...document.images].every((image) => image.complete || image.closest('.sl-slide')),
        null,
        { timeout: 10_000 },
      );
      await browserPage.waitForTimeout(300);
      const broken = await browserPage.evaluate(() =>
        [...document.images]
          .filter((image) => image.naturalWidth === 0 && !image.closest('.sl-slide'))
          .map((image) => image.src),
      );
      const overflow = await browserPage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      await session.screenshot(browserPage, `islands-media-all-${width}`);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(broken).toEqual([]);
      expect(errors).toEqual([]);
      await browserPage.close();
    });
  }
});

import { createElement, createSection, DEFAULT_THEME, type PageDocument } from '@tessera/document';
import {
  type ElementKey,
  elementRegistry,
  type RenderData,
  type RenderMode,
  type SiteInfo,
} from '@tessera/elements';
import { Parser } from 'htmlparser2';
import { expect } from 'vitest';
import { renderPage } from '../render-page.ts';
import { TEST_DATA, TEST_SITE } from './site.ts';
import type { UncheckedRender } from './text-form-kit.ts';

/** Records and helpers for the Order and Media element tests. */

export const PICTURE = 'https://cdn.example.com/photo.webp';

export const MEDIA_DATA: RenderData = {
  ...TEST_DATA,
  products: {
    prod_pro: {
      id: 2,
      name: 'Pro plan',
      description: 'Everything in Pro.',
      priceCents: 4900,
      imageUrl: 'https://cdn.example.com/pro.png',
      checkoutUrl: 'https://pay.example.com/pro',
    },
    prod_team: {
      id: 3,
      name: 'Team plan',
      description: 'For teams.',
      priceCents: 129_000,
      imageUrl: '',
      checkoutUrl: 'https://pay.example.com/team',
    },
  },
  blogPosts: [
    {
      id: 1,
      title: 'Older post',
      url: '/blog/older',
      excerpt: 'Old news.',
      imageUrl: 'https://cdn.example.com/older.png',
      publishedAt: '2024-01-05T10:00:00Z',
      author: 'Ann Lee',
    },
    {
      id: 2,
      title: 'Newest post',
      url: '/blog/newest',
      excerpt: 'Small changes add up to a large difference in how many visitors sign up for a trial.',
      imageUrl: 'https://cdn.example.com/newest.png',
      publishedAt: '2025-03-03T10:00:00Z',
      author: 'Bo Chen',
    },
    {
      id: 3,
      title: 'Middle post',
      url: '/blog/middle',
      excerpt: 'Somewhere in between.',
      imageUrl: '',
      publishedAt: '2024-07-01T10:00:00Z',
      author: 'Cy Diaz',
    },
  ],
  podcastEpisodes: {
    'site:latest': [
      {
        id: 'e1',
        title: 'Launching in a weekend',
        audioUrl: 'https://cdn.example.com/e1.mp3',
        imageUrl: 'https://cdn.example.com/e1.png',
        publishedAt: '2025-04-10T09:00:00Z',
        durationSeconds: 1500,
      },
      {
        id: 'e2',
        title: 'Pricing pages',
        audioUrl: 'https://cdn.example.com/e2.mp3',
        imageUrl: '',
        publishedAt: '2025-03-11T09:00:00Z',
        durationSeconds: 3900,
      },
    ],
  },
  youtubeVideos: {
    '7': [
      {
        id: 'v1',
        title: 'Channel video one',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        thumbnailUrl: '',
      },
      {
        id: 'v2',
        title: 'Channel video two',
        url: 'https://youtu.be/ScMzIvxBSi4',
        thumbnailUrl: 'https://cdn.example.com/thumb.png',
      },
      { id: 'v3', title: 'Channel video three', url: 'https://youtu.be/dQw4w9WgXcQ', thumbnailUrl: '' },
    ],
  },
};

/** A site that takes payments: its active gateway's Stripe.js set-up and checkout paths. */
export const COMMERCE: NonNullable<RenderData['commerce']> = {
  stripeJsUrl: 'https://js.stripe.com/v3/',
  publishableKey: 'pk_test_tessera',
  accountId: 'acct_test_1',
  currency: 'usd',
  checkoutPath: '/_commerce/checkout',
  couponPath: '/_commerce/coupon',
  payPath: '/_commerce/pay',
  pageId: 12,
};

/** MEDIA_DATA on a site that takes payments, with a monthly product besides the one-time ones. */
export const COMMERCE_DATA: RenderData = {
  ...MEDIA_DATA,
  products: {
    ...MEDIA_DATA.products,
    prod_club: {
      id: 7,
      name: 'Insiders club',
      description: 'Monthly lessons.',
      priceCents: 1900,
      imageUrl: '',
      checkoutUrl: '',
      interval: 'Monthly',
    },
  },
  commerce: COMMERCE,
};

export interface RenderWith {
  options?: Record<string, unknown>;
  mode?: RenderMode;
  data?: RenderData;
  site?: Partial<SiteInfo>;
  /** Skip the schema: what Render does with a stored value the schema refuses today. */
  unchecked?: boolean;
}

/** One element through the real page renderer, with the site and data a test needs. */
export function renderWith(key: ElementKey, given: RenderWith = {}): UncheckedRender {
  const definition = elementRegistry[key];
  const merged = { ...definition.defaults(), ...given.options };
  const options = given.unchecked ? merged : (definition.schema.parse(merged) as Record<string, unknown>);
  const element = createElement(key, options);
  const section = createSection();
  section.rows[0]?.columns[0]?.children.push(element);
  const document: PageDocument = {
    schemaVersion: 1,
    theme: DEFAULT_THEME,
    sections: [section],
    popups: [],
    texts: {},
  };
  const page = renderPage(document, elementRegistry, {
    mode: given.mode ?? 'live',
    site: { ...TEST_SITE, ...given.site },
    data: given.data ?? MEDIA_DATA,
  });
  const open = page.html.indexOf(`<div id="${element.id}" class="`);
  const close = page.html.lastIndexOf('</div></div></div></div></div></section></main>');
  const markup = open < 0 || close < 0 ? '' : page.html.slice(page.html.indexOf('>', open) + 1, close);
  return { ...page, markup, elementId: element.id };
}

/** The element shows nothing on a live page and a note for the author in the editor and preview. */
export function expectEmptyState(key: ElementKey, given: RenderWith, note: RegExp): void {
  const live = renderWith(key, given);
  if (live.markup !== '') throw new Error(`${key} rendered on a live page: ${live.markup}`);
  for (const mode of ['edit', 'preview'] as const) {
    const page = renderWith(key, { ...given, mode });
    if (!/class="edit-placeholder"/.test(page.markup) || !note.test(page.markup))
      throw new Error(`${key} in ${mode} lacks its note: ${page.markup}`);
  }
}

/**
 * The hostile string (text-form-kit HOSTILE) reached the page only as text: parsed as a browser
 * would, the markup has no script element and no event-handler attribute, and the text shows
 * escaped `times` times (in text or attribute values).
 */
export function expectOnlyText(markup: string, times: number): void {
  const problems: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script') problems.push('<script>');
      for (const attribute of Object.keys(attributes))
        if (/^on/i.test(attribute)) problems.push(`${name} ${attribute}`);
    },
  });
  parser.write(markup);
  parser.end();
  expect(problems).toEqual([]);
  expect(markup.split('&lt;script&gt;alert(1)&lt;/script&gt;').length - 1).toBe(times);
  expect(markup.split('&lt;img src=x onerror=alert(1)&gt;').length - 1).toBe(times);
}

import type { RenderData } from '@tessera/elements';
import { TEST_DATA } from '../testing.ts';
import { tags } from './text-form-kit.ts';

/** Helpers for the Countdown and Misc element tests. */

/** The digits a timer shows, unit by unit. */
export function timerDigits(markup: string): string[] {
  return [...markup.matchAll(/data-u="[dhms]"[^>]*><span[^>]*>(\d+)<\/span>/g)].map((m) => m[1] ?? '');
}

/** Every href in the markup, in order. */
export function hrefs(markup: string): string[] {
  return tags(markup, 'a')
    .map((a) => a.attributes.href)
    .filter((href): href is string => href !== undefined);
}

/** No link goes anywhere: SPEC §4 edit mode. */
export function expectNoHref(markup: string): void {
  if (hrefs(markup).length > 0) throw new Error(`links in edit mode: ${hrefs(markup).join(', ')}`);
}

export const PLACE_ID = 'ChIJ-test-place';

/** Render data with a Google place and a site menu, as the server loads them. */
export const MISC_DATA: RenderData = {
  ...TEST_DATA,
  menus: {
    '7': [
      { label: 'Home', href: '/', newWindow: false },
      { label: 'Pricing', href: '/pricing', newWindow: false },
      { label: 'Docs', href: 'https://docs.example.com', newWindow: true },
      { label: 'Contact', href: '#contact', newWindow: false },
    ],
  },
  places: {
    [PLACE_ID]: {
      name: 'Demo Agency',
      rating: 4.8,
      reviewCount: 127,
      url: 'https://maps.google.com/?cid=1',
      reviews: [
        { author: 'Ann', rating: 5, text: 'Great work.', time: '2026-03-01T10:00:00Z' },
        { author: 'Bob', rating: 3, text: 'Slow.', time: '2026-05-01T10:00:00Z' },
        { author: 'Cid', rating: 4, text: 'Good value.', time: '2026-06-01T10:00:00Z' },
        { author: 'Dee', rating: 5, text: 'Superb.', time: '2026-01-01T10:00:00Z' },
      ],
    },
  },
};

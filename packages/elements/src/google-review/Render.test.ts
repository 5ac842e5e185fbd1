import {
  cssOf,
  expectEscaped,
  expectNoHref,
  HOSTILE,
  hrefs,
  MISC_DATA,
  PLACE_ID,
  renderElementForTest,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const withPlace = (options: Record<string, unknown> = {}, mode?: 'live' | 'preview' | 'edit') =>
  renderElementForTest('google-review', {
    options: { placeId: PLACE_ID, ...options },
    data: MISC_DATA,
    mode,
  });

const authors = (markup: string) => [...markup.matchAll(/<p class="grn\w*">([^<]*)<\/p>/g)].map((m) => m[1]);

describe('google review element', () => {
  it('renders the rating summary and the newest reviews at or above the lowest rating', () => {
    const page = withPlace();
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('>4.8</strong>');
    expect(tag(page.markup, 'span', { 'aria-label': '4.8 out of 5' }).role).toBe('img');
    expect(page.markup).toContain('Demo Agency · 127 reviews on Google');
    expect(authors(page.markup)).toEqual(['Cid', 'Ann', 'Dee']);
    expect(page.markup).toContain('<time class="grd');
    expect(page.markup).toContain('dateTime="2026-06-01">June 1, 2026</time>');
    expect(tags(page.markup, 'span').filter((s) => s.attributes['aria-label'] === '5 out of 5')).toHaveLength(
      2,
    );
    expect(page.islands).toEqual(['google-review']);
  });

  it('orders by rating, limits the count and can show every rating', () => {
    expect(authors(withPlace({ sortBy: 'highest', minRating: 1, count: 3 }).markup)).toEqual([
      'Ann',
      'Dee',
      'Cid',
    ]);
  });

  it('is a scroll-snap slider that the island may autoplay, with arrows left to the island', () => {
    const page = withPlace({ slider: { autoplay: true, duration: 4, arrows: true } });
    const root = tag(page.markup, 'div', { 'data-gr': '' });
    expect(root['data-autoplay']).toBe('4000');
    const track = tag(page.markup, 'ul', {});
    expect(track.tabindex).toBe('0');
    expect(cssOf(page.css, [track.class ?? ''])).toContain('scroll-snap-type:x mandatory');
    expect(tag(page.markup, 'button', { 'aria-label': 'Next reviews' }).hidden).toBe('');
  });

  it('lays reviews out as a grid with its columns per device', () => {
    const page = withPlace({ layout: 'grid', columns: { desktop: 2, mobile: 1 } });
    expect(page.markup).not.toContain('data-gr=');
    const css = cssOf(page.css, [tag(page.markup, 'ul', {}).class ?? '']);
    expect(css).toContain('grid-template-columns:repeat(2,minmax(0,1fr))');
    expect(css).toMatch(/@media \(max-width:767px\)\{[^}]*repeat\(1,minmax\(0,1fr\)\)/);
  });

  it('shows nothing live without the place, and an empty state in the editor and preview', () => {
    expect(
      renderElementForTest('google-review', { options: { placeId: 'gone' }, data: MISC_DATA }).markup,
    ).toBe('');
    for (const mode of ['edit', 'preview'] as const)
      expect(renderElementForTest('google-review', { mode, data: MISC_DATA }).markup).toContain(
        'edit-placeholder',
      );
    expect(withPlace({ minRating: 5, count: 1 }).markup).not.toContain('edit-placeholder');
  });

  it('escapes hostile review text and names, and drops an unsafe place link', () => {
    const page = renderElementForTest('google-review', {
      options: { placeId: PLACE_ID },
      data: {
        ...MISC_DATA,
        places: {
          [PLACE_ID]: {
            name: HOSTILE,
            rating: 5,
            reviewCount: 1,
            url: 'javascript:alert(1)',
            reviews: [{ author: HOSTILE, rating: 5, text: HOSTILE, time: HOSTILE }],
          },
        },
      },
    });
    expect(page.problems).toEqual([]);
    expectEscaped(page.markup);
    expect(page.markup).not.toContain('javascript:');
    expect(hrefs(page.markup)).toEqual([]);
  });

  it('keeps the place link inert in the editor', () => {
    const page = withPlace({}, 'edit');
    expect(page.markup).toContain('See all reviews');
    expectNoHref(page.markup);
  });

  it('carries star, text and card colours in its CSS', () => {
    const page = withPlace({ starColor: '#ef4444', cardBackgroundColor: '#0f172a', TextColor: '' });
    const stars = tag(page.markup, 'span', { 'aria-label': '4.8 out of 5' }).class ?? '';
    expect(cssOf(page.css, [stars])).toContain('color:#ef4444');
    const card = tags(page.markup, 'li')[0]?.attributes.class ?? '';
    const cardCss = cssOf(page.css, [card]);
    expect(cardCss).toContain('background-color:#0f172a');
    // Text on a dark card turns light by itself.
    expect(cardCss).toContain('color:#ffffff');
  });
});

import {
  cssOf,
  expectEscaped,
  expectNoHref,
  HOSTILE,
  hrefs,
  renderElementForTest,
  tag,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('map element', () => {
  it('renders a static card for the map island, with no frame until it is wanted', () => {
    const page = renderElementForTest('map');
    expect(page.problems).toEqual([]);
    const card = tag(page.markup, 'div', { class: page.markup.match(/class="(map [^"]+)"/)?.[1] ?? '' });
    expect(card['data-map']).toBe(
      'https://maps.google.com/maps?q=350%20Fifth%20Avenue%2C%20New%20York%2C%20NY%2010118&z=14&t=m&output=embed',
    );
    expect(card['data-title']).toBe('Map of 350 Fifth Avenue, New York, NY 10118');
    expect(page.markup).not.toContain('<iframe');
    expect(page.markup).toContain('<p class="');
    expect(page.markup).toContain('>350 Fifth Avenue, New York, NY 10118</p>');
    // Without script the link still reaches the map; the button waits for the island.
    expect(hrefs(page.markup)).toEqual([
      'https://www.google.com/maps/search/?api=1&query=350%20Fifth%20Avenue%2C%20New%20York%2C%20NY%2010118',
    ]);
    expect(tag(page.markup, 'a').rel).toBe('noopener noreferrer');
    expect(tag(page.markup, 'button')).toMatchObject({ type: 'button', hidden: '' });
    expect(page.islands).toEqual(['map']);
  });

  it('builds the embed from zoom and map type', () => {
    const page = renderElementForTest('map', { options: { zoom: 9, mapType: 'satellite' } });
    expect(page.markup).toContain('&amp;z=9&amp;t=k&amp;output=embed');
  });

  it('escapes a hostile address in text and encodes it in addresses', () => {
    const page = renderElementForTest('map', { options: { address: HOSTILE } });
    expectEscaped(page.markup);
    expect(page.markup).toContain('q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  });

  it('is an inert card in the editor: no frame source, no link', () => {
    const page = renderElementForTest('map', { mode: 'edit' });
    expect(page.markup).not.toContain('data-map=');
    expectNoHref(page.markup);
    expect(page.markup).toContain('data-edit-inert=""');
    expect(page.islands).toEqual([]);
  });

  it('shows nothing live without an address, and asks for one in the editor', () => {
    expect(renderElementForTest('map', { options: { address: '  ' } }).markup).toBe('');
    expect(renderElementForTest('map', { options: { address: '' }, mode: 'edit' }).markup).toContain(
      'Add an address',
    );
  });

  it('carries its height per device and its corner radius in its CSS', () => {
    const page = renderElementForTest('map', {
      options: { height: { desktop: 480, mobile: 260 }, BorderRadius: 16 },
    });
    const css = cssOf(page.css, [page.markup.match(/class="map (\w+)"/)?.[1] ?? '']);
    expect(css).toContain('height:480px');
    expect(css).toMatch(/@media \(max-width:767px\)\{[^}]*height:260px/);
    expect(css).toContain('border-radius:16px');
  });
});

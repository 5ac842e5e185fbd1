import {
  classesOf,
  cssOf,
  expectEmptyState,
  expectOnlyText,
  HOSTILE,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

/**
 * A player URL's page (origin and path) and its query. Parsed by hand: this package is checked
 * without DOM or Node types, so `URL` is not there.
 */
function playerUrl(href: string): { page: string; params: Record<string, string> } {
  const [page = '', query = ''] = href.split('#')[0]?.split('?') ?? [];
  const pairs = query.split('&').filter((pair) => pair !== '');
  return {
    page,
    params: Object.fromEntries(
      pairs.map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return [decodeURIComponent(name.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' '))];
      }),
    ),
  };
}

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const facade = (markup: string) => tag(markup, 'div', { 'data-video': '' });

describe('video element', () => {
  it('renders nothing live and a note in the editor until a URL is set (its defaults)', () => {
    expectEmptyState('video', {}, /Add a video URL/);
  });

  it('is a poster and a named play button; the no-cookie player URL waits in data-embed', () => {
    const page = renderWith('video', { options: { url: YOUTUBE } });
    expect(page.problems).toEqual([]);
    expect(tags(page.markup, 'iframe')).toEqual([]);
    const box = facade(page.markup);
    const embed = playerUrl(box['data-embed'] ?? '');
    expect(embed.page).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    // The visitor's click is the request to play.
    expect(embed.params).toMatchObject({
      autoplay: '1',
      mute: '0',
      loop: '0',
      controls: '1',
    });
    expect(box['data-autoplay']).toBeUndefined();
    expect(tag(page.markup, 'img')).toMatchObject({
      src: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
      alt: '',
      loading: 'lazy',
    });
    expect(tag(page.markup, 'button')).toMatchObject({ type: 'button', 'aria-label': 'Play video' });
    expect(page.islands).toEqual(['video']);
  });

  it('marks autoplay, which plays muted, and honours loop and controls', () => {
    const page = renderWith('video', {
      options: { url: YOUTUBE, autoplay: true, loop: true, controls: false },
    });
    const box = facade(page.markup);
    expect(box['data-autoplay']).toBe('');
    const { params } = playerUrl(box['data-embed'] ?? '');
    expect(params).toMatchObject({ mute: '1', loop: '1', controls: '0', playlist: 'aqz-KE-bpKQ' });
  });

  it('plays Vimeo in its player, and a file in a <video> the island builds from data-*', () => {
    const vimeo = facade(renderWith('video', { options: { url: 'https://vimeo.com/76979871' } }).markup);
    expect(vimeo['data-embed']).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
    const file = renderWith('video', {
      options: {
        url: '/media/intro.mp4',
        mute: true,
        loop: true,
        thumbnail: { url: 'https://cdn.example.com/poster.png', Ratio: 0.56 },
      },
    });
    const box = facade(file.markup);
    expect(box).toMatchObject({
      'data-src': 'http://demo.localhost:3000/media/intro.mp4',
      'data-poster': 'https://cdn.example.com/poster.png',
      'data-muted': '',
      'data-loop': '',
      'data-controls': '',
    });
    expect(box['data-embed']).toBeUndefined();
    expect(tag(file.markup, 'img')).toMatchObject({ width: '1200', height: '672' });
  });

  it('plays nothing from a javascript: URL', () => {
    const page = renderWith('video', { options: { url: 'javascript:alert(1)' }, unchecked: true });
    expect(page.markup).not.toContain('javascript:');
    expect(page.markup).not.toContain('data-src');
    expect(tags(page.markup, 'button')).toEqual([]);
  });

  it('escapes a hostile URL wherever it lands', () => {
    const page = renderWith('video', { options: { url: HOSTILE } });
    expect(page.problems).toEqual([]);
    // Taken for a file on a host of that name: an attribute value, escaped, never markup.
    expectOnlyText(page.markup, 1);
    expect(facade(page.markup)['data-src']).toBe(`https://${HOSTILE}`);
  });

  it('is the poster alone in the editor: inert, no player URL, no script', () => {
    const page = renderWith('video', { options: { url: YOUTUBE, autoplay: true }, mode: 'edit' });
    expect(page.markup).toContain('data-edit-inert=""');
    expect(page.markup).not.toContain('data-embed');
    expect(tags(page.markup, 'button')).toEqual([]);
    expect(tags(page.markup, 'img')).toHaveLength(1);
    expect(page.islands).toEqual([]);
  });

  it('carries the Ratio, width, alignment, corners and shadow into its CSS', () => {
    const page = renderWith('video', {
      options: {
        url: YOUTUBE,
        Ratio: 0.75,
        width: 80,
        Alignment: 'left',
        BorderRadius: 14,
        shadow: { level: 30, kind: 'drop', color: '#000000' },
      },
    });
    const css = cssOf(page.css, classesOf(page.markup, 'vf'));
    expect(css).toContain('aspect-ratio:1 / 0.75');
    expect(css).toContain('width:80%');
    expect(css).toContain('border-radius:14px');
    expect(css).toContain('box-shadow:0 7px 21px rgba(0,0,0,0.3)');
    expect(page.css).toMatch(/\{display:flex;justify-content:flex-start;\}/);
  });
});

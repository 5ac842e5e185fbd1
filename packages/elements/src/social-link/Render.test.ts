import {
  cssOf,
  expectNoHref,
  hrefs,
  renderElementForTest,
  renderUnchecked,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('social link element', () => {
  it('renders its defaults as a list of named icon links opening in a new window', () => {
    const page = renderElementForTest('social-link');
    expect(page.problems).toEqual([]);
    expect(page.markup).toMatch(/^<ul class="sl\w+">/);
    const links = tags(page.markup, 'a').map((a) => a.attributes);
    expect(links.map((a) => a['aria-label'])).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    expect(links.every((a) => a.target === '_blank' && a.rel === 'noopener noreferrer')).toBe(true);
    expect(page.markup).toContain('#i-facebook-f');
    expect(page.markup).toContain('#i-linkedin-in');
    expect(page.islands).toEqual([]);
  });

  it('uses brand icons and colours, and keeps email and phone in the same window', () => {
    const page = renderElementForTest('social-link', {
      options: {
        links: [
          { network: 'twitter', url: 'https://x.com/demo' },
          { network: 'email', url: 'mailto:hi@example.com' },
          { network: 'phone', url: 'tel:+15551234' },
        ],
      },
    });
    expect(page.markup).toContain('#i-x-twitter');
    expect(tag(page.markup, 'a', { href: 'mailto:hi@example.com' }).target).toBeUndefined();
    expect(tag(page.markup, 'a', { href: 'tel:+15551234' })['aria-label']).toBe('Phone');
    const first = page.markup.match(/<span class="(ib\w+)"/)?.[1] ?? '';
    expect(cssOf(page.css, [first])).toContain('background-color:#000000');
  });

  it('leaves out links that go nowhere or are unsafe', () => {
    const page = renderUnchecked('social-link', {
      links: [
        { network: 'facebook', url: '' },
        { network: 'youtube', url: 'javascript:alert(1)' },
        { network: 'tiktok', url: 'https://tiktok.com/@demo' },
      ],
    });
    expect(hrefs(page.markup)).toEqual(['https://tiktok.com/@demo']);
    expect(page.markup).not.toContain('javascript:');
    expect(renderElementForTest('social-link', { options: { links: [] } }).markup).toBe('');
    expect(renderElementForTest('social-link', { options: { links: [] }, mode: 'edit' }).markup).toContain(
      'edit-placeholder',
    );
  });

  it('is inert in the editor', () => {
    expectNoHref(renderElementForTest('social-link', { mode: 'edit' }).markup);
  });

  it('replaces brand colours with its own colour, sizes icons and spaces them', () => {
    const page = renderElementForTest('social-link', {
      options: { iconColor: '#fbbf24', IconSize: 24, spacing: 20, iconTheme: 'square', Alignment: 'left' },
    });
    const badge = cssOf(page.css, [page.markup.match(/<span class="(ib\w+)"/)?.[1] ?? '']);
    expect(badge).toContain('background-color:#fbbf24');
    expect(badge).toContain('width:48px');
    // A light fill gets a dark glyph.
    expect(badge).toContain('color:#111827');
    const list = cssOf(page.css, [page.markup.match(/^<ul class="(sl\w+)"/)?.[1] ?? '']);
    expect(list).toContain('gap:20px');
    expect(list).toContain('justify-content:flex-start');
  });
});

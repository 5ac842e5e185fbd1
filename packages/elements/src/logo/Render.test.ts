import {
  cssOf,
  expectEscaped,
  expectNoHref,
  HOSTILE,
  hrefs,
  renderElementForTest,
  renderUnchecked,
  tag,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const LOGO = { url: 'https://cdn.example.com/logo.png', ShowWidth: 180, ShowHeight: 40 };

describe('logo element', () => {
  it('renders its defaults: the site name as a word mark linking home', () => {
    const page = renderElementForTest('logo');
    expect(page.problems).toEqual([]);
    expect(hrefs(page.markup)).toEqual(['http://demo.localhost:3000/']);
    expect(page.markup).toContain('>Demo Marketing Agency</span>');
    expect(page.islands).toEqual([]);
  });

  it('shows the image at its set size, named by its alt text (the site name for the default alt)', () => {
    const page = renderElementForTest('logo', { options: { Logo: LOGO, alt: 'Acme Inc.' } });
    expect(tag(page.markup, 'img')).toMatchObject({
      src: LOGO.url,
      alt: 'Acme Inc.',
      width: '180',
      height: '40',
    });
    const css = cssOf(page.css, [tag(page.markup, 'img').class ?? '']);
    expect(css).toContain('width:180px');
    expect(css).toContain('height:40px');
    expect(css).toContain('max-height:60px');
    expect(tag(renderElementForTest('logo', { options: { Logo: LOGO } }).markup, 'img').alt).toBe(
      'Demo Marketing Agency',
    );
  });

  it('fits an image of unknown size inside 300 × 60 (SPEC §9)', () => {
    const page = renderElementForTest('logo', { options: { Logo: { url: LOGO.url } } });
    const img = tag(page.markup, 'img');
    expect(img.width).toBeUndefined();
    const css = cssOf(page.css, [img.class ?? '']);
    expect(css).toContain('max-width:min(100%, 300px)');
    expect(css).toContain('max-height:60px');
    expect(css).toContain('width:auto');
  });

  it('escapes a hostile alt and drops unsafe links and sources', () => {
    const page = renderElementForTest('logo', { options: { alt: HOSTILE } });
    expectEscaped(page.markup);
    const unsafe = renderUnchecked('logo', {
      CustomLink: 'javascript:alert(1)',
      Logo: { url: 'javascript:alert(1)' },
    });
    expect(unsafe.markup).not.toContain('javascript:');
    expect(unsafe.markup).not.toContain('<img');
  });

  it('is inert in the editor and aligns as asked', () => {
    const page = renderElementForTest('logo', { mode: 'edit', options: { Alignment: 'center' } });
    expectNoHref(page.markup);
    expect(cssOf(page.css, [page.markup.match(/^<div class="(\w+)"/)?.[1] ?? ''])).toContain(
      'justify-content:center',
    );
  });
});

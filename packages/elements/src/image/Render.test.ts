import {
  classesOf,
  cssOf,
  expectEmptyState,
  expectOnlyText,
  HOSTILE,
  PICTURE,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const withPicture = (options: Record<string, unknown> = {}) => ({
  options: { Image: { url: PICTURE, Ratio: 0.5 }, alt: 'A red barn', ...options },
});

describe('image element', () => {
  it('renders nothing live and a note for the author until a picture is chosen (its defaults)', () => {
    expectEmptyState('image', {}, /Choose an image/);
  });

  it('keeps its box before the file arrives: width and height from the Ratio, loaded lazily', () => {
    const page = renderWith('image', withPicture());
    expect(page.problems).toEqual([]);
    expect(tag(page.markup, 'img')).toMatchObject({
      src: PICTURE,
      alt: 'A red barn',
      width: '1200',
      height: '600',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(page.islands).toEqual([]);
    const unknownRatio = renderWith('image', withPicture({ Image: { url: PICTURE, Ratio: 0 } }));
    expect(tag(unknownRatio.markup, 'img').width).toBeUndefined();
  });

  it('keeps alt empty for a decorative picture, and names a decorative link another way', () => {
    const page = renderWith('image', withPicture({ alt: '', CustomLink: '/pricing', caption: 'Our plans' }));
    expect(tag(page.markup, 'img').alt).toBe('');
    expect(tag(page.markup, 'a')['aria-label']).toBe('Our plans');
  });

  it('links through the SPEC §5 rules; a new window opens safely', () => {
    const page = renderWith('image', withPicture({ CustomLink: '/pricing', OpenInNewWindow: true }));
    expect(tag(page.markup, 'a')).toMatchObject({
      href: 'http://demo.localhost:3000/pricing',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('drops a javascript: link', () => {
    const page = renderWith('image', {
      ...withPicture({ CustomLink: 'javascript:alert(1)' }),
      unchecked: true,
    });
    expect(page.markup).not.toContain('javascript:');
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(tag(page.markup, 'img').src).toBe(PICTURE);
    const unsafePicture = renderWith('image', {
      options: { Image: { url: 'javascript:alert(1)', Ratio: 1 }, lightbox: true },
      unchecked: true,
    });
    expect(unsafePicture.markup).toBe('');
  });

  it('opens in the lightbox (the slider island) when asked, unless it links elsewhere', () => {
    const page = renderWith('image', withPicture({ lightbox: true, caption: 'Barn at dusk' }));
    const link = tag(page.markup, 'a');
    expect(link).toMatchObject({
      href: PICTURE,
      'data-caption': 'Barn at dusk',
      'aria-label': 'A red barn, view full size',
    });
    expect(tag(page.markup, 'dialog').id).toBe(`${link['data-lightbox']}-lb`);
    expect(page.islands).toEqual(['slider']);
    const linked = renderWith('image', withPicture({ lightbox: true, CustomLink: '/x' }));
    expect(tags(linked.markup, 'dialog')).toEqual([]);
    expect(linked.islands).toEqual([]);
  });

  it('escapes hostile alt text and captions', () => {
    const page = renderWith('image', withPicture({ alt: HOSTILE, caption: HOSTILE, lightbox: true }));
    // alt, caption, the lightbox caption and the link's name.
    expectOnlyText(page.markup, 4);
    expect(tag(page.markup, 'img').alt).toBe(HOSTILE);
  });

  it('is inert in the editor: no link, no lightbox, no script', () => {
    const page = renderWith('image', {
      ...withPicture({ CustomLink: '/pricing', lightbox: true }),
      mode: 'edit',
    });
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(tags(page.markup, 'dialog')).toEqual([]);
    expect(page.islands).toEqual([]);
    expect(tag(page.markup, 'img').src).toBe(PICTURE);
  });

  it('carries width, alignment, corners, border, shadow and the hover effect into its CSS', () => {
    const page = renderWith(
      'image',
      withPicture({
        width: 60,
        Alignment: 'right',
        BorderRadius: 12,
        border: { position: 'full', width: 3, style: 'dashed', color: '#ff0000' },
        shadow: { level: 20, kind: 'drop', color: '#000000' },
        hoverEffect: 'grayscale',
        caption: 'Cap',
      }),
    );
    const wrap = cssOf(page.css, classesOf(page.markup, 'img'));
    expect(wrap).toContain('justify-content:flex-end');
    expect(cssOf(page.css, classesOf(page.markup, 'img-fig'))).toContain('width:60%');
    const frameCss = cssOf(page.css, classesOf(page.markup, 'img-frame'));
    expect(frameCss).toContain('border-radius:12px');
    expect(frameCss).toContain('border:3px dashed #ff0000');
    expect(frameCss).toContain('box-shadow:0 5px 16px rgba(0,0,0,0.2)');
    expect(frameCss).toContain('filter:grayscale(1)');
    expect(frameCss).toMatch(/:hover img\{filter:none/);
  });
});

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

const images = (count: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, i) => ({
    url: `https://cdn.example.com/${i}.webp`,
    Ratio: 0.75,
    alt: `Photo ${i + 1}`,
    caption: `Caption ${i + 1}`,
    ...extra,
  }));

const slider = (type: string, extra: Record<string, unknown> = {}) =>
  renderWith('gallery', { options: { galleryType: type, images: images(3), ...extra } });

describe('gallery element', () => {
  it('renders nothing live and a note in the editor without pictures (its defaults)', () => {
    expectEmptyState('gallery', {}, /Add pictures/);
  });

  it('lays a standard gallery out as a list in a responsive grid, pictures lazy, lightbox links', () => {
    const page = renderWith('gallery', { options: { images: images(4), gap: 20 } });
    expect(page.problems).toEqual([]);
    expect(tags(page.markup, 'li')).toHaveLength(4);
    expect(tags(page.markup, 'img').map((img) => img.attributes.alt)).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
      'Photo 4',
    ]);
    expect(tags(page.markup, 'img').every((img) => img.attributes.loading === 'lazy')).toBe(true);
    const css = cssOf(page.css, classesOf(page.markup, 'gr'));
    expect(css).toContain('grid-template-columns:repeat(3,minmax(0,1fr))');
    expect(css).toMatch(/@media \(max-width:767px\)\{[^}]*grid-template-columns:repeat\(1,minmax\(0,1fr\)\)/);
    expect(css).toContain('gap:20px');
    const link = tag(page.markup, 'a', { href: 'https://cdn.example.com/1.webp' });
    expect(link['data-lightbox']).toBeTruthy();
    expect(link['aria-label']).toBe('Photo 2, view full size');
    expect(tag(page.markup, 'dialog').id).toBe(`${link['data-lightbox']}-lb`);
    expect(page.islands).toEqual(['slider']);
  });

  it('gives masonry pictures their own proportions and CSS columns', () => {
    const page = renderWith('gallery', {
      options: { galleryType: 'masonry', columns: { desktop: 4, mobile: 2 }, images: images(2) },
    });
    expect(tag(page.markup, 'img', { alt: 'Photo 1' })).toMatchObject({ width: '1200', height: '900' });
    const css = cssOf(page.css, classesOf(page.markup, 'gr'));
    expect(css).toContain('columns:4');
    expect(css).toContain('break-inside:avoid');
  });

  it('makes a slider a labelled carousel of slides with the SPEC §9 timing, arrows and dots', () => {
    const page = slider('default', { slider: { height: { desktop: 420, mobile: 260 }, duration: 5 } });
    const root = tag(page.markup, 'section');
    expect(root).toMatchObject({
      'aria-roledescription': 'carousel',
      'aria-label': 'Gallery',
      'data-slider': 'default',
      'data-interval': '5000',
      'data-loop': '',
      'data-pause-hover': '',
    });
    expect(
      tags(page.markup, 'div')
        .filter((d) => d.attributes['aria-roledescription'] === 'slide')
        .map((d) => d.attributes['aria-label']),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(tag(page.markup, 'button', { 'aria-label': 'Previous slide' }).type).toBe('button');
    expect(tag(page.markup, 'button', { 'aria-label': 'Go to slide 1' })['aria-current']).toBe('true');
    expect(tag(page.markup, 'button', { 'aria-label': 'Pause slideshow' })['aria-pressed']).toBe('false');
    const css = cssOf(page.css, classesOf(page.markup, 'sl'));
    expect(css).toContain('scroll-snap-type:x mandatory');
    expect(css).toContain('.sl-slide{height:420px;}');
    expect(css).toMatch(/@media \(max-width:767px\)\{[^}]*\.sl-slide\{height:260px;\}/);
    // Controls show only once the island has taken over.
    expect(css).toContain(':not([data-ready]) .sl-ctl{display:none;}');
  });

  it('draws each slider type differently', () => {
    const css = (type: string) => {
      const page = slider(type);
      return cssOf(page.css, classesOf(page.markup, 'sl'));
    };
    expect(css('coverflow')).toMatch(/\.sl-slide\{[^}]*rotateY\(40deg\)/);
    expect(css('coverflow')).toMatch(
      /\.is-active ~ \.sl-slide\{transform:perspective\(1200px\) rotateY\(-40deg\)/,
    );
    expect(css('creative')).toMatch(
      /\.sl-slide\{[^}]*transform:translateX\(24%\) scale\(\.74\);opacity:\.38/,
    );
    expect(css('card')).toMatch(/\[data-ready\] \.sl-track\{display:grid/);
    expect(css('card')).toMatch(/\[data-ready\] \.sl-slide\{grid-area:1 \/ 1/);
    expect(css('default')).not.toMatch(/rotateY|grid-area/);
  });

  it('leaves autoplay out when it is off', () => {
    const page = slider('default', { slider: { autoplay: false } });
    expect(tag(page.markup, 'section')['data-interval']).toBeUndefined();
    expect(page.markup).not.toContain('Pause slideshow');
  });

  it('lets a picture’s own link win over the lightbox, and drops a javascript: one', () => {
    const linked = renderWith('gallery', { options: { images: images(1, { CustomLink: '/work' }) } });
    expect(tag(linked.markup, 'a')).toMatchObject({ href: 'http://demo.localhost:3000/work' });
    expect(tags(linked.markup, 'dialog')).toEqual([]);
    const unsafe = renderWith('gallery', {
      options: { images: images(1, { CustomLink: 'javascript:alert(1)' }), lightbox: false },
      unchecked: true,
    });
    expect(unsafe.markup).not.toContain('javascript:');
    expect(tags(unsafe.markup, 'a')).toEqual([]);
  });

  it('escapes hostile alt text and captions', () => {
    const page = renderWith('gallery', {
      options: { images: images(1, { alt: HOSTILE, caption: HOSTILE }), showCaptions: true },
    });
    // alt, the visible caption, the lightbox caption and the link's name.
    expectOnlyText(page.markup, 4);
  });

  it('is inert in the editor: no links, controls, lightbox or script', () => {
    const page = renderWith('gallery', {
      options: { galleryType: 'coverflow', images: images(3) },
      mode: 'edit',
    });
    const edit = renderWith('gallery', {
      options: { galleryType: 'coverflow', images: images(3, { CustomLink: '/x' }), lightbox: true },
      mode: 'edit',
    });
    for (const markup of [page.markup, edit.markup]) {
      expect(tags(markup, 'a')).toEqual([]);
      expect(tags(markup, 'button')).toEqual([]);
      expect(tags(markup, 'dialog')).toEqual([]);
      expect(markup).not.toContain('data-slider');
    }
    expect(edit.islands).toEqual([]);
  });

  it('rounds the pictures with the corner radius', () => {
    const page = renderWith('gallery', { options: { images: images(2), BorderRadius: 10 } });
    expect(cssOf(page.css, classesOf(page.markup, 'gal'))).toContain('.ga-media{border-radius:10px;');
  });
});

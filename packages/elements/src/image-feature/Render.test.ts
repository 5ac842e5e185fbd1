import {
  cssOf,
  expectEscaped,
  expectNoHref,
  HOSTILE,
  hrefs,
  renderElementForTest,
  renderUnchecked,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const IMAGE = { url: 'https://cdn.example.com/team.jpg', Ratio: 0.75 };

describe('image feature element', () => {
  it('renders its defaults: the text, and no image until one is set (a placeholder in the editor)', () => {
    const page = renderElementForTest('image-feature');
    expect(page.problems).toEqual([]);
    expect(page.markup).not.toContain('<img');
    expect(page.markup).toContain('>Feature title</p>');
    expect(renderElementForTest('image-feature', { mode: 'edit' }).markup).toContain(
      'aria-label="No image yet"',
    );
    expect(page.islands).toEqual([]);
  });

  it('shows the image lazily with its alt text and size hints from its ratio', () => {
    const page = renderElementForTest('image-feature', {
      options: { Image: IMAGE, alt: 'Our team at work' },
    });
    expect(tag(page.markup, 'img')).toMatchObject({
      src: IMAGE.url,
      alt: 'Our team at work',
      width: '800',
      height: '600',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('keeps an empty alt for a decorative image, and drops unsafe image sources', () => {
    expect(tag(renderElementForTest('image-feature', { options: { Image: IMAGE } }).markup, 'img').alt).toBe(
      '',
    );
    const unsafe = renderUnchecked('image-feature', { Image: { url: 'javascript:alert(1)', Ratio: 0 } });
    expect(unsafe.markup).not.toContain('<img');
  });

  it('escapes hostile title, text and alt', () => {
    expectEscaped(
      renderElementForTest('image-feature', { options: { Title: HOSTILE, Content: HOSTILE } }).markup,
    );
    // In a quoted attribute the markup is inert: it stays one attribute of the one image.
    const page = renderElementForTest('image-feature', { options: { Image: IMAGE, alt: HOSTILE } });
    expect(tags(page.markup, 'img')).toHaveLength(1);
    expect(tag(page.markup, 'img').alt).toBe(HOSTILE);
    expect(page.markup).not.toMatch(/<script/i);
  });

  it('links the block, drops javascript: and is inert in the editor', () => {
    expect(
      hrefs(renderElementForTest('image-feature', { options: { CustomLink: 'example.com' } }).markup),
    ).toEqual(['https://example.com']);
    expect(hrefs(renderUnchecked('image-feature', { CustomLink: 'javascript:alert(1)' }).markup)).toEqual([]);
    expectNoHref(
      renderElementForTest('image-feature', { options: { CustomLink: '/x' }, mode: 'edit' }).markup,
    );
  });

  it('puts the badge on the image corner and sizes the image beside the text', () => {
    const page = renderElementForTest('image-feature', {
      options: {
        Image: IMAGE,
        imagePosition: 'left',
        imageWidth: 35,
        BorderRadius: 12,
        NumberBadge: { ShowNumber: true, Text: '3', SkinCode: 'circle' },
      },
    });
    expect(page.markup).toMatch(/<span class="nb\w+ ifb\w+">3<\/span>/);
    const media = cssOf(page.css, [page.markup.match(/<div class="(ifm\w+)"/)?.[1] ?? '']);
    expect(media).toContain('width:35%');
    expect(media).toContain('border-radius:12px');
    expect(media).toMatch(/@media \(max-width:767px\)\{[^}]*width:100%/);
  });
});

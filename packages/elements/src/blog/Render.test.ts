import {
  classesOf,
  cssOf,
  expectEmptyState,
  expectOnlyText,
  HOSTILE,
  MEDIA_DATA,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const titles = (markup: string) =>
  [...markup.matchAll(/<p class="bl-title">(?:<a [^>]*>)?([^<]*)/g)].map((m) => m[1]);
const [older] = MEDIA_DATA.blogPosts ?? [];

describe('blog element', () => {
  it('renders nothing live and a note in the editor without posts', () => {
    expectEmptyState('blog', { data: { pages: [] } }, /No published blog posts/);
  });

  it('renders its defaults: the newest posts first as cards, with no script', () => {
    const page = renderWith('blog');
    expect(page.problems).toEqual([]);
    expect(titles(page.markup)).toEqual(['Newest post', 'Middle post', 'Older post']);
    expect(tags(page.markup, 'li')).toHaveLength(3);
    expect(
      tag(page.markup, 'a', { href: 'http://demo.localhost:3000/blog/newest', class: 'bl-more' })[
        'aria-label'
      ],
    ).toBe('Read more: Newest post');
    expect(tag(page.markup, 'img', { src: 'https://cdn.example.com/newest.png' })).toMatchObject({
      alt: '',
      loading: 'lazy',
    });
    expect(page.markup).toContain('<time dateTime="2025-03-03">Mar 3, 2025</time>');
    expect(page.markup).not.toContain('Bo Chen');
    expect(page.islands).toEqual([]);
  });

  it('keeps hand-picked posts in their order and cuts excerpts at a word', () => {
    const page = renderWith('blog', { options: { postIds: [1, '2'], excerptLength: 40, showAuthor: true } });
    expect(titles(page.markup)).toEqual(['Older post', 'Newest post']);
    expect(page.markup).toContain('<p class="bl-ex">Small changes add up to a large…</p>');
    expect(page.markup).toContain('<span>By Bo Chen</span>');
    const few = renderWith('blog', {
      options: { count: 1, showImage: false, showDate: false, showExcerpt: false },
    });
    expect(titles(few.markup)).toEqual(['Newest post']);
    expect(tags(few.markup, 'img')).toEqual([]);
    expect(few.markup).not.toMatch(/<time|bl-ex/);
  });

  it('drops a post’s javascript: link', () => {
    const page = renderWith('blog', {
      data: { pages: [], blogPosts: [{ ...older!, url: 'javascript:alert(1)' }] },
    });
    expect(page.markup).not.toContain('javascript:');
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(titles(page.markup)).toEqual(['Older post']);
  });

  it('escapes hostile titles, excerpts, authors and the read-more text', () => {
    const page = renderWith('blog', {
      options: { readMoreText: HOSTILE, showAuthor: true, excerptLength: 500 },
      data: { pages: [], blogPosts: [{ ...older!, title: HOSTILE, excerpt: HOSTILE, author: HOSTILE }] },
      // The read-more text is longer than the schema allows: stored past it, it must still be safe.
      unchecked: true,
    });
    // Title, excerpt, author, read-more text, and the read-more name (text and title again).
    expectOnlyText(page.markup, 6);
  });

  it('is inert in the editor: no links', () => {
    const page = renderWith('blog', { mode: 'edit' });
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(titles(page.markup)).toHaveLength(3);
  });

  it('carries layout, columns, card colour, corners, font and text colour into its CSS', () => {
    const grid = renderWith('blog', {
      options: {
        columns: { desktop: 2, mobile: 1 },
        cardBackgroundColor: '#111827',
        BorderRadius: 16,
        TextColor: '#fde68a',
        FontFamily: 'Lora',
      },
    });
    const css = cssOf(grid.css, classesOf(grid.markup, 'blog'));
    expect(css).toContain('grid-template-columns:repeat(2,minmax(0,1fr))');
    expect(css).toContain('.bl-card{border-radius:16px;background-color:#111827;color:#fde68a;}');
    expect(css).toContain('font-family:"Lora"');
    expect(grid.fonts.map((font) => `${font.family} ${font.weight}`)).toEqual(
      expect.arrayContaining(['Lora 400', 'Lora 600']),
    );
    const masonry = renderWith('blog', { options: { layout: 'masonry' } });
    expect(cssOf(masonry.css, classesOf(masonry.markup, 'blog'))).toContain('columns:3');
    const list = renderWith('blog', { options: { layout: 'list' } });
    expect(cssOf(list.css, classesOf(list.markup, 'blog'))).toContain('.bl-card{flex-direction:row;}');
  });
});

import { DEFAULT_THEME, type PageDocument } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { articleDetails, articleDocument, readingMinutes } from './documents.ts';
import { blogPostingJsonLd } from './structured-data.ts';

function textDocument(html: string): PageDocument {
  return {
    schemaVersion: 1,
    theme: { ...DEFAULT_THEME },
    sections: [],
    popups: [],
    texts: { 'section-a': { 'element-a': html } },
  };
}

describe('the article layout', () => {
  it('reckons reading time from the words of the text, at least a minute', () => {
    expect(readingMinutes(textDocument(''))).toBe(1);
    const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;
    expect(readingMinutes(textDocument(words(660)))).toBe(3);
    expect(readingMinutes(textDocument(words(1100)))).toBe(5);
    // Markup and punctuation are no words.
    expect(readingMinutes(textDocument('<p><strong>&nbsp;—&nbsp;</strong></p>'.repeat(500)))).toBe(1);
  });

  it('writes the details line: date, author, reading time', () => {
    const body = textDocument('<p>Short.</p>');
    expect(articleDetails({ publishedAt: '2025-03-03T10:00:00.000Z', author: 'Sam', body })).toBe(
      'March 3, 2025 · By Sam · 1 min read',
    );
    expect(articleDetails({ publishedAt: '', author: '', body })).toBe('Not published yet · 1 min read');
  });

  it('frames the text with the home page’s look and escapes every detail', () => {
    const home: PageDocument = {
      schemaVersion: 1,
      theme: { ...DEFAULT_THEME, FontFamily: 'Lora' },
      sections: [
        { type: 'section', id: 'section-header', kind: 'Header', options: {} as never, rows: [] },
        { type: 'section', id: 'section-hero', options: {} as never, rows: [] },
        { type: 'section', id: 'section-footer', kind: 'Footer', options: {} as never, rows: [] },
      ],
      popups: [],
      texts: {},
    };
    const body = textDocument('<p>Body.</p>');
    body.sections = [{ type: 'section', id: 'section-a', options: {} as never, rows: [] }];
    const document = articleDocument({
      home,
      title: '<b>Bold</b> & brave',
      description: '',
      coverImageUrl: '',
      author: 'Sam',
      publishedAt: '2025-03-03T10:00:00.000Z',
      back: { href: '/blog', label: '← Back to blog' },
      body,
    });
    expect(document.theme.FontFamily).toBe('Lora');
    expect(document.sections.map((section) => section.id)).toEqual([
      'section-header',
      expect.any(String),
      'section-a',
      'section-footer',
    ]);
    const heading = JSON.stringify(document.texts[document.sections[1]!.id]);
    expect(heading).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; brave');
    expect(heading).toContain('<a href=\\"/blog\\">← Back to blog</a>');
    expect(document.texts['section-a']).toEqual({ 'element-a': '<p>Body.</p>' });
  });

  it('describes a post as a BlogPosting, with the site as author when no one is named', () => {
    const facts = {
      url: 'https://acme.example/blog/hello',
      title: 'Hello',
      description: '',
      images: ['https://acme.example/cover.webp', '', 'https://acme.example/cover.webp'],
      publishedTime: '2025-03-03T10:00:00.000Z',
      modifiedTime: '2025-03-04T10:00:00.000Z',
      author: '',
      tags: [],
      site: { name: 'Acme', url: 'https://acme.example/', logoUrl: '' },
    };
    expect(blogPostingJsonLd(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Hello',
      image: ['https://acme.example/cover.webp'],
      datePublished: '2025-03-03T10:00:00.000Z',
      dateModified: '2025-03-04T10:00:00.000Z',
      author: { '@type': 'Organization', name: 'Acme', url: 'https://acme.example/' },
      publisher: { '@type': 'Organization', name: 'Acme', url: 'https://acme.example/' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://acme.example/blog/hello' },
      url: 'https://acme.example/blog/hello',
    });
  });
});

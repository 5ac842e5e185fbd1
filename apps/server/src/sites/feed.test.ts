import { describe, expect, it } from 'vitest';
import { blogIndexPage, siteRequestKey } from './blog.ts';
import { escapeXml, rssFeed } from './feed.ts';

describe('rssFeed', () => {
  const feed = rssFeed({
    title: 'Café & Co: Blog',
    link: 'https://cafe.example/blog',
    selfUrl: 'https://cafe.example/blog/feed.xml',
    description: 'News <fresh> from "the" kitchen',
    language: 'en',
    items: [
      {
        title: 'Second',
        link: 'https://cafe.example/blog/second',
        description: 'Bell\u0007 rings',
        author: 'Sam',
        tags: ['Food', 'News'],
        publishedAt: new Date('2025-03-04T10:20:30Z'),
      },
      {
        title: 'First',
        link: 'https://cafe.example/blog/first',
        description: '',
        author: '',
        tags: [],
        publishedAt: new Date('2025-01-02T00:00:00Z'),
      },
    ],
  });

  it('writes RSS 2.0 with the Atom self link and RFC 822 dates, newest build date first', () => {
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(feed).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(feed).toContain(
      '<atom:link href="https://cafe.example/blog/feed.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(feed).toContain('<lastBuildDate>Tue, 04 Mar 2025 10:20:30 GMT</lastBuildDate>');
    expect(feed).toContain('<pubDate>Thu, 02 Jan 2025 00:00:00 GMT</pubDate>');
    expect(feed).toContain('<guid isPermaLink="true">https://cafe.example/blog/second</guid>');
    expect(feed).toContain('<category>Food</category>\n<category>News</category>');
    expect(feed).toContain('<dc:creator>Sam</dc:creator>');
    expect(feed.match(/<dc:creator>/g)).toHaveLength(1);
  });

  it('escapes text and drops characters XML cannot hold', () => {
    expect(feed).toContain('<title>Café &amp; Co: Blog</title>');
    expect(feed).toContain('<description>News &lt;fresh&gt; from &quot;the&quot; kitchen</description>');
    expect(feed).toContain('<description>Bell rings</description>');
    expect(escapeXml("a'b\u0000c\u{1F600}")).toBe('a&apos;bc\u{1F600}');
  });
});

describe('siteRequestKey', () => {
  it('keeps the page of the blog index in the cache key, and nothing else of a query', () => {
    expect(siteRequestKey('/blog?page=2', '/blog')).toBe('/blog?page=2');
    expect(siteRequestKey('/blog/?page=3&utm=x', '/blog/')).toBe('/blog?page=3');
    expect(siteRequestKey('/blog?page=1', '/blog')).toBe('/blog');
    expect(siteRequestKey('/blog?page=abc', '/blog')).toBe('/blog');
    expect(siteRequestKey('/blog?page=02', '/blog')).toBe('/blog');
    expect(siteRequestKey('/blog?page=9999999', '/blog')).toBe('/blog');
    expect(siteRequestKey('/about?page=2', '/about')).toBe('/about');
    expect(siteRequestKey('/blog/post?page=2', '/blog/post')).toBe('/blog/post');
    expect(blogIndexPage('/blog')).toBe(1);
    expect(blogIndexPage('/blog?page=4')).toBe(4);
    expect(blogIndexPage('/blog/x')).toBeNull();
  });
});

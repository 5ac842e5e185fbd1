/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification) of a site's published posts, with the
 * Atom `self` link feed validators ask for. Dates are RFC 822 (`toUTCString`: "Tue, 05 Nov 2024
 * 10:00:00 GMT"), links absolute, every text escaped for XML.
 */

export interface FeedItem {
  title: string;
  /** Absolute URL of the post. */
  link: string;
  description: string;
  author: string;
  tags: readonly string[];
  publishedAt: Date;
}

export interface FeedChannel {
  title: string;
  /** Absolute URL of the blog (its index, or the site when the index is off). */
  link: string;
  /** Absolute URL of the feed itself. */
  selfUrl: string;
  description: string;
  language: string;
  items: readonly FeedItem[];
}

/** How many of the newest posts a feed carries. */
export const FEED_ITEMS = 50;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML, dropping characters XML 1.0 cannot hold at all (control characters). */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export function rssFeed(channel: FeedChannel): string {
  const newest = channel.items[0]?.publishedAt ?? new Date(0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('lastBuildDate', newest.toUTCString()),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const item of channel.items) {
    lines.push(
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', item.publishedAt.toUTCString()),
      element('description', item.description),
      // RSS's <author> must be an email address; Dublin Core carries a plain name.
      ...(item.author ? [element('dc:creator', item.author)] : []),
      ...item.tags.map((tag) => element('category', tag)),
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

import type { IslandName } from '@tessera/elements';
import { escapeHtml } from './escape.ts';
import { fontFaceCss, fontFileName } from './fonts.ts';
import type { RenderedPage } from './render-page.ts';
import { SITE_ICON_LINKS } from './site-icons.ts';

/** What the head says about the page (SPEC: SEO title, description, social image). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page as search engines should index it. */
  canonicalUrl: string;
  imageUrl: string;
  siteName: string;
  /** The site's icon links (SITE_ICON_LINKS); previews of records that belong to no site have none. */
  siteIcons: boolean;
  /** BCP 47 language of the page. */
  language: string;
  /** Previews and drafts must stay out of search results. */
  noIndex: boolean;
  /** A blog post: `og:type` article with its Open Graph article tags. */
  article?: ArticleHead;
  /** The site's RSS feed, announced with `<link rel="alternate">`. */
  feedUrl?: string;
  /** Schema.org JSON-LD describing the page (a blog post's `BlogPosting`). */
  structuredData?: Record<string, unknown>;
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` are written as JSON
 * escapes, so no text of the page (a title holding `</script>`) can end the block or open a
 * comment, and the JSON still reads the same. U+2028/U+2029 are escaped for old JSON readers.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Open Graph article properties (https://ogp.me/#type_article). */
export interface ArticleHead {
  /** ISO 8601; empty for a draft that was never published. */
  publishedTime: string;
  modifiedTime: string;
  author: string;
  tags: readonly string[];
}

function articleMeta(article: ArticleHead | undefined): string[] {
  if (!article) return [];
  return [
    meta('property', 'article:published_time', article.publishedTime),
    meta('property', 'article:modified_time', article.modifiedTime),
    meta('property', 'article:author', article.author),
    ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
  ];
}

export interface PageAssets {
  /** Base path fonts and islands are served under, on the sites origin (e.g. `/_assets`). */
  base: string;
  /** URL of an island's built script (content-hashed for long-lived caching). */
  islandUrl(name: IslandName): string;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
}

/** A complete HTML document for a rendered page: head meta, inline CSS, island scripts. */
export function pageDocumentHtml(page: RenderedPage, head: PageHead, assets: PageAssets): string {
  const css = fontFaceCss(page.fonts, assets.base) + page.css;
  const title = escapeHtml(head.title);
  const parts = [
    '<!doctype html>',
    `<html lang="${escapeHtml(head.language || 'en')}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    meta('name', 'description', head.description),
    head.noIndex ? '<meta name="robots" content="noindex, nofollow">' : '',
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">` : '',
    // Without a site, an empty icon stops browsers asking for a /favicon.ico nobody serves.
    head.siteIcons ? SITE_ICON_LINKS : '<link rel="icon" href="data:,">',
    head.feedUrl
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.siteName)}" href="${escapeHtml(head.feedUrl)}">`
      : '',
    meta('property', 'og:type', head.article ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:image', head.imageUrl),
    ...articleMeta(head.article),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    head.structuredData
      ? `<script type="application/ld+json">${jsonLdText(head.structuredData)}</script>`
      : '',
    ...preloadFonts(page, assets),
    `<style>${css}</style>`,
    '</head>',
    '<body>',
    page.html,
    ...page.islands.map(
      (name) => `<script type="module" src="${escapeHtml(assets.islandUrl(name))}"></script>`,
    ),
    '</body>',
    '</html>',
  ];
  return parts.filter(Boolean).join('');
}

/** The body font's regular face is needed before first paint; preloading it avoids a late swap. */
function preloadFonts(page: RenderedPage, assets: PageAssets): string[] {
  const body = page.fonts.find((font) => font.family === page.bodyFont);
  if (!body) return [];
  const file = fontFileName(body.family, body.weight, 'latin');
  return [`<link rel="preload" href="${assets.base}/fonts/${file}" as="font" type="font/woff2" crossorigin>`];
}

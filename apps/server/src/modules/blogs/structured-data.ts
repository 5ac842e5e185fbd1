/**
 * Schema.org `BlogPosting` for a post's head (https://schema.org/BlogPosting, as search engines
 * read articles): what the post is, who wrote and published it, when, and its pictures. Every
 * URL is absolute (the site origin placeholder is bound when the page is served).
 */
export interface BlogPostingFacts {
  /** The post's absolute address. */
  url: string;
  title: string;
  description: string;
  /** Absolute picture addresses, the first the main one; empty ones are left out. */
  images: readonly string[];
  /** ISO 8601; empty for a draft never published. */
  publishedTime: string;
  modifiedTime: string;
  author: string;
  tags: readonly string[];
  site: { name: string; url: string; logoUrl: string };
}

export function blogPostingJsonLd(facts: BlogPostingFacts): Record<string, unknown> {
  const publisher = {
    '@type': 'Organization',
    name: facts.site.name,
    url: facts.site.url,
    ...(facts.site.logoUrl ? { logo: { '@type': 'ImageObject', url: facts.site.logoUrl } } : {}),
  };
  const images = [...new Set(facts.images.filter(Boolean))];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: facts.title,
    ...(facts.description ? { description: facts.description } : {}),
    ...(images.length ? { image: images } : {}),
    ...(facts.publishedTime ? { datePublished: facts.publishedTime } : {}),
    dateModified: facts.modifiedTime,
    // Without a named author the site that published the post is its author.
    author: facts.author ? { '@type': 'Person', name: facts.author } : publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': facts.url },
    url: facts.url,
    ...(facts.tags.length ? { keywords: facts.tags.join(', ') } : {}),
  };
}

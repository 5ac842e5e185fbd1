import { type PageDocument, type PageRef, walkNodes } from '@tessera/document';
import {
  type BlogPostSummary,
  type CommerceInfo,
  elementRegistry,
  type IslandName,
  type MenuLink,
  type ProductSummary,
} from '@tessera/elements';
import { type ArticleHead, pageDocumentHtml, renderPage, type UsedFont } from '@tessera/renderer';
import { SITE_ORIGIN_PLACEHOLDER } from './bind.ts';

/** Element types whose content is tenant code: a page holding one is served with the wider CSP. */
const CUSTOM_CODE_ELEMENTS = new Set(['html']);

export interface SnapshotPage {
  id: number;
  name: string;
  uniqueName: string;
  isHome: boolean;
  title: string;
  description: string;
  imageUrl: string;
  /** Where it is served when it is not a page at `pagePath` (a blog post: `/blog/{slug}`). */
  path?: string;
  /**
   * Where its forms post, before the element id: `/_forms/{pageId}` for a page (the default),
   * `/_forms/blog/{postId}` for a blog post (modules/contacts/public-forms.ts files both).
   */
  formsPath?: string;
  /** A blog post's Open Graph article tags. */
  article?: ArticleHead;
  /** Schema.org JSON-LD for the head (a blog post's `BlogPosting`). */
  structuredData?: Record<string, unknown>;
}

export interface SnapshotSite {
  title: string;
  /** Whether the head links the site's icons; false for records that belong to no site. */
  siteIcons?: boolean;
  /** Every page of the site, so buttons can link to them (SPEC §2 button links). */
  pages: readonly PageRef[];
  /** The site's menus by id, for navigation elements (RenderContext `data.menus`). */
  menus?: Readonly<Record<string, readonly MenuLink[]>>;
  /** The site's published blog posts, newest first, for blog elements (`data.blogPosts`). */
  blogPosts?: readonly BlogPostSummary[];
  /** Root-relative path of the site's RSS feed, when it has one (`/blog/feed.xml`). */
  feedPath?: string;
  /** Products order elements show, by the id they pick (`data.products`). */
  products?: Readonly<Record<string, ProductSummary>>;
  /** The sign prices are shown with where an element keeps the default (SPEC §9 '$'). */
  currency?: string;
  /** The site's checkout, when it takes payments (order elements; modules/commerce). */
  commerce?: Omit<CommerceInfo, 'pageId'>;
}

/** Everything rendering one page needs (modules/pages reads it; sites/ renders previews from it). */
export interface RenderInputs {
  document: PageDocument;
  page: SnapshotPage;
  site: SnapshotSite;
  landing: { id: number; subdomain: string; domain: string | null; domainVerified: boolean };
}

export interface PageSnapshot {
  /** The whole document, origin as placeholder, no island scripts (see sites/bind.ts). */
  html: string;
  css: string;
  islands: IslandName[];
  fonts: UsedFont[];
  customCode: boolean;
  /** Elements left out because they failed to render. */
  problems: string[];
  renderMs: number;
}

/** Path of a page on its site (SPEC §2: the home page is the site root). */
export function pagePath(page: { isHome: boolean; uniqueName: string }): string {
  return page.isHome ? '/' : `/${encodeURIComponent(page.uniqueName)}`;
}

/**
 * Social cards are fetched by other machines, so a root-relative URL (a sample
 * picture under `/_media/samples/…`) gets the site's origin; it is bound when the page is served.
 */
export function absoluteOnSite(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${SITE_ORIGIN_PLACEHOLDER}${url}` : url;
}

export function hasCustomCode(document: PageDocument): boolean {
  for (const node of walkNodes(document))
    if (node.type === 'element' && CUSTOM_CODE_ELEMENTS.has(node.key)) return true;
  return false;
}

/**
 * Renders a page document (loaded through `parseDocumentWithRegistry`) to a complete HTML
 * document. `live` is what publishing stores; `preview` renders a draft, kept out of search.
 */
export function renderSnapshot(
  document: PageDocument,
  page: SnapshotPage,
  site: SnapshotSite,
  mode: 'live' | 'preview',
): PageSnapshot {
  const started = performance.now();
  const pageUrl = `${SITE_ORIGIN_PLACEHOLDER}${page.path ?? pagePath(page)}`;
  const formsPath = page.formsPath ?? `/_forms/${page.id}`;
  const rendered = renderPage(document, elementRegistry, {
    mode,
    site: {
      landingLink: SITE_ORIGIN_PLACEHOLDER,
      title: site.title,
      currency: site.currency ?? '$',
      pageUrl,
      // Only a page is a page: a post or the blog index renders with no page id of its own.
      pageId: page.formsPath === undefined ? page.id : null,
    },
    formEndpoint: (element) => `${formsPath}/${encodeURIComponent(element.id)}`,
    data: {
      pages: site.pages,
      ...(site.menus ? { menus: site.menus } : {}),
      ...(site.blogPosts ? { blogPosts: site.blogPosts } : {}),
      ...(site.products ? { products: site.products } : {}),
      ...(site.commerce
        ? { commerce: { ...site.commerce, pageId: page.formsPath === undefined ? page.id : null } }
        : {}),
    },
  });
  const html = pageDocumentHtml(
    { ...rendered, islands: [] },
    {
      title: page.title || page.name,
      description: page.description,
      canonicalUrl: pageUrl,
      imageUrl: absoluteOnSite(page.imageUrl),
      siteName: site.title,
      siteIcons: site.siteIcons ?? true,
      language: 'en',
      noIndex: mode === 'preview',
      ...(page.article ? { article: page.article } : {}),
      ...(page.structuredData ? { structuredData: page.structuredData } : {}),
      ...(site.feedPath ? { feedUrl: `${SITE_ORIGIN_PLACEHOLDER}${site.feedPath}` } : {}),
    },
    // Scripts are left out here and added when served; see bindPublishedHtml.
    { base: '/_assets', islandUrl: () => '' },
  );
  return {
    html,
    css: rendered.css,
    islands: rendered.islands,
    fonts: rendered.fonts,
    customCode: hasCustomCode(document),
    problems: rendered.problems,
    renderMs: performance.now() - started,
  };
}

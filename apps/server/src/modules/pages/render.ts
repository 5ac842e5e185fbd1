import { type PageDocument, type PageRef, walkNodes } from '@tessera/document';
import { elementRegistry, type IslandName, type MenuLink } from '@tessera/elements';
import { pageDocumentHtml, renderPage, type UsedFont } from '@tessera/renderer';
import { SITE_ORIGIN_PLACEHOLDER } from '../../sites/bind.ts';

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
}

export interface SnapshotSite {
  title: string;
  faviconUrl: string | null;
  /** Every page of the site, so buttons can link to them (SPEC §2 button links). */
  pages: readonly PageRef[];
  /** The site's menus by id, for navigation elements (RenderContext `data.menus`). */
  menus?: Readonly<Record<string, readonly MenuLink[]>>;
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
 * Social cards and favicons are fetched by other machines, so a root-relative URL (a sample
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
  const pageUrl = `${SITE_ORIGIN_PLACEHOLDER}${pagePath(page)}`;
  const rendered = renderPage(document, elementRegistry, {
    mode,
    site: {
      landingLink: SITE_ORIGIN_PLACEHOLDER,
      title: site.title,
      currency: '$',
      pageUrl,
      pageId: page.id,
    },
    data: { pages: site.pages, ...(site.menus ? { menus: site.menus } : {}) },
  });
  const html = pageDocumentHtml(
    { ...rendered, islands: [] },
    {
      title: page.title || page.name,
      description: page.description,
      canonicalUrl: pageUrl,
      imageUrl: absoluteOnSite(page.imageUrl),
      siteName: site.title,
      faviconUrl: absoluteOnSite(site.faviconUrl ?? ''),
      language: 'en',
      noIndex: mode === 'preview',
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

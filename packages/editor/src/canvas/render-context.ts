import type { EditorData } from '@tessera/api-contract';
import {
  DEFAULT_CURRENCY,
  type PageRef,
  resolveButtonAction,
  resolveLink,
  type Theme,
} from '@tessera/document';
import type { BlogPostSummary, MenuLink, ProductSummary, RenderContext, StyleSheet } from '@tessera/elements';
import type { CanvasFonts } from './frame.ts';

/**
 * The render context of the canvas: SPEC §4 edit mode (clicks suppressed, tenant code inert, no
 * islands), the page's theme, links resolved against the site exactly as on the live page, and
 * the site's menus from the shared editor state.
 */
export function canvasRenderContext(parts: {
  theme: Theme;
  /** The style scope the context renders into (the document or a section's shadow root). */
  styles: StyleSheet;
  fonts: CanvasFonts;
  icon: RenderContext['icon'];
  data: EditorData | null;
}): RenderContext {
  const { data } = parts;
  const landingLink = data?.landing.url ?? '';
  // Buttons link pages by id: the blog's synthetic entries (linked by path) are not among them.
  const pages: PageRef[] = (data?.pages ?? [])
    .filter((page) => page.kind === 'page')
    .map((page) => ({ id: page.id, unique_name: page.unique_name, home: page.is_home }));
  // Navigation elements draw the site menu they pick, as a draft preview does.
  const menus: Record<string, readonly MenuLink[]> = {};
  for (const menu of data?.menus ?? []) menus[String(menu.id)] = menu.links;
  // Blog elements list the site's published posts, as the published page will.
  const blogPosts: BlogPostSummary[] = (data?.blog_posts ?? []).map((post) => ({
    id: post.id,
    title: post.title,
    url: post.url,
    excerpt: post.excerpt,
    imageUrl: post.image_url,
    publishedAt: post.published_at,
    author: post.author,
  }));
  // Order elements show the products the design offers (a site's products, an order page's plans), by their key.
  const products: Record<string, ProductSummary> = {};
  for (const product of data?.products ?? []) {
    products[product.key] = {
      id: product.id,
      name: product.name,
      description: product.description,
      priceCents: product.price_cents,
      imageUrl: product.image_url,
      checkoutUrl: product.checkout_url,
      ...(product.interval ? { interval: product.interval } : {}),
    };
  }
  return {
    mode: 'edit',
    theme: parts.theme,
    styles: parts.styles,
    fonts: parts.fonts,
    site: {
      landingLink,
      title: data?.landing.title ?? '',
      currency: data?.currency ?? DEFAULT_CURRENCY,
      pageUrl: landingLink,
      pageId: null,
    },
    data: { pages, menus, blogPosts, products, takesPayments: data?.takes_payments === true },
    needIsland: () => undefined,
    href: (raw) => resolveLink(raw, { landingLink }),
    buttonAction: (options) => resolveButtonAction(options, { landingLink, pages }),
    icon: parts.icon,
    // Forms do not post from the canvas.
    formEndpoint: () => '#',
  };
}

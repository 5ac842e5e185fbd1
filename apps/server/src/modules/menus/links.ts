import type { MenuItem } from '@tessera/api-contract';
import type { MenuLink } from '@tessera/elements';

/** What resolving a menu needs to know about the site's pages. */
export interface MenuPage {
  id: number;
  uniqueName: string;
  isHome: boolean;
  published: boolean;
}

export function countItems(items: readonly MenuItem[]): number {
  return items.reduce((total, item) => total + 1 + countItems(item.children), 0);
}

export function* walkItems(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    yield* walkItems(item.children);
  }
}

function pageHref(page: MenuPage): string {
  return page.isHome ? '/' : `/${encodeURIComponent(page.uniqueName)}`;
}

/**
 * A menu as the navigation element renders it (RenderContext `data.menus`). Page links become site
 * paths; section links anchors (on their page, or in-page when no page is named); custom links
 * stay as typed for the SPEC §5 link rules. Items whose page is gone, or (on live pages) not
 * published, are left out with their sub-items: a visitor never gets a link into a 404.
 */
export function menuLinks(
  items: readonly MenuItem[],
  pages: ReadonlyMap<number, MenuPage>,
  { publishedOnly }: { publishedOnly: boolean },
): MenuLink[] {
  const out: MenuLink[] = [];
  for (const item of items) {
    let href: string;
    if (item.type === 'custom') href = item.url;
    else {
      const page = item.page_id === null ? null : pages.get(item.page_id);
      if (item.page_id !== null && (!page || (publishedOnly && !page.published))) continue;
      const anchor = item.type === 'section' && item.section_id ? `#${item.section_id}` : '';
      href = page ? `${pageHref(page)}${anchor}` : anchor;
      if (href === '') continue;
    }
    const children = menuLinks(item.children, pages, { publishedOnly });
    out.push({
      label: item.label,
      href,
      newWindow: item.new_window,
      ...(children.length > 0 ? { children } : {}),
    });
  }
  return out;
}

/**
 * A published site's icons, served by the site host at fixed paths (the site's uploaded favicon,
 * else its white label's icon): every page head links the same paths, so changing the icon needs
 * no page to be published again. `size` is the square edge in pixels; `ico` is `/favicon.ico`,
 * which browsers also ask for on their own.
 */
export const SITE_ICONS = [
  { path: '/favicon.ico', size: 'ico', rel: 'icon', sizes: '48x48', type: 'image/x-icon' },
  { path: '/_icons/favicon-32.png', size: 32, rel: 'icon', sizes: '32x32', type: 'image/png' },
  { path: '/_icons/icon-192.png', size: 192, rel: 'icon', sizes: '192x192', type: 'image/png' },
  { path: '/_icons/icon-512.png', size: 512, rel: null, sizes: '512x512', type: 'image/png' },
  {
    path: '/_icons/apple-touch-icon.png',
    size: 180,
    rel: 'apple-touch-icon',
    sizes: '180x180',
    type: 'image/png',
  },
] as const;

export type SiteIconSize = (typeof SITE_ICONS)[number]['size'];

/** The `<link>` tags of a page head (the 512 icon is for whoever asks, such as a manifest). */
export const SITE_ICON_LINKS = SITE_ICONS.filter((icon) => icon.rel !== null)
  .map((icon) => `<link rel="${icon.rel}" type="${icon.type}" sizes="${icon.sizes}" href="${icon.path}">`)
  .join('');

const BY_PATH: ReadonlyMap<string, SiteIconSize> = new Map(SITE_ICONS.map((icon) => [icon.path, icon.size]));

/** The icon a path of a site asks for, or null when it is no icon path. */
export function siteIconAt(path: string): SiteIconSize | null {
  return BY_PATH.get(path) ?? null;
}

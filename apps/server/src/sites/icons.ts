import type { SiteIconSize } from '@tessera/renderer';
import { type ObjectStorage, readObject } from '../lib/storage/index.ts';
import type { SiteIconSources, StoredIcon } from './areas.ts';
import { headerSafeUrl, type PreparedResponse, prepareResponse } from './response.ts';

/** What decides a site's icons: its own upload, else its white label's icon, else one drawn for it. */
export interface IconSettings {
  agencyId: number;
  /** The site's name: its drawn icon's colour comes from it, so sites without icons differ. */
  title: string;
  /** `landings.favicon_url`: the 512 px PNG of the site's icon set, or any image URL. */
  faviconUrl: string | null;
  /** The white label's favicon (else its logo): `/api/v1/whitelabels/{id}/logos/{file}` or a URL. */
  whitelabelIcon: string | null;
}

/** Icons change rarely but do change (a new upload): an hour, then revalidated by ETag. */
const ICON_CACHE_CONTROL = 'public, max-age=3600';

export const ICO_CONTENT_TYPE = 'image/x-icon';

/**
 * Answers a site's icon paths (`SITE_ICONS` of the renderer): the stored object of the site's icon
 * set that fits, else one made from its largest picture (an older upload, the white label's icon);
 * a redirect when the icon lives at an outside address. A site with no icon anywhere gets a plain
 * drawn one (`drawnIcon`): every page head links the icon paths, and a 404 for each would be an
 * error in every visitor's console.
 */
export class SiteIcons {
  constructor(
    private readonly sources: SiteIconSources,
    private readonly storage: ObjectStorage | null,
  ) {}

  async response(settings: IconSettings, size: SiteIconSize): Promise<PreparedResponse> {
    const own = settings.faviconUrl
      ? await this.sources.uploadedIcon(settings.agencyId, settings.faviconUrl)
      : null;
    if (own) return (await this.fromObjects(own, size)) ?? notFound();
    if (settings.faviconUrl && isOutsideUrl(settings.faviconUrl)) return redirect(settings.faviconUrl);
    const icon = settings.whitelabelIcon;
    if (!icon) return this.render(drawnIcon(settings.title), size);
    const stored = this.sources.whitelabelIconKey(icon);
    if (stored && this.storage) {
      const bytes = await readObject(this.storage, stored);
      return bytes ? this.render(bytes, size) : notFound();
    }
    return isOutsideUrl(icon) ? redirect(icon) : notFound();
  }

  private async fromObjects(objects: StoredIcon[], size: SiteIconSize): Promise<PreparedResponse | null> {
    if (!this.storage) return null;
    const exact = objects.find((object) =>
      size === 'ico'
        ? object.contentType === ICO_CONTENT_TYPE
        : object.contentType === 'image/png' && object.width === size,
    );
    if (exact) {
      const bytes = await readObject(this.storage, exact.storageKey);
      return bytes ? iconResponse(exact.contentType, bytes) : null;
    }
    const largest = objects
      .filter((object) => object.contentType !== ICO_CONTENT_TYPE)
      .sort((a, b) => b.width - a.width)[0];
    const bytes = largest ? await readObject(this.storage, largest.storageKey) : null;
    return bytes ? this.render(bytes, size) : null;
  }

  /** One size of the icon made from a picture sharp reads (a PNG upload, the white label's PNG). */
  private async render(bytes: Buffer, size: SiteIconSize): Promise<PreparedResponse> {
    try {
      const body = await this.sources.encode(bytes, size);
      return iconResponse(size === 'ico' ? ICO_CONTENT_TYPE : 'image/png', body);
    } catch {
      return notFound();
    }
  }
}

/** Colours a drawn icon may take: each dark enough for its white mark (contrast over 4.5:1). */
const DRAWN_ICON_COLOURS = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#6d28d9',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
  '#334155',
];

/**
 * The icon of a site with none of its own and a white label without one: a rounded square in a
 * colour picked by the site's name, holding a white page mark. No text, so no font is needed, and
 * nothing names the platform (white labels stay unbranded).
 */
export function drawnIcon(title: string): Buffer {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const colour = DRAWN_ICON_COLOURS[hash % DRAWN_ICON_COLOURS.length]!;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="${colour}"/><rect x="136" y="120" width="240" height="272" rx="28" fill="none" stroke="#fff" stroke-width="32"/><path d="M136 196h240" stroke="#fff" stroke-width="32"/><path d="M184 262h144M184 318h96" stroke="#fff" stroke-width="28" stroke-linecap="round"/></svg>`,
  );
}

function iconResponse(contentType: string, body: Buffer): Promise<PreparedResponse> {
  // PNG and PNG-in-ICO are compressed already.
  return prepareResponse({
    contentType,
    body,
    compress: false,
    headers: { 'cache-control': ICON_CACHE_CONTROL },
  });
}

function notFound(): Promise<PreparedResponse> {
  return prepareResponse({
    status: 404,
    contentType: 'text/plain; charset=utf-8',
    body: 'This site has no icon.',
    etag: false,
    headers: { 'cache-control': ICON_CACHE_CONTROL },
  });
}

function redirect(url: string): Promise<PreparedResponse> {
  return prepareResponse({
    status: 302,
    contentType: 'text/plain; charset=utf-8',
    body: '',
    etag: false,
    headers: { location: headerSafeUrl(url), 'cache-control': ICON_CACHE_CONTROL },
  });
}

const isOutsideUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

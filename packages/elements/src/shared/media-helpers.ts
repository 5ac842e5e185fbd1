import { buildEmbedUrl, type EmbedFlags, isSafeUrl, type VideoSource } from '@tessera/document';

/**
 * Width the `width`/`height` attributes of an image are stated in. Only their proportion matters
 * (CSS sizes the image): it lets the browser reserve the right box before the file arrives.
 */
const NOMINAL_WIDTH = 1200;

/** No stated size: the picture's own proportions decide. */
export const NO_SIZE: Readonly<{ width?: number; height?: number }> = Object.freeze({});

/** `width` and `height` attributes from a SPEC §3 Ratio (height / width); none when it is unknown (0). */
export function imageDimensions(ratio: number): Readonly<{ width?: number; height?: number }> {
  if (!Number.isFinite(ratio) || ratio <= 0) return NO_SIZE;
  return { width: NOMINAL_WIDTH, height: Math.max(1, Math.round(NOMINAL_WIDTH * ratio)) };
}

/**
 * An image source when its scheme is safe (inline data images included), else ''. Documents and
 * records are checked on the way in; this keeps a value that slipped past from reaching `src`.
 */
export function safeImageUrl(url: string): string {
  return url.trim() !== '' && isSafeUrl(url, { allowDataImages: true }) ? url : '';
}

/** A CSS aspect-ratio value for a Ratio, with `fallback` when the Ratio is unknown. */
export function aspectRatio(ratio: number, fallback: number): string {
  const r = Number.isFinite(ratio) && ratio > 0 ? ratio : fallback;
  return `1 / ${Math.round(r * 1000) / 1000}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 3, 2025" and the machine-readable form for `<time dateTime>`; null for a date that does not parse. */
export function displayDate(iso: string): { text: string; machine: string } | null {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  const date = new Date(time);
  return { text: DATE_FORMAT.format(date), machine: date.toISOString().slice(0, 10) };
}

/** "34 min" or "1 h 5 min"; '' for an unknown length. */
export function displayDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** Cuts text to at most `length` characters at a word boundary, ending with an ellipsis when cut. */
export function cutText(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const slice = clean.slice(0, length);
  const lastSpace = slice.lastIndexOf(' ');
  // A single very long word is cut where it is rather than dropped entirely.
  const cut = lastSpace > length * 0.6 ? slice.slice(0, lastSpace) : slice;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * The iframe URL a video plays in after the visitor asks for it: YouTube through its no-cookie
 * host (no tracking cookies before the visitor plays), Vimeo as it is.
 */
export function playerEmbedUrl(source: VideoSource, flags: EmbedFlags): string | null {
  const url = buildEmbedUrl(source, flags);
  return (
    url?.replace(/^https:\/\/www\.youtube\.com\/embed\//, 'https://www.youtube-nocookie.com/embed/') ?? null
  );
}

/**
 * Keys of `RenderData.podcastEpisodes` and `RenderData.youtubeVideos`: the server loads the
 * records under the same key the element looks them up by.
 */
export function podcastEpisodesKey(options: {
  collectionId: string | number | null;
  source: string;
}): string {
  return `${options.collectionId ?? 'site'}:${options.source}`;
}

export function youtubeChannelKey(options: { channelId: string | number | null }): string {
  return String(options.channelId ?? '');
}

/** An element id as the renderer writes it into the DOM (only id characters), for ids derived from it. */
export function elementDomId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '');
}

/** Dark or light text, whichever reads better on a `#rrggbb` background; '' (inherit) for anything else. */
export function readableTextOn(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '';
  const n = Number.parseInt(hex, 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance =
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  // The luminance where white and near-black text have equal contrast.
  return luminance > 0.18 ? '#0f172a' : '#ffffff';
}

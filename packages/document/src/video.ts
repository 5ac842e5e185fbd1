/**
 * Video URL classification and embed URLs (SPEC §5). Parsing uses the URL API only, so it runs the
 * same in the browser, the server renderer and tests.
 */

export type VideoSource =
  | { provider: 'youtube'; id: string; start?: number }
  | { provider: 'vimeo'; id: string; hash?: string }
  | { provider: 'other'; url: string };

export interface EmbedFlags {
  autoplay?: boolean;
  mute?: boolean;
  loop?: boolean;
  controls?: boolean;
}

/**
 * The WHATWG URL parser exists in Node and every browser, but this package compiles without DOM
 * or Node typings; this is the slice of it used here.
 */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
}
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

function query(params: ReadonlyArray<readonly [string, string]>): string {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);

function toUrl(raw: string): ParsedUrl | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  try {
    return new UrlParser(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

/** "1h2m3s", "90s" or "90" → seconds. */
function parseStart(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (match === null || match[0] === '') return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtube(id: string | undefined | null, url: ParsedUrl): VideoSource | null {
  if (id == null || !YOUTUBE_ID.test(id)) return null;
  const start = parseStart(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return start === undefined ? { provider: 'youtube', id } : { provider: 'youtube', id, start };
}

export function parseVideoUrl(raw: string): VideoSource {
  const other: VideoSource = { provider: 'other', url: raw.trim() };
  const url = toUrl(raw);
  if (url === null || !/^https?:$/.test(url.protocol)) return other;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') return youtube(parts[0], url) ?? other;
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') return youtube(url.searchParams.get('v'), url) ?? other;
    if (parts[0] !== undefined && ['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0])) {
      return youtube(parts[1], url) ?? other;
    }
    return other;
  }

  if (
    host === 'player.vimeo.com' &&
    parts[0] === 'video' &&
    parts[1] !== undefined &&
    VIMEO_ID.test(parts[1])
  ) {
    const hash = url.searchParams.get('h');
    return hash ? { provider: 'vimeo', id: parts[1], hash } : { provider: 'vimeo', id: parts[1] };
  }
  if (host === 'vimeo.com') {
    // vimeo.com/ID, /ID/HASH (unlisted), /channels/x/ID, /groups/x/videos/ID, /showcase/x/video/ID
    const index = parts.findIndex((p: string) => VIMEO_ID.test(p));
    const id = parts[index];
    if (id === undefined) return other;
    const next = parts[index + 1];
    const hash = next !== undefined && /^[a-f0-9]{6,20}$/i.test(next) ? next : url.searchParams.get('h');
    return hash ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
  }
  return other;
}

export function videoProvider(raw: string): VideoSource['provider'] {
  return parseVideoUrl(raw).provider;
}

const flag = (value: boolean | undefined): string => (value ? '1' : '0');

/**
 * The iframe URL for YouTube or Vimeo, or null for other URLs (played with a <video> element).
 * Controls default to shown, the other flags to off. YouTube only loops a single video when it is
 * also its own playlist, hence `playlist=ID`.
 */
export function buildEmbedUrl(source: VideoSource, flags: EmbedFlags = {}): string | null {
  const controls = flags.controls ?? true;
  if (source.provider === 'youtube') {
    const params: Array<[string, string]> = [
      ['autoplay', flag(flags.autoplay)],
      ['mute', flag(flags.mute)],
      ['loop', flag(flags.loop)],
      ['controls', flag(controls)],
      ['rel', '0'],
      ['playsinline', '1'],
    ];
    if (flags.loop) params.push(['playlist', source.id]);
    if (source.start !== undefined) params.push(['start', String(source.start)]);
    return `https://www.youtube.com/embed/${source.id}?${query(params)}`;
  }
  if (source.provider === 'vimeo') {
    const params: Array<[string, string]> = [];
    if (source.hash !== undefined) params.push(['h', source.hash]);
    params.push(
      ['autoplay', flag(flags.autoplay)],
      ['muted', flag(flags.mute)],
      ['loop', flag(flags.loop)],
      ['controls', flag(controls)],
    );
    return `https://player.vimeo.com/video/${source.id}?${query(params)}`;
  }
  return null;
}

export function embedUrlFor(raw: string, flags: EmbedFlags = {}): string | null {
  return buildEmbedUrl(parseVideoUrl(raw), flags);
}

/** Still image for a video card; Vimeo needs an API call for its thumbnail, so only YouTube has one. */
export function videoThumbnailUrl(source: VideoSource): string | null {
  return source.provider === 'youtube' ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg` : null;
}

/**
 * SPEC §5 "Video URLs are classed as YouTube, Vimeo or other". The popup needs only this much;
 * when packages/document ships its link and video helpers, this should defer to them.
 */
export type VideoEmbed =
  | { kind: 'youtube' | 'vimeo'; id: string; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'other'; src: string };

export interface EmbedFlags {
  autoplay?: boolean;
  mute?: boolean;
  loop?: boolean;
  controls?: boolean;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const FILE_EXTENSION = /\.(mp4|webm|ogg|ogv|mov)$/i;

function flag(value: boolean) {
  return value ? '1' : '0';
}

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123
  const numeric = url.pathname.split('/').filter((part) => /^\d+$/.test(part));
  return numeric.at(-1) ?? null;
}

export function videoEmbed(raw: string, flags: EmbedFlags = {}): VideoEmbed | null {
  const { autoplay = true, mute = false, loop = false, controls = true } = flags;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt)) {
    const query = new URLSearchParams({
      autoplay: flag(autoplay),
      mute: flag(mute),
      loop: flag(loop),
      controls: flag(controls),
      rel: '0',
    });
    // YouTube loops a single video only when it is also its own playlist.
    if (loop) query.set('playlist', yt);
    return { kind: 'youtube', id: yt, src: `https://www.youtube-nocookie.com/embed/${yt}?${query}` };
  }

  const vimeo = vimeoId(url);
  if (vimeo) {
    const query = new URLSearchParams({
      autoplay: flag(autoplay),
      muted: flag(mute),
      loop: flag(loop),
      controls: flag(controls),
    });
    return { kind: 'vimeo', id: vimeo, src: `https://player.vimeo.com/video/${vimeo}?${query}` };
  }

  if (FILE_EXTENSION.test(url.pathname)) return { kind: 'file', src: url.href };
  return { kind: 'other', src: url.href };
}

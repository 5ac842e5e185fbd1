import { parseVideoUrl, type VideoSource, videoThumbnailUrl } from '@tessera/document';
import { classNames, constantRule, Icon, memoized, type StyleRule } from '../render/index.ts';
import type { RenderContext } from '../render/types.ts';
import { aspectRatio, imageDimensions, NO_SIZE, playerEmbedUrl, safeImageUrl } from './media-helpers.ts';

export interface VideoPlayback {
  autoplay: boolean;
  mute: boolean;
  loop: boolean;
  controls: boolean;
}

export interface VideoFacadeProps {
  /** As typed: YouTube, Vimeo or a file (SPEC §5 classification). */
  url: string;
  playback: VideoPlayback;
  /** A poster chosen by the author; '' uses the provider's still where there is one. */
  poster: string;
  posterRatio?: number;
  /** Height / width of the player box (SPEC §3 Ratio); 0 is 16:9. */
  ratio: number;
  /** Names the play button and the player frame ("Play video: …"). */
  title: string;
  context: RenderContext;
  className?: string;
}

const FACADE_RULE: StyleRule = constantRule({
  base: {
    position: 'relative',
    width: '100%',
    overflow: 'hidden',
    background: 'radial-gradient(circle at 50% 40%,#334155,#0f172a 75%)',
    color: '#ffffff',
  },
  nested: {
    ' .vf-poster': {
      base: {
        position: 'absolute',
        inset: '0',
        width: '100%',
        height: '100%',
        'object-fit': 'cover',
      },
    },
    ' .vf-play': {
      base: {
        position: 'absolute',
        inset: '0',
        width: '100%',
        height: '100%',
        padding: '0',
        border: '0',
        background: 'transparent',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        color: '#ffffff',
        cursor: 'pointer',
      },
    },
    ' .vf-btn': {
      base: {
        width: '76px',
        height: '76px',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        'padding-left': '5px',
        'border-radius': '50%',
        background: 'rgba(15,23,42,.78)',
        'box-shadow': '0 6px 24px rgba(0,0,0,.35)',
        transition: 'transform .2s ease,background-color .2s ease',
      },
      mobile: { width: '60px', height: '60px' },
    },
    ' .vf-play:hover .vf-btn': { base: { transform: 'scale(1.08)', background: 'rgba(220,38,38,.92)' } },
    ' .vf-play:focus-visible': { base: { outline: 'none' } },
    ' .vf-play:focus-visible .vf-btn': { base: { outline: '3px solid #ffffff', 'outline-offset': '3px' } },
    ' .vf-player': {
      base: {
        position: 'absolute',
        inset: '0',
        width: '100%',
        height: '100%',
        border: '0',
        background: '#000',
      },
    },
  },
});

/** What a video address is (parsed once per page: a page often shows one video many times). */
function videoSource(_context: RenderContext, key: { url: string }) {
  const source = parseVideoUrl(key.url);
  return { source, thumbnail: videoThumbnailUrl(source) };
}

/** `parseVideoUrl` and the provider's still of an address, once per page for each address. */
export function videoOf(
  context: RenderContext,
  url: string,
): { source: VideoSource; thumbnail: string | null } {
  return memoized(context, videoSource, { url });
}

function embedOf(
  _context: RenderContext,
  key: { url: string; mute: boolean; loop: boolean; controls: boolean },
): { embed: string | null } {
  const flags = { autoplay: true, mute: key.mute, loop: key.loop, controls: key.controls };
  return { embed: playerEmbedUrl(parseVideoUrl(key.url), flags) };
}

function ratioClass(context: RenderContext, key: { ratio: number }): string {
  return context.styles.className({ base: { 'aspect-ratio': aspectRatio(key.ratio, 0.5625) } }, 'ar');
}

/**
 * A video as a poster and a play button: nothing loads from the provider until the visitor asks
 * (the video island then swaps in the player). Autoplay swaps at once, muted, as browsers
 * require. In the editor it is the poster alone, inert.
 */
export function VideoFacade({
  url,
  playback,
  poster,
  posterRatio,
  ratio,
  title,
  context,
  className,
}: VideoFacadeProps) {
  const { source, thumbnail } = videoOf(context, url);
  const edit = context.mode === 'edit';
  const own = safeImageUrl(poster);
  const still = own || thumbnail || '';
  const dimensions = own && posterRatio ? imageDimensions(posterRatio) : NO_SIZE;
  const image = still ? (
    <img
      className="vf-poster"
      src={still}
      alt=""
      width={dimensions.width}
      height={dimensions.height}
      loading="lazy"
      decoding="async"
    />
  ) : null;
  const boxClass = classNames(
    'vf',
    context.styles.className(FACADE_RULE, 'vf'),
    memoized(context, ratioClass, { ratio }),
    className,
  );
  const glyph = (
    <span className="vf-btn" aria-hidden="true">
      <Icon name="play" context={context} size={28} />
    </span>
  );
  if (edit) {
    return (
      <div className={boxClass} data-edit-inert="">
        {image}
        <span className="vf-play">{glyph}</span>
      </div>
    );
  }
  // The visitor's click is the request to play, so the player starts playing when it appears.
  const muted = playback.mute || playback.autoplay;
  const embed =
    source.provider === 'other'
      ? null
      : memoized(context, embedOf, { url, mute: muted, loop: playback.loop, controls: playback.controls })
          .embed;
  const file = source.provider === 'other' ? context.href(url) : null;
  if (embed === null && file === null) return null;
  context.needIsland('video');
  const label = title ? `Play video: ${title}` : 'Play video';
  return (
    <div
      className={boxClass}
      data-video=""
      data-embed={embed ?? undefined}
      data-src={file ?? undefined}
      data-poster={file && still ? still : undefined}
      data-title={title || 'Video player'}
      data-muted={file && muted ? '' : undefined}
      data-loop={file && playback.loop ? '' : undefined}
      data-controls={file && playback.controls ? '' : undefined}
      data-autoplay={playback.autoplay ? '' : undefined}
    >
      {image}
      <button type="button" className="vf-play" aria-label={label}>
        {glyph}
      </button>
    </div>
  );
}

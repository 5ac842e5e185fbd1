import { classNames, constantRule, Icon, memoized, type StyleRule } from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { GalleryLayout } from '../shared/GalleryLayout.tsx';
import { LightboxDialog } from '../shared/Lightbox.tsx';
import { elementDomId, playerEmbedUrl, safeImageUrl, youtubeChannelKey } from '../shared/media-helpers.ts';
import { VideoFacade, videoOf } from '../shared/VideoFacade.tsx';
import type { YoutubeGalleryOptions } from './schema.ts';

interface GalleryVideo {
  url: string;
  title: string;
  thumbnail: string;
}

const TILE_RULE: StyleRule = constantRule({
  nested: {
    ' .yt-tile': { base: { display: 'block', color: 'inherit', 'text-decoration': 'none' } },
    ' .yt-thumb': {
      base: {
        position: 'relative',
        display: 'block',
        'aspect-ratio': '16 / 9',
        overflow: 'hidden',
        'border-radius': '10px',
        background: 'radial-gradient(circle at 50% 40%,#334155,#0f172a 75%)',
      },
    },
    ' .yt-thumb img': {
      base: {
        position: 'absolute',
        inset: '0',
        width: '100%',
        height: '100%',
        'object-fit': 'cover',
        transition: 'transform .4s ease',
      },
    },
    ' .yt-tile:hover .yt-thumb img': { base: { transform: 'scale(1.04)' } },
    ' .yt-glyph': {
      base: {
        position: 'absolute',
        top: '50%',
        left: '50%',
        width: '58px',
        height: '40px',
        margin: '-20px 0 0 -29px',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        'border-radius': '12px',
        background: 'rgba(15,23,42,.8)',
        color: '#ffffff',
        transition: 'background-color .2s ease',
      },
    },
    ' .yt-tile:hover .yt-glyph': { base: { background: '#dc2626' } },
    ' .yt-tile:focus-visible': { base: { outline: '3px solid #2563eb', 'outline-offset': '3px' } },
    ' .vf': { base: { 'border-radius': '10px' } },
    ' .yt-title': {
      base: {
        display: 'block',
        margin: '10px 2px 0',
        'font-weight': '600',
        'font-size': '15px',
        'line-height': '1.4',
      },
    },
  },
});

function videosOf(
  options: YoutubeGalleryOptions,
  context: RenderProps<YoutubeGalleryOptions>['context'],
): GalleryVideo[] {
  if (options.source === 'channel') {
    const list = context.data.youtubeVideos?.[youtubeChannelKey(options)] ?? [];
    return list.slice(0, options.count).map((video) => ({
      url: video.url,
      title: video.title,
      thumbnail: video.thumbnailUrl,
    }));
  }
  return options.videos
    .filter((video) => videoOf(context, video.url).source.provider === 'youtube')
    .map((video) => ({ url: video.url, title: video.title.trim(), thumbnail: '' }));
}

function autoplayEmbed(context: RenderContext, key: { url: string }): { embed: string | null } {
  return { embed: playerEmbedUrl(videoOf(context, key.url).source, { autoplay: true }) };
}

/** YouTube videos picked by hand or the latest of a channel, as tiles that play inline or over the page. */
export function YoutubeGalleryRender({ element, options, context }: RenderProps<YoutubeGalleryOptions>) {
  const { styles, mode } = context;
  const videos = videosOf(options, context);
  if (videos.length === 0)
    return (
      <EmptyNotice context={context}>
        {options.source === 'channel'
          ? 'No videos from this channel yet.'
          : 'Add YouTube videos to this gallery.'}
      </EmptyNotice>
    );
  const edit = mode === 'edit';
  const group = elementDomId(element.id);
  const inLightbox = options.playInLightbox && !edit;
  let lightboxUsed = false;

  const tile = (video: GalleryVideo, index: number) => {
    const { source, thumbnail: still } = videoOf(context, video.url);
    const name = video.title || `Video ${index + 1}`;
    const title = options.showTitles && video.title ? <span className="yt-title">{video.title}</span> : null;
    const thumbnail = safeImageUrl(video.thumbnail) || still || '';
    const embed =
      source.provider === 'youtube' ? memoized(context, autoplayEmbed, { url: video.url }).embed : null;
    const watch = context.href(video.url);
    if ((inLightbox || edit) && embed !== null) {
      const inner = (
        <>
          <span className="yt-thumb">
            {thumbnail && <img src={thumbnail} alt="" loading="lazy" decoding="async" />}
            <span className="yt-glyph" aria-hidden="true">
              <Icon name="play" context={context} size={18} />
            </span>
          </span>
          {title}
        </>
      );
      if (edit || watch === null) return <div className="yt-tile">{inner}</div>;
      lightboxUsed = true;
      return (
        <a
          className="yt-tile"
          href={watch}
          data-lightbox={group}
          data-embed={embed}
          data-caption={video.title || undefined}
          aria-label={`Play video: ${name}`}
        >
          {inner}
        </a>
      );
    }
    return (
      <div className="yt-tile">
        <VideoFacade
          url={video.url}
          playback={{ autoplay: false, mute: false, loop: false, controls: true }}
          poster={thumbnail}
          ratio={0.5625}
          title={name}
          context={context}
        />
        {title}
      </div>
    );
  };

  const entries = videos.map((video, index) => ({ key: `${index}`, content: tile(video, index) }));
  return (
    <div className={classNames('ytg', styles.className(TILE_RULE, 'yt'))}>
      <GalleryLayout
        id={group}
        label="Videos"
        options={options}
        entries={entries}
        context={context}
        fillHeight={false}
      />
      {lightboxUsed && <LightboxDialog group={group} context={context} />}
    </div>
  );
}

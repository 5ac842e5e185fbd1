import { classNames, constantRule, Icon, type StyleRule } from '../render/index.ts';
import type { EpisodeSummary, RenderProps } from '../render/types.ts';
import { AudioPlayer } from '../shared/AudioPlayer.tsx';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { GalleryLayout } from '../shared/GalleryLayout.tsx';
import {
  displayDate,
  displayDuration,
  elementDomId,
  podcastEpisodesKey,
  safeImageUrl,
} from '../shared/media-helpers.ts';
import type { PodcastGalleryOptions } from './schema.ts';

const CARD_RULE: StyleRule = constantRule({
  nested: {
    ' .pc-ep': {
      base: {
        height: '100%',
        display: 'flex',
        'flex-direction': 'column',
        gap: '14px',
        padding: '16px',
        background: '#ffffff',
        color: '#0f172a',
        border: '1px solid #e2e8f0',
        'border-radius': '12px',
        'box-shadow': '0 1px 3px rgba(15,23,42,.06)',
      },
    },
    ' .pc-head': { base: { display: 'flex', gap: '14px', 'align-items': 'center', 'min-width': '0' } },
    ' .pc-art': {
      base: {
        flex: '0 0 auto',
        width: '72px',
        height: '72px',
        'object-fit': 'cover',
        'border-radius': '8px',
        background: '#e2e8f0',
      },
    },
    ' .pc-info': { base: { 'min-width': '0' } },
    ' .pc-meta': { base: { margin: '0 0 4px', 'font-size': '13px', 'line-height': '1.3', color: '#475569' } },
    ' .pc-title': { base: { margin: '0', 'font-weight': '600', 'font-size': '16px', 'line-height': '1.35' } },
    ' .pc-listen': {
      base: {
        display: 'inline-flex',
        'align-items': 'center',
        gap: '8px',
        'font-weight': '600',
        'text-decoration': 'none',
      },
    },
    ' .pc-listen:hover': { base: { 'text-decoration': 'underline' } },
  },
});

/** Episodes of the site's podcast (or an imported one), each with its own inline player. */
export function PodcastGalleryRender({ element, options, context }: RenderProps<PodcastGalleryOptions>) {
  const { styles } = context;
  const episodes = (context.data.podcastEpisodes?.[podcastEpisodesKey(options)] ?? []).slice(
    0,
    options.count,
  );
  if (episodes.length === 0)
    return <EmptyNotice context={context}>No published episodes to show yet.</EmptyNotice>;
  const accent = options.accentColor;
  const accentClass = styles.className(
    accent
      ? { nested: { ' .pc-meta': { base: { color: accent } }, ' .pc-listen': { base: { color: accent } } } }
      : {},
    'pa',
  );

  const card = (episode: EpisodeSummary) => {
    const src = context.href(episode.audioUrl);
    const date = options.showDate ? displayDate(episode.publishedAt) : null;
    const length = displayDuration(episode.durationSeconds);
    const art = safeImageUrl(episode.imageUrl);
    const meta =
      date || (options.showDate && length) ? (
        <p className="pc-meta">
          {date && <time dateTime={date.machine}>{date.text}</time>}
          {date && length ? ' · ' : null}
          {length}
        </p>
      ) : null;
    let play = null;
    if (src !== null && options.showPlayer)
      play = <AudioPlayer src={src} title={episode.title} color={accent} context={context} />;
    else if (src !== null)
      play = (
        <a className="pc-listen" href={context.mode === 'edit' ? undefined : src}>
          <Icon name="headphones" context={context} size={16} />
          Listen<span className="sr-only">: {episode.title}</span>
        </a>
      );
    return (
      <article className="pc-ep">
        <div className="pc-head">
          {art && (
            <img className="pc-art" src={art} alt="" width={72} height={72} loading="lazy" decoding="async" />
          )}
          <div className="pc-info">
            {meta}
            <p className="pc-title">{episode.title}</p>
          </div>
        </div>
        {play}
      </article>
    );
  };

  const entries = episodes.map((episode, index) => ({ key: `${index}`, content: card(episode) }));
  return (
    <div className={classNames('pcg', styles.className(CARD_RULE, 'pc'), accentClass)}>
      <GalleryLayout
        id={elementDomId(element.id)}
        label="Podcast episodes"
        options={options}
        entries={entries}
        context={context}
        fillHeight={false}
      />
    </div>
  );
}

import { classNames, constantRule, Icon, type StyleRule } from '../render/index.ts';
import type { RenderContext } from '../render/types.ts';

export interface AudioPlayerProps {
  /** Resolved, safe file URL. */
  src: string;
  /** Names the controls ("Play: …"); '' names them generically. */
  title: string;
  loop?: boolean;
  autoplay?: boolean;
  /** Shows a download link for the file. */
  download?: boolean;
  /** Play button and progress colour; '' is the theme's button colour. */
  color: string;
  context: RenderContext;
  className?: string;
}

const PLAYER_RULE: StyleRule = constantRule({
  base: { display: 'flex', 'align-items': 'center', gap: '12px', 'min-width': '0' },
  nested: {
    ' audio': { base: { width: '100%', height: '40px', display: 'block' } },
    ' .au-ui': {
      base: { display: 'flex', 'align-items': 'center', gap: '12px', flex: '1', 'min-width': '0' },
    },
    ' .au-ui[hidden]': { base: { display: 'none' } },
    ' .au-play': {
      base: {
        flex: '0 0 auto',
        width: '44px',
        height: '44px',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        padding: '0',
        border: '0',
        'border-radius': '50%',
        color: '#ffffff',
        cursor: 'pointer',
        transition: 'transform .15s ease,filter .15s ease',
      },
    },
    ' .au-play:hover': { base: { filter: 'brightness(1.1)', transform: 'scale(1.05)' } },
    ' .au-play:focus-visible': { base: { outline: '3px solid #0f172a', 'outline-offset': '2px' } },
    ' .au-play svg': { base: { display: 'block' } },
    ' .au-play .au-i-play': { base: { 'margin-left': '3px' } },
    ' .au-play .au-i-pause': { base: { display: 'none' } },
    '[data-playing] .au-play .au-i-pause': { base: { display: 'block' } },
    '[data-playing] .au-play .au-i-play': { base: { display: 'none' } },
    ' .au-seek': { base: { flex: '1', 'min-width': '60px', margin: '0', height: '24px', cursor: 'pointer' } },
    ' .au-time': {
      base: {
        flex: '0 0 auto',
        'font-size': '13px',
        'font-variant-numeric': 'tabular-nums',
        opacity: '.85',
        'min-width': '3.5em',
        'text-align': 'right',
      },
    },
    ' .au-dl': {
      base: {
        flex: '0 0 auto',
        width: '36px',
        height: '36px',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        'border-radius': '50%',
        color: 'inherit',
      },
    },
    ' .au-dl:hover': { base: { background: 'rgba(127,127,127,.18)' } },
  },
});

/**
 * An audio file: the native `<audio controls preload="none">` (it plays without script and loads
 * nothing until asked), plus a themed play / seek / time row the audio island switches to, so the
 * player takes the element's colour and only one player on the page plays at a time.
 */
export function AudioPlayer({
  src,
  title,
  loop,
  autoplay,
  download,
  color,
  context,
  className,
}: AudioPlayerProps) {
  const { styles, theme, mode } = context;
  const accent = color || theme.ButtonBackground || '#2563eb';
  const accentClass = styles.className(
    {
      nested: {
        ' .au-play': { base: { background: accent } },
        ' .au-seek': { base: { 'accent-color': accent } },
      },
    },
    'ac',
  );
  const rootClass = classNames('au', styles.className(PLAYER_RULE, 'au'), accentClass, className);
  const playName = title ? `Play ${title}` : 'Play';
  const playButton = (
    <>
      <Icon name="play" context={context} size={16} className="au-i-play" />
      <Icon name="pause" context={context} size={16} className="au-i-pause" />
    </>
  );
  if (mode === 'edit') {
    // The look without the file: nothing plays or loads on the canvas.
    return (
      <div className={rootClass} data-edit-inert="">
        <div className="au-ui">
          <span className="au-play" aria-hidden="true">
            {playButton}
          </span>
          <input
            className="au-seek"
            type="range"
            min={0}
            max={1000}
            defaultValue={0}
            disabled
            aria-label="Seek"
          />
          <span className="au-time">0:00</span>
        </div>
      </div>
    );
  }
  context.needIsland('audio');
  const seekName = title ? `Seek ${title}` : 'Seek';
  return (
    <div className={rootClass} data-audio="" data-autoplay={autoplay ? '' : undefined}>
      {/* biome-ignore lint/a11y/useMediaCaption: authors upload audio files only; there is no caption track to offer. */}
      <audio src={src} controls preload="none" loop={loop} />
      <div className="au-ui" hidden>
        <button type="button" className="au-play" aria-label={playName} aria-pressed="false">
          {playButton}
        </button>
        <input
          className="au-seek"
          type="range"
          min={0}
          max={1000}
          step={1}
          defaultValue={0}
          aria-label={seekName}
        />
        <span className="au-time">0:00</span>
      </div>
      {download && (
        <a
          className="au-dl"
          href={src}
          download=""
          aria-label={title ? `Download ${title}` : 'Download audio'}
        >
          <Icon name="download" context={context} size={16} />
        </a>
      )}
    </div>
  );
}

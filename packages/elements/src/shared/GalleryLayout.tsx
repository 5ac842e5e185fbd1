import { GALLERY_TYPES, type GalleryType, type Responsive } from '@tessera/document';
import type { ReactNode } from 'react';
import {
  classNames,
  constantRule,
  Icon,
  memoized,
  mergeRules,
  px,
  responsiveRule,
  type StyleRule,
} from '../render/index.ts';
import type { RenderContext } from '../render/types.ts';
import { oneOf } from './choice.ts';

/**
 * The SPEC §9 gallery types shared by the gallery, YouTube gallery and podcast gallery: four
 * sliders (default, coverflow, card, creative) and two grids (standard, masonry).
 *
 * Sliders are CSS scroll-snap strips, so they swipe and scroll without JavaScript; the slider
 * island (which marks the root `data-ready`) adds arrows, dots, keyboard, autoplay and the
 * active-slide class the coverflow, creative and card looks are drawn from.
 */

export interface GalleryLayoutOptions {
  galleryType: string;
  columns: Responsive<number>;
  gap: number;
  slider: {
    height: Responsive<number>;
    duration: number;
    autoplay: boolean;
    loop: boolean;
    arrows: boolean;
    dots: boolean;
    pauseOnHover: boolean;
  };
}

export type GalleryMode = 'slider' | 'grid' | 'masonry';

export function galleryType(options: Pick<GalleryLayoutOptions, 'galleryType'>): GalleryType {
  return oneOf(options.galleryType, GALLERY_TYPES, 'standard');
}

export function galleryMode(type: GalleryType): GalleryMode {
  if (type === 'standard') return 'grid';
  if (type === 'masonry') return 'masonry';
  return 'slider';
}

export interface GalleryEntry {
  key: string;
  content: ReactNode;
}

export interface GalleryLayoutProps {
  /** DOM id base (derived from the element id). */
  id: string;
  /** Accessible name of the carousel. */
  label: string;
  options: GalleryLayoutOptions;
  entries: readonly GalleryEntry[];
  context: RenderContext;
  /** Image slides take the slider height; cards (videos, episodes) keep their own. */
  fillHeight: boolean;
}

const TRANSITION = 'transform .55s cubic-bezier(.22,.61,.36,1),opacity .55s ease,filter .55s ease';

const SLIDER_RULE: StyleRule = constantRule({
  base: { position: 'relative' },
  nested: {
    ' .sl-track': {
      base: {
        display: 'flex',
        'overflow-x': 'auto',
        'scroll-snap-type': 'x mandatory',
        'scrollbar-width': 'none',
        'overscroll-behavior-x': 'contain',
        position: 'relative',
      },
    },
    ' .sl-track::-webkit-scrollbar': { base: { display: 'none' } },
    ' .sl-track:focus-visible': { base: { outline: '2px solid #2563eb', 'outline-offset': '2px' } },
    ' .sl-slide': {
      base: {
        flex: '0 0 100%',
        'min-width': '0',
        position: 'relative',
        'scroll-snap-align': 'center',
        transition: TRANSITION,
      },
    },
    ' .sl-arrow': {
      base: {
        position: 'absolute',
        top: '50%',
        'z-index': '40',
        width: '44px',
        height: '44px',
        'margin-top': '-22px',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        padding: '0',
        border: '0',
        'border-radius': '50%',
        background: 'rgba(255,255,255,.94)',
        color: '#0f172a',
        cursor: 'pointer',
        'box-shadow': '0 2px 12px rgba(15,23,42,.28)',
        transition: 'background-color .2s,transform .2s',
      },
    },
    ' .sl-arrow:hover': { base: { background: '#ffffff', transform: 'scale(1.06)' } },
    ' .sl-arrow:disabled': { base: { opacity: '.45', cursor: 'default', transform: 'none' } },
    ' .sl-prev': { base: { left: '12px' } },
    ' .sl-next': { base: { right: '12px' } },
    ' .sl-bar': {
      base: {
        display: 'flex',
        'flex-wrap': 'wrap',
        'justify-content': 'center',
        'align-items': 'center',
        gap: '2px',
        'margin-top': '14px',
      },
    },
    ' .sl-dot': {
      base: {
        width: '24px',
        height: '24px',
        padding: '0',
        border: '0',
        background: 'transparent',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        cursor: 'pointer',
      },
    },
    ' .sl-dot::before': {
      base: {
        content: '""',
        display: 'block',
        width: '9px',
        height: '9px',
        'border-radius': '999px',
        background: '#7c8798',
        transition: 'width .3s,background-color .3s',
      },
    },
    ' .sl-dot[aria-current=true]::before': { base: { width: '22px', background: '#0f172a' } },
    ' .sl-pause': {
      base: {
        width: '30px',
        height: '30px',
        'margin-left': '8px',
        padding: '0',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        border: '1px solid #94a3b8',
        'border-radius': '50%',
        background: '#ffffff',
        color: '#0f172a',
        cursor: 'pointer',
      },
    },
    ' .sl-pause .sl-i-play': { base: { display: 'none' } },
    ' .sl-pause[aria-pressed=true] .sl-i-play': { base: { display: 'block' } },
    ' .sl-pause[aria-pressed=true] .sl-i-pause': { base: { display: 'none' } },
    ' button:focus-visible': { base: { outline: '3px solid #2563eb', 'outline-offset': '2px' } },
    // Controls only work with the island: until it marks the slider ready they are not shown.
    ':not([data-ready]) .sl-ctl': { base: { display: 'none' } },
  },
});

/** Each slider look; the island puts `is-active` on the slide in front. */
const LOOKS: Record<Exclude<GalleryType, 'standard' | 'masonry'>, StyleRule> = {
  default: {},
  // Neighbours turned in 3D towards the slide in the middle, as on a record shelf.
  coverflow: {
    nested: {
      ' .sl-track': { base: { padding: '28px 0' }, mobile: { padding: '20px 0' } },
      // Margins, not track padding: both resolve against the strip's width, so the first and last
      // slides can sit in the middle.
      ' .sl-slide:first-child': { base: { 'margin-left': '27%' }, mobile: { 'margin-left': '14%' } },
      ' .sl-slide:last-child': { base: { 'margin-right': '27%' }, mobile: { 'margin-right': '14%' } },
      ' .sl-slide': {
        base: {
          flex: '0 0 46%',
          transform: 'perspective(1200px) rotateY(40deg) scale(.84)',
          'transform-origin': '50% 50%',
          opacity: '.6',
          filter: 'brightness(.85)',
        },
        mobile: { flex: '0 0 72%' },
      },
      ' .sl-slide.is-active': { base: { transform: 'none', opacity: '1', filter: 'none', 'z-index': '2' } },
      ' .sl-slide.is-active ~ .sl-slide': {
        base: { transform: 'perspective(1200px) rotateY(-40deg) scale(.84)' },
      },
    },
  },
  // Neighbours shrunk, faded and tucked behind the slide in front.
  creative: {
    nested: {
      // Room above and below for the front slide's shadow: the strip clips what overflows it.
      ' .sl-track': { base: { padding: '24px 0 44px' }, mobile: { padding: '16px 0 32px' } },
      ' .sl-slide:first-child': { base: { 'margin-left': '10%' }, mobile: { 'margin-left': '6%' } },
      ' .sl-slide:last-child': { base: { 'margin-right': '10%' }, mobile: { 'margin-right': '6%' } },
      ' .sl-slide': {
        base: {
          flex: '0 0 80%',
          transform: 'translateX(24%) scale(.74)',
          opacity: '.38',
          filter: 'saturate(.4) blur(1px)',
          'z-index': '0',
        },
        mobile: { flex: '0 0 88%' },
      },
      ' .sl-slide.is-active': {
        base: {
          transform: 'none',
          opacity: '1',
          filter: 'none',
          'z-index': '2',
          'box-shadow': '0 14px 28px rgba(15,23,42,.26)',
        },
      },
      ' .sl-slide.is-active ~ .sl-slide': { base: { transform: 'translateX(-24%) scale(.74)' } },
    },
  },
  // A deck: the island stacks every slide in one grid cell; later ones peek out to the right.
  card: {
    nested: {
      ' .sl-slide': { base: { flex: '0 0 86%' } },
      '[data-ready] .sl-track': {
        base: { display: 'grid', overflow: 'visible', 'padding-right': '18%', 'scroll-snap-type': 'none' },
      },
      '[data-ready] .sl-slide': {
        base: {
          'grid-area': '1 / 1',
          'transform-origin': '100% 50%',
          transform: 'translateX(calc(var(--d, 0) * 6%)) scale(calc(1 - var(--d, 0) * .08))',
          'z-index': 'calc(30 - var(--d, 0))',
          filter: 'brightness(calc(1 - var(--d, 0) * .1))',
          'box-shadow': '0 10px 30px rgba(15,23,42,.22)',
          transition: `${TRANSITION},visibility .55s`,
        },
      },
      '[data-ready] .sl-slide[data-gone]': {
        base: {
          transform: 'translateX(-40%) rotate(-7deg)',
          opacity: '0',
          visibility: 'hidden',
        },
      },
      '[data-ready] .sl-slide[data-far]': { base: { opacity: '0', visibility: 'hidden' } },
    },
  },
};

const GRID_RULE: StyleRule = constantRule({
  base: { margin: '0', padding: '0', 'list-style': 'none' },
  nested: { ' > li': { base: { 'min-width': '0' } } },
});

interface GridKey {
  mode: 'grid' | 'masonry';
  gap: number;
  columns: number;
  tabletColumns: number | undefined;
  mobileColumns: number | undefined;
}

function gridRule(key: GridKey): StyleRule {
  const gap = px(key.gap);
  const columns = { desktop: key.columns, tablet: key.tabletColumns, mobile: key.mobileColumns };
  if (key.mode === 'grid')
    return mergeRules(
      { base: { display: 'grid', gap } },
      responsiveRule(columns, (n) => ({ 'grid-template-columns': `repeat(${n},minmax(0,1fr))` })),
    );
  return mergeRules(
    {
      base: { 'column-gap': gap },
      nested: { ' > li': { base: { 'break-inside': 'avoid', 'margin-bottom': gap } } },
    },
    responsiveRule(columns, (n) => ({ columns: String(n) })),
  );
}

function gridClassName(context: RenderContext, key: GridKey): string {
  const { styles } = context;
  return classNames('gr', styles.className(GRID_RULE, 'g'), styles.className(gridRule(key), 'g'));
}

interface SliderKey {
  look: keyof typeof LOOKS;
  gap: number;
  fillHeight: boolean;
  height: number;
  tabletHeight: number | undefined;
  mobileHeight: number | undefined;
}

function sliderClassName(context: RenderContext, key: SliderKey): string {
  const { styles } = context;
  const { look } = key;
  const instance = mergeRules(
    { nested: { ' .sl-track': { base: { gap: px(key.gap) } } } },
    key.fillHeight
      ? {
          nested: {
            ' .sl-slide': responsiveRule(
              { desktop: key.height, tablet: key.tabletHeight, mobile: key.mobileHeight },
              (height) => ({ height: px(height) }),
            ),
          },
        }
      : undefined,
  );
  return classNames(
    'sl',
    `sl-${look}`,
    styles.className(SLIDER_RULE, 'sl'),
    styles.className(LOOKS[look], 'sl'),
    styles.className(instance, 'sl'),
  );
}

export function GalleryLayout({ id, label, options, entries, context, fillHeight }: GalleryLayoutProps) {
  const type = galleryType(options);
  const mode = galleryMode(type);
  const { columns } = options;
  if (mode !== 'slider') {
    const className = memoized(context, gridClassName, {
      mode,
      gap: options.gap,
      columns: columns.desktop,
      tabletColumns: columns.tablet,
      mobileColumns: columns.mobile,
    });
    return (
      <ul className={className}>
        {entries.map((entry) => (
          <li key={entry.key}>{entry.content}</li>
        ))}
      </ul>
    );
  }

  const look = type as keyof typeof LOOKS;
  const slider = options.slider;
  const live = context.mode !== 'edit';
  const className = memoized(context, sliderClassName, {
    look,
    gap: options.gap,
    fillHeight,
    height: slider.height.desktop,
    tabletHeight: slider.height.tablet,
    mobileHeight: slider.height.mobile,
  });
  const count = entries.length;
  const autoplay = slider.autoplay && count > 1;
  const showArrows = live && slider.arrows && count > 1;
  const showDots = live && slider.dots && count > 1;
  const icon = (name: string, extra?: string) => (
    <Icon name={name} context={context} size={16} className={extra} />
  );
  return (
    <section
      id={`${id}-slider`}
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      data-slider={live ? look : undefined}
      data-interval={live && autoplay ? Math.round(slider.duration * 1000) : undefined}
      data-loop={live && slider.loop ? '' : undefined}
      data-pause-hover={live && slider.pauseOnHover ? '' : undefined}
    >
      {/* Focusable so keyboard users can scroll it even where no slide holds a link. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1). */}
      <div className="sl-track" tabIndex={0}>
        {entries.map((entry, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel marks each slide as a group; fieldset would be wrong here.
          <div
            key={entry.key}
            className={classNames('sl-slide', index === 0 && 'is-active')}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            {entry.content}
          </div>
        ))}
      </div>
      {showArrows && (
        <>
          <button
            type="button"
            className="sl-ctl sl-arrow sl-prev"
            data-sl-step="-1"
            aria-label="Previous slide"
          >
            {icon('chevron-left')}
          </button>
          <button type="button" className="sl-ctl sl-arrow sl-next" data-sl-step="1" aria-label="Next slide">
            {icon('chevron-right')}
          </button>
        </>
      )}
      {(showDots || (live && autoplay)) && (
        <div className="sl-ctl sl-bar">
          {showDots &&
            entries.map((entry, index) => (
              <button
                key={entry.key}
                type="button"
                className="sl-dot"
                data-sl-dot={index}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === 0 ? 'true' : undefined}
              />
            ))}
          {autoplay && (
            <button
              type="button"
              className="sl-pause"
              data-sl-pause=""
              aria-pressed="false"
              aria-label="Pause slideshow"
            >
              {icon('pause', 'sl-i-pause')}
              {icon('play', 'sl-i-play')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

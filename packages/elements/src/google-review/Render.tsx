import { countOf, SAMPLE_PLACES } from '@tessera/document';
import {
  classNames,
  constantRule,
  fontDeclarations,
  Icon,
  memoized,
  mergeRules,
  type PlaceReviews,
  px,
  responsiveRule,
  type StyleRule,
} from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { oneOf } from '../shared/choice.ts';
import { readableOn } from '../shared/IconBadge.tsx';
import { LinkTo } from '../shared/LinkTo.tsx';
import { type GoogleReviewOptions, REVIEW_LAYOUTS } from './schema.ts';

type Review = PlaceReviews['reviews'][number];

/** The reviews to show: at or above the lowest rating, in the chosen order, at most `count`. */
export function pickReviews(
  place: PlaceReviews,
  options: Pick<GoogleReviewOptions, 'minRating' | 'sortBy' | 'count'>,
): Review[] {
  // Each date read once, not once per comparison.
  const timed = place.reviews
    .filter((review) => review.rating >= options.minRating)
    .map((review) => ({ review, time: Date.parse(review.time) || 0 }));
  timed.sort((a, b) =>
    options.sortBy === 'highest' ? b.review.rating - a.review.rating || b.time - a.time : b.time - a.time,
  );
  return timed.slice(0, Math.max(1, options.count)).map((entry) => entry.review);
}

interface PickKey {
  placeId: string;
  minRating: number;
  sortBy: GoogleReviewOptions['sortBy'];
  count: number;
}

/** The reviews an element shows, picked once per page for each place and choice. */
function pickedReviews(context: RenderContext, key: PickKey): Review[] {
  const place = placeOf(key.placeId, context);
  return place ? pickReviews(place, key) : [];
}

function ratingText(rating: number): string {
  return `${Math.round(rating * 10) / 10} out of 5`;
}

/** Five stars filled to the rating (halves included), read out as '4.8 out of 5'. */
function Stars({
  rating,
  size,
  context,
  className,
}: {
  rating: number;
  size: number;
  context: RenderContext;
  className: string;
}) {
  return (
    <span className={className} role="img" aria-label={ratingText(rating)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name={rating >= star - 0.25 || rating < star - 0.75 ? 'star' : 'star-half-stroke'}
          context={context}
          size={size}
          className={rating < star - 0.75 ? 'gr-off' : undefined}
        />
      ))}
    </span>
  );
}

const AVATAR_COLORS = [
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#ea580c',
  '#059669',
  '#0891b2',
  '#4f46e5',
  '#b45309',
];

function avatarColor(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLORS[sum % AVATAR_COLORS.length] ?? '#2563eb';
}

const REVIEW_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function reviewDate(time: string): { iso: string; text: string } | null {
  const epoch = Date.parse(time);
  if (Number.isNaN(epoch)) return null;
  const iso = new Date(epoch).toISOString();
  return { iso: iso.slice(0, 10), text: REVIEW_DATE.format(epoch) };
}

/** A page shows the same place's reviews in many elements: each date is formatted once per page. */
function reviewDateOf(_context: RenderContext, key: { time: string }) {
  return { date: reviewDate(key.time) };
}

const AVATAR_BASE = {
  display: 'inline-flex',
  'align-items': 'center',
  'justify-content': 'center',
  flex: 'none',
  width: '40px',
  height: '40px',
  'border-radius': '50%',
  color: '#ffffff',
  'font-weight': 600,
};

/** The avatar's rule for each colour (a reviewer's colour is one of these). */
const AVATAR_RULES: ReadonlyMap<string, StyleRule> = new Map(
  AVATAR_COLORS.map((color) => [
    color,
    constantRule({ base: Object.assign({}, AVATAR_BASE, { 'background-color': color }) }),
  ]),
);

function avatarRule(color: string): StyleRule {
  return AVATAR_RULES.get(color) ?? { base: Object.assign({}, AVATAR_BASE, { 'background-color': color }) };
}

const SCORE_RULE = constantRule({ base: { 'font-size': '36px', 'line-height': '1', 'font-weight': 700 } });
const SCORE_COLUMN_RULE = constantRule({ base: { display: 'flex', 'flex-direction': 'column', gap: '4px' } });
const SCORE_NOTE_RULE = constantRule({ base: { 'font-size': '14px', opacity: '.8' } });
const ALL_REVIEWS_RULE = constantRule({
  base: { 'font-size': '14px', 'font-weight': 500, color: '#1d4ed8' },
});
const WRAP_RULE = constantRule({ base: { position: 'relative' } });
const PREVIOUS_RULE = constantRule({ base: { left: '-20px' } });
const NEXT_RULE = constantRule({ base: { right: '-20px' } });

/** What the element's classes are made from. */
interface ReviewLookKey {
  FontFamily: string;
  TextColor: string;
  starColor: string;
  layout: (typeof REVIEW_LAYOUTS)[number];
  columns: number;
  tabletColumns: number | undefined;
  mobileColumns: number | undefined;
  cardBackgroundColor: string;
  height: number;
  tabletHeight: number | undefined;
  mobileHeight: number | undefined;
}

interface ReviewClasses {
  root: string;
  summary: string;
  stars: string;
  track: string;
  card: string;
  head: string;
  name: string;
  date: string;
  text: string;
  arrow: string;
}

/**
 * The place's synced copy; the samples' own places (ids ending in `-sample`) show their sample
 * reviews until the site connects a real place, in the editor, previews and published pages alike.
 */
function placeOf(placeId: string, context: RenderContext): PlaceReviews | undefined {
  if (!placeId) return undefined;
  const places = context.data.places;
  if (places && Object.hasOwn(places, placeId)) return places[placeId];
  return Object.hasOwn(SAMPLE_PLACES, placeId) ? SAMPLE_PLACES[placeId] : undefined;
}

function reviewClasses(context: RenderContext, key: ReviewLookKey): ReviewClasses {
  const { layout } = key;
  const slider = layout === 'slider';
  const starColor = key.starColor || '#f59e0b';
  const { styles } = context;

  const root = styles.className(
    {
      base: Object.assign(fontDeclarations(key.FontFamily, 400, context), {
        color: key.TextColor,
        position: 'relative',
      }),
      nested: {
        ' .gr-off': { base: { opacity: '.25' } },
        ' [hidden]': { base: { display: 'none' } },
      },
    },
    'gr',
  );
  const summary = styles.className(
    {
      base: {
        display: 'flex',
        'flex-wrap': 'wrap',
        'align-items': 'center',
        gap: '8px 14px',
        'margin-bottom': '20px',
      },
    },
    'grs',
  );
  const stars = styles.className(
    { base: { display: 'inline-flex', gap: '2px', color: starColor, 'line-height': '0' } },
    'grst',
  );
  const trackRule: StyleRule =
    layout === 'grid'
      ? mergeRules(
          { base: { 'list-style': 'none', margin: '0', padding: '0', display: 'grid', gap: '20px' } },
          responsiveRule(
            { desktop: key.columns, tablet: key.tabletColumns, mobile: key.mobileColumns },
            (columns) => ({
              'grid-template-columns': `repeat(${Math.min(6, Math.max(1, Number(columns) || 1))},minmax(0,1fr))`,
            }),
          ),
        )
      : layout === 'list'
        ? {
            base: {
              'list-style': 'none',
              margin: '0',
              padding: '0',
              display: 'flex',
              'flex-direction': 'column',
              gap: '16px',
            },
          }
        : {
            base: {
              'list-style': 'none',
              margin: '0',
              // Room for the cards' shadow, which the scroller would otherwise clip.
              padding: '4px 4px 14px',
              display: 'grid',
              'grid-auto-flow': 'column',
              'grid-auto-columns': 'calc((100% - 40px) / 3)',
              gap: '20px',
              'overflow-x': 'auto',
              'scroll-snap-type': 'x mandatory',
              'overscroll-behavior-x': 'contain',
              // The first card already sits at its snap position: the browser never scrolls the
              // track on load (a load-time scroll ends LCP measuring). The island asks for smooth
              // scrolling itself when it moves the track.
              'scroll-padding-inline': '4px',
              'scrollbar-width': 'thin',
            },
            tablet: { 'grid-auto-columns': 'calc((100% - 20px) / 2)' },
            mobile: { 'grid-auto-columns': '86%' },
          };
  const track = styles.className(trackRule, 'grt');
  const card = styles.className(
    mergeRules(
      {
        base: {
          display: 'flex',
          'flex-direction': 'column',
          gap: '12px',
          padding: '20px',
          'background-color': key.cardBackgroundColor || '#ffffff',
          color: key.TextColor || readableOn(key.cardBackgroundColor || '#ffffff'),
          'border-radius': '14px',
          border: '1px solid rgba(15,23,42,.08)',
          'box-shadow': '0 4px 14px rgba(15,23,42,.06)',
          'scroll-snap-align': slider ? 'start' : null,
        },
      },
      // The slider's height caps its cards; the review text is clamped well inside it.
      slider
        ? responsiveRule(
            { desktop: key.height, tablet: key.tabletHeight, mobile: key.mobileHeight },
            (height) => ({
              'max-height': px(Math.max(160, height)),
              overflow: 'hidden',
            }),
          )
        : {},
    ),
    'grc',
  );
  const head = styles.className({ base: { display: 'flex', 'align-items': 'center', gap: '12px' } }, 'grh');
  const name = styles.className({ base: { margin: '0', 'font-weight': 600, 'line-height': '1.3' } }, 'grn');
  const date = styles.className({ base: { display: 'block', 'font-size': '13px', opacity: '.75' } }, 'grd');
  const text = styles.className(
    {
      base: {
        margin: '0',
        'line-height': '1.6',
        'font-size': '15px',
        display: '-webkit-box',
        '-webkit-box-orient': 'vertical',
        '-webkit-line-clamp': '7',
        overflow: 'hidden',
      },
    },
    'grx',
  );
  const arrow = styles.className(
    {
      base: {
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        width: '40px',
        height: '40px',
        display: 'inline-flex',
        'align-items': 'center',
        'justify-content': 'center',
        border: '1px solid rgba(15,23,42,.12)',
        'border-radius': '50%',
        'background-color': '#ffffff',
        color: '#1f2937',
        'box-shadow': '0 4px 12px rgba(15,23,42,.15)',
        cursor: 'pointer',
        'z-index': '2',
      },
      mobile: { display: 'none' },
    },
    'gra',
  );
  return { root, summary, stars, track, card, head, name, date, text, arrow };
}

/**
 * Reviews of a Google Business place from the server's synced copy: a rating summary and review
 * cards as a scroll-snap slider, a grid or a list. The google-review island adds autoplay and
 * arrows to the slider when its options ask for them; without it the slider still scrolls.
 */
export function GoogleReviewRender({ element, options, context }: RenderProps<GoogleReviewOptions>) {
  const { styles, mode } = context;
  const place = placeOf(options.placeId, context);
  const reviews = place
    ? memoized(context, pickedReviews, {
        placeId: options.placeId,
        minRating: options.minRating,
        sortBy: options.sortBy,
        count: options.count,
      })
    : [];
  if (!place || reviews.length === 0) {
    if (mode === 'live') return null;
    return (
      <div className="edit-placeholder">
        {place
          ? 'No reviews match these settings yet.'
          : 'Connect a Google Business place to show its reviews.'}
      </div>
    );
  }
  const layout = oneOf(options.layout, REVIEW_LAYOUTS, 'slider');
  const slider = layout === 'slider';
  const { columns, slider: sliderOptions } = options;
  const classes = memoized(context, reviewClasses, {
    FontFamily: options.FontFamily,
    TextColor: options.TextColor,
    starColor: options.starColor,
    layout,
    columns: columns.desktop,
    tabletColumns: columns.tablet,
    mobileColumns: columns.mobile,
    cardBackgroundColor: options.cardBackgroundColor,
    height: sliderOptions.height.desktop,
    tabletHeight: sliderOptions.height.tablet,
    mobileHeight: sliderOptions.height.mobile,
  });
  const listId = `${element.id}-reviews`;
  const total = Number(place.reviewCount) || place.reviews.length;

  return (
    <div
      className={classNames('gr', classes.root)}
      data-gr={slider ? '' : undefined}
      data-autoplay={
        slider && options.slider.autoplay ? String(Math.round(options.slider.duration * 1000)) : undefined
      }
      data-pause={slider && options.slider.pauseOnHover ? '' : undefined}
      data-loop={slider && options.slider.loop ? '' : undefined}
    >
      {options.showSummary && (
        <div className={classes.summary}>
          <strong className={styles.className(SCORE_RULE, 'grr')}>
            {(Math.round(place.rating * 10) / 10).toFixed(1)}
          </strong>
          <span className={styles.className(SCORE_COLUMN_RULE, 'grsc')}>
            <Stars rating={place.rating} size={18} context={context} className={classes.stars} />
            <span className={styles.className(SCORE_NOTE_RULE, 'grsn')}>
              {place.name ? `${place.name} · ` : ''}
              {countOf(total, 'review')} on Google
            </span>
          </span>
          {context.href(place.url) !== null && (
            <LinkTo
              href={context.href(place.url) ?? ''}
              newWindow
              context={context}
              className={styles.className(ALL_REVIEWS_RULE, 'grl')}
            >
              See all reviews
            </LinkTo>
          )}
        </div>
      )}
      <div className={styles.className(WRAP_RULE, 'grw')}>
        <ul className={classes.track} id={listId} aria-label="Reviews" tabIndex={slider ? 0 : undefined}>
          {reviews.map((review, index) => {
            const date = options.showDates
              ? memoized(context, reviewDateOf, { time: review.time }).date
              : null;
            const author = review.author.trim() || 'Google user';
            return (
              // Reviews come without ids; the author and position together are unique on the page.
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered in place.
              <li key={index} className={classes.card}>
                <div className={classes.head}>
                  {options.showAvatars && (
                    <span
                      className={styles.className(avatarRule(avatarColor(author)), 'grv')}
                      aria-hidden="true"
                    >
                      {author.charAt(0).toUpperCase()}
                    </span>
                  )}
                  <div>
                    <p className={classes.name}>{author}</p>
                    {date && (
                      <time className={classes.date} dateTime={date.iso}>
                        {date.text}
                      </time>
                    )}
                  </div>
                </div>
                <Stars rating={review.rating} size={15} context={context} className={classes.stars} />
                {review.text.trim() !== '' && <p className={classes.text}>{review.text}</p>}
              </li>
            );
          })}
        </ul>
        {slider && options.slider.arrows && (
          <>
            <button
              type="button"
              className={classNames(classes.arrow, styles.className(PREVIOUS_RULE, 'grap'))}
              aria-label="Previous reviews"
              aria-controls={listId}
              data-gr-prev=""
              hidden
            >
              <Icon name="chevron-left" context={context} size={14} />
            </button>
            <button
              type="button"
              className={classNames(classes.arrow, styles.className(NEXT_RULE, 'gran'))}
              aria-label="Next reviews"
              aria-controls={listId}
              data-gr-next=""
              hidden
            >
              <Icon name="chevron-right" context={context} size={14} />
            </button>
          </>
        )}
      </div>
    </div>
  );
}

import type { ElementNode } from '@tessera/document';
import type { z } from 'zod';
import {
  classNames,
  fontDeclarations,
  memoized,
  mergeRules,
  px,
  responsiveRule,
  type StyleRule,
} from '../render/index.ts';
import type { RenderContext } from '../render/types.ts';
import { justifyFor, oneOf } from './choice.ts';
import { COUNTDOWN_STYLES, type countdownDisplayShape } from './countdown.ts';
import { type Recurrence, splitDuration, timerSentence, type WallTime } from './time-maths.ts';

export type CountdownDisplay = z.infer<z.ZodObject<typeof countdownDisplayShape>>;

/**
 * What a timer counts to. `fixed`: one instant for every visitor (null while no date is set),
 * which repeats from `repeat.at` in `repeat.zone` once passed. `evergreen`: a span that starts
 * at each visitor's first view and is kept in their browser.
 */
export type CountdownTiming =
  | {
      kind: 'fixed';
      end: number | null;
      repeat?: { first: WallTime; zone: string; every: Exclude<Recurrence, 'none'> };
    }
  | { kind: 'evergreen'; spanMs: number; restart: boolean };

interface CountdownViewProps {
  element: ElementNode;
  options: CountdownDisplay;
  context: RenderContext;
  timing: CountdownTiming;
  /** The render's clock; a parameter so tests can pin it. */
  now?: number;
}

const UNIT_KEYS = ['d', 'h', 'm', 's'] as const;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Space between units, px. */
const GAP: Record<(typeof COUNTDOWN_STYLES)[number], number> = {
  boxes: 12,
  circles: 12,
  flip: 10,
  plain: 24,
};

/**
 * Style of the units for each countdown style. Units share the timer's width (boxes and circles
 * shrink, never wrap onto a second line); digits and labels keep their set sizes.
 */
function unitRule(key: CountdownKey, context: RenderContext) {
  const { style, count } = key;
  const digitFontSize = { desktop: key.digitSize, tablet: key.digitTablet, mobile: key.digitMobile };
  const labelFontSize = { desktop: key.labelSize, tablet: key.labelTablet, mobile: key.labelMobile };
  const fill = key.boxColor || (style === 'flip' ? '#111827' : context.theme.ButtonBackground);
  const onFill = style === 'flip' ? '#ffffff' : context.theme.ButtonTextColor;
  const share = `calc((100% - ${(count - 1) * GAP[style]}px) / ${count})`;
  // Text inside a circle has less room than the circle's width: both sizes step down there.
  const scale = style === 'circles' ? 0.8 : 1;
  const digits = (color: string): StyleRule =>
    mergeRules(
      { base: { color: key.digitColor || color } },
      responsiveRule(digitFontSize, (size) => ({ 'font-size': px(Math.round(size * scale)) })),
    );
  const labels = (color: string): StyleRule =>
    mergeRules(
      { base: { color: key.labelColor || color } },
      responsiveRule(labelFontSize, (size) => ({
        'font-size': px(Math.max(9, Math.round(size * scale))),
      })),
    );
  switch (style) {
    case 'boxes':
      return {
        unit: mergeRules(
          {
            base: {
              flex: '1 1 0',
              'min-width': '0',
              'background-color': fill,
              'border-radius': '12px',
              padding: '14px 6px 12px',
              'box-shadow': '0 6px 16px rgba(15,23,42,.12)',
            },
          },
          responsiveRule(digitFontSize, (size) => ({ 'max-width': px(Math.round(size * 2 + 32)) })),
        ),
        digits: digits(onFill),
        labels: labels(onFill),
      };
    case 'circles':
      return {
        unit: mergeRules(
          {
            base: {
              flex: '0 1 auto',
              border: `3px solid ${fill}`,
              'border-radius': '50%',
              'justify-content': 'center',
              'aspect-ratio': '1',
            },
          },
          responsiveRule(digitFontSize, (size) => ({
            width: `min(${px(Math.round(size * 2.6 + 24))}, ${share})`,
          })),
        ),
        digits: digits(''),
        labels: labels(''),
      };
    case 'flip':
      return {
        unit: {},
        digits: mergeRules(digits(onFill), {
          base: {
            position: 'relative',
            'background-color': fill,
            'background-image': 'linear-gradient(180deg,rgba(255,255,255,.1) 50%,rgba(0,0,0,0) 50%)',
            'border-radius': '10px',
            padding: '.2em .25em',
            'min-width': '1.7em',
            'text-align': 'center',
            'box-shadow': '0 8px 18px rgba(15,23,42,.25)',
          },
          nested: {
            '::after': {
              base: {
                content: '""',
                position: 'absolute',
                left: '0',
                right: '0',
                top: '50%',
                height: '1px',
                'background-color': 'rgba(0,0,0,.45)',
              },
            },
          },
        }),
        labels: labels(''),
      };
    default:
      return { unit: {}, digits: digits(''), labels: labels('') };
  }
}

/** Everything a timer's classes are made from. */
interface CountdownKey {
  style: (typeof COUNTDOWN_STYLES)[number];
  /** Units shown. */
  count: number;
  boxColor: string;
  digitColor: string;
  digitSize: number;
  digitTablet: number | undefined;
  digitMobile: number | undefined;
  labelColor: string;
  labelSize: number;
  labelTablet: number | undefined;
  labelMobile: number | undefined;
  Alignment: CountdownDisplay['Alignment'];
  FontFamily: string;
}

interface CountdownClasses {
  row: string;
  unit: string;
  digit: string;
  label: string;
  message: string;
}

function countdownClasses(context: RenderContext, key: CountdownKey): CountdownClasses {
  const { styles } = context;
  const { style } = key;
  const look = unitRule(key, context);
  const row = styles.className(
    {
      base: {
        display: 'flex',
        gap: px(GAP[style]),
        'justify-content': justifyFor(key.Alignment),
        ...fontDeclarations(key.FontFamily, 700, context),
      },
      // Hidden by the expiry message; `display` above would otherwise keep it on screen.
      nested: { '[hidden]': { base: { display: 'none' } } },
    },
    'cd',
  );
  const unit = styles.className(
    mergeRules({ base: { display: 'flex', 'flex-direction': 'column', 'align-items': 'center' } }, look.unit),
    'cdu',
  );
  const digit = styles.className(
    mergeRules(
      { base: { 'line-height': '1.1', 'font-variant-numeric': 'tabular-nums', 'font-weight': 700 } },
      look.digits,
    ),
    'cdn',
  );
  const label = styles.className(
    mergeRules(
      {
        base: {
          'margin-top': '6px',
          'font-weight': 600,
          'letter-spacing': '.01em',
          'line-height': '1.2',
          'white-space': 'nowrap',
          // A label wider than a narrow column's unit is cut rather than pushing out of its box.
          'max-width': '100%',
          overflow: 'hidden',
          'text-overflow': 'ellipsis',
          opacity: key.labelColor ? null : '.85',
        },
      },
      look.labels,
    ),
    'cdl',
  );
  const message = styles.className(
    {
      base: {
        margin: '0',
        'font-weight': 600,
        'text-align': oneOf(key.Alignment, ['left', 'center', 'right'] as const, 'center'),
        color: key.digitColor,
      },
    },
    'cdm',
  );

  return { row, unit, digit, label, message };
}

/**
 * Countdown, minute timer and day timer: the digits are rendered here, right for the moment of
 * rendering, so the page reads correctly before (or without) the countdown island, which then
 * ticks them and carries out the expiry action.
 */
export function CountdownView({ element, options, context, timing, now = Date.now() }: CountdownViewProps) {
  const style = oneOf(options.style, COUNTDOWN_STYLES, 'boxes');
  const action = oneOf(
    options.expiryAction,
    ['show-zeros', 'hide', 'message', 'redirect'] as const,
    'show-zeros',
  );
  const labels = options.labels;
  const labelOf: Record<(typeof UNIT_KEYS)[number], string> = {
    d: labels.days,
    h: labels.hours,
    m: labels.minutes,
    s: labels.seconds,
  };
  const units = UNIT_KEYS.filter((unit) =>
    unit === 'd' ? options.showDays : unit === 's' ? options.showSeconds : true,
  );
  const remaining = timing.kind === 'evergreen' ? timing.spanMs : timing.end === null ? 0 : timing.end - now;
  const values = splitDuration(remaining, units.join(''));
  const expired = timing.kind === 'fixed' && timing.end !== null && remaining <= 0;
  const live = context.mode !== 'edit';
  if (expired && live && action === 'hide') return null;
  const showMessage = expired && live && action === 'message';
  const redirect = action === 'redirect' && live ? context.href(options.redirectUrl) : null;

  const digitFontSize = options.digitFontSize;
  const labelFontSize = options.labelFontSize;
  const classes = memoized(context, countdownClasses, {
    style,
    count: units.length,
    boxColor: options.boxColor,
    digitColor: options.digitColor,
    digitSize: digitFontSize.desktop,
    digitTablet: digitFontSize.tablet,
    digitMobile: digitFontSize.mobile,
    labelColor: options.labelColor,
    labelSize: labelFontSize.desktop,
    labelTablet: labelFontSize.tablet,
    labelMobile: labelFontSize.mobile,
    Alignment: options.Alignment,
    FontFamily: options.FontFamily,
  });

  // The timing as data attributes, named one by one (no object spread into the props): the two
  // kinds never share one, so each kind keeps its attributes in this order.
  const evergreen = timing.kind === 'evergreen' ? timing : null;
  const repeat = timing.kind === 'fixed' ? timing.repeat : undefined;
  const end = timing.kind === 'fixed' && timing.end !== null ? String(timing.end) : undefined;

  return (
    <div
      className={classNames('cd', `cd-${style}`)}
      role="timer"
      aria-live="off"
      data-cd=""
      data-expire={action}
      data-redirect={redirect ?? undefined}
      data-span={evergreen ? String(evergreen.spanMs) : undefined}
      data-key={evergreen ? element.id : undefined}
      data-restart={evergreen?.restart ? '' : undefined}
      data-end={end}
      data-at={repeat ? JSON.stringify(repeat.first) : undefined}
      data-tz={repeat?.zone}
      data-rec={repeat?.every}
    >
      <span className="sr-only" data-cd-text="">
        {showMessage
          ? ''
          : timerSentence(
              values,
              units.map((unit) => labelOf[unit]),
            )}
      </span>
      <div className={classes.row} aria-hidden="true" hidden={showMessage}>
        {units.map((unit, index) => (
          <span key={unit} className={classes.unit} data-u={unit} data-l={labelOf[unit]}>
            <span className={classes.digit}>{pad(values[index] ?? 0)}</span>
            {options.showLabels && <span className={classes.label}>{labelOf[unit]}</span>}
          </span>
        ))}
      </div>
      {action === 'message' && (
        <p className={classes.message} data-cd-msg="" hidden={!showMessage}>
          {options.expiredMessage}
        </p>
      )}
    </div>
  );
}

import { RECURRING_INTERVALS, TIME_ZONES } from '@tessera/document';
import { fontDeclarations, Icon, memoized, mergeRules, px, responsiveRule } from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { ButtonView } from '../shared/ButtonView.tsx';
import { justifyFor, oneOf } from '../shared/choice.ts';
import { LinkTo } from '../shared/LinkTo.tsx';
import { nextOccurrence, parseWallTime } from '../shared/time-maths.ts';
import { calendarDates } from '../shared/webinar-time.ts';
import { sessionTextFast } from '../shared/webinar-time-server.ts';
import type { WebinarInfoOptions } from './schema.ts';

const REPEAT_TEXT: Record<string, string> = {
  Daily: 'Every day',
  Weekly: 'Every week',
  Monthly: 'Every month',
  Yearly: 'Every year',
};

/** A Google Calendar "add event" link for one session. */
export function calendarLink(title: string, start: number, durationMs: number, details: string): string {
  const query = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(title)}`,
    `dates=${calendarDates(start, durationMs)}`,
    `details=${encodeURIComponent(details)}`,
  ];
  return `https://calendar.google.com/calendar/render?${query.join('&')}`;
}

interface WebinarLookKey {
  Alignment: WebinarInfoOptions['Alignment'];
  FontFamily: string;
  TextColor: string;
  size: number;
  tabletSize: number | undefined;
  mobileSize: number | undefined;
  iconColor: string;
}

function webinarClasses(
  context: RenderContext,
  key: WebinarLookKey,
): { root: string; title: string; list: string; calendar: string } {
  const { styles, theme } = context;
  const root = styles.className(
    mergeRules(
      {
        base: Object.assign(
          {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': justifyFor(key.Alignment),
            gap: '14px',
            'text-align': oneOf(key.Alignment, ['left', 'center', 'right'] as const, 'left'),
          },
          fontDeclarations(key.FontFamily, 400, context),
          { color: key.TextColor },
        ),
      },
      responsiveRule({ desktop: key.size, tablet: key.tabletSize, mobile: key.mobileSize }, (size) => ({
        'font-size': px(size),
      })),
    ),
    'wb',
  );
  const title = styles.className(
    {
      base: Object.assign({ margin: '0' }, fontDeclarations(key.FontFamily, 700, context), {
        'font-size': '1.35em',
        'line-height': '1.3',
      }),
    },
    'wbt',
  );
  const list = styles.className(
    {
      base: {
        'list-style': 'none',
        margin: '0',
        padding: '0',
        display: 'flex',
        'flex-direction': 'column',
        'align-items': justifyFor(key.Alignment),
        gap: '8px',
      },
      nested: {
        ' li': { base: { display: 'flex', 'align-items': 'center', gap: '10px', 'line-height': '1.4' } },
        ' svg': { base: { color: key.iconColor || theme.ButtonBackground, flex: 'none' } },
      },
    },
    'wbl',
  );
  const calendar = styles.className(
    {
      base: {
        display: 'inline-flex',
        'align-items': 'center',
        gap: '8px',
        'font-size': '.9em',
        'font-weight': 600,
        color: key.iconColor || '#1d4ed8',
      },
    },
    'wbc',
  );
  return { root, title, list, calendar };
}

/** A session as the page writes it; elements showing the same session share one (dates are slow to format). */
function sessionOf(_context: RenderContext, key: { start: number; durationMs: number; zone: string }) {
  return {
    text: sessionTextFast(key.start, key.durationMs, 'en-US', key.zone),
    iso: new Date(key.start).toISOString(),
  };
}

function calendarLinkOf(
  _context: RenderContext,
  key: { title: string; start: number; durationMs: number; details: string },
): string {
  return calendarLink(key.title, key.start, key.durationMs, key.details);
}

/**
 * When the webinar runs and how to register. The server writes the next session in the
 * webinar's own zone, so the page is right without script; the webinar island rewrites it in
 * the visitor's zone (when `showLocalTime`) and rolls a repeating webinar on to its next session.
 */
export function WebinarInfoRender({ options, context }: RenderProps<WebinarInfoOptions>) {
  const zone = TIME_ZONES[oneOf(options.timeZone, ['EST', 'PST', 'CST', 'MST'] as const, 'EST')];
  const every = oneOf(options.recurring, ['none', ...RECURRING_INTERVALS] as const, 'none');
  const durationMs = Math.max(5, Number(options.durationMinutes) || 60) * 60_000;
  const first = parseWallTime(options.webinarDate, Number(options.hour) || 0, Number(options.minute) || 0);
  const start = first ? nextOccurrence(first, zone, every, Date.now(), durationMs) : null;
  const session = start === null ? null : memoized(context, sessionOf, { start, durationMs, zone });
  const text = session === null ? null : session.text;
  const title = options.title.trim();

  const size = options.FontSize;
  const classes = memoized(context, webinarClasses, {
    Alignment: options.Alignment,
    FontFamily: options.FontFamily,
    TextColor: options.TextColor,
    size: size.desktop,
    tabletSize: size.tablet,
    mobileSize: size.mobile,
    iconColor: options.iconColor,
  });
  const location = context.site.pageUrl;

  return (
    <div
      className={classes.root}
      data-wb={start === null ? undefined : ''}
      data-start={start ?? undefined}
      data-dur={durationMs}
      data-at={first && every !== 'none' ? JSON.stringify(first) : undefined}
      data-tz={zone}
      data-rec={every === 'none' ? undefined : every}
      data-local={options.showLocalTime ? '' : undefined}
    >
      {title !== '' && <p className={classes.title}>{title}</p>}
      <ul className={classes.list}>
        <li>
          <Icon name="calendar-days" context={context} size={18} />
          {text === null || start === null ? (
            <span>Date to be announced</span>
          ) : (
            <time dateTime={session?.iso} data-wb-date="">
              {text.date}
            </time>
          )}
        </li>
        {text !== null && (
          <li>
            <Icon name="clock" context={context} size={18} />
            <span data-wb-time="">{text.time}</span>
          </li>
        )}
        {every !== 'none' && (
          <li>
            <Icon name="repeat" context={context} size={18} />
            <span>{REPEAT_TEXT[every]}</span>
          </li>
        )}
      </ul>
      {options.showAddToCalendar && start !== null && (
        <LinkTo
          href={memoized(context, calendarLinkOf, {
            title: title || context.site.title,
            start,
            durationMs,
            details: location,
          })}
          newWindow
          context={context}
          className={classes.calendar}
        >
          <Icon name="calendar-plus" context={context} size={16} />
          <span data-wb-cal="">Add to Google Calendar</span>
        </LinkTo>
      )}
      {options.showButton && (
        <ButtonView
          options={{
            ...options.Button,
            Alignment: oneOf(options.Alignment, ['left', 'center', 'right'] as const, 'left'),
          }}
          context={context}
        />
      )}
    </div>
  );
}

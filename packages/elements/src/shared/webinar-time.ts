/**
 * How a webinar session reads: the server writes it in the webinar's own zone, the webinar
 * island again in the visitor's. One module so both say it alike; import-free for the island.
 */

export interface SessionText {
  date: string;
  time: string;
}

/**
 * Building an Intl.DateTimeFormat costs far more than using one (it loads locale and zone data),
 * so each (locale, zone) pair's formatters are built once. A page uses one or two.
 */
const formats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

export function sessionFormats(
  locale: string | undefined,
  timeZone: string | undefined,
): { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let known = formats.get(key);
  if (known === undefined) {
    known = {
      date: new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' }),
      time: new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
    };
    if (formats.size >= 64) formats.clear();
    formats.set(key, known);
  }
  return known;
}

/** 'Tuesday, March 10, 2026' and '12:00 – 1:00 PM EDT' for a session; `timeZone` undefined is the reader's own. */
export function sessionText(
  start: number,
  durationMs: number,
  locale: string | undefined,
  timeZone: string | undefined,
): SessionText {
  const formats = sessionFormats(locale, timeZone);
  return { date: formats.date.format(start), time: formats.time.formatRange(start, start + durationMs) };
}

function calendarStamp(epoch: number): string {
  return new Date(epoch).toISOString().replace(/[-:]|\.\d+/g, '');
}

/** The `dates` value of a Google Calendar template link: '20260310T170000Z/20260310T180000Z'. */
export function calendarDates(start: number, durationMs: number): string {
  return `${calendarStamp(start)}/${calendarStamp(start + durationMs)}`;
}

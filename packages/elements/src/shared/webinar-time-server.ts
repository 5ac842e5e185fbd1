import { type SessionText, sessionFormats } from './webinar-time.ts';

/**
 * `sessionText` for the server, which writes a page's sessions in bulk: the same text, without
 * `formatRange`, which costs some fifty times a `formatToParts`. A range whose ends share the
 * date, half-day and zone name is the formatter's own range shape (learnt once from
 * `formatRangeToParts`) with their hours and minutes put in; anything else (past midnight,
 * across a clock change) is left to `formatRange`. The island keeps the plain version (this
 * would only add bytes there); a test holds the two to the same text.
 */
export function sessionTextFast(
  start: number,
  durationMs: number,
  locale: string | undefined,
  timeZone: string | undefined,
): SessionText {
  const formats = sessionFormats(locale, timeZone);
  return { date: formats.date.format(start), time: rangeText(formats, start, start + durationMs) };
}

const RANGE_FIELDS = ['hour', 'minute'];

/** Range shapes by formatter; null for a formatter whose shape does not fit (always formatRange). */
const shapes = new WeakMap<Intl.DateTimeFormat, Intl.DateTimeRangeFormatPart[] | null>();

/** The parts of a sample range on the hour (so both ends share their half-day), if usable. */
function rangeShape(time: Intl.DateTimeFormat): Intl.DateTimeRangeFormatPart[] | null {
  let shape = shapes.get(time);
  if (shape !== undefined) return shape;
  const sample = Date.UTC(2024, 0, 10, 12);
  const parts = time.formatRangeToParts(sample, sample + 60_000);
  const has = (type: string, source: string) =>
    parts.filter((part) => part.type === type && part.source === source).length === 1;
  const usable =
    RANGE_FIELDS.every((type) => has(type, 'startRange') && has(type, 'endRange')) &&
    parts.every(
      (part) => part.type === 'literal' || RANGE_FIELDS.includes(part.type) || part.source === 'shared',
    );
  shape = usable ? parts : null;
  shapes.set(time, shape);
  return shape;
}

function rangeText(
  formats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat },
  start: number,
  end: number,
): string {
  const shape = rangeShape(formats.time);
  if (shape !== null && formats.date.format(start) === formats.date.format(end)) {
    const from = formats.time.formatToParts(start);
    const to = formats.time.formatToParts(end);
    const value = (parts: Intl.DateTimeFormatPart[], type: string) =>
      parts.find((part) => part.type === type)?.value;
    if (
      value(from, 'dayPeriod') === value(to, 'dayPeriod') &&
      value(from, 'timeZoneName') === value(to, 'timeZoneName')
    ) {
      let text = '';
      for (const part of shape) {
        if (part.type === 'literal') text += part.value;
        else text += value(part.source === 'endRange' ? to : from, part.type) ?? '';
      }
      return text;
    }
  }
  return formats.time.formatRange(start, end);
}

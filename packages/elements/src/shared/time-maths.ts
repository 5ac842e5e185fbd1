/**
 * Wall-clock times in an IANA zone (with `Intl.DateTimeFormat` offsets, no time-zone library) and
 * time left split into timer units.
 *
 * The server render (countdown, webinar) and the browser islands must agree to the second, so
 * this module is the one copy of the maths: the renderer's islands bundle it by relative path.
 * It must therefore stay free of imports (an island has to bundle tiny).
 */

/** A local date and time; month is 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export type Recurrence = 'none' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';

export const DAY_MS = 86_400_000;

const formatters: Record<string, Intl.DateTimeFormat> = {};

/** The zone's UTC offset in ms at an instant, read from Intl (the slow part of every call). */
function intlOffset(epoch: number, timeZone: string): number {
  formatters[timeZone] ??= new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const f: Record<string, number> = {};
  for (const part of formatters[timeZone].formatToParts(epoch)) f[part.type] = Number(part.value);
  // Some engines still say 24 for midnight despite h23.
  return Date.UTC(f.year!, f.month! - 1, f.day, f.hour! % 24, f.minute, f.second) - epoch + (epoch % 1000);
}

/** Offsets hold for long stretches; they are kept per quarter hour that has none of its own change. */
const QUARTER_HOUR = 900_000;
const quarterOffsets = new Map<string, number>();

/** The zone's UTC offset in ms at an instant (negative west of Greenwich). */
export function zoneOffset(epoch: number, timeZone: string): number {
  if (!Number.isFinite(epoch)) return intlOffset(epoch, timeZone);
  const start = Math.floor(epoch / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${timeZone}@${start}`;
  const known = quarterOffsets.get(key);
  if (known !== undefined) return known;
  const offset = intlOffset(start, timeZone);
  // A quarter hour whose two ends agree has no change inside it (zones change at most twice a
  // year, and on whole quarter hours); one that holds a change is always asked of Intl.
  if (offset !== intlOffset(start + QUARTER_HOUR - 1000, timeZone) || offset % 1000 !== 0)
    return intlOffset(epoch, timeZone);
  if (quarterOffsets.size >= 4096) quarterOffsets.clear();
  quarterOffsets.set(key, offset);
  return offset;
}

/** The wall-clock fields of an instant in a zone. */
export function wallTimeAt(epoch: number, timeZone: string): WallTime {
  const shifted = new Date(epoch + zoneOffset(epoch, timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

function utcOf(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/**
 * The instant a wall-clock time happens in a zone. A time the clocks skip (spring forward) is
 * taken as the same distance past the jump, as clocks read it (02:30 → 03:30); a time that
 * happens twice (fall back) is its first occurrence.
 */
export function zonedToEpoch(wall: WallTime, timeZone: string): number {
  const utc = utcOf(wall);
  // Offsets a day either side bracket the one transition these zones can have nearby. Where
  // both readings are right (fall back) the earlier offset gives the earlier instant.
  const before = utc - zoneOffset(utc - DAY_MS, timeZone);
  const after = utc - zoneOffset(utc + DAY_MS, timeZone);
  // Whole minutes, so an instant's wall time read as UTC is the instant plus its offset.
  const valid = (epoch: number) => epoch + zoneOffset(epoch, timeZone) === utc;
  return valid(before) ? before : valid(after) ? after : Math.max(before, after);
}

/**
 * 'YYYY-MM-DDTHH:MM' (or 'YYYY-MM-DD' at `hour:minute`) as wall-clock fields; null if malformed.
 * The option schemas already refuse dates that are not on the calendar.
 */
export function parseWallTime(value: string, hour = 0, minute = 0): WallTime | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d))?$/.exec(value);
  return match
    ? {
        year: Number(match[1]),
        month: Number(match[2]),
        day: Number(match[3]),
        hour: match[4] ? Number(match[4]) : hour,
        minute: match[5] ? Number(match[5]) : minute,
      }
    : null;
}

/**
 * The `count`-th repetition of a wall time. Always counted from the first one, so a monthly
 * event on the 31st falls on the 30th or 28th in shorter months and is back on the 31st after.
 */
export function repeatWallTime(first: WallTime, recurrence: Recurrence, count: number): WallTime {
  const month =
    first.month - 1 + (recurrence === 'Monthly' ? count : recurrence === 'Yearly' ? count * 12 : 0);
  const days = recurrence === 'Daily' ? count : recurrence === 'Weekly' ? count * 7 : 0;
  const lastDay = new Date(Date.UTC(first.year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(first.year, month, Math.min(first.day, lastDay) + days));
  return { ...first, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * Each interval in days, rounded up: an estimate of how many repetitions have passed must never
 * overshoot (months are 28–31 days, DST days 23–25 hours); the search then steps forward.
 */
const PERIOD_DAYS: Record<Recurrence, number> = { none: 0, Daily: 1, Weekly: 7, Monthly: 31, Yearly: 366 };

/**
 * The first occurrence of a (possibly repeating) wall time that is still to come at `now`, or
 * still running when it lasts `lastsMs`. A one-off that has passed is returned as it is.
 */
export function nextOccurrence(
  first: WallTime,
  timeZone: string,
  recurrence: Recurrence,
  now: number,
  lastsMs = 0,
): number {
  const start = zonedToEpoch(first, timeZone);
  const period = PERIOD_DAYS[recurrence] * DAY_MS;
  const limit = now - lastsMs;
  if (!period || start > limit) return start;
  // A step below the estimate: a DST day is an hour shorter than the rounded-up period.
  for (let count = Math.max(0, Math.floor((limit - start) / period) - 1); ; count++) {
    const epoch = zonedToEpoch(repeatWallTime(first, recurrence, count), timeZone);
    if (epoch > limit) return epoch;
  }
}

/** Seconds in each countdown unit: days, hours, minutes, seconds. */
const UNIT_SECONDS: Record<string, number> = { d: 86_400, h: 3_600, m: 60, s: 1 };

/**
 * Time left split into the units a timer shows (`units` such as 'dhms' or 'hm'). Seconds are
 * rounded up, so a timer reads 00 only when time is up; a unit left out folds into the next
 * smaller one (no days: 50 hours), and what is below the smallest shown unit is dropped.
 */
export function splitDuration(ms: number, units: string): number[] {
  let left = Math.max(0, Math.ceil(ms / 1000));
  return [...units].map((unit) => {
    const size = UNIT_SECONDS[unit] ?? 1;
    const value = Math.floor(left / size);
    left -= value * size;
    return value;
  });
}

/** The sentence assistive tech reads for a timer: '2 Days, 5 Hours, 0 Minutes, 9 Seconds left'. */
export function timerSentence(values: readonly number[], labels: readonly string[]): string {
  return `${values.map((value, index) => `${value} ${labels[index] ?? ''}`.trim()).join(', ')} left`;
}

import { TIME_ZONES } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import {
  nextOccurrence,
  parseWallTime,
  repeatWallTime,
  type WallTime,
  wallTimeAt,
  zonedToEpoch,
} from '../shared/time-maths.ts';
import { splitDuration, timerDeadline, timerSentence, untilNextTick } from './countdown-logic.ts';

const at = (iso: string) => Date.parse(iso);
const wall = (value: string): WallTime => {
  const parsed = parseWallTime(value);
  if (!parsed) throw new Error(`bad wall time ${value}`);
  return parsed;
};

describe('wall-clock times in the SPEC §9 zones', () => {
  it.each([
    ['EST', '2026-01-15T14:00:00Z', '2026-07-15T13:00:00Z'],
    ['CST', '2026-01-15T15:00:00Z', '2026-07-15T14:00:00Z'],
    ['MST', '2026-01-15T16:00:00Z', '2026-07-15T15:00:00Z'],
    ['PST', '2026-01-15T17:00:00Z', '2026-07-15T16:00:00Z'],
  ] as const)('%s: 09:00 in winter and in summer (DST)', (code, winter, summer) => {
    const zone = TIME_ZONES[code];
    expect(new Date(zonedToEpoch(wall('2026-01-15T09:00'), zone)).toISOString()).toBe(
      new Date(winter).toISOString(),
    );
    expect(new Date(zonedToEpoch(wall('2026-07-15T09:00'), zone)).toISOString()).toBe(
      new Date(summer).toISOString(),
    );
    expect(wallTimeAt(at(summer), zone)).toEqual(wall('2026-07-15T09:00'));
  });

  it('reads a time the clocks skip (spring forward) as the same distance past the jump', () => {
    const zone = TIME_ZONES.EST;
    // 8 March 2026: 02:00 EST becomes 03:00 EDT.
    expect(zonedToEpoch(wall('2026-03-08T01:30'), zone)).toBe(at('2026-03-08T06:30:00Z'));
    expect(zonedToEpoch(wall('2026-03-08T02:30'), zone)).toBe(at('2026-03-08T07:30:00Z'));
    expect(zonedToEpoch(wall('2026-03-08T03:30'), zone)).toBe(at('2026-03-08T07:30:00Z'));
    expect(zonedToEpoch(wall('2026-03-08T02:00'), TIME_ZONES.PST)).toBe(at('2026-03-08T10:00:00Z'));
  });

  it('reads a time that happens twice (fall back) as its first occurrence', () => {
    // 1 November 2026: 02:00 EDT becomes 01:00 EST, so 01:30 happens at 05:30Z and 06:30Z.
    expect(zonedToEpoch(wall('2026-11-01T01:30'), TIME_ZONES.EST)).toBe(at('2026-11-01T05:30:00Z'));
    expect(zonedToEpoch(wall('2026-11-01T01:30'), TIME_ZONES.MST)).toBe(at('2026-11-01T07:30:00Z'));
    expect(zonedToEpoch(wall('2026-11-01T02:30'), TIME_ZONES.EST)).toBe(at('2026-11-01T07:30:00Z'));
  });

  it('parses stored dates and refuses anything else', () => {
    expect(parseWallTime('2026-05-04T07:45')).toEqual({ year: 2026, month: 5, day: 4, hour: 7, minute: 45 });
    expect(parseWallTime('2026-05-04', 12, 30)).toEqual({
      year: 2026,
      month: 5,
      day: 4,
      hour: 12,
      minute: 30,
    });
    for (const bad of ['', '2026-5-4', '"><script>', '2026-05-04T7:45', 'javascript:alert(1)'])
      expect(parseWallTime(bad)).toBeNull();
  });
});

describe('repeating deadlines', () => {
  it('keeps a daily 09:00 at 09:00 local across the DST change (a 23-hour day)', () => {
    const first = wall('2026-03-07T09:00');
    const next = nextOccurrence(first, TIME_ZONES.EST, 'Daily', at('2026-03-07T15:00:00Z'));
    expect(next).toBe(at('2026-03-08T13:00:00Z'));
    const autumn = nextOccurrence(
      wall('2026-10-31T09:00'),
      TIME_ZONES.CST,
      'Daily',
      at('2026-10-31T20:00:00Z'),
    );
    expect(autumn).toBe(at('2026-11-01T15:00:00Z'));
  });

  it('rolls a weekly deadline on by whole weeks', () => {
    const first = wall('2026-01-05T18:00'); // a Monday, PST
    const next = nextOccurrence(first, TIME_ZONES.PST, 'Weekly', at('2026-04-01T00:00:00Z'));
    expect(new Date(next).toISOString()).toBe('2026-04-07T01:00:00.000Z'); // Monday 6 April, 18:00 PDT
  });

  it('keeps a monthly deadline on the 31st where the month has one', () => {
    const first = wall('2026-01-31T12:00');
    expect(repeatWallTime(first, 'Monthly', 1)).toMatchObject({ month: 2, day: 28 });
    expect(repeatWallTime(first, 'Monthly', 2)).toMatchObject({ month: 3, day: 31 });
    expect(repeatWallTime(first, 'Monthly', 12)).toMatchObject({ year: 2027, month: 1, day: 31 });
    const next = nextOccurrence(first, TIME_ZONES.MST, 'Monthly', at('2026-04-15T00:00:00Z'));
    expect(next).toBe(at('2026-04-30T18:00:00Z'));
  });

  it('moves a yearly 29 February to the 28th in other years', () => {
    const first = wall('2028-02-29T00:00');
    expect(repeatWallTime(first, 'Yearly', 1)).toMatchObject({ year: 2029, month: 2, day: 28 });
    expect(repeatWallTime(first, 'Yearly', 4)).toMatchObject({ year: 2032, month: 2, day: 29 });
  });

  it('finds the same occurrence as a step-by-step search, years later and in every zone', () => {
    const first = wall('2026-01-31T23:30');
    for (const zone of Object.values(TIME_ZONES)) {
      for (const every of ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const) {
        for (const now of [
          at('2026-06-01T00:00:00Z'),
          at('2031-11-01T06:15:00Z'),
          at('2040-03-09T09:00:00Z'),
        ]) {
          let count = 0;
          while (zonedToEpoch(repeatWallTime(first, every, count), zone) <= now) count++;
          expect(nextOccurrence(first, zone, every, now)).toBe(
            zonedToEpoch(repeatWallTime(first, every, count), zone),
          );
        }
      }
    }
  });

  it('treats the deadline moment itself as passed, and a one-off as final', () => {
    const first = wall('2026-06-01T10:00');
    const deadline = zonedToEpoch(first, TIME_ZONES.EST);
    expect(nextOccurrence(first, TIME_ZONES.EST, 'Daily', deadline)).toBe(deadline + 86_400_000);
    expect(nextOccurrence(first, TIME_ZONES.EST, 'none', deadline + 5)).toBe(deadline);
  });

  it('keeps a session that is still running (webinars last a while)', () => {
    const first = wall('2026-06-01T10:00');
    const start = zonedToEpoch(first, TIME_ZONES.EST);
    expect(nextOccurrence(first, TIME_ZONES.EST, 'Daily', start + 30 * 60_000, 60 * 60_000)).toBe(start);
    expect(nextOccurrence(first, TIME_ZONES.EST, 'Daily', start + 61 * 60_000, 60 * 60_000)).toBe(
      start + 86_400_000,
    );
  });
});

describe('timer digits', () => {
  const time = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;

  it('splits the time left into the units shown', () => {
    expect(splitDuration(time(2, 5, 7, 9), 'dhms')).toEqual([2, 5, 7, 9]);
    expect(splitDuration(time(2, 5, 7, 9), 'hms')).toEqual([53, 7, 9]);
    expect(splitDuration(time(2, 5, 7, 9), 'dhm')).toEqual([2, 5, 7]);
  });

  it('rounds seconds up, so it reads zero only when time is up', () => {
    expect(splitDuration(1, 'hms')).toEqual([0, 0, 1]);
    expect(splitDuration(59_001, 'ms')).toEqual([1, 0]);
    expect(splitDuration(0, 'dhms')).toEqual([0, 0, 0, 0]);
    expect(splitDuration(-5000, 'hms')).toEqual([0, 0, 0]);
  });

  it('says the time left in a sentence with the timer’s labels', () => {
    expect(timerSentence([1, 2, 0, 5], ['Days', 'Hours', 'Minutes', 'Seconds'])).toBe(
      '1 Days, 2 Hours, 0 Minutes, 5 Seconds left',
    );
  });

  it('ticks when the shown seconds change', () => {
    expect(untilNextTick(5_250)).toBe(250);
    expect(untilNextTick(5_000)).toBe(1000);
  });
});

describe('timer deadlines from the markup', () => {
  const now = at('2026-06-01T12:00:00Z');

  it('uses a fixed deadline as the server worked it out', () => {
    expect(timerDeadline({ end: String(now + 5000) }, now, null)).toBe(now + 5000);
    expect(timerDeadline({}, now, null)).toBeNull();
  });

  it('rolls a repeating deadline on from the visitor’s clock', () => {
    const data = { end: '1', at: JSON.stringify(wall('2026-01-01T09:00')), tz: TIME_ZONES.EST, rec: 'Daily' };
    expect(timerDeadline(data, now, null)).toBe(at('2026-06-01T13:00:00Z'));
    expect(timerDeadline({ ...data, rec: 'Hourly' }, now, null)).toBe(1);
  });

  it('starts an evergreen span at the first visit and keeps it after', () => {
    expect(timerDeadline({ span: '900000' }, now, null)).toBe(now + 900_000);
    expect(timerDeadline({ span: '900000' }, now + 60_000, String(now + 900_000))).toBe(now + 900_000);
    expect(timerDeadline({ span: '900000' }, now, 'garbage')).toBe(now + 900_000);
    expect(timerDeadline({ span: '900000', restart: '' }, now + 60_000, String(now + 900_000))).toBe(
      now + 960_000,
    );
  });
});

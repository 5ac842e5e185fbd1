import { describe, expect, it } from 'vitest';
import { zoneOffset } from './time-maths.ts';
import { sessionText } from './webinar-time.ts';
import { sessionTextFast } from './webinar-time-server.ts';

/** Offsets straight from Intl, as time-maths read them before it kept them per quarter hour. */
function intlOffset(epoch: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(epoch);
  const f: Record<string, number> = {};
  for (const part of parts) f[part.type] = Number(part.value);
  return Date.UTC(f.year!, f.month! - 1, f.day, f.hour! % 24, f.minute, f.second) - epoch + (epoch % 1000);
}

const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Denver',
  'Asia/Kolkata',
];

describe('zone offsets kept per quarter hour', () => {
  it('agree with Intl at every minute around the 2026 clock changes', () => {
    // Second Sunday of March and first Sunday of November, 2026, in each US zone.
    for (const zone of ZONES)
      for (const day of ['2026-03-08T00:00:00Z', '2026-11-01T00:00:00Z']) {
        const start = Date.parse(day);
        for (let minute = 0; minute < 24 * 60; minute += 1) {
          const epoch = start + minute * 60_000 + 17_000;
          expect(zoneOffset(epoch, zone), `${zone} ${new Date(epoch).toISOString()}`).toBe(
            intlOffset(epoch, zone),
          );
        }
      }
  });
});

describe('session text on the server', () => {
  it('reads as the island’s (Intl formatRange) for ranges inside and across half-days and dates', () => {
    for (const zone of [...ZONES, undefined])
      for (const locale of ['en-US', 'en-GB', 'de-DE', 'ja-JP', undefined])
        for (
          let start = Date.UTC(2026, 0, 3, 5);
          start < Date.UTC(2026, 11, 31);
          start += 7 * 86_400_000 + 3_700_000
        )
          for (const minutes of [5, 45, 90, 600]) {
            const end = start + minutes * 60_000;
            const expected = new Intl.DateTimeFormat(locale, {
              timeZone: zone,
              hour: 'numeric',
              minute: '2-digit',
              timeZoneName: 'short',
            }).formatRange(start, end);
            expect(sessionTextFast(start, minutes * 60_000, locale, zone).time).toBe(expected);
            expect(sessionText(start, minutes * 60_000, locale, zone).time).toBe(expected);
          }
  });

  it('writes the date in the zone asked for', () => {
    const start = Date.UTC(2030, 2, 5, 17);
    expect(sessionTextFast(start, 3_600_000, 'en-US', 'America/New_York').date).toBe(
      'Tuesday, March 5, 2030',
    );
  });
});

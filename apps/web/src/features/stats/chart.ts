/** Pure layout helpers for the views chart, kept apart so they are tested without a DOM. */

/** The smallest of 1, 2 or 5 times a power of ten that is at least `value` (and at least 1). */
function niceStep(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** The value axis: gridlines at round steps (about four of them), the top one at or above `max`. */
export function valueAxis(max: number): { ceiling: number; ticks: number[] } {
  if (max <= 0) return { ceiling: 4, ticks: [0, 1, 2, 3, 4] };
  const step = niceStep(max / 4);
  const ceiling = step * Math.ceil(max / step);
  const ticks: number[] = [];
  for (let value = 0; value <= ceiling; value += step) ticks.push(value);
  return { ceiling, ticks };
}

/** Which day indexes get a date under the axis: about `count`, always the first and the last. */
export function labelledDays(days: number, count = 6): number[] {
  if (days <= count) return Array.from({ length: days }, (_, i) => i);
  const step = (days - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** Days are UTC calendar days (`2026-03-01`): shown as such whatever the viewer's zone. */
export function shortDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

export function longDay(day: string): string {
  return longDayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** SPEC §9 number shorthand: K above 999, M above 999999, B above 999999999. */
export function shortNumber(value: number): string {
  const trim = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(1).replace(/\.0$/, ''));
  if (value > 999_999_999) return `${trim(value / 1_000_000_000)}B`;
  if (value > 999_999) return `${trim(value / 1_000_000)}M`;
  if (value > 999) return `${trim(value / 1_000)}K`;
  return String(value);
}

/** Views per day, to one decimal under ten; a few views over a long range read "< 0.1", not 0.0. */
export function dailyAverage(views: number, days: number): string {
  const average = days > 0 ? views / days : 0;
  if (average === 0) return '0';
  if (average < 0.05) return '< 0.1';
  return average.toFixed(average < 10 ? 1 : 0);
}

import { RATIO_DECIMALS } from './constants.ts';

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** SPEC §3 image Ratio: height / width to 2 decimals; 0 when the size is unknown. */
export function imageRatio(width: number, height: number): number {
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return 0;
  return round(height / width, RATIO_DECIMALS);
}

/** Truncates to one decimal so 999 999 reads 999.9K rather than rounding up to a misleading 1000K. */
function withUnit(value: number, divisor: number, unit: string): string {
  const scaled = Math.floor((value / divisor) * 10) / 10;
  return `${scaled}${unit}`;
}

/** SPEC §9 number shorthand: K above 999, M above 999 999, B above 999 999 999. */
export function shortNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs > 999_999_999) return sign + withUnit(abs, 1e9, 'B');
  if (abs > 999_999) return sign + withUnit(abs, 1e6, 'M');
  if (abs > 999) return sign + withUnit(abs, 1e3, 'K');
  return sign + String(Math.floor(abs) === abs ? abs : round(abs, 1));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * SPEC §9 time-since: s, m, h, d, m (months), y. Minutes and months share "m" as SPEC says; the
 * size of the number tells them apart in practice (months only start after 30 days).
 */
export function timeSince(date: Date | number | string, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const elapsed = Math.max(0, new Date(now).getTime() - then);
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)}s`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < MONTH) return `${Math.floor(elapsed / DAY)}d`;
  if (elapsed < YEAR) return `${Math.floor(elapsed / MONTH)}m`;
  return `${Math.floor(elapsed / YEAR)}y`;
}

export function elementsPickerText(count: number): string {
  return count > 0 ? `${count} Element(s) Selected` : 'No Elements Selected';
}

/**
 * A count with its noun, singular or plural as the number asks: "1 section", "3 sections",
 * "0 pages". `plural` names irregular plurals ("2 replies", "5 people"); otherwise an "s" is added.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

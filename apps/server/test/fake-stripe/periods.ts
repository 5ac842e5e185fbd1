import type Stripe from 'stripe';

/** Billing periods: calendar steps from a subscription's anchor, and proration by the second. */

const DAY = 86_400;

/** `months` calendar months after `seconds`, the day kept or clamped to the month's last (Jan 31 → Feb 28). */
export function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return Math.floor(target.getTime() / 1000);
}

/** The `steps`-th period boundary after `anchor` for a price's recurrence. */
export function boundary(anchor: number, recurring: Stripe.Price.Recurring, steps: number): number {
  const count = recurring.interval_count * steps;
  switch (recurring.interval) {
    case 'day':
      return anchor + count * DAY;
    case 'week':
      return anchor + count * 7 * DAY;
    case 'year':
      return addMonths(anchor, count * 12);
    default:
      return addMonths(anchor, count);
  }
}

/** The first boundary after `after`, counted from the anchor so month ends do not drift. */
export function nextBoundary(anchor: number, recurring: Stripe.Price.Recurring, after: number): number {
  for (let steps = 1; ; steps += 1) {
    const next = boundary(anchor, recurring, steps);
    if (next > after) return next;
  }
}

/** The share of `amount` for the part of [start, end) from `at` on, rounded as Stripe does. */
export function prorate(amount: number, start: number, end: number, at: number): number {
  if (end <= start) return 0;
  const left = Math.min(Math.max(end - at, 0), end - start);
  return Math.round((amount * left) / (end - start));
}

export function sameRecurrence(a: Stripe.Price.Recurring | null, b: Stripe.Price.Recurring | null): boolean {
  return a?.interval === b?.interval && a?.interval_count === b?.interval_count;
}

const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const SIGNS: Record<string, string> = { usd: '$', eur: '€', gbp: '£', jpy: '¥', cad: 'CA$', aud: 'A$' };

/** `$10.00`, as invoice line descriptions write an amount. */
export function money(amount: number, currency: string): string {
  const digits = ZERO_DECIMAL.has(currency) ? 0 : 2;
  const value = (amount / 10 ** digits).toFixed(digits);
  return `${SIGNS[currency] ?? `${currency.toUpperCase()} `}${value}`;
}

/** `15 Jan 2026`, as proration descriptions write a date. */
export function day(seconds: number): string {
  const date = new Date(seconds * 1000);
  const month = date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

export function intervalText(recurring: Stripe.Price.Recurring): string {
  return recurring.interval_count === 1
    ? recurring.interval
    : `every ${recurring.interval_count} ${recurring.interval}s`;
}

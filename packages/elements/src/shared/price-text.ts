/**
 * Price text, shared by the order elements' server render and their islands (so it imports
 * nothing): the summary a visitor sees changes in the browser and must read like the page did.
 */

/** How often a product is charged (SPEC §9); anything else is read as once. */
export type PriceInterval = 'Once' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';

// Marked pure so islands that import only the other helpers of this module leave it out.
const AMOUNT = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.50" from an amount in the currency's minor unit. */
export function formatPrice(cents: number, currency: string): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  return `${safe < 0 ? '-' : ''}${currency}${AMOUNT.format(Math.abs(safe) / 100)}`;
}

const PER: Readonly<Record<string, string>> = {
  Daily: 'per day',
  Weekly: 'per week',
  Monthly: 'per month',
  Yearly: 'per year',
};

/** "per month" for a recurring interval; '' for a one-time price or an unknown value. */
export function intervalText(interval: string | undefined): string {
  return (interval !== undefined && Object.hasOwn(PER, interval) ? PER[interval] : '') ?? '';
}

/** A price as shown beside a product: "$19.00 per month", or "$19.00" when paid once. */
export function priceWithInterval(cents: number, currency: string, interval: string | undefined): string {
  const per = intervalText(interval);
  return per === '' ? formatPrice(cents, currency) : `${formatPrice(cents, currency)} ${per}`;
}

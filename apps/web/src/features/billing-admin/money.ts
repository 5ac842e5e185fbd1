import { formatMoney } from '@tessera/api-contract';

/**
 * Amounts typed by an admin ("97.00", "1,250", "97,50") and the whole minor units the API keeps
 * (cents; yen have none). Conversion works on the digits as text, so no float rounding ever
 * changes an amount: "0.29" is 29 cents, never 28.999….
 */

/** The largest amount a price may have, in minor units (the contract's `priceBody.amount`). */
export const MAX_MINOR_AMOUNT = 99_999_999;

/** How many decimals a currency's amounts have (2 for USD and EUR, 0 for JPY), as Intl says. */
export function currencyDigits(currency: string): number {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  return format.resolvedOptions().maximumFractionDigits ?? 2;
}

export type AmountParse = { ok: true; minor: number } | { ok: false; message: string };

/** Thousands grouped with commas: "1,250" or "12,500.50". */
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;
/** Plain digits with an optional dot or comma before the decimals: "97", "97.5", "97,50", ".5". */
const PLAIN = /^(\d*)(?:[.,](\d*))?$/;

/**
 * The amount typed in the currency's units, as minor units. Spaces are ignored, commas may group
 * thousands ("1,250.00") or, alone and not followed by three digits, mark the decimals ("97,50").
 */
export function parseAmount(text: string, currency: string): AmountParse {
  const code = currency.toUpperCase();
  const typed = text.replace(/[\s\u00a0\u202f_]/g, '');
  if (typed === '') return { ok: false, message: 'Enter an amount.' };
  if (typed.startsWith('-')) return { ok: false, message: 'An amount is 0 or more.' };
  const grouped = GROUPED.exec(typed);
  const plain = grouped ? null : PLAIN.exec(typed);
  const whole = grouped ? grouped[1]!.replaceAll(',', '') : (plain?.[1] ?? '');
  const fraction = (grouped ? grouped[2] : plain?.[2]) ?? '';
  if ((!grouped && !plain) || (whole === '' && fraction === '')) {
    return { ok: false, message: `Enter the amount in ${code} as a number, such as ${example(currency)}.` };
  }
  const digits = currencyDigits(currency);
  if (fraction.replace(/0+$/, '').length > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? `${code} amounts have no decimals.`
          : `${code} amounts have at most ${digits} decimals.`,
    };
  }
  const minorText = `${whole}${fraction.padEnd(digits, '0').slice(0, digits)}`.replace(/^0+(?=\d)/, '');
  // Longer than the largest amount's digits: refused before Number could lose precision.
  if (minorText.length > String(MAX_MINOR_AMOUNT).length || Number(minorText) > MAX_MINOR_AMOUNT) {
    return { ok: false, message: `An amount is at most ${formatMoney(MAX_MINOR_AMOUNT, currency)}.` };
  }
  return { ok: true, minor: Number(minorText) };
}

/** Minor units written back as the amount an admin types ("97.00", "1250" for yen), without grouping. */
export function formatAmount(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const text = String(Math.trunc(Math.abs(minor))).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** What an amount of the currency looks like when typed: "97.00", "9700" for yen. */
export function example(currency: string): string {
  return formatAmount(97 * 10 ** currencyDigits(currency), currency);
}

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** "USD — US Dollar", for currency selects. */
export function currencyLabel(currency: string): string {
  const code = currency.toUpperCase();
  const name = currencyNames.of(code);
  return name && name !== code ? `${code} — ${name}` : code;
}

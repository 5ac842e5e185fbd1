import { DEFAULT_CURRENCY } from '@tessera/document';
import type { RenderContext } from '../render/types.ts';

/**
 * The currency sign an order element shows prices with: the element's own sign when its author
 * changed it, otherwise the site's (SPEC §3 shared state: currency, default '$').
 */
export function currencySign(option: string, context: RenderContext): string {
  return option && option !== DEFAULT_CURRENCY ? option : context.site.currency || DEFAULT_CURRENCY;
}

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50" from cents; the order island formats the same way (order-logic.ts). */
export function formatPrice(cents: number, currency: string): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  const sign = safe < 0 ? '-' : '';
  return `${sign}${currency}${AMOUNT.format(Math.abs(safe) / 100)}`;
}

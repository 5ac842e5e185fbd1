import { DEFAULT_CURRENCY } from '@tessera/document';
import type { RenderContext } from '../render/types.ts';

export { formatPrice, intervalText, priceWithInterval } from './price-text.ts';

/**
 * The currency sign an order element shows prices with: the element's own sign when its author
 * changed it, otherwise the site's (SPEC §3 shared state: currency, default '$').
 */
export function currencySign(option: string, context: RenderContext): string {
  return option && option !== DEFAULT_CURRENCY ? option : context.site.currency || DEFAULT_CURRENCY;
}

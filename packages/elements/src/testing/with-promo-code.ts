import { elementRegistry } from '../registry.ts';
import { promoCodeElement } from './promo-code/index.ts';

/** The registry after adding the promo code: elementRegistry and its one new entry, as registry.ts would hold it. */
export const registryWithPromoCode = Object.freeze({ ...elementRegistry, 'promo-code': promoCodeElement });

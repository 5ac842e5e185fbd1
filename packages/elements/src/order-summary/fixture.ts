import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const orderSummaryFixture = (): ElementFixture => ({
  options: { showTax: true, currency: '$' },
});

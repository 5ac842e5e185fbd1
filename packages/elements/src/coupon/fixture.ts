import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const couponFixture = (): ElementFixture => ({
  options: { placeholder: 'Discount code', buttonText: 'Apply' },
});

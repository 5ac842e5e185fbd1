import type { ElementFixture } from '../../types.ts';

/** As a real page carries it, varied by `n`. */
export const promoCodeFixture = (n: number): ElementFixture => ({
  options: { code: `SPRING${10 + (n % 40)}`, caption: 'Spring sale: this week only', Alignment: 'left' },
});

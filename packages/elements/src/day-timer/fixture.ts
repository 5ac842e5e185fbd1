import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const dayTimerFixture = (n: number): ElementFixture => ({
  options: { days: 1 + (n % 7), hours: n % 24 },
});

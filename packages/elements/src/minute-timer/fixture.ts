import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const minuteTimerFixture = (n: number): ElementFixture => ({ options: { minutes: 5 + (n % 55) } });

import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const countdownFixture = (n: number): ElementFixture => ({
  options: { targetDate: `2027-0${1 + (n % 9)}-15T09:00`, timeZone: 'PST' },
});

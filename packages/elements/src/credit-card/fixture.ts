import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const creditCardFixture = (n: number): ElementFixture => ({
  options: { showName: n % 2 === 0, buttonText: 'Complete my order', thankYouUrl: '/thank-you' },
});

import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const blogFixture = (n: number): ElementFixture => ({
  options: { count: 3 + (n % 6), layout: 'grid' },
});

import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const videoFixture = (n: number): ElementFixture => ({
  options: { url: `https://vimeo.com/${76979871 + n}`, controls: true, Ratio: 0.56 },
});

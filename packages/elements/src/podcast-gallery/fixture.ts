import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const podcastGalleryFixture = (n: number): ElementFixture => ({
  options: { count: 3 + (n % 4), showPlayer: true },
});

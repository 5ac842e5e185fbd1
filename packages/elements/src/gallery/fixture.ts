import { photo } from '../shared/fixture-media.ts';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const galleryFixture = (n: number): ElementFixture => ({
  options: {
    galleryType: n % 3 === 0 ? 'coverflow' : 'standard',
    images: [1, 2, 3].map((i) => ({ ...photo(n + i), alt: `Photo ${i}` })),
  },
});

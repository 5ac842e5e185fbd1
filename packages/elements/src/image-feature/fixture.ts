import { photo } from '../shared/fixture-media.ts';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const imageFeatureFixture = (n: number): ElementFixture => ({
  options: {
    Image: photo(n),
    alt: `Feature ${n}`,
    Title: `Feature ${n}`,
    Content: 'Shown beside a screenshot of the feature.',
    imagePosition: 'left',
  },
});

import { SAMPLE_PLACE_IDS } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const googleReviewFixture = (n: number): ElementFixture => ({
  options: { placeId: SAMPLE_PLACE_IDS.brightpath, count: 5, layout: n % 2 === 0 ? 'grid' : 'slider' },
});

import { sampleParts } from '@tessera/document';
import { photo } from '../shared/fixture-media.ts';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const imageFixture = (n: number): ElementFixture => ({
  options: sampleParts.image(photo(n).url, photo(n).Ratio, `Fixture photo ${n}`),
});

import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const mapFixture = (): ElementFixture => ({
  options: { address: '1600 Amphitheatre Parkway, Mountain View, CA', zoom: 13 },
});

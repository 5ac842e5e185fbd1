import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const iconFeatureFixture = (n: number): ElementFixture => ({
  options: { Icon: 'shield-halved', Title: `Benefit ${n}`, Content: 'Encrypted at rest and in transit.' },
});

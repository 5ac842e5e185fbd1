import { sampleParts } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const bulletListFixture = (n: number): ElementFixture => ({
  options: sampleParts.textOptions(16),
  text: `<ul><li>Fixture item ${n}</li><li>Plan, build and ship</li></ul>`,
});

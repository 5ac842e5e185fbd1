import { sampleParts } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** A text element (headline, h1–h3, subheadline, paragraph) as a real page carries it, varied by `n`. */
export const textElementFixture = (n: number): ElementFixture => ({
  options: sampleParts.textOptions(14 + (n % 30)),
  text: `<p>Fixture text ${n}: plan, build and ship pages faster.</p>`,
});

import { sampleParts } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const buttonFixture = (n: number): ElementFixture => ({
  options: sampleParts.button(`Start step ${n}`, { HoverAnimation: 'grow', CustomLink: `/step-${n}` }),
});

import { sampleMediaUrl } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const audioFixture = (n: number): ElementFixture => ({
  options: { url: sampleMediaUrl('default-site', 'sound-logo.wav'), title: `Episode ${n}` },
});

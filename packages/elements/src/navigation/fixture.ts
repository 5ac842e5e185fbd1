import { sampleParts } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const navigationFixture = (): ElementFixture => ({
  options: sampleParts.navigation(
    [
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Contact', '#contact'],
    ],
    'right',
  ),
});

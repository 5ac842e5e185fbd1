import { sampleParts } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const socialLinkFixture = (): ElementFixture => ({
  options: sampleParts.socialLinks([['linkedin', 'https://linkedin.com/company/tessera']]),
});

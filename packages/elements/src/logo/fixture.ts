import { sampleMediaUrl } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const logoFixture = (): ElementFixture => ({
  options: {
    Logo: { url: sampleMediaUrl('default-site', 'logo.png'), ShowWidth: 160, ShowHeight: 48 },
    alt: 'Fixture Co',
  },
});

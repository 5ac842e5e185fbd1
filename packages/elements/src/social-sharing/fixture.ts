import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const socialSharingFixture = (): ElementFixture => ({
  options: { networks: ['facebook', 'linkedin', 'copy-link'] },
});

import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const iconFixture = (): ElementFixture => ({
  options: { Icon: 'bolt', iconTheme: 'circle', IconSize: 40 },
});

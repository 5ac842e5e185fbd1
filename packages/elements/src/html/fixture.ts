import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const htmlFixture = (n: number): ElementFixture => ({
  options: { html: `<div class="embed" data-n="${n}">Embedded widget ${n}</div>` },
});

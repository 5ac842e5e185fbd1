import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const textareaFixture = (n: number): ElementFixture => ({
  options: { name: `message${n}`, label: 'Message', rows: 4 },
});

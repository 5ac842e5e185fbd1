import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const checkboxFixture = (n: number): ElementFixture => ({
  options: { name: `consent${n}`, label: 'Send me product updates', rules: '' },
});

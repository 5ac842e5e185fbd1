import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const inputFixture = (n: number): ElementFixture => ({
  options: { name: `email${n}`, label: 'Work email', inputType: 'email', rules: 'required|email' },
});

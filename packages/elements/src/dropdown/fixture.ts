import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const dropdownFixture = (n: number): ElementFixture => ({
  options: { name: `plan${n}`, label: 'Plan', choices: ['Starter', 'Growth', 'Scale'], rules: 'required' },
});

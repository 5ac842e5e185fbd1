import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const numberedItemsFixture = (n: number): ElementFixture => ({
  options: {
    items: [
      { Title: 'Sign up', Content: `Step one of flow ${n}.` },
      { Title: 'Connect', Content: 'Link your accounts.' },
    ],
  },
});

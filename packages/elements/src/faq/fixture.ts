import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const faqFixture = (n: number): ElementFixture => ({
  options: {
    items: [
      {
        question: `Question ${n}: how long does setup take?`,
        answer: 'About ten minutes with the import tool.',
      },
      {
        question: 'Can I change plans later?',
        answer: 'Yes, upgrades and downgrades apply on the next invoice.',
      },
    ],
    openFirst: n % 2 === 0,
  },
});

import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const orderSelectFixture = (n: number): ElementFixture => ({
  options: {
    products: [
      { productId: `prod_fixture_${n}`, label: 'Single licence', description: '', badge: '', quantity: 1 },
      {
        productId: `prod_fixture_${n}_team`,
        label: 'Team licence',
        description: '',
        badge: 'Popular',
        quantity: 1,
      },
    ],
    layout: 'cards',
  },
});

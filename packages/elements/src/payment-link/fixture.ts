import { sampleParts } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const paymentLinkFixture = (n: number): ElementFixture => ({
  options: { productId: `prod_fixture_${n}`, Button: sampleParts.button('Buy Now') },
});

import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const creditCardFixture = (): ElementFixture => ({
  options: { gatewayId: null, showPostalCode: true },
});

import { sampleParts } from '@tessera/document';
import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const formFixture = (n: number): ElementFixture => ({
  options: sampleParts.formOptions(['firstName', 'email'], n % 2 === 0 ? 'Get the Guide' : 'Join the List'),
});

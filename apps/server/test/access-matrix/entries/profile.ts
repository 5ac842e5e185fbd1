import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /profile' },
  { route: 'PUT /profile', request: () => ({ body: { name: 'Matrix Person' } }) },
]);

import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /profile', scope: { kind: 'own' } },
  { route: 'PUT /profile', scope: { kind: 'own' }, request: () => ({ body: { name: 'Matrix Person' } }) },
]);

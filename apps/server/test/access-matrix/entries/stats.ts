import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/stats' },
  { route: 'POST /landings/:id/stats/reset' },
]);

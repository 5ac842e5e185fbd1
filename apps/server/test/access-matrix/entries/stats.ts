import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/stats', scope: { kind: 'site', permission: 'view' } },
  { route: 'POST /landings/:id/stats/reset', scope: { kind: 'site', permission: 'manage_settings' } },
]);

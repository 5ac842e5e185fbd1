import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/robots', scope: { kind: 'site', permission: 'view' } },
  {
    route: 'POST /landings/:id/robots',
    scope: { kind: 'site', permission: 'manage_settings' },
    request: () => ({ body: { robots_txt: 'User-agent: *\nDisallow: /private' } }),
  },
  { route: 'POST /landings/:id/robots/reset', scope: { kind: 'site', permission: 'manage_settings' } },
]);

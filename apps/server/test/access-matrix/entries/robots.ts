import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/robots' },
  {
    route: 'POST /landings/:id/robots',
    request: () => ({ body: { robots_txt: 'User-agent: *\nDisallow: /private' } }),
  },
  { route: 'POST /landings/:id/robots/reset' },
]);

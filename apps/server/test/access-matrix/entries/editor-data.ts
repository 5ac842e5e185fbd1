import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /editor-data',
    scope: { kind: 'site', permission: 'view' },
    request: (w) => ({ query: { landing_id: w.siteId } }),
  },
  {
    route: 'GET /editor/icons',
    scope: { kind: 'platform' },
    request: () => ({ query: { names: 'check,star' } }),
  },
  {
    route: 'GET /editor/icons/search',
    scope: { kind: 'platform' },
    request: () => ({ query: { search: 'arrow' } }),
  },
]);

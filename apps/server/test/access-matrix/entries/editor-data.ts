import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /editor-data', request: (w) => ({ query: { landing_id: w.siteId } }) },
  { route: 'GET /editor/icons', request: () => ({ query: { names: 'check,star' } }) },
  { route: 'GET /editor/icons/search', request: () => ({ query: { search: 'arrow' } }) },
]);

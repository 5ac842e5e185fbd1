import { keywords } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/keywords', scope: { kind: 'site', permission: 'view' } },
  {
    route: 'POST /landings/:id/keywords',
    scope: { kind: 'site', permission: 'manage_settings' },
    request: (w) => ({ body: { names: [`keyword ${w.unique()}`] } }),
  },
  {
    route: 'DELETE /landings/:id/keywords/:name',
    scope: { kind: 'site', permission: 'manage_settings' },
    request: async (w) => {
      const name = `keyword ${w.unique()}`;
      await w.db.insert(keywords).values({ agencyId: w.agencyId, landingId: w.siteId, name });
      return { params: { name } };
    },
  },
]);

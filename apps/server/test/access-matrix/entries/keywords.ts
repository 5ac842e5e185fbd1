import { keywords } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/keywords' },
  {
    route: 'POST /landings/:id/keywords',
    request: (w) => ({ body: { names: [`keyword ${w.unique()}`] } }),
  },
  {
    route: 'DELETE /landings/:id/keywords/:name',
    request: async (w) => {
      const name = `keyword ${w.unique()}`;
      await w.db.insert(keywords).values({ agencyId: w.agencyId, landingId: w.siteId, name });
      return { params: { name } };
    },
  },
]);

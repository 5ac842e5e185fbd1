import { pages } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** A fresh draft page on the target site, so one caller's save never makes another's stale. */
async function newPage(w: MatrixWorld): Promise<number> {
  const name = w.unique();
  const [row] = await w.db
    .insert(pages)
    .values({ agencyId: w.agencyId, landingId: w.siteId, name, uniqueName: name })
    .returning({ id: pages.id });
  return row!.id;
}

export const accessMatrix = defineAccessMatrix([
  {
    route: 'PUT /landings/:landingId/pages/:pageId/design',
    request: async (w) => ({
      params: { pageId: await newPage(w) },
      body: {
        document: { schemaVersion: 1, sections: [] },
        version: 1,
        idempotency_key: `matrix-${w.unique()}`,
      },
    }),
  },
]);

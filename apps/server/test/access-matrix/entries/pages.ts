import { eq } from 'drizzle-orm';
import { pages } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** A fresh draft page on the target site, so publishing or saving never collides between callers. */
export async function newPage(w: MatrixWorld): Promise<number> {
  const name = w.unique();
  const [row] = await w.db
    .insert(pages)
    .values({ agencyId: w.agencyId, landingId: w.siteId, name, uniqueName: name })
    .returning({ id: pages.id });
  return row!.id;
}

const onPage = async (w: MatrixWorld) => ({ params: { id: await newPage(w) } });

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/pages' },
  { route: 'GET /pages/:id', request: onPage },
  {
    route: 'PUT /pages/:id/document',
    request: async (w) => ({
      params: { id: await newPage(w) },
      body: { document: { schemaVersion: 1, sections: [] }, version: 1 },
    }),
  },
  { route: 'POST /pages/:id/publish', request: onPage },
  { route: 'POST /pages/:id/unpublish', request: onPage },
  { route: 'POST /pages/:id/preview-link', request: onPage },
  // Managing pages (manage-routes.ts).
  { route: 'GET /landings/:id/pages/list' },
  { route: 'GET /landings/:id/pages/all' },
  {
    route: 'POST /landings/:id/pages',
    request: (w) => ({ body: { name: `Page ${w.unique()}` } }),
  },
  {
    route: 'GET /landings/:id/unique-names/:name',
    request: (w) => ({ params: { name: w.unique() } }),
  },
  {
    route: 'PUT /pages/:id',
    request: async (w) => ({
      params: { id: await newPage(w) },
      body: { name: 'Renamed', title: 'SEO title', settings_version: 1 },
    }),
  },
  { route: 'POST /pages/:id/set-home', request: onPage },
  {
    route: 'POST /pages/:id/clone',
    request: async (w) => ({ params: { id: await newPage(w) }, body: {} }),
  },
  {
    route: 'POST /landings/:id/pages/import',
    request: async (w) => {
      const [row] = await w.db
        .select({ uniqueId: pages.uniqueId })
        .from(pages)
        .where(eq(pages.id, await newPage(w)));
      return { body: { unique_id: row!.uniqueId } };
    },
  },
  { route: 'DELETE /pages/:id', request: onPage },
  // Sharing a page inside the agency by its unique id (shared-routes.ts).
  { route: 'GET /agency-page/:id/unique-id', request: onPage },
  {
    route: 'GET /agency-pages/unique-id/:uniqueId',
    request: async (w) => {
      const [row] = await w.db
        .select({ uniqueId: pages.uniqueId })
        .from(pages)
        .where(eq(pages.id, await newPage(w)));
      return { params: { uniqueId: row!.uniqueId } };
    },
  },
]);

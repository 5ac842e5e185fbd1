import { menus } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** A fresh menu on the target site, so changing or deleting it never collides between callers. */
async function newMenu(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(menus)
    .values({
      agencyId: w.agencyId,
      landingId: w.siteId,
      name: `Menu ${w.unique()}`,
      items: [
        {
          id: 'a',
          label: 'Home',
          type: 'custom',
          page_id: null,
          section_id: null,
          url: '/',
          new_window: false,
          children: [],
        },
      ],
    })
    .returning({ id: menus.id });
  return row!.id;
}

const onMenu = async (w: MatrixWorld) => ({ params: { menuId: await newMenu(w) } });

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /landings/:id/menus' },
  {
    route: 'POST /landings/:id/menus',
    request: (w) => ({ body: { name: `Menu ${w.unique()}` } }),
  },
  { route: 'GET /landings/:id/menus/:menuId', request: onMenu },
  {
    route: 'PUT /landings/:id/menus/:menuId',
    request: async (w) => ({ params: { menuId: await newMenu(w) }, body: { name: `Renamed ${w.unique()}` } }),
  },
  {
    route: 'DELETE /landings/:id/menus/:menuId',
    request: onMenu,
  },
]);

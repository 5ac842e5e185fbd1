import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** A fresh order page made by the admin (offering no plan: the matrix world needs none). */
async function newOrderPage(w: MatrixWorld): Promise<number> {
  const made = await w.call('admin', 'POST', '/subscriptions/order-pages', {
    body: { name: `Matrix order page ${w.unique()}` },
  });
  const id = (made.body as { data?: { id?: number } }).data?.id;
  if (made.status !== 201 || typeof id !== 'number')
    throw new Error(`order page set-up failed: ${made.status}`);
  return id;
}

const onOrderPage = async (w: MatrixWorld) => ({ params: { id: await newOrderPage(w) } });

// Admin order pages: admins only (the access declaration answers everyone else 403).
export const accessMatrix = defineAccessMatrix([
  { route: 'GET /subscriptions/order-pages' },
  {
    route: 'POST /subscriptions/order-pages',

    request: (w) => ({ body: { name: `Matrix order page ${w.unique()}` } }),
  },
  { route: 'GET /subscriptions/order-pages/:id', request: onOrderPage },
  {
    route: 'PUT /subscriptions/order-pages/:id',

    request: async (w) => ({
      params: { id: await newOrderPage(w) },
      body: {
        name: `Renamed ${w.unique()}`,
        document: { schemaVersion: 1, sections: [] },
        version: 1,
        idempotency_key: `matrix-${w.unique()}`,
      },
    }),
  },
  {
    route: 'POST /subscriptions/order-pages/:id/publish',

    request: async (w) => ({ params: { id: await newOrderPage(w) }, body: { published: true } }),
  },
  {
    route: 'POST /subscriptions/order-pages/:id/clone',

    request: onOrderPage,
  },
  { route: 'DELETE /subscriptions/order-pages/:id', request: onOrderPage },
  {
    route: 'GET /subscriptions/order-pages/:id/editor-data',

    request: onOrderPage,
  },
  {
    route: 'POST /subscriptions/order-pages/:id/preview-link',

    request: onOrderPage,
  },
]);

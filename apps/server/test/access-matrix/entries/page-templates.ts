import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** A fresh category made by the admin (published when asked). */
async function newCategory(w: MatrixWorld, published = false): Promise<number> {
  const made = await w.call('admin', 'POST', '/admin-page-templates/categories', {
    body: { name: `Matrix category ${w.unique()}` },
  });
  const id = (made.body as { data?: { id?: number } }).data?.id;
  if (made.status !== 201 || typeof id !== 'number')
    throw new Error(`category set-up failed: ${made.status}`);
  if (published)
    await w.call('admin', 'POST', `/admin-page-templates/categories/${id}/publish`, { body: {} });
  return id;
}

/** A fresh template in a fresh category; published (category too) when asked. */
async function newTemplate(w: MatrixWorld, published = false): Promise<number> {
  const categoryId = await newCategory(w, published);
  const made = await w.call('admin', 'POST', '/admin-page-templates', {
    body: { name: `Matrix template ${w.unique()}`, category_id: categoryId },
  });
  const id = (made.body as { data?: { id?: number } }).data?.id;
  if (made.status !== 201 || typeof id !== 'number')
    throw new Error(`template set-up failed: ${made.status}`);
  if (published) await w.call('admin', 'POST', `/admin-page-templates/${id}/publish`, { body: {} });
  return id;
}

const onCategory = async (w: MatrixWorld) => ({ params: { id: await newCategory(w) } });
const onTemplate = async (w: MatrixWorld) => ({ params: { id: await newTemplate(w) } });

export const accessMatrix = defineAccessMatrix([
  // Categories: admins only (the access declaration answers everyone else 403).
  { route: 'GET /admin-page-templates/categories' },
  {
    route: 'POST /admin-page-templates/categories',
    request: (w) => ({ body: { name: `Matrix category ${w.unique()}` } }),
  },
  {
    route: 'PUT /admin-page-templates/categories/:id',
    request: async (w) => ({ params: { id: await newCategory(w) }, body: { name: `Renamed ${w.unique()}` } }),
  },
  { route: 'DELETE /admin-page-templates/categories/:id', request: onCategory },
  {
    route: 'POST /admin-page-templates/categories/:id/publish',
    request: async (w) => ({ params: { id: await newCategory(w) }, body: { published: true } }),
  },

  // Templates: admins only.
  { route: 'GET /admin-page-templates' },
  {
    route: 'POST /admin-page-templates',
    request: async (w) => ({
      body: { name: `Matrix template ${w.unique()}`, category_id: await newCategory(w) },
    }),
  },
  { route: 'GET /admin-page-templates/:id', request: onTemplate },
  {
    route: 'PUT /admin-page-templates/:id',
    request: async (w) => ({ params: { id: await newTemplate(w) }, body: { name: `Renamed ${w.unique()}` } }),
  },
  {
    route: 'PUT /admin-page-templates/:id/design',
    request: async (w) => ({
      params: { id: await newTemplate(w) },
      body: {
        document: { schemaVersion: 1, sections: [] },
        version: 1,
        idempotency_key: `matrix-${w.unique()}`,
      },
    }),
  },
  {
    route: 'POST /admin-page-templates/:id/publish',
    request: async (w) => ({ params: { id: await newTemplate(w) }, body: { published: true } }),
  },
  {
    route: 'POST /admin-page-templates/:id/clone',
    request: onTemplate,
  },
  { route: 'DELETE /admin-page-templates/:id', request: onTemplate },
  { route: 'GET /admin-page-templates/:id/editor-data', request: onTemplate },
  {
    route: 'POST /admin-page-templates/:id/preview-link',
    note: 'Any signed-in user may preview a published template in a published category; admins any draft.',
    request: async (w) => ({ params: { id: await newTemplate(w, true) } }),
  },

  // The catalogue: whoever makes pages.
  {
    route: 'GET /page-templates',
    request: async (w) => {
      await newTemplate(w, true);
      return {};
    },
  },
  { route: 'GET /page-templates/categories' },
]);

import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

function idOf(made: { status: number; body: unknown }, what: string): number {
  const id = (made.body as { data?: { id?: number } }).data?.id;
  if ((made.status !== 201 && made.status !== 200) || typeof id !== 'number')
    throw new Error(`${what} set-up failed: ${made.status}`);
  return id;
}

/** A fresh template category made by the admin (published when asked). */
async function newCategory(w: MatrixWorld, published = false): Promise<number> {
  const id = idOf(
    await w.call('admin', 'POST', '/admin-templates/categories', {
      body: { name: `Matrix site category ${w.unique()}` },
    }),
    'category',
  );
  if (published) await w.call('admin', 'POST', `/admin-templates/categories/${id}/publish`, { body: {} });
  return id;
}

/** A fresh blank template in a fresh category; published (category too) when asked. */
async function newTemplate(w: MatrixWorld, published = false): Promise<number> {
  const categoryId = await newCategory(w, published);
  const id = idOf(
    await w.call('admin', 'POST', '/admin-templates', {
      body: { name: `Matrix site template ${w.unique()}`, category_id: categoryId },
    }),
    'template',
  );
  if (published) await w.call('admin', 'POST', `/admin-templates/${id}/publish`, { body: {} });
  return id;
}

const onCategory = async (w: MatrixWorld) => ({ params: { id: await newCategory(w) } });
const onTemplate = async (w: MatrixWorld) => ({ params: { id: await newTemplate(w) } });

export const accessMatrix = defineAccessMatrix([
  // Categories: admins only (the access declaration answers everyone else 403).
  { route: 'GET /admin-templates/categories' },
  {
    route: 'POST /admin-templates/categories',
    request: (w) => ({ body: { name: `Matrix site category ${w.unique()}` } }),
  },
  {
    route: 'PUT /admin-templates/categories/:id',
    request: async (w) => ({ params: { id: await newCategory(w) }, body: { name: `Renamed ${w.unique()}` } }),
  },
  { route: 'DELETE /admin-templates/categories/:id', request: onCategory },
  {
    route: 'POST /admin-templates/categories/:id/publish',
    request: async (w) => ({ params: { id: await newCategory(w) }, body: { published: true } }),
  },

  // Templates: admins only.
  { route: 'GET /admin-templates' },
  {
    route: 'POST /admin-templates',
    request: async (w) => ({
      body: { name: `Matrix site template ${w.unique()}`, category_id: await newCategory(w) },
    }),
  },
  { route: 'GET /admin-templates/:id', request: onTemplate },
  {
    route: 'PUT /admin-templates/:id',
    request: async (w) => ({ params: { id: await newTemplate(w) }, body: { name: `Renamed ${w.unique()}` } }),
  },
  {
    route: 'POST /admin-templates/:id/publish',
    request: async (w) => ({ params: { id: await newTemplate(w) }, body: { published: true } }),
  },
  { route: 'POST /admin-templates/:id/clone', request: onTemplate },
  { route: 'DELETE /admin-templates/:id', request: onTemplate },
  {
    route: 'POST /admin-templates/:id/preview-link',
    note: 'A published template in a published category: every signed-in caller may preview it (unpublished ones: admins only, see templates.test.ts).',
    request: async (w) => ({ params: { id: await newTemplate(w, true) }, body: {} }),
  },

  // The catalogue: whoever may create websites (Agency, AgencyUser).
  { route: 'GET /templates' },
  { route: 'GET /templates/categories' },
]);

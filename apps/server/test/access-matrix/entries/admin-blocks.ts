import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/**
 * A fresh section block made by the admin; published when asked (a new section block's draft is
 * one empty section, which publishes as it is).
 */
async function newBlock(w: MatrixWorld, published = false): Promise<number> {
  const made = await w.call('admin', 'POST', '/admin-blocks', {
    body: { name: `Matrix block ${w.unique()}`, kind: 'section' },
  });
  const id = (made.body as { data?: { id?: number } }).data?.id;
  if (made.status !== 201 || typeof id !== 'number') throw new Error(`block set-up failed: ${made.status}`);
  if (published) {
    const publish = await w.call('admin', 'POST', `/admin-blocks/${id}/publish`, { body: {} });
    if (publish.status !== 200) throw new Error(`block publish failed: ${publish.status}`);
  }
  return id;
}

const onBlock = async (w: MatrixWorld) => ({ params: { id: await newBlock(w) } });
const onPublishedBlock = async (w: MatrixWorld) => ({ params: { id: await newBlock(w, true) } });

export const accessMatrix = defineAccessMatrix([
  // Managing blocks: admins only (the access declaration answers everyone else 403).
  { route: 'GET /admin-blocks' },
  {
    route: 'POST /admin-blocks',
    request: (w) => ({ body: { name: `Matrix block ${w.unique()}`, kind: 'row' } }),
  },
  { route: 'GET /admin-blocks/:id', request: onBlock },
  {
    route: 'PUT /admin-blocks/:id',
    request: async (w) => ({ params: { id: await newBlock(w) }, body: { name: `Renamed ${w.unique()}` } }),
  },
  {
    route: 'PUT /admin-blocks/:id/design',
    request: async (w) => ({
      params: { id: await newBlock(w) },
      body: {
        document: {
          schemaVersion: 1,
          sections: [{ type: 'section', id: 'section-matrixadmin1', options: {}, rows: [] }],
        },
        version: 1,
        idempotency_key: `matrix-${w.unique()}`,
      },
    }),
  },
  {
    route: 'POST /admin-blocks/:id/publish',
    request: async (w) => ({ params: { id: await newBlock(w) }, body: { published: true } }),
  },
  { route: 'POST /admin-blocks/:id/clone', request: onBlock },
  { route: 'DELETE /admin-blocks/:id', request: onBlock },
  { route: 'GET /admin-blocks/:id/editor-data', request: onBlock },
  {
    route: 'POST /admin-blocks/:id/preview-link',
    note: 'Designers preview a published block as published; admins any draft. Card users design nothing.',
    request: onPublishedBlock,
  },

  // The published library: everyone who designs (admins and the agency roles).
  {
    route: 'GET /admin-blocks-2',
    request: async (w) => {
      await newBlock(w, true);
      return {};
    },
  },
  { route: 'GET /admin-blocks-2/:id', request: onPublishedBlock },

  // Copying into agencies' saved blocks: admins only.
  {
    route: 'POST /block-form/distribute',
    // Not to agency B: the agency-blocks list entry checks that its owner holds no saved blocks.
    request: async (w) => ({
      body: { block_id: await newBlock(w, true), agency_ids: [w.agencyId, w.clientAgencyId] },
    }),
  },
]);

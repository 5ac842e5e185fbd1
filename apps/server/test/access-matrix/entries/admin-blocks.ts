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
  { route: 'GET /admin-blocks', scope: { kind: 'platform' } },
  {
    route: 'POST /admin-blocks',
    scope: { kind: 'platform' },
    ok: 201,
    request: (w) => ({ body: { name: `Matrix block ${w.unique()}`, kind: 'row' } }),
  },
  { route: 'GET /admin-blocks/:id', scope: { kind: 'platform' }, request: onBlock },
  {
    route: 'PUT /admin-blocks/:id',
    scope: { kind: 'platform' },
    request: async (w) => ({ params: { id: await newBlock(w) }, body: { name: `Renamed ${w.unique()}` } }),
  },
  {
    route: 'PUT /admin-blocks/:id/design',
    scope: { kind: 'platform' },
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
    scope: { kind: 'platform' },
    request: async (w) => ({ params: { id: await newBlock(w) }, body: { published: true } }),
  },
  { route: 'POST /admin-blocks/:id/clone', scope: { kind: 'platform' }, ok: 201, request: onBlock },
  { route: 'DELETE /admin-blocks/:id', scope: { kind: 'platform' }, request: onBlock },
  { route: 'GET /admin-blocks/:id/editor-data', scope: { kind: 'platform' }, request: onBlock },
  {
    route: 'POST /admin-blocks/:id/preview-link',
    scope: { kind: 'platform' },
    note: 'Designers preview a published block as published; admins any draft. Card users design nothing.',
    request: onPublishedBlock,
  },

  // The published library: everyone who designs (admins and the agency roles).
  {
    route: 'GET /admin-blocks-2',
    scope: { kind: 'platform' },
    request: async (w) => {
      await newBlock(w, true);
      return {};
    },
  },
  { route: 'GET /admin-blocks-2/:id', scope: { kind: 'platform' }, request: onPublishedBlock },

  // Copying into agencies' saved blocks: admins only.
  {
    route: 'POST /block-form/distribute',
    scope: { kind: 'platform' },
    // Not to agency B: the agency-blocks list entry checks that its owner holds no saved blocks.
    request: async (w) => ({
      body: { block_id: await newBlock(w, true), agency_ids: [w.agencyId, w.clientAgencyId] },
    }),
  },
]);

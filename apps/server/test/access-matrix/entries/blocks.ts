import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

const content = {
  schemaVersion: 1,
  sections: [{ type: 'section', id: 'section-matrixblock1', options: {}, rows: [] }],
};

/** A block of agency A saved by its owner. */
async function ownerBlock(w: MatrixWorld): Promise<number> {
  const response = await w.call('owner', 'POST', '/agency-blocks', {
    body: { name: `Block ${w.unique()}`, kind: 'section', content },
  });
  const id = (response.body as { data?: { id?: number } }).data?.id;
  if (response.status !== 201 || typeof id !== 'number')
    throw new Error(`block set-up failed: ${response.status}`);
  return id;
}

const onBlock = async (w: MatrixWorld) => ({ params: { id: await ownerBlock(w) } });

const ownerOrCreatorOnly = {
  agencyUser: 403,
  websiteUserWith: 403,
  websiteUserWithout: 403,
} as const;

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /agency-blocks',
    note: 'Each agency lists its own blocks.',
    check: (_w, caller, response) => {
      const rows = (response.body as { data?: Array<{ name: string }> }).data ?? [];
      return caller === 'otherOwner' && rows.length > 0
        ? `otherOwner sees ${rows.length} blocks of agency A`
        : null;
    },
    request: async (w) => {
      await ownerBlock(w);
      return {};
    },
  },
  {
    route: 'POST /agency-blocks',
    note: 'A block is saved into the caller’s own agency.',
    request: (w) => ({ body: { name: `Block ${w.unique()}`, kind: 'section', content } }),
  },
  { route: 'GET /agency-blocks/:id', request: onBlock },
  {
    route: 'PUT /agency-blocks/:id',
    expect: ownerOrCreatorOnly,
    note: 'Only the agency owner or whoever saved a block may rename it.',
    request: async (w) => ({ params: { id: await ownerBlock(w) }, body: { name: `Renamed ${w.unique()}` } }),
  },
  {
    route: 'DELETE /agency-blocks/:id',
    expect: ownerOrCreatorOnly,
    note: 'Only the agency owner or whoever saved a block may delete it.',
    request: onBlock,
  },
]);

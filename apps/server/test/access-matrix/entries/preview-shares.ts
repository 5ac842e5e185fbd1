import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';
// Shares name a fresh draft page of the target site, made as the pages' own entries make theirs.
import { newPage } from './pages.ts';

/** A share of a fresh page, issued by the site's owner through the API. */
async function ownerShare(w: MatrixWorld): Promise<{ id: number; token: string; pageId: number }> {
  const pageId = await newPage(w);
  const answer = await w.call('owner', 'POST', '/preview-shares', {
    body: { kind: 'page', id: pageId, expires_in: '1h' },
  });
  const { id, token } = (answer.body as { data: { id: number; token: string } }).data;
  return { id, token, pageId };
}

export const accessMatrix = defineAccessMatrix([
  {
    route: 'POST /preview-shares',
    request: async (w) => ({ body: { kind: 'page', id: await newPage(w), expires_in: '1d' } }),
  },
  {
    route: 'GET /preview-shares',
    request: async (w) => ({ query: { kind: 'page', id: (await ownerShare(w)).pageId } }),
    check: (_w, _caller, response) => {
      const rows = (response.body as { data: Array<{ kind: string; state: string }> }).data;
      if (rows.length !== 1) return `expected the page's one share, got ${rows.length}`;
      return rows.every((row) => row.kind === 'page' && row.state === 'active')
        ? null
        : 'a share of another kind';
    },
  },
  {
    route: 'DELETE /preview-shares/:id',
    request: async (w) => ({ params: { id: (await ownerShare(w)).id } }),
    note: 'Whoever may share a record may revoke its links.',
  },
  {
    route: 'POST /preview-shares/open',
    request: async (w) => ({ body: { token: (await ownerShare(w)).token } }),
    note: 'A share link works for anyone holding it, signed in or not.',
  },
]);

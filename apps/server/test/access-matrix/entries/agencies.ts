import { agencies } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

const ids = (body: unknown) => ((body as { data?: { id: number }[] }).data ?? []).map((row) => row.id);

/** A fresh client agency of agency A, so archiving or restoring never collides between callers. */
async function clientAgency(w: MatrixWorld, status: 'active' | 'archived' = 'active'): Promise<number> {
  const [base] = await w.db.select({ whitelabelId: agencies.whitelabelId }).from(agencies).limit(1);
  const [row] = await w.db
    .insert(agencies)
    .values({
      whitelabelId: base!.whitelabelId,
      name: `Client ${w.unique()}`,
      parentAgencyId: w.agencyId,
      status,
      archivedAt: status === 'archived' ? new Date() : null,
    })
    .returning({ id: agencies.id });
  return row!.id;
}

/** Agency B is no reseller: agency management is refused to it outright, whichever agency it names. */
const notReseller = { otherOwner: 403 } as const;

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /agencies',
    expect: notReseller,
    note: 'Admins list every agency; a reseller owner its clients only.',
    check: (w, caller, response) =>
      caller === 'owner' && ids(response.body).some((id) => id !== w.clientAgencyId)
        ? 'a reseller sees an agency it does not manage'
        : null,
  },
  {
    route: 'POST /agencies',
    expect: notReseller,
    request: (w) => ({
      body: {
        name: `Agency ${w.unique()}`,
        owner: { name: 'New Owner', email: `${w.unique()}@agency.test`, password: w.password },
      },
    }),
  },
  {
    route: 'PUT /agencies/edit-settings',
    request: () => ({ body: { name: 'Renamed Agency' } }),
  },
  {
    route: 'GET /agencies/:id',
    expect: notReseller,
    request: (w) => ({ params: { id: w.clientAgencyId } }),
  },
  {
    route: 'PUT /agencies/:id',
    expect: notReseller,
    request: (w) => ({ params: { id: w.clientAgencyId }, body: { name: 'Matrix Client C' } }),
  },
  {
    route: 'DELETE /agencies/:id',
    expect: notReseller,
    request: async (w) => ({ params: { id: await clientAgency(w) } }),
  },
  {
    route: 'POST /agencies/:id/restore',
    expect: notReseller,
    request: async (w) => ({ params: { id: await clientAgency(w, 'archived') } }),
  },
  {
    route: 'PUT /agencies/:id/update-openai',
    note: "An owner sets its own agency's key; agency B's owner naming agency A gets 404.",
    request: (w) => ({
      params: { id: w.agencyId },
      body: { openai_api_key: `sk-matrix-${w.unique()}-0000` },
    }),
  },
]);

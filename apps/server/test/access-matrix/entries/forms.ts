import { DEFAULT_FORM_FIELDS } from '@tessera/api-contract';
import { forms } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** A fresh form of the target site, so changing or deleting it never collides between callers. */
async function newForm(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(forms)
    .values({
      agencyId: w.agencyId,
      landingId: w.siteId,
      name: `Form ${w.unique()}`,
      fields: DEFAULT_FORM_FIELDS,
    })
    .returning({ id: forms.id });
  return row!.id;
}

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /landings/:id/forms',
    check: (w, _caller, response) => {
      const rows = (response.body as { data?: Array<{ landing_id: number }> }).data ?? [];
      return rows.every((row) => row.landing_id === w.siteId) ? null : 'lists forms of another site';
    },
  },
  {
    route: 'POST /landings/:id/forms',
    request: (w) => ({ body: { name: `Form ${w.unique()}` } }),
  },
  {
    route: 'GET /landings/:id/forms/:formId',
    request: async (w) => ({ params: { formId: await newForm(w) } }),
  },
  {
    route: 'PUT /landings/:id/forms/:formId',
    request: async (w) => ({
      params: { formId: await newForm(w) },
      body: { name: `Renamed ${w.unique()}`, fields: DEFAULT_FORM_FIELDS, success_message: '', version: 1 },
    }),
  },
  {
    route: 'DELETE /landings/:id/forms/:formId',
    request: async (w) => ({ params: { formId: await newForm(w) } }),
  },
]);

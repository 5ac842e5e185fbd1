import { formSubmissions } from '../../db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../../lib/access-matrix.ts';

/** A fresh contact of the target site. */
async function newContact(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(formSubmissions)
    .values({
      agencyId: w.agencyId,
      landingId: w.siteId,
      elementId: 'element-matrix',
      data: { fullName: 'Matrix Lead', email: `${w.unique()}@matrix.test` },
    })
    .returning({ id: formSubmissions.id });
  return row!.id;
}

const onContact = async (w: MatrixWorld) => ({ params: { contactId: await newContact(w) } });

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /landings/:id/contacts',
    scope: { kind: 'site', permission: 'manage_forms' },
    check: (w, _caller, response) => {
      const rows = (response.body as { data?: Array<{ landing_id: number }> }).data ?? [];
      return rows.every((row) => row.landing_id === w.siteId) ? null : 'lists contacts of another site';
    },
  },
  { route: 'GET /landings/:id/contacts/export', scope: { kind: 'site', permission: 'manage_forms' } },
  {
    route: 'GET /landings/:id/contacts/:contactId',
    scope: { kind: 'site', permission: 'manage_forms' },
    request: onContact,
  },
  {
    route: 'DELETE /landings/:id/contacts/:contactId',
    scope: { kind: 'site', permission: 'manage_forms' },
    request: onContact,
  },
]);

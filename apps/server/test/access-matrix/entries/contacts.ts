import { formSubmissions } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixCaller, type MatrixResponse, type MatrixWorld } from '../matrix.ts';

/** A fresh contact of a site of agency A (the target site unless named), held as spam if asked. */
async function newContact(
  w: MatrixWorld,
  options: { siteId?: number; spam?: boolean } = {},
): Promise<number> {
  const [row] = await w.db
    .insert(formSubmissions)
    .values({
      agencyId: w.agencyId,
      landingId: options.siteId ?? w.siteId,
      elementId: 'element-matrix',
      data: { fullName: 'Matrix Lead', email: `${w.unique()}@matrix.test` },
      spamReason: options.spam ? 'too-fast' : null,
      announced: !options.spam,
    })
    .returning({ id: formSubmissions.id });
  return row!.id;
}

const onContact = async (w: MatrixWorld) => ({ params: { contactId: await newContact(w) } });

/**
 * The inbox holds contacts of both of agency A's sites; each caller may see only the sites where
 * it has `manage_forms`: the owner and the agency user the target site, the website user
 * "without" only its other site, the website user "with" (view, edit_design) none, and the
 * other agency's owner none of A's.
 */
async function contactsOnBothSites(w: MatrixWorld) {
  await newContact(w);
  await newContact(w, { siteId: w.otherSiteId });
  return {};
}
function inboxCheck(w: MatrixWorld, caller: MatrixCaller, response: MatrixResponse): string | null {
  const hidden: Partial<Record<MatrixCaller, number[]>> = {
    owner: [w.otherAgencySiteId],
    agencyUser: [w.otherAgencySiteId],
    websiteUserWithout: [w.siteId, w.otherAgencySiteId],
    otherOwner: [w.siteId, w.otherSiteId],
  };
  const body = response.body;
  if (typeof body === 'string') {
    // The CSV export names no site ids: a caller who may see none of A's contacts gets none.
    const seesNone = caller === 'websiteUserWith' || caller === 'otherOwner';
    return seesNone && body.includes('Matrix Lead') ? 'exports contacts it may not see' : null;
  }
  const rows = (body as { data?: Array<{ landing_id: number }> }).data ?? [];
  // The website user "with" holds only view and edit_design wherever it is assigned.
  const leaked = rows.filter(
    (row) => caller === 'websiteUserWith' || (hidden[caller] ?? []).includes(row.landing_id),
  );
  return leaked.length === 0 ? null : `lists contacts of site ${leaked[0]!.landing_id}`;
}

export const accessMatrix = defineAccessMatrix([
  // The agency-wide inbox: every caller gets its own view (nothing it may not see).
  { route: 'GET /contacts', request: contactsOnBothSites, check: inboxCheck },
  { route: 'GET /contacts/export', request: contactsOnBothSites, check: inboxCheck },
  {
    route: 'POST /landings/:id/contacts/:contactId/not-spam',
    request: async (w) => ({ params: { contactId: await newContact(w, { spam: true }) } }),
  },
  {
    route: 'GET /landings/:id/contacts',
    check: (w, _caller, response) => {
      const rows = (response.body as { data?: Array<{ landing_id: number }> }).data ?? [];
      return rows.every((row) => row.landing_id === w.siteId) ? null : 'lists contacts of another site';
    },
  },
  { route: 'GET /landings/:id/contacts/export' },
  {
    route: 'GET /landings/:id/contacts/:contactId',
    request: onContact,
  },
  {
    route: 'DELETE /landings/:id/contacts/:contactId',
    request: onContact,
  },
]);

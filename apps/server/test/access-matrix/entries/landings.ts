import { eq } from 'drizzle-orm';
import { landings, pages } from '../../../src/db/schema/index.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

const ids = (body: unknown) => ((body as { data?: { id: number }[] }).data ?? []).map((row) => row.id);

async function pageOf(w: MatrixWorld, landingId: number): Promise<number> {
  const name = w.unique();
  const [row] = await w.db
    .insert(pages)
    .values({ agencyId: w.agencyId, landingId, name, uniqueName: name })
    .returning({ id: pages.id });
  return row!.id;
}

/** The settings version the target site has now: what a settings save must name. */
async function settingsVersion(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .select({ version: landings.settingsVersion })
    .from(landings)
    .where(eq(landings.id, w.siteId));
  return row!.version;
}

/** A share code of the target site, made through the API as its owner. */
async function shareCode(w: MatrixWorld): Promise<string> {
  const response = await w.call('owner', 'GET', `/landings/${w.siteId}/unique-id`);
  return (response.body as { data: { unique_id: string } }).data.unique_id;
}

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /landings',
    check: (w, caller, response) =>
      (caller === 'otherOwner' || caller === 'websiteUserWithout') && ids(response.body).includes(w.siteId)
        ? 'lists the target site'
        : null,
  },
  {
    route: 'POST /landings',
    note: 'Creates in the caller’s own agency (AgencyUsers need can_create_landing, which the world’s has).',
    request: (w) => ({ body: { title: 'Matrix new', subdomain: `new-${w.unique()}` } }),
  },
  {
    route: 'POST /landings/auto',
    request: (w) => ({ body: { business_name: `Auto ${w.unique()}` } }),
  },
  {
    route: 'POST /landings/validate-subdomain',
    request: (w) => ({ body: { subdomain: `free-${w.unique()}` } }),
  },
  {
    route: 'POST /landings/validate-domain',
    request: (w) => ({ body: { domain: `${w.unique()}.example.com` } }),
  },
  {
    route: 'GET /landings/shared/:uniqueId',
    note: 'A share code is a capability: whoever holds it may see what it shares.',
    request: async (w) => ({ params: { uniqueId: await shareCode(w) } }),
  },
  {
    route: 'POST /landings/duplicate',
    note: 'Copies the shared site into the caller’s own agency.',
    request: async (w) => ({ body: { unique_id: await shareCode(w) } }),
  },
  { route: 'GET /landings/:id' },
  {
    route: 'PUT /landings/:id',
    request: async (w) => ({ params: { id: await w.newSite() }, body: { title: 'Renamed by matrix' } }),
  },
  {
    route: 'DELETE /landings/:id',
    request: async (w) => ({ params: { id: await w.newSite() } }),
  },
  {
    route: 'PUT /landings/:id/settings',
    request: async (w) => ({
      body: {
        settings: { owner_section: { name: 'Matrix Owner' } },
        settings_version: await settingsVersion(w),
      },
    }),
  },
  {
    route: 'POST /landings/:id/clone',
    request: () => ({ body: {} }),
  },
  { route: 'GET /landings/:id/unique-id' },
  {
    route: 'DELETE /landings/:id/unique-id',
    request: async (w) => ({ params: { id: await w.newSite() } }),
  },
  {
    route: 'PUT /landings/:id/custom-url',
    request: async (w) => ({
      params: { id: await w.newSite() },
      body: { domain: `${w.unique()}.example.com` },
    }),
  },
  {
    route: 'GET /landings/:id/domain',
    note: 'The target site has no custom domain, so no DNS is asked.',
  },
  { route: 'PUT /landings/:id/convert-new-editor' },
  {
    route: 'POST /landings/:id/page-relations',
    request: async (w) => ({ body: { page_ids: [await pageOf(w, w.siteId)] } }),
  },
]);

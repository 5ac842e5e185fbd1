import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDocument } from '../../../test/documents.ts';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import { DEMO, type TestApp } from '../../../test/test-app.ts';
import { adminPageTemplates, auditLog, landings, pages, previewShares } from '../../db/schema/index.ts';

let t: TestApp;
let f: SiteFixtures;
let admin: string;
let draftPageId: number;

const LAUNCHPAD_HOST = 'launchpad.localhost:3000';
const DRAFT_TEXT = 'Shared draft: not live yet';

/** A GET on another host than the app's (a site host or the preview host). */
function onHost(url: string) {
  const parsed = new URL(url);
  return t.request({ method: 'GET', url: parsed.pathname, headers: { host: parsed.host } });
}

async function issue(token: string, body: Record<string, unknown>) {
  return t.api('POST', '/preview-shares', token, body);
}

async function openAsGuest(token: string) {
  return t.api('POST', '/preview-shares/open', null, { token });
}

beforeAll(async () => {
  ({ t, f } = await siteFixturesApp({ SITES_PORT: 3000 }));
  admin = await t.login(DEMO.admin);
  const [page] = await t.database.db
    .insert(pages)
    .values({
      agencyId: (await siteAgency(f.launchpadId))!,
      landingId: f.launchpadId,
      name: 'Shared draft',
      uniqueName: 'shared-draft',
      document: headlineDocument(DRAFT_TEXT),
    })
    .returning();
  draftPageId = page!.id;
});
afterAll(() => t.close());

async function siteAgency(landingId: number): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ agencyId: landings.agencyId })
    .from(landings)
    .where(eq(landings.id, landingId));
  return row?.agencyId;
}

describe('share links of a page preview', () => {
  it('are issued for a chosen time, open for a guest and show the draft on the site’s own host', async () => {
    const before = Date.now();
    const issued = await issue(f.owner, { kind: 'page', id: draftPageId, expires_in: '1d' });
    expect(issued.statusCode).toBe(201);
    const share = issued.json().data;
    expect(share).toMatchObject({ kind: 'page', record_id: draftPageId, state: 'active', open_count: 0 });
    expect(share.created_by.name).toBeTruthy();
    const lifetime = Date.parse(share.expires_at) - before;
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000 + 1000);

    // A guest (no token at all) opens it: a fresh preview link on the site's host.
    const opened = await openAsGuest(share.token);
    expect(opened.statusCode).toBe(200);
    const { url, kind, record_id } = opened.json().data;
    expect({ kind, record_id }).toEqual({ kind: 'page', record_id: draftPageId });
    expect(new URL(url).host).toBe(LAUNCHPAD_HOST);
    const preview = await onHost(url);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(DRAFT_TEXT);
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');

    // The opening is counted; the list offers the same link again.
    const list = await t.api('GET', `/preview-shares?kind=page&id=${draftPageId}`, f.owner);
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((row: { id: number }) => row.id === share.id);
    expect(listed).toMatchObject({ open_count: 1, token: share.token, state: 'active' });
    expect(listed.last_opened_at).not.toBeNull();
  });

  it('stop working at once when revoked, for the link and for previews opened through it', async () => {
    const share = (await issue(f.owner, { kind: 'page', id: draftPageId, expires_in: '7d' })).json().data;
    const { url } = (await openAsGuest(share.token)).json().data;
    expect((await onHost(url)).statusCode).toBe(200);

    const revoked = await t.api('DELETE', `/preview-shares/${share.id}`, f.agencyUser);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ success: true });

    const refused = await openAsGuest(share.token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({
      reason: 'revoked',
      message: expect.stringContaining('turned off'),
    });
    // The ten-minute link handed out before the revocation shows nothing any more.
    const stale = await onHost(url);
    expect(stale.statusCode).toBe(404);
    expect(stale.body).not.toContain(DRAFT_TEXT);

    // Gone from the working links; the full list says who revoked it.
    const active = await t.api('GET', `/preview-shares?kind=page&id=${draftPageId}`, f.owner);
    expect(active.json().data.map((row: { id: number }) => row.id)).not.toContain(share.id);
    const all = await t.api('GET', `/preview-shares?kind=page&id=${draftPageId}&status=all`, f.owner);
    const row = all.json().data.find((r: { id: number }) => r.id === share.id);
    expect(row).toMatchObject({ state: 'revoked', token: null });
    expect(row.revoked_by.name).toBeTruthy();
    // Revoking again changes nothing.
    expect((await t.api('DELETE', `/preview-shares/${share.id}`, f.owner)).statusCode).toBe(200);
  });

  it('stop working once expired, saying when', async () => {
    const share = (await issue(f.owner, { kind: 'page', id: draftPageId, expires_in: '1h' })).json().data;
    const { url } = (await openAsGuest(share.token)).json().data;
    const past = new Date(Date.now() - 60_000);
    await t.database.db.update(previewShares).set({ expiresAt: past }).where(eq(previewShares.id, share.id));

    const refused = await openAsGuest(share.token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ reason: 'expired', expired_at: past.toISOString() });
    expect((await onHost(url)).statusCode).toBe(404);
  });

  it('never let a preview link last longer than its share', async () => {
    const share = (await issue(f.owner, { kind: 'page', id: draftPageId, expires_in: '1h' })).json().data;
    const soon = new Date(Date.now() + 2 * 60_000);
    await t.database.db.update(previewShares).set({ expiresAt: soon }).where(eq(previewShares.id, share.id));
    const { expires_at } = (await openAsGuest(share.token)).json().data;
    expect(Date.parse(expires_at)).toBeLessThanOrEqual(soon.getTime());
  });

  it('refuse forged tokens, preview tokens and links whose page is gone', async () => {
    const invalid = await openAsGuest('not-a-token');
    expect(invalid.statusCode).toBe(404);
    expect(invalid.json()).toMatchObject({ reason: 'invalid' });

    // A preview token is signed for another purpose: it is no share token.
    const preview = await t.api('POST', `/pages/${draftPageId}/preview-link`, f.owner);
    const previewToken = new URL(preview.json().data.url).pathname.split('/').pop()!;
    expect((await openAsGuest(previewToken)).json()).toMatchObject({ reason: 'invalid' });
    // …nor a share token a preview token.
    const share = (await issue(f.owner, { kind: 'page', id: draftPageId, expires_in: '1h' })).json().data;
    expect((await onHost(`http://${LAUNCHPAD_HOST}/_preview/${share.token}`)).statusCode).toBe(404);

    const [doomed] = await t.database.db
      .insert(pages)
      .values({
        agencyId: (await siteAgency(f.launchpadId))!,
        landingId: f.launchpadId,
        name: 'Doomed',
        uniqueName: 'doomed',
      })
      .returning();
    const doomedShare = (await issue(f.owner, { kind: 'page', id: doomed!.id, expires_in: '1h' })).json()
      .data;
    expect((await t.api('DELETE', `/pages/${doomed!.id}`, f.owner)).statusCode).toBe(200);
    const gone = await openAsGuest(doomedShare.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ reason: 'gone' });
  });

  it('are issued, listed and revoked only by whoever may preview the page', async () => {
    // `view` is enough, as for the preview itself.
    expect((await issue(f.viewer, { kind: 'page', id: draftPageId, expires_in: '1h' })).statusCode).toBe(201);
    const share = (await issue(f.owner, { kind: 'page', id: draftPageId, expires_in: '1h' })).json().data;

    // Another agency, an admin and a card user see nothing of it.
    expect((await issue(f.otherOwner, { kind: 'page', id: draftPageId, expires_in: '1h' })).statusCode).toBe(
      404,
    );
    expect((await t.api('GET', `/preview-shares?kind=page&id=${draftPageId}`, f.otherOwner)).statusCode).toBe(
      404,
    );
    expect((await t.api('DELETE', `/preview-shares/${share.id}`, f.otherOwner)).statusCode).toBe(404);
    expect((await issue(admin, { kind: 'page', id: draftPageId, expires_in: '1h' })).statusCode).toBe(404);
    const cardUser = await t.login(DEMO.cardUser);
    expect((await issue(cardUser, { kind: 'page', id: draftPageId, expires_in: '1h' })).statusCode).toBe(403);
    // Nor may a guest.
    expect((await issue('', { kind: 'page', id: draftPageId, expires_in: '1h' })).statusCode).toBe(401);
    expect((await openAsGuest(share.token)).statusCode).toBe(200);
  });

  it('answer 422 with field messages for a bad kind or expiry', async () => {
    const badExpiry = await issue(f.owner, { kind: 'page', id: draftPageId, expires_in: '2h' });
    expect(badExpiry.statusCode).toBe(422);
    expect(badExpiry.json().errors.expires_in[0]).toContain('1 hour, 1 day, 7 days or 30 days');
    const badKind = await issue(f.owner, { kind: 'website', id: draftPageId, expires_in: '1h' });
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().errors.kind).toBeDefined();
    expect((await openAsGuest('')).statusCode).toBe(422);
  });

  it('are written to the audit log: who issued and who revoked', async () => {
    const share = (await issue(f.owner, { kind: 'page', id: draftPageId, expires_in: '30d' })).json().data;
    await t.api('DELETE', `/preview-shares/${share.id}`, f.owner);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['preview_share.issued', 'preview_share.revoked']))
      .orderBy(desc(auditLog.id));
    const mine = entries.filter((entry) => entry.details.share_id === share.id);
    expect(mine.map((entry) => entry.action).sort()).toEqual([
      'preview_share.issued',
      'preview_share.revoked',
    ]);
    expect(mine.every((entry) => entry.actorUserId === share.created_by.id)).toBe(true);
    expect(mine.find((e) => e.action === 'preview_share.issued')!.details).toMatchObject({
      kind: 'page',
      record_id: draftPageId,
    });
  });
});

describe('share links of admin records', () => {
  it('are issued by admins only and show the draft on the preview host', async () => {
    const [template] = await t.database.db
      .select({ id: adminPageTemplates.id, name: adminPageTemplates.name })
      .from(adminPageTemplates)
      .limit(1);
    expect(
      (await issue(f.owner, { kind: 'page-template', id: template!.id, expires_in: '1h' })).statusCode,
    ).toBe(403);
    expect((await issue(admin, { kind: 'page-template', id: 999_999, expires_in: '1h' })).statusCode).toBe(
      404,
    );

    const issued = await issue(admin, { kind: 'page-template', id: template!.id, expires_in: '1h' });
    expect(issued.statusCode).toBe(201);
    const { url } = (await openAsGuest(issued.json().data.token)).json().data;
    expect(new URL(url).host).toBe('preview.localhost:3000');
    const preview = await onHost(url);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(template!.name);

    await t.api('DELETE', `/preview-shares/${issued.json().data.id}`, admin);
    expect((await onHost(url)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(previewShares)
      .where(and(eq(previewShares.kind, 'page-template'), eq(previewShares.recordId, template!.id)));
    expect(rows.every((row) => row.landingId === null && row.agencyId === null)).toBe(true);
  });
});

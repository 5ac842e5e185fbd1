import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDocument } from '../../../test/documents.ts';
import { otherAgencySite } from '../../../test/site-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { designSaveReceipts, landings, pages, userLandings, users } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let websiteUser: string;
let demoId: number;
let launchpadId: number;
let otherLandingId: number;
let otherPageId: number;

const url = (landingId: number, pageId: number) => `/api/v1/landings/${landingId}/pages/${pageId}/design`;

let pageCounter = 0;
async function newPage(landingId = demoId): Promise<number> {
  const db = t.database.db;
  const [site] = await db.select().from(landings).where(eq(landings.id, landingId));
  const name = `design-${++pageCounter}`;
  const [row] = await db
    .insert(pages)
    .values({ agencyId: site!.agencyId, landingId, name, uniqueName: name })
    .returning({ id: pages.id });
  return row!.id;
}

async function stored(pageId: number) {
  const [row] = await t.database.db
    .select({ version: pages.version, document: pages.document })
    .from(pages)
    .where(eq(pages.id, pageId));
  return row!;
}

const put = (landingId: number, pageId: number, payload: object, token = owner) =>
  t.request({ method: 'PUT', url: url(landingId, pageId), token, payload });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = await t.login(DEMO.agency);
  websiteUser = await t.login(DEMO.websiteUser);
  const [demo] = await db.select().from(landings).where(eq(landings.subdomain, 'demo'));
  const [launchpad] = await db.select().from(landings).where(eq(landings.subdomain, 'launchpad'));
  demoId = demo!.id;
  launchpadId = launchpad!.id;
  otherLandingId = (await otherAgencySite(t, 'other-designs')).site.id;
  otherPageId = await newPage(otherLandingId);
});
afterAll(() => t.close());

describe('PUT /landings/{landingId}/pages/{pageId}/design', () => {
  it('saves the draft and answers the new version', async () => {
    const pageId = await newPage();
    const response = await put(demoId, pageId, {
      document: headlineDocument('Saved'),
      version: 1,
      idempotency_key: 'save-one-aaaaaaaa',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: pageId,
      version: 2,
      warnings: [],
      shouldReload: false,
      replayed: false,
    });
    const row = await stored(pageId);
    expect(row.version).toBe(2);
    expect(JSON.stringify(row.document)).toContain('<h1>Saved</h1>');
  });

  it('applies a repeated attempt exactly once and answers it again', async () => {
    const pageId = await newPage();
    const body = { document: headlineDocument('Once'), version: 1, idempotency_key: 'retry-key-0001' };
    const first = await put(demoId, pageId, body);
    const second = await put(demoId, pageId, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ version: 2, replayed: true });
    expect((await stored(pageId)).version).toBe(2);
  });

  it('answers a repeat of an older attempt even after later saves', async () => {
    const pageId = await newPage();
    const first = { document: headlineDocument('A'), version: 1, idempotency_key: 'older-attempt-1' };
    await put(demoId, pageId, first);
    await put(demoId, pageId, {
      document: headlineDocument('B'),
      version: 2,
      idempotency_key: 'older-attempt-2',
    });
    const replay = await put(demoId, pageId, first);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ version: 2, replayed: true });
    const row = await stored(pageId);
    expect(row.version).toBe(3);
    expect(JSON.stringify(row.document)).toContain('<h1>B</h1>');
  });

  it('applies concurrent retries of one attempt once', async () => {
    const pageId = await newPage();
    const body = { document: headlineDocument('Race'), version: 1, idempotency_key: 'concurrent-key-1' };
    const answers = await Promise.all([
      put(demoId, pageId, body),
      put(demoId, pageId, body),
      put(demoId, pageId, body),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.version).toBe(2);
    }
    expect((await stored(pageId)).version).toBe(2);
    const receipts = await t.database.db
      .select()
      .from(designSaveReceipts)
      .where(and(eq(designSaveReceipts.targetId, pageId), eq(designSaveReceipts.kind, 'page')));
    expect(receipts).toHaveLength(1);
  });

  it('refuses a stale version with 409 and saves nothing', async () => {
    const pageId = await newPage();
    await put(demoId, pageId, {
      document: headlineDocument('Mine'),
      version: 1,
      idempotency_key: 'stale-key-0001',
    });
    const stale = await put(demoId, pageId, {
      document: headlineDocument('Theirs'),
      version: 1,
      idempotency_key: 'stale-key-0002',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed elsewhere/);
    const withoutKey = await put(demoId, pageId, { document: headlineDocument('Theirs'), version: 1 });
    expect(withoutKey.statusCode).toBe(409);
    expect(JSON.stringify((await stored(pageId)).document)).toContain('<h1>Mine</h1>');
  });

  it('repairs what it can, stores the repaired copy and asks the editor to reload', async () => {
    const pageId = await newPage();
    const document = headlineDocument('Repair me');
    const element = document.sections[0]!.rows[0]!.columns[0]!.children[0]!;
    if (element.type === 'element') element.options = { ...element.options, FontSize: 'enormous' };
    const response = await put(demoId, pageId, { document, version: 1, idempotency_key: 'repair-key-0001' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.shouldReload).toBe(true);
    expect(data.warnings.length).toBeGreaterThan(0);
    expect(JSON.stringify((await stored(pageId)).document)).not.toContain('enormous');
  });

  it.each([
    ['a document without sections', { document: { schemaVersion: 1 }, version: 1 }, 'document'],
    ['no version', { document: headlineDocument('x') }, 'version'],
    [
      'a malformed idempotency key',
      { document: headlineDocument('x'), version: 1, idempotency_key: 'a b' },
      'idempotency_key',
    ],
    ['a newer schema version', { document: { schemaVersion: 99, sections: [] }, version: 1 }, 'document'],
  ])('answers 422 for %s', async (_name, payload, field) => {
    const pageId = await newPage();
    const response = await put(demoId, pageId, payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
    expect((await stored(pageId)).version).toBe(1);
  });

  it('answers 404 for another agency’s page, a page of another site and unassigned sites', async () => {
    const demoPage = await newPage();
    const body = { document: headlineDocument('x'), version: 1 };
    expect((await put(otherLandingId, otherPageId, body)).statusCode).toBe(404);
    expect((await put(demoId, otherPageId, body)).statusCode).toBe(404);
    expect((await put(launchpadId, demoPage, body)).statusCode).toBe(404);
    // The website user is assigned to launchpad only.
    expect((await put(demoId, demoPage, body, websiteUser)).statusCode).toBe(404);
  });

  it('answers 403 to a sub-user without the design permission', async () => {
    const db = t.database.db;
    const [websiteUserRow] = await db.select().from(users).where(eq(users.email, DEMO.websiteUser));
    await db
      .update(userLandings)
      .set({ permissions: ['view'] })
      .where(and(eq(userLandings.userId, websiteUserRow!.id), eq(userLandings.landingId, launchpadId)));
    const pageId = await newPage(launchpadId);
    const response = await put(
      launchpadId,
      pageId,
      { document: headlineDocument('x'), version: 1 },
      websiteUser,
    );
    expect(response.statusCode).toBe(403);
    await db
      .update(userLandings)
      .set({ permissions: ['view', 'edit_design'] })
      .where(and(eq(userLandings.userId, websiteUserRow!.id), eq(userLandings.landingId, launchpadId)));
    const allowed = await put(
      launchpadId,
      pageId,
      { document: headlineDocument('x'), version: 1 },
      websiteUser,
    );
    expect(allowed.statusCode).toBe(200);
  });

  it('keeps the older PUT /pages/{id}/document working through the same code', async () => {
    const pageId = await newPage();
    const response = await t.request({
      method: 'PUT',
      url: `/api/v1/pages/${pageId}/document`,
      token: owner,
      payload: { document: headlineDocument('Old route'), version: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: pageId,
      version: 2,
      updated_at: expect.any(String),
      warnings: [],
    });
  });
});

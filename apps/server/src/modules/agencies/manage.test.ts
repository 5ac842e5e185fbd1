import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { agencies, users } from '../../db/schema/index.ts';
import { decryptSecret } from '../../lib/crypto.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
});
afterAll(() => t.close());

let counter = 0;
const newOwner = () => ({
  name: 'Olive Owner',
  email: `owner${++counter}@agency.test`,
  password: TEST_PASSWORD,
});

describe('admin agencies', () => {
  it('creates an agency with every SPEC §3 field and its owner, who can sign in', async () => {
    const owner = newOwner();
    const created = await t.api('POST', '/agencies', admin, {
      name: 'Northwind Studio',
      owner,
      subscribed: true,
      free_fee: true,
      free_register: false,
      stripe_status: 'active',
      reseller_status: 'none',
      stripe_price: 'agency-monthly',
      reseller_plan: '',
      premiumApps: ['blog', 'blog', 'podcast'],
      premiumElements: [],
      app_plans: ['blog-app'],
      card_limit: 40,
    });
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    expect(data).toMatchObject({
      name: 'Northwind Studio',
      owner: { email: owner.email },
      subscribed: true,
      free_fee: true,
      stripe_status: 'active',
      stripe_price: 'agency-monthly',
      reseller_plan: null,
      premiumApps: ['blog', 'podcast'],
      app_plans: ['blog-app'],
      card_limit: 40,
      openai_api_key: { set: false, last4: null },
      parent_agency: null,
    });
    const ownerToken = await t.login(owner.email);
    const profile = (await t.api('GET', '/profile', ownerToken)).json().data;
    expect(profile).toMatchObject({ role: 'Agency', blocked: false, agency: { id: data.id } });

    const edited = await t.api('PUT', `/agencies/${data.id}`, admin, {
      name: 'Northwind',
      free_fee: false,
      owner: { name: 'Olive O.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Northwind',
      free_fee: false,
      owner: { name: 'Olive O.' },
    });
    expect((await t.api('GET', `/agencies/${data.id}`, admin)).json().data.name).toBe('Northwind');
  });

  it('answers 422 with field messages on bad input', async () => {
    const bad = await t.api('POST', '/agencies', admin, {
      name: '',
      owner: { name: 'x', email: 'nope', password: '1' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'owner.email', 'owner.password']);
    const taken = await t.api('POST', '/agencies', admin, {
      name: 'Dup',
      owner: { ...newOwner(), email: DEMO.agency },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors['owner.email']).toEqual(['The email has already been taken.']);
    const grants = await t.api('POST', '/agencies', admin, {
      name: 'X',
      owner: newOwner(),
      premiumElements: ['nope'],
    });
    expect(grants.statusCode).toBe(422);
    const stray = await t.api('POST', '/agencies', admin, { name: 'X', owner: newOwner(), role: 'Admin' });
    expect(stray.statusCode).toBe(422);
    expect(stray.json().message).toMatch(/Unknown field: role/);
  });

  it('archives on delete and restores, moving between the list tabs', async () => {
    const { id } = (await t.api('POST', '/agencies', admin, { name: 'Shortlived', owner: newOwner() })).json()
      .data;
    const archived = await t.api('DELETE', `/agencies/${id}`, admin);
    expect(archived.json()).toEqual({ success: true, message: expect.stringMatching(/archived/) });
    const names = async (status: string) =>
      (await t.api('GET', `/agencies?status=${status}&per_page=100`, admin))
        .json()
        .data.map((a: { id: number }) => a.id);
    expect(await names('archived')).toContain(id);
    expect(await names('active')).not.toContain(id);
    expect((await t.api('DELETE', `/agencies/${id}`, admin)).statusCode).toBe(409);
    expect((await t.api('POST', `/agencies/${id}/restore`, admin)).statusCode).toBe(200);
    expect(await names('active')).toContain(id);
  });

  it('refuses to archive the agency the admin is impersonating in', async () => {
    const owner = newOwner();
    const { id, owner: created } = (
      await t.api('POST', '/agencies', admin, { name: 'Busy', owner, subscribed: true })
    ).json().data;
    const acting = (await t.api('POST', `/impersonate/${created.id}`, admin)).json().access_token;
    const refused = await t.api('DELETE', `/agencies/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You are impersonating someone in this agency. Stop impersonating before archiving it.',
    );
    await t.api('DELETE', '/impersonate', acting);
    expect((await t.api('DELETE', `/agencies/${id}`, admin)).statusCode).toBe(200);
  });
});

describe('resellers', () => {
  let resellerId: number;
  let reseller: string;
  beforeAll(async () => {
    const owner = newOwner();
    resellerId = (
      await t.api('POST', '/agencies', admin, {
        name: 'Reseller Co',
        owner,
        subscribed: true,
        reseller_status: 'active',
      })
    ).json().data.id;
    reseller = await t.login(owner.email);
  });

  it('creates client agencies, sees only them, and may not set billing fields', async () => {
    const refused = await t.api('POST', '/agencies', reseller, {
      name: 'Sneaky',
      owner: newOwner(),
      free_fee: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ free_fee: ['Only a platform admin can set this.'] });
    const owner = newOwner();
    const client = (await t.api('POST', '/agencies', reseller, { name: 'Client One', owner })).json().data;
    expect(client.parent_agency).toEqual({ id: resellerId, name: 'Reseller Co' });
    const listed = (await t.api('GET', '/agencies', reseller)).json();
    expect(listed.data.map((a: { id: number }) => a.id)).toEqual([client.id]);
    const demo = (await t.api('GET', '/agencies?search=Demo Agency', admin)).json().data[0];
    expect((await t.api('GET', `/agencies/${demo.id}`, reseller)).statusCode).toBe(404);
    expect((await t.api('PUT', `/agencies/${demo.id}`, reseller, { name: 'Mine' })).statusCode).toBe(404);
    expect((await t.api('PUT', `/agencies/${client.id}`, reseller, { subscribed: true })).statusCode).toBe(
      403,
    );

    // The client is covered by its reseller's plan, and its owner can be impersonated by the reseller.
    const clientToken = await t.login(owner.email);
    expect((await t.api('GET', '/profile', clientToken)).json().data.blocked).toBe(false);
    const acting = await t.api('POST', `/impersonate/${client.owner.id}`, reseller);
    expect(acting.statusCode).toBe(200);
    await t.api('DELETE', '/impersonate', acting.json().access_token);
    await t.database.db
      .update(agencies)
      .set({ resellerStatus: 'canceled' })
      .where(eq(agencies.id, resellerId));
    expect((await t.api('GET', '/profile', clientToken)).json().data.blocked).toBe(true);
    expect((await t.api('GET', '/agencies', reseller)).statusCode).toBe(403);
    await t.database.db.update(agencies).set({ resellerStatus: 'active' }).where(eq(agencies.id, resellerId));
  });

  it('keeps non-reseller owners out of agency management', async () => {
    const owner = await t.login(DEMO.agency);
    const response = await t.api('GET', '/agencies', owner);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only agencies with an active reseller plan manage other agencies.');
  });

  it('lets an admin link an agency to a reseller, refusing cycles', async () => {
    const { id } = (await t.api('POST', '/agencies', admin, { name: 'Linked', owner: newOwner() })).json()
      .data;
    const linked = await t.api('PUT', `/agencies/${id}`, admin, { parent_agency_id: resellerId });
    expect(linked.json().data.parent_agency).toEqual({ id: resellerId, name: 'Reseller Co' });
    const cycle = await t.api('PUT', `/agencies/${resellerId}`, admin, { parent_agency_id: id });
    expect(cycle.statusCode).toBe(422);
    expect((await t.api('PUT', `/agencies/${id}`, admin, { parent_agency_id: id })).statusCode).toBe(422);
  });
});

describe('agency settings and the AI key', () => {
  it('renames the own agency', async () => {
    const owner = await t.login(DEMO.agency);
    const saved = await t.api('PUT', '/agencies/edit-settings', owner, { name: 'Demo Agency Ltd' });
    expect(saved.statusCode).toBe(200);
    expect((await t.api('GET', '/profile', owner)).json().data.agency.name).toBe('Demo Agency Ltd');
    expect((await t.api('PUT', '/agencies/edit-settings', owner, { name: ' ' })).statusCode).toBe(422);
    await t.api('PUT', '/agencies/edit-settings', owner, { name: 'Demo Agency' });
  });

  it('stores the key encrypted, shows only its last 4 characters and never returns it', async () => {
    const owner = await t.login(DEMO.agency);
    const profile = (await t.api('GET', '/profile', owner)).json().data;
    const key = 'sk-test-abcdefghijklmnopqrstuvwxyz-WXYZ';
    const saved = await t.api('PUT', `/agencies/${profile.agency.id}/update-openai`, owner, {
      openai_api_key: key,
    });
    expect(saved.json()).toEqual({ data: { set: true, last4: 'WXYZ' } });
    const after = await t.api('GET', '/profile', owner);
    expect(after.json().data.agency.openai_api_key).toEqual({ set: true, last4: 'WXYZ' });
    expect(after.body).not.toContain(key);
    const detail = await t.api('GET', `/agencies/${profile.agency.id}`, admin);
    expect(detail.body).not.toContain(key);
    const [row] = await t.database.db.select().from(agencies).where(eq(agencies.id, profile.agency.id));
    expect(row!.openaiApiKeyEncrypted).not.toContain(key);
    expect(decryptSecret(row!.openaiApiKeyEncrypted!, t.config.SECRET_KEY)).toBe(key);

    const other = (await t.api('GET', '/agencies?search=Northwind', admin)).json().data[0];
    expect(
      (await t.api('PUT', `/agencies/${other.id}/update-openai`, owner, { openai_api_key: key })).statusCode,
    ).toBe(404);
    expect(
      (await t.api('PUT', `/agencies/${profile.agency.id}/update-openai`, owner, { openai_api_key: 'short' }))
        .statusCode,
    ).toBe(422);
    const removed = await t.api('PUT', `/agencies/${profile.agency.id}/update-openai`, owner, {
      openai_api_key: null,
    });
    expect(removed.json().data).toEqual({ set: false, last4: null });
    const member = await t.login(DEMO.agencyUser);
    expect((await t.api('GET', '/profile', member)).json().data.agency.openai_api_key.set).toBe(false);
  });
});

describe('audit log', () => {
  it('records impersonation start and stop, readable by admins only', async () => {
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.agency));
    const acting = (await t.api('POST', `/impersonate/${owner!.id}`, admin)).json().access_token;
    await t.api('DELETE', '/impersonate', acting);
    const log = (await t.api('GET', '/audit-log?search=agency@demo.tessera', admin)).json();
    const actions = log.data.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['impersonation.stop', 'impersonation.start']);
    expect(log.data[0]).toMatchObject({ actor: { email: DEMO.admin }, subject: { email: DEMO.agency } });
    expect((await t.api('GET', '/audit-log', await t.login(DEMO.agency))).statusCode).toBe(403);
    expect((await t.api('GET', '/audit-log?action=nope', admin)).statusCode).toBe(422);
  });
});

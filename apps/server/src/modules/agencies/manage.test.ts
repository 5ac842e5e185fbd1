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

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

let counter = 0;
const newOwner = () => ({
  name: 'Olive Owner',
  email: `owner${++counter}@agency.test`,
  password: TEST_PASSWORD,
});

describe('admin agencies', () => {
  it('creates an agency with every SPEC §3 field and its owner, who can sign in', async () => {
    const owner = newOwner();
    const created = await call(admin, 'POST', '/agencies', {
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
    const profile = (await call(ownerToken, 'GET', '/profile')).json().data;
    expect(profile).toMatchObject({ role: 'Agency', blocked: false, agency: { id: data.id } });

    const edited = await call(admin, 'PUT', `/agencies/${data.id}`, {
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
    expect((await call(admin, 'GET', `/agencies/${data.id}`)).json().data.name).toBe('Northwind');
  });

  it('answers 422 with field messages on bad input', async () => {
    const bad = await call(admin, 'POST', '/agencies', {
      name: '',
      owner: { name: 'x', email: 'nope', password: '1' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'owner.email', 'owner.password']);
    const taken = await call(admin, 'POST', '/agencies', {
      name: 'Dup',
      owner: { ...newOwner(), email: DEMO.agency },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors['owner.email']).toEqual(['The email has already been taken.']);
    const grants = await call(admin, 'POST', '/agencies', {
      name: 'X',
      owner: newOwner(),
      premiumElements: ['nope'],
    });
    expect(grants.statusCode).toBe(422);
    const stray = await call(admin, 'POST', '/agencies', { name: 'X', owner: newOwner(), role: 'Admin' });
    expect(stray.statusCode).toBe(422);
    expect(stray.json().message).toMatch(/Unknown field: role/);
  });

  it('archives on delete and restores, moving between the list tabs', async () => {
    const { id } = (await call(admin, 'POST', '/agencies', { name: 'Shortlived', owner: newOwner() })).json()
      .data;
    const archived = await call(admin, 'DELETE', `/agencies/${id}`);
    expect(archived.json()).toEqual({ success: true, message: expect.stringMatching(/archived/) });
    const names = async (status: string) =>
      (await call(admin, 'GET', `/agencies?status=${status}&per_page=100`))
        .json()
        .data.map((a: { id: number }) => a.id);
    expect(await names('archived')).toContain(id);
    expect(await names('active')).not.toContain(id);
    expect((await call(admin, 'DELETE', `/agencies/${id}`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/agencies/${id}/restore`)).statusCode).toBe(200);
    expect(await names('active')).toContain(id);
  });

  it('refuses to archive the agency the admin is impersonating in', async () => {
    const owner = newOwner();
    const { id, owner: created } = (
      await call(admin, 'POST', '/agencies', { name: 'Busy', owner, subscribed: true })
    ).json().data;
    const acting = (await call(admin, 'POST', `/impersonate/${created.id}`)).json().access_token;
    const refused = await call(admin, 'DELETE', `/agencies/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You are impersonating someone in this agency. Stop impersonating before archiving it.',
    );
    await call(acting, 'DELETE', '/impersonate');
    expect((await call(admin, 'DELETE', `/agencies/${id}`)).statusCode).toBe(200);
  });
});

describe('resellers', () => {
  let resellerId: number;
  let reseller: string;
  beforeAll(async () => {
    const owner = newOwner();
    resellerId = (
      await call(admin, 'POST', '/agencies', {
        name: 'Reseller Co',
        owner,
        subscribed: true,
        reseller_status: 'active',
      })
    ).json().data.id;
    reseller = await t.login(owner.email);
  });

  it('creates client agencies, sees only them, and may not set billing fields', async () => {
    const refused = await call(reseller, 'POST', '/agencies', {
      name: 'Sneaky',
      owner: newOwner(),
      free_fee: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ free_fee: ['Only a platform admin can set this.'] });
    const owner = newOwner();
    const client = (await call(reseller, 'POST', '/agencies', { name: 'Client One', owner })).json().data;
    expect(client.parent_agency).toEqual({ id: resellerId, name: 'Reseller Co' });
    const listed = (await call(reseller, 'GET', '/agencies')).json();
    expect(listed.data.map((a: { id: number }) => a.id)).toEqual([client.id]);
    const demo = (await call(admin, 'GET', '/agencies?search=Demo Agency')).json().data[0];
    expect((await call(reseller, 'GET', `/agencies/${demo.id}`)).statusCode).toBe(404);
    expect((await call(reseller, 'PUT', `/agencies/${demo.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call(reseller, 'PUT', `/agencies/${client.id}`, { subscribed: true })).statusCode).toBe(
      403,
    );

    // The client is covered by its reseller's plan, and its owner can be impersonated by the reseller.
    const clientToken = await t.login(owner.email);
    expect((await call(clientToken, 'GET', '/profile')).json().data.blocked).toBe(false);
    const acting = await call(reseller, 'POST', `/impersonate/${client.owner.id}`);
    expect(acting.statusCode).toBe(200);
    await call(acting.json().access_token, 'DELETE', '/impersonate');
    await t.database.db
      .update(agencies)
      .set({ resellerStatus: 'canceled' })
      .where(eq(agencies.id, resellerId));
    expect((await call(clientToken, 'GET', '/profile')).json().data.blocked).toBe(true);
    expect((await call(reseller, 'GET', '/agencies')).statusCode).toBe(403);
    await t.database.db.update(agencies).set({ resellerStatus: 'active' }).where(eq(agencies.id, resellerId));
  });

  it('keeps non-reseller owners out of agency management', async () => {
    const owner = await t.login(DEMO.agency);
    const response = await call(owner, 'GET', '/agencies');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only agencies with an active reseller plan manage other agencies.');
  });

  it('lets an admin link an agency to a reseller, refusing cycles', async () => {
    const { id } = (await call(admin, 'POST', '/agencies', { name: 'Linked', owner: newOwner() })).json()
      .data;
    const linked = await call(admin, 'PUT', `/agencies/${id}`, { parent_agency_id: resellerId });
    expect(linked.json().data.parent_agency).toEqual({ id: resellerId, name: 'Reseller Co' });
    const cycle = await call(admin, 'PUT', `/agencies/${resellerId}`, { parent_agency_id: id });
    expect(cycle.statusCode).toBe(422);
    expect((await call(admin, 'PUT', `/agencies/${id}`, { parent_agency_id: id })).statusCode).toBe(422);
  });
});

describe('agency settings and the AI key', () => {
  it('renames the own agency', async () => {
    const owner = await t.login(DEMO.agency);
    const saved = await call(owner, 'PUT', '/agencies/edit-settings', { name: 'Demo Agency Ltd' });
    expect(saved.statusCode).toBe(200);
    expect((await call(owner, 'GET', '/profile')).json().data.agency.name).toBe('Demo Agency Ltd');
    expect((await call(owner, 'PUT', '/agencies/edit-settings', { name: ' ' })).statusCode).toBe(422);
    await call(owner, 'PUT', '/agencies/edit-settings', { name: 'Demo Agency' });
  });

  it('stores the key encrypted, shows only its last 4 characters and never returns it', async () => {
    const owner = await t.login(DEMO.agency);
    const profile = (await call(owner, 'GET', '/profile')).json().data;
    const key = 'sk-test-abcdefghijklmnopqrstuvwxyz-WXYZ';
    const saved = await call(owner, 'PUT', `/agencies/${profile.agency.id}/update-openai`, {
      openai_api_key: key,
    });
    expect(saved.json()).toEqual({ data: { set: true, last4: 'WXYZ' } });
    const after = await call(owner, 'GET', '/profile');
    expect(after.json().data.agency.openai_api_key).toEqual({ set: true, last4: 'WXYZ' });
    expect(after.body).not.toContain(key);
    const detail = await call(admin, 'GET', `/agencies/${profile.agency.id}`);
    expect(detail.body).not.toContain(key);
    const [row] = await t.database.db.select().from(agencies).where(eq(agencies.id, profile.agency.id));
    expect(row!.openaiApiKeyEncrypted).not.toContain(key);
    expect(decryptSecret(row!.openaiApiKeyEncrypted!, t.config.SECRET_KEY)).toBe(key);

    const other = (await call(admin, 'GET', '/agencies?search=Northwind')).json().data[0];
    expect(
      (await call(owner, 'PUT', `/agencies/${other.id}/update-openai`, { openai_api_key: key })).statusCode,
    ).toBe(404);
    expect(
      (await call(owner, 'PUT', `/agencies/${profile.agency.id}/update-openai`, { openai_api_key: 'short' }))
        .statusCode,
    ).toBe(422);
    const removed = await call(owner, 'PUT', `/agencies/${profile.agency.id}/update-openai`, {
      openai_api_key: null,
    });
    expect(removed.json().data).toEqual({ set: false, last4: null });
    const member = await t.login(DEMO.agencyUser);
    expect((await call(member, 'GET', '/profile')).json().data.agency.openai_api_key.set).toBe(false);
  });
});

describe('audit log', () => {
  it('records impersonation start and stop, readable by admins only', async () => {
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.agency));
    const acting = (await call(admin, 'POST', `/impersonate/${owner!.id}`)).json().access_token;
    await call(acting, 'DELETE', '/impersonate');
    const log = (await call(admin, 'GET', '/audit-log?search=agency@demo.tessera')).json();
    const actions = log.data.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['impersonation.stop', 'impersonation.start']);
    expect(log.data[0]).toMatchObject({ actor: { email: DEMO.admin }, subject: { email: DEMO.agency } });
    expect((await call(await t.login(DEMO.agency), 'GET', '/audit-log')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/audit-log?action=nope')).statusCode).toBe(422);
  });
});

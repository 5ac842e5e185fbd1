import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { agencies, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /profile', () => {
  it('describes each demo role with its agency, sites and cards', async () => {
    const owner = (
      await t.request({ method: 'GET', url: '/api/v1/profile', token: await t.login(DEMO.agency) })
    ).json().data;
    expect(owner).toMatchObject({
      email: DEMO.agency,
      role: 'Agency',
      blocked: false,
      impersonator: null,
      agency: { name: 'Demo Agency', subscribed: true, openai_api_key: { set: false, last4: null } },
    });
    const admin = (
      await t.request({ method: 'GET', url: '/api/v1/profile', token: await t.login(DEMO.admin) })
    ).json().data;
    expect(admin).toMatchObject({ role: 'Admin', agency: null, userLandings: [] });
    const websiteUser = (
      await t.request({ method: 'GET', url: '/api/v1/profile', token: await t.login(DEMO.websiteUser) })
    ).json().data;
    expect(websiteUser.userLandings).toEqual([
      { landing_id: expect.any(Number), permissions: ['view', 'edit_design'] },
    ]);
    const cardUser = (
      await t.request({ method: 'GET', url: '/api/v1/profile', token: await t.login(DEMO.cardUser) })
    ).json().data;
    expect(cardUser.userCards).toHaveLength(1);
    expect(cardUser.userCards[0].permissions).toContain('edit_design');
  });

  it('never exposes the password hash or an AI key', async () => {
    const body = (
      await t.request({ method: 'GET', url: '/api/v1/profile', token: await t.login(DEMO.agency) })
    ).body;
    expect(body).not.toMatch(/scrypt\$|password_hash|passwordHash|openai_api_key_encrypted/);
  });

  it('marks an unsubscribed agency as blocked, but lets the owner read the profile', async () => {
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.agency));
    await t.database.db.update(agencies).set({ subscribed: false }).where(eq(agencies.id, owner!.agencyId!));
    const token = await t.login(DEMO.agency);
    const me = await t.request({ method: 'GET', url: '/api/v1/profile', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.blocked).toBe(true);
    const sites = await t.request({ method: 'GET', url: '/api/v1/landings', token });
    expect(sites.statusCode).toBe(403);
    expect(sites.json().message).toBe('Your agency has no active subscription.');
    await t.database.db.update(agencies).set({ subscribed: true }).where(eq(agencies.id, owner!.agencyId!));
  });
});

describe('PUT /profile', () => {
  it('updates name and email and answers with the stored profile', async () => {
    const token = await t.login(DEMO.cardUser);
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token,
      payload: { name: 'Casey C. Cards', email: 'Casey@Example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Casey C. Cards', email: 'casey@example.com' });
    await t.login('casey@example.com');
  });

  it('refuses a taken email, an empty name and fields it does not know', async () => {
    const token = await t.login(DEMO.agencyUser);
    const taken = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token,
      payload: { email: DEMO.admin },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    const empty = await t.request({ method: 'PUT', url: '/api/v1/profile', token, payload: { name: '   ' } });
    expect(empty.json().errors).toEqual({ name: ['The name field is required.'] });
    const sneaky = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token,
      payload: { role: 'Admin' },
    });
    expect(sneaky.statusCode).toBe(422);
    const me = (await t.request({ method: 'GET', url: '/api/v1/profile', token })).json().data;
    expect(me.role).toBe('AgencyUser');
  });
});

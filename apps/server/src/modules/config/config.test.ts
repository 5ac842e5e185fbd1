import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { whitelabels } from '../../db/schema/index.ts';

describe('GET /config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes the white label of the requesting host to a guest', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/config' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.whitelabel).toMatchObject({ domain: 'localhost', name: 'Tessera' });
    expect(data.maintenance).toBe(false);
    expect(data.landingPermissions).toEqual([
      'view',
      'edit_design',
      'publish',
      'manage_forms',
      'manage_settings',
      'manage_blog',
      'manage_podcast',
      'manage_commerce',
    ]);
    expect(data.unlimitedPlans).toEqual(['reseller-unlimited']);
    expect(data.premiumAppDirectory.map((a: { key: string }) => a.key)).toContain('blog');
    expect(data.allPremiumElements).toContain('payment-link');
    expect(data).toMatchObject({ card_count: 0, card_limit: 0 });
    // The upload ceiling every role's upload fields check against (admins have no storage usage).
    expect(data.max_upload_bytes).toBe(10 * 1024 * 1024);
  });

  it('answers 404 "Page not found" for a host that is no white-label domain', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/config',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Page not found' });
  });

  it('resolves the second domain of a white label', async () => {
    await t.database.db
      .update(whitelabels)
      .set({ domain2: 'app.example.test', name: 'Acme Builder' })
      .where(eq(whitelabels.domain, 'localhost'));
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/config',
      headers: { host: 'APP.example.test:8443' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.whitelabel).toMatchObject({
      name: 'Acme Builder',
      domain_2: 'app.example.test',
    });
  });

  it('counts the cards an agency owner and a card user hold against the agency limit', async () => {
    const owner = await t.request({
      method: 'GET',
      url: '/api/v1/config',
      token: await t.login(DEMO.agency),
    });
    expect(owner.json().data).toMatchObject({ card_count: 1, card_limit: 25 });
    const cardUser = await t.request({
      method: 'GET',
      url: '/api/v1/config',
      token: await t.login(DEMO.cardUser),
    });
    expect(cardUser.json().data).toMatchObject({ card_count: 1, card_limit: 25 });
    const websiteUser = await t.request({
      method: 'GET',
      url: '/api/v1/config',
      token: await t.login(DEMO.websiteUser),
    });
    expect(websiteUser.json().data).toMatchObject({ card_count: 1, card_limit: 25 });
  });
});

describe('maintenance mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAINTENANCE: true });
  });
  afterAll(() => t.close());

  it('flags maintenance in /config and answers 503 everywhere else', async () => {
    const config = await t.request({ method: 'GET', url: '/api/v1/config' });
    expect(config.json().data.maintenance).toBe(true);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: DEMO.agency, password: 'whatever' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().message).toBe('The service is under maintenance.');
  });
});

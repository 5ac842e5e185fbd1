import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { landings, whitelabels } from '../../db/schema/index.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  await t.database.db.insert(whitelabels).values(
    Array.from({ length: 11 }, (_, i) => ({
      domain: `z${String(i).padStart(2, '0')}.brand.test`,
      name: `Z ${i}`,
    })),
  );
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = admin) =>
  t.api(method, url, token, payload);

describe('white labels', () => {
  it('lists 10 per page sorted by domain, with a search', async () => {
    const first = (await call('GET', '/whitelabels')).json();
    expect(first.meta).toEqual({ total: 12, page: 1, per_page: 10 });
    const domains = first.data.map((w: { domain: string }) => w.domain);
    expect(domains).toEqual([...domains].sort());
    expect(domains[0]).toBe('localhost');
    expect((await call('GET', '/whitelabels?search=z10')).json().data).toHaveLength(1);
    expect((await call('GET', '/whitelabels', undefined, await t.login(DEMO.agency))).statusCode).toBe(403);
  });

  it('creates and edits a white label that /config then shows on its host', async () => {
    const created = await call('POST', '/whitelabels', {
      domain: 'App.Partner.test',
      domain_2: 'builder.partner.test',
      name: 'Partner Builder',
      logo: 'https://cdn.partner.test/logo.png',
      logo_wide: '',
      support_chat_url: '',
    });
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    expect(data).toMatchObject({
      domain: 'app.partner.test',
      logo_wide: null,
      support_chat_url: null,
      cert_status: 'none',
    });
    const config = await t.request({
      method: 'GET',
      url: '/api/v1/config',
      headers: { host: 'builder.partner.test' },
    });
    expect(config.json().data.whitelabel).toMatchObject({
      name: 'Partner Builder',
      logo: 'https://cdn.partner.test/logo.png',
    });
    const edited = await call('PUT', `/whitelabels/${data.id}`, {
      name: 'Partner Studio',
      support_chat_url: 'https://chat.partner.test/widget.js',
    });
    expect(edited.json().data).toMatchObject({
      name: 'Partner Studio',
      support_chat_url: 'https://chat.partner.test/widget.js',
    });
    const after = await t.request({
      method: 'GET',
      url: '/api/v1/config',
      headers: { host: 'app.partner.test:3000' },
    });
    expect(after.json().data.whitelabel.name).toBe('Partner Studio');
  });

  it('refuses domains that are taken, under the sites domain, or malformed', async () => {
    const taken = await call('POST', '/whitelabels', { domain: 'z01.brand.test', name: 'Dup' });
    expect(taken.json().errors).toEqual({ domain: ['Another white label already uses this domain.'] });
    const site = await call('POST', '/whitelabels', { domain: 'demo.localhost', name: 'Site' });
    expect(site.statusCode).toBe(422);
    const bad = await call('POST', '/whitelabels', {
      domain: 'http://x',
      name: '',
      logo: 'javascript:alert(1)',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['domain', 'logo', 'name']);
    const same = await call('POST', '/whitelabels', {
      domain: 'same.test',
      domain_2: 'same.test',
      name: 'S',
    });
    expect(same.json().errors.domain_2).toBeDefined();
  });

  it('answers the TLS proxy yes only for known domains, white labels once certificates were requested', async () => {
    const check = (domain: string) =>
      t.request({ method: 'GET', url: `/api/v1/tls/domain-check?domain=${domain}` });
    expect((await check('localhost')).json().data).toEqual({
      domain: 'localhost',
      allowed: true,
      kind: 'app',
    });
    expect((await check('demo.localhost')).json().data.kind).toBe('site');
    expect((await check('nowhere.example')).statusCode).toBe(404);
    expect((await check('nosuchsite.localhost')).statusCode).toBe(404);
    const [brand] = await t.database.db
      .select()
      .from(whitelabels)
      .where(eq(whitelabels.domain, 'z02.brand.test'));
    expect((await check('z02.brand.test')).statusCode).toBe(404);
    const requested = await call('POST', `/whitelabels/${brand!.id}/cert`);
    expect(requested.json().data.cert_status).toBe('requested');
    expect((await check('z02.brand.test')).statusCode).toBe(200);
    expect((await call('GET', `/whitelabels/${brand!.id}`)).json().data.cert_status).toBe('active');
    // A custom domain counts once it is verified.
    await t.database.db
      .update(landings)
      .set({ domain: 'www-shop.test', domainVerified: false })
      .where(eq(landings.subdomain, 'demo'));
    t.app.sites.forgetHosts();
    expect((await check('www-shop.test')).statusCode).toBe(404);
  });

  it('uploads a logo, re-encoded as PNG into its box, and serves it publicly', async () => {
    const [brand] = await t.database.db
      .select()
      .from(whitelabels)
      .where(eq(whitelabels.domain, 'z03.brand.test'));
    const image = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#3355aa' } })
      .jpeg()
      .toBuffer();
    const boundary = 'logo-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="wide.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (kind: string, payload: Buffer, token: string | null = admin) =>
      t.request({
        method: 'POST',
        url: `/api/v1/whitelabels/${brand!.id}/logos/${kind}`,
        token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    const stored = await upload('logo_wide', body);
    expect(stored.statusCode).toBe(200);
    const data = stored.json().data;
    expect(data).toMatchObject({ width: 480, height: 120 });
    expect(data.url).toMatch(/^\/api\/v1\/whitelabels\/\d+\/logos\/logo_wide-[a-f0-9]{16}\.png$/);
    expect((await call('GET', `/whitelabels/${brand!.id}`)).json().data.logo_wide).toBe(data.url);
    const served = await t.request({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    const text = Buffer.from(body.toString('latin1').replace('image/jpeg', 'text/plain'), 'latin1');
    const notImage = await upload(
      'logo',
      Buffer.concat([
        text.subarray(0, 150),
        Buffer.from('<svg onload=alert(1)>'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    );
    expect(notImage.statusCode).toBe(422);
    expect((await upload('banner', body)).statusCode).toBe(422);
    expect((await upload('logo', body, await t.login(DEMO.agency))).statusCode).toBe(403);
    // Only stored names are served: nothing is ever read from a path the request makes up.
    const odd = await t.request({
      method: 'GET',
      url: `/api/v1/whitelabels/${brand!.id}/logos/..%2Fsecret.key`,
    });
    expect(odd.statusCode).toBe(422);
  });
});

import { DOMAIN_MESSAGES } from '@tessera/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../../../test/dns-server.ts';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { isApexDomain, verificationToken } from './dns.ts';

let t: TestApp;
let f: SiteFixtures;
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  ({ t, f } = await siteFixturesApp({
    DNS_SERVERS: [dns.address],
    SITES_DOMAIN: 'sites.test',
    CUSTOM_DOMAIN_TARGET: 'proxy.sites.test',
    CUSTOM_DOMAIN_IPS: ['203.0.113.7'],
  }));
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

let seq = 0;
async function newSite(): Promise<{ id: number; subdomain: string }> {
  const response = await t.api('POST', '/landings', f.owner, {
    title: 'Domains',
    subdomain: `dom-${process.pid}-${++seq}`,
  });
  return response.json().data;
}

describe('POST /landings/validate-subdomain', () => {
  it('answers the SPEC §5 format message, then uniqueness', async () => {
    const cases: Array<[string, string]> = [
      ['Bad_One', 'Subdomain format is invalid.'],
      ['-edge', 'Subdomain format is invalid.'],
      ['x'.repeat(63), 'Subdomain format is invalid.'],
      ['', 'This field is required.'],
      ['demo', DOMAIN_MESSAGES.subdomainTaken],
      ['www', DOMAIN_MESSAGES.subdomainReserved],
    ];
    for (const [subdomain, message] of cases) {
      const response = await t.api('POST', '/landings/validate-subdomain', f.owner, { subdomain });
      expect(response.statusCode, subdomain).toBe(422);
      expect(response.json()).toEqual({ message, errors: { subdomain: [message] } });
    }
    const free = await t.api('POST', '/landings/validate-subdomain', f.owner, { subdomain: ' fresh name ' });
    expect(free.json()).toEqual({ success: true, message: 'The subdomain is available.' });
  });

  it("treats a site's own subdomain as free for that site only, and only for a site the caller sees", async () => {
    const own = await t.api('POST', '/landings/validate-subdomain', f.owner, {
      subdomain: 'demo',
      landing_id: f.demoId,
    });
    expect(own.statusCode).toBe(200);
    const foreign = await t.api('POST', '/landings/validate-subdomain', f.otherOwner, {
      subdomain: 'demo',
      landing_id: f.demoId,
    });
    expect(foreign.statusCode).toBe(404);
    for (const body of [
      {},
      { subdomain: 5 },
      { subdomain: 'ok', landing_id: 'x' },
      { subdomain: 'ok', other: 1 },
    ]) {
      expect((await t.api('POST', '/landings/validate-subdomain', f.owner, body)).statusCode).toBe(422);
    }
  });
});

describe('POST /landings/validate-domain', () => {
  it('answers the SPEC §5 message for malformed domains and refuses the platform and taken ones', async () => {
    for (const domain of ['www.shop.com', 'http://shop.com', 'Shop.com', 'shop', 'shop..com']) {
      const response = await t.api('POST', '/landings/validate-domain', f.owner, { domain });
      expect(response.statusCode, domain).toBe(422);
      expect(response.json().errors.domain, domain).toEqual(['Domain format is invalid.']);
    }
    const platform = await t.api('POST', '/landings/validate-domain', f.owner, { domain: 'demo.sites.test' });
    expect(platform.json().errors.domain).toEqual([DOMAIN_MESSAGES.domainIsPlatform]);
    const required = await t.api('POST', '/landings/validate-domain', f.owner, { domain: '' });
    expect(required.json().errors.domain).toEqual(['This field is required.']);

    const site = await newSite();
    await t.api('PUT', `/landings/${site.id}/custom-url`, f.owner, { domain: 'taken-shop.com' });
    const taken = await t.api('POST', '/landings/validate-domain', f.otherOwner, {
      domain: 'taken-shop.com',
    });
    expect(taken.json().errors.domain).toEqual([DOMAIN_MESSAGES.domainTaken]);
    expect(
      (await t.api('POST', '/landings/validate-domain', f.owner, { domain: 'free-shop.co.uk' })).statusCode,
    ).toBe(200);
  });
});

describe('custom domains', () => {
  it('lists the records to set, checks them against DNS and serves the site once they resolve', async () => {
    const site = await newSite();
    await t
      .api('POST', `/landings/${site.id}/pages`, f.owner, { name: 'Welcome' })
      .then(async (r) => t.api('POST', `/pages/${r.json().data.id}/publish`, f.owner));
    const home = (await t.database.db.query.pages.findFirst({
      where: (p, { eq, and }) => and(eq(p.landingId, site.id), eq(p.isHome, true)),
    }))!;
    await t.api('POST', `/pages/${home.id}/publish`, f.owner);

    const set = await t.api('PUT', `/landings/${site.id}/custom-url`, f.owner, {
      domain: ' shop.example.com ',
    });
    expect(set.statusCode, set.body).toBe(200);
    const token = verificationToken(t.config.SECRET_KEY, site.id, 'shop.example.com');
    expect(set.json().data).toEqual({
      domain: 'shop.example.com',
      verified: false,
      checked_at: null,
      error: null,
      records: [
        {
          type: 'CNAME',
          host: 'shop',
          name: 'shop.example.com',
          value: 'proxy.sites.test',
          found: [],
          ok: false,
        },
        {
          type: 'TXT',
          host: '_tessera-verification.shop',
          name: '_tessera-verification.shop.example.com',
          value: token,
          found: [],
          ok: false,
        },
      ],
      apex: false,
      www_record: {
        type: 'CNAME',
        host: 'www.shop',
        name: 'www.shop.example.com',
        value: 'proxy.sites.test',
        found: [],
        ok: false,
      },
    });
    const host = { host: 'shop.example.com' };
    expect((await t.request({ method: 'GET', url: '/', headers: host })).statusCode).toBe(404);

    // Only the CNAME: not enough, and what DNS answered is shown.
    dns.records.set('shop.example.com', { CNAME: ['proxy.sites.test'] });
    let status = (await t.api('GET', `/landings/${site.id}/domain`, f.owner)).json().data;
    expect(status.verified).toBe(false);
    expect(status.records.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    expect(status.checked_at).not.toBeNull();

    dns.records.set('_tessera-verification.shop.example.com', { TXT: ['unrelated', token] });
    status = (await t.api('GET', `/landings/${site.id}/domain`, f.owner)).json().data;
    expect(status.verified).toBe(true);
    expect((await t.api('GET', `/landings/${site.id}`, f.owner)).json().data).toMatchObject({
      domain_verified: true,
      url: expect.stringMatching(/^http:\/\/shop\.example\.com/),
    });
    const served = await t.request({ method: 'GET', url: '/', headers: host });
    expect(served.statusCode).toBe(200);

    // A DNS outage changes nothing; records that are gone take the domain off.
    dns.silent = true;
    status = (await t.api('GET', `/landings/${site.id}/domain`, f.owner)).json().data;
    expect(status.error).toBe('DNS did not answer. Try again in a minute.');
    expect(status.verified).toBe(true);
    dns.silent = false;
    dns.records.delete('shop.example.com');
    status = (await t.api('GET', `/landings/${site.id}/domain`, f.owner)).json().data;
    expect(status.verified).toBe(false);
    expect((await t.request({ method: 'GET', url: '/', headers: host })).statusCode).toBe(404);
  });

  it('redirects www. of a verified domain to the same path and query, and lets TLS be issued for it', async () => {
    const site = await newSite();
    const home = (await t.database.db.query.pages.findFirst({
      where: (p, { eq, and }) => and(eq(p.landingId, site.id), eq(p.isHome, true)),
    }))!;
    await t.api('POST', `/pages/${home.id}/publish`, f.owner);
    await t.api('PUT', `/landings/${site.id}/custom-url`, f.owner, { domain: 'redirect-shop.com' });
    const www = { host: 'www.redirect-shop.com' };
    const tlsAllows = async (domain: string) =>
      (await t.request({ method: 'GET', url: `/api/v1/tls/domain-check?domain=${domain}` })).statusCode;

    // Not verified yet: www. is nothing we serve, and no certificate may be issued for it.
    expect((await t.request({ method: 'GET', url: '/about?x=1', headers: www })).statusCode).toBe(404);
    expect(await tlsAllows('www.redirect-shop.com')).toBe(404);

    dns.records.set('redirect-shop.com', { A: ['203.0.113.7'] });
    dns.records.set('_tessera-verification.redirect-shop.com', {
      TXT: [verificationToken(t.config.SECRET_KEY, site.id, 'redirect-shop.com')],
    });
    dns.records.set('www.redirect-shop.com', { CNAME: ['proxy.sites.test'] });
    const status = (await t.api('GET', `/landings/${site.id}/domain`, f.owner)).json().data;
    expect(status.verified).toBe(true);
    expect(status.apex).toBe(true);
    expect(status.www_record).toMatchObject({ host: 'www', value: 'proxy.sites.test', ok: true });

    const redirected = await t.request({ method: 'GET', url: '/about?x=1&y=%C3%A9', headers: www });
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers.location).toMatch(/^http:\/\/redirect-shop\.com(:\d+)?\/about\?x=1&y=%C3%A9$/);
    const root = await t.request({
      method: 'HEAD',
      url: '/',
      headers: { host: 'WWW.redirect-shop.com:8080' },
    });
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toMatch(/^http:\/\/redirect-shop\.com(:\d+)?\/$/);
    expect(
      (await t.request({ method: 'GET', url: '/', headers: { host: 'redirect-shop.com' } })).statusCode,
    ).toBe(200);
    expect(await tlsAllows('www.redirect-shop.com')).toBe(200);
    // Only www.: other labels in front of the domain stay unknown.
    expect(
      (await t.request({ method: 'GET', url: '/', headers: { host: 'shop.redirect-shop.com' } })).statusCode,
    ).toBe(404);
    expect(await tlsAllows('shop.redirect-shop.com')).toBe(404);
    expect(await tlsAllows('www.www.redirect-shop.com')).toBe(404);

    // Once the domain is removed, www. stops answering with it.
    await t.api('PUT', `/landings/${site.id}/custom-url`, f.owner, { domain: null });
    expect((await t.request({ method: 'GET', url: '/', headers: www })).statusCode).toBe(404);
    expect(await tlsAllows('www.redirect-shop.com')).toBe(404);
  });

  it('asks apex domains for A records when addresses are configured, and accepts a flattened CNAME', async () => {
    expect(isApexDomain('example.com')).toBe(true);
    expect(isApexDomain('example.co.uk')).toBe(true);
    expect(isApexDomain('shop.example.com')).toBe(false);
    const site = await newSite();
    const set = await t.api('PUT', `/landings/${site.id}/custom-url`, f.owner, { domain: 'apex-shop.com' });
    const records = set.json().data.records;
    expect(records[0]).toMatchObject({ type: 'A', host: '@', value: '203.0.113.7' });
    dns.records.set('apex-shop.com', { A: ['203.0.113.7'] });
    dns.records.set('_tessera-verification.apex-shop.com', {
      TXT: [verificationToken(t.config.SECRET_KEY, site.id, 'apex-shop.com')],
    });
    expect((await t.api('GET', `/landings/${site.id}/domain`, f.owner)).json().data.verified).toBe(true);
  });

  it('removes a domain, refuses bad and foreign input, and hides other tenants', async () => {
    const site = await newSite();
    await t.api('PUT', `/landings/${site.id}/custom-url`, f.owner, { domain: 'gone.example.org' });
    const removed = await t.api('PUT', `/landings/${site.id}/custom-url`, f.owner, { domain: null });
    expect(removed.json().data).toEqual({
      domain: null,
      verified: false,
      records: [],
      checked_at: null,
      error: null,
      apex: false,
      www_record: null,
    });
    for (const body of [{}, { domain: 'www.x.com' }, { domain: 12 }]) {
      expect((await t.api('PUT', `/landings/${site.id}/custom-url`, f.owner, body)).statusCode).toBe(422);
    }
    expect(
      (await t.api('PUT', `/landings/${site.id}/custom-url`, f.owner, { domain: 'app.sites.test' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.api('PUT', `/landings/${site.id}/custom-url`, f.otherOwner, { domain: 'mine.example.com' }))
        .statusCode,
    ).toBe(404);
    expect((await t.api('GET', `/landings/${site.id}/domain`, f.otherOwner)).statusCode).toBe(404);
    expect(
      (
        await t.api('PUT', `/landings/${f.launchpadId}/custom-url`, f.websiteUser, {
          domain: 'x.example.com',
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.api('GET', `/landings/${f.demoId}/domain`, f.websiteUser)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${f.launchpadId}/domain`, f.websiteUser)).statusCode).toBe(200);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { landings } from '../db/schema/index.ts';

/**
 * Every origin (the app, sites, the preview host, cards, files) answers with nosniff and a
 * referrer policy, HSTS on every host once the deployment is https, the app shell with a strict
 * policy nothing may frame, and published pages framable only as the site's embedding setting says.
 */

const APP = 'localhost:3000';
const SITE = 'demo.localhost:3000';
const PREVIEW = 'preview.localhost:3000';
const CARDS = 'card.localhost:3000';

const dist = mkdtempSync(path.join(tmpdir(), 'tessera-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');

afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** One request per kind of answer of each origin: framework routes, raw site answers, cached ones. */
const probes: Array<[string, string, string]> = [
  ['app shell', APP, '/login'],
  ['app API', APP, '/api/v1/config'],
  ['app API error', APP, '/api/v1/profile'],
  ['published page', SITE, '/'],
  ['published page (cached)', SITE, '/'],
  ['site 404', SITE, '/no-such-page'],
  ['site robots', SITE, '/robots.txt'],
  ['site file', SITE, '/_files/1/abcdefghijklmnop/x.png'],
  ['preview host', PREVIEW, '/_preview/not-a-token'],
  ['card host', CARDS, '/robots.txt'],
  ['unknown host', 'elsewhere.example:3000', '/'],
];

const get = (t: TestApp, host: string, url: string) => t.request({ method: 'GET', url, headers: { host } });

function expectTransport(response: LightMyRequestResponse, label: string, https: boolean) {
  expect([label, response.headers['x-content-type-options']]).toEqual([label, 'nosniff']);
  expect([label, response.headers['referrer-policy']]).toEqual([
    label,
    label === 'preview host' ? 'no-referrer' : 'strict-origin-when-cross-origin',
  ]);
  expect([label, response.headers['strict-transport-security']]).toEqual([
    label,
    https ? 'max-age=31536000' : undefined,
  ]);
}

describe('over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it('sends nosniff and a referrer policy on every origin, and no HSTS', async () => {
    for (const [label, host, url] of probes) expectTransport(await get(t, host, url), label, false);
  });

  it('sends the app shell with a strict policy that nothing may frame', async () => {
    const shell = await get(t, APP, '/login');
    const csp = shell.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
    );
    expect(directives['script-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'none'");
    expect(directives['connect-src']).toBe("'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directives['script-src']).not.toContain('unsafe-inline');
    expect(shell.headers['x-frame-options']).toBe('DENY');
  });

  it("frames published pages only as the site's embedding setting says (its own pages by default)", async () => {
    const owner = await t.login(DEMO.agency);
    const [demo] = await t.database.db.select().from(landings).where(eq(landings.subdomain, 'demo'));
    const ancestors = async () =>
      /frame-ancestors ([^;]+)/.exec(
        String((await get(t, SITE, '/')).headers['content-security-policy']),
      )?.[1];
    expect(await ancestors()).toBe("'self'");

    // Each save names the site's settings version as it stands (a stale one is 409).
    const save = async (embedding: unknown) => {
      const version = (await t.api('GET', `/landings/${demo!.id}`, owner)).json().data.settings_version;
      return t.api('PUT', `/landings/${demo!.id}/settings`, owner, {
        settings: { embedding },
        settings_version: version,
      });
    };
    expect((await save({ frame_ancestors: 'none' })).statusCode).toBe(200);
    expect(await ancestors()).toBe("'none'");
    const listed = await save({
      frame_ancestors: 'listed',
      origins: ['https://Partner.example.com/', 'https://*.shop.example'],
    });
    expect(listed.statusCode).toBe(200);
    expect(await ancestors()).toBe("'self' https://partner.example.com https://*.shop.example");

    for (const origin of [
      "https://a.example 'unsafe-inline'",
      'https://a.example; script-src *',
      'javascript:x',
      'https://a.example/path',
    ]) {
      const refused = await save({ frame_ancestors: 'listed', origins: [origin] });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['settings.embedding.origins.0']);
    }
    const empty = await save({ frame_ancestors: 'listed', origins: [] });
    expect(empty.json().errors).toEqual({
      'settings.embedding.origins': ['Add at least one address, or choose another option.'],
    });
    await save({ frame_ancestors: 'self', origins: [] });
    expect(await ancestors()).toBe("'self'");
  });
});

describe('over https (SITES_HTTPS=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: dist, SITES_HTTPS: true });
  });
  afterAll(() => t.close());

  it('sends HSTS on every host', async () => {
    for (const [label, host, url] of probes) expectTransport(await get(t, host, url), label, true);
  });
});

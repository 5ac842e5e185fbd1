import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createElement, createSection, formFieldFromPreset, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { formSubmissions, landings, pages, pageViews, redirects } from '../db/schema/index.ts';
import { publishPageById, republishLanding } from '../modules/pages/service.ts';
import { SiteAssets } from './assets.ts';
import { SiteOrigins } from './origin.ts';
import { SiteCache } from './site-cache.ts';

const DEMO_HOST = 'demo.localhost:3000';
const LAUNCHPAD_HOST = 'launchpad.localhost:3000';

let t: TestApp;
let demo: typeof landings.$inferSelect;
let launchpad: typeof landings.$inferSelect;
let launchpadHome: typeof pages.$inferSelect;

async function only<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error('expected a row');
  return row;
}

const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers: { host, ...headers } });

beforeAll(async () => {
  t = await createTestApp({ SITES_PORT: 3000 });
  const db = t.database.db;
  demo = await only(db.select().from(landings).where(eq(landings.subdomain, 'demo')));
  launchpad = await only(db.select().from(landings).where(eq(landings.subdomain, 'launchpad')));
  launchpadHome = await only(
    db
      .select()
      .from(pages)
      .where(and(eq(pages.landingId, launchpad.id), eq(pages.isHome, true))),
  );
});
afterAll(() => t.close());

describe('published pages on site hosts', () => {
  it('serves the demo home page as a complete, cacheable HTML document', async () => {
    const response = await get(DEMO_HOST, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain("unsafe-inline' https:");
    expect(response.body).toMatch(/^<!doctype html>/);
    expect(response.body).toContain('More leads. Fewer wasted ad dollars.');
    expect(response.body).toContain('<link rel="canonical" href="http://demo.localhost:3000/">');
    expect(response.body).not.toContain('site-origin.invalid');
    expect(response.body).not.toContain('noindex');
    // Island scripts are the only scripts, named as the current build names them.
    const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    for (const tag of scripts)
      expect(tag).toMatch(/^<script type="module" src="\/_assets\/islands\/[\w.-]+\.js">$/);
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('answers 304 to a matching If-None-Match and ignores query strings', async () => {
    const first = await get(DEMO_HOST, '/');
    const again = await get(DEMO_HOST, '/?utm_source=mail', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const changed = await get(DEMO_HOST, '/', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('negotiates brotli and gzip, each precompressed to the same document', async () => {
    const plain = await get(DEMO_HOST, '/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    // A page's brotli body is made when a browser first asks for it; gzip answers until it is there.
    expect(['br', 'gzip']).toContain((await get(DEMO_HOST, '/', browser)).headers['content-encoding']);
    await expect
      .poll(async () => (await get(DEMO_HOST, '/', browser)).headers['content-encoding'])
      .toBe('br');
    const br = await get(DEMO_HOST, '/', browser);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(DEMO_HOST, '/', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3);
    // Each representation has its own strong ETag.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const head = await t.request({ method: 'HEAD', url: '/', headers: { host: DEMO_HOST } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves pages by unique name, trailing slash included, on every site by its own host', async () => {
    const software = await get(DEMO_HOST, '/software');
    expect(software.statusCode).toBe(200);
    expect(software.body).toContain('Plan less. Ship more.');
    expect((await get(DEMO_HOST, '/software/')).body).toBe(software.body);
    const launchpadPage = await get(LAUNCHPAD_HOST, '/');
    expect(launchpadPage.statusCode).toBe(200);
    expect(launchpadPage.body).toContain('http://launchpad.localhost:3000/');
    expect(launchpadPage.body).not.toContain('More leads. Fewer wasted ad dollars.');
    expect((await get('DEMO.localhost:3000', '/')).statusCode).toBe(200);
  });

  it('finds pages whose names need percent-encoding, however the client spells them', async () => {
    const db = t.database.db;
    const page = await only(
      db
        .insert(pages)
        .values({
          agencyId: demo.agencyId,
          landingId: demo.id,
          name: 'Café',
          uniqueName: 'café',
          document: headlineDocument('Coffee with the team'),
        })
        .returning(),
    );
    await publishPageById(db, page.id);
    t.app.sites.invalidate(demo.id);
    for (const url of ['/caf%C3%A9', '/caf%c3%a9', '/caf%C3%A9/']) {
      const response = await get(DEMO_HOST, url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).toContain('Coffee with the team');
    }
    expect((await get(DEMO_HOST, '/sitemap.xml')).body).toContain(
      '<loc>http://demo.localhost:3000/caf%C3%A9</loc>',
    );
    await db.delete(pages).where(eq(pages.id, page.id));
    t.app.sites.invalidate(demo.id);
  });

  it('serves the same bytes from the cached path of a listening server', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const fetchRaw = (host: string, url: string) =>
      new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: url, headers: { host } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        });
        req.on('error', reject);
        req.end();
      });
    const viaInject = await get(DEMO_HOST, '/software');
    for (let i = 0; i < 3; i++) {
      const served = await fetchRaw(DEMO_HOST, '/software');
      expect(served.status).toBe(200);
      expect(served.body).toBe(viaInject.body);
      expect(served.headers.etag).toBe(viaInject.headers.etag);
    }
    const app = await fetchRaw(`localhost:${port}`, '/api/v1/config');
    expect(app.status).toBe(200);
    // Over a real socket the path arrives exactly as sent, dot segments included.
    for (const url of ['/_assets/fonts/../../../../etc/passwd', '/_assets/islands/../../package.json']) {
      const refused = await fetchRaw(DEMO_HOST, url);
      expect([url, refused.status]).toEqual([url, 404]);
      expect(refused.body).not.toContain('root:');
    }
  });
});

describe('hosts that are not sites', () => {
  it('answers a plain "Page not found" and never another tenant’s site', async () => {
    for (const host of [
      '127.0.0.1:3000',
      'nosuch.localhost:3000',
      'evil.example.com',
      'a.demo.localhost:3000',
    ]) {
      const response = await get(host, '/');
      expect([host, response.statusCode]).toEqual([host, 404]);
      expect(response.body).toContain('<h1>Page not found</h1>');
      expect(response.body).not.toContain('More leads');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await get('nosuch.localhost:3000', '/software')).statusCode).toBe(404);
  });

  it('leaves app hosts to the app and keeps API answers JSON on unknown hosts', async () => {
    const config = await get('localhost:3000', '/api/v1/config');
    expect(config.statusCode).toBe(200);
    const elsewhere = await get('127.0.0.1:3000', '/api/v1/config');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: 'Page not found' });
    // The app host does not serve site files.
    expect((await get('localhost:3000', '/robots.txt')).statusCode).toBe(404);
    // A site host does not serve the API.
    expect((await get(DEMO_HOST, '/api/v1/config')).statusCode).toBe(404);
  });

  it('serves a custom domain only once it is verified', async () => {
    const db = t.database.db;
    await db.update(landings).set({ domain: 'brightpath.test' }).where(eq(landings.id, demo.id));
    t.app.sites.forgetHosts();
    expect((await get('brightpath.test', '/')).statusCode).toBe(404);
    await db.update(landings).set({ domainVerified: true }).where(eq(landings.id, demo.id));
    t.app.sites.forgetHosts();
    t.app.sites.invalidate(demo.id);
    const response = await get('brightpath.test', '/');
    expect(response.statusCode).toBe(200);
    // The canonical address is now the custom domain, also when reached by subdomain.
    expect(response.body).toContain('<link rel="canonical" href="http://brightpath.test:3000/">');
    expect((await get(DEMO_HOST, '/')).body).toContain('href="http://brightpath.test:3000/"');
    await db.update(landings).set({ domain: null, domainVerified: false }).where(eq(landings.id, demo.id));
    t.app.sites.forgetHosts();
    t.app.sites.invalidate(demo.id);
    expect((await get('brightpath.test', '/')).statusCode).toBe(404);
  });
});

describe('site paths', () => {
  it('follows redirects before pages and counts their hits', async () => {
    const db = t.database.db;
    const [moved, temporary] = await db
      .insert(redirects)
      .values([
        {
          agencyId: demo.agencyId,
          landingId: demo.id,
          fromPath: '/old-pricing',
          toUrl: '/software',
          status: 301,
        },
        {
          agencyId: demo.agencyId,
          landingId: demo.id,
          fromPath: '/software',
          toUrl: 'https://example.com/new',
          status: 302,
        },
      ])
      .returning();
    t.app.sites.invalidate(demo.id);
    const first = await get(DEMO_HOST, '/old-pricing');
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/software');
    await get(DEMO_HOST, '/old-pricing?x=1');
    const shadowed = await get(DEMO_HOST, '/software');
    expect(shadowed.statusCode).toBe(302);
    expect(shadowed.headers.location).toBe('https://example.com/new');
    await t.app.sites.counters.flush();
    const counted = await db.select().from(redirects).where(eq(redirects.landingId, demo.id));
    expect(Object.fromEntries(counted.map((r) => [r.fromPath, r.hits]))).toEqual({
      '/old-pricing': 2,
      '/software': 1,
    });
    await db.delete(redirects).where(eq(redirects.id, temporary!.id));
    await db.delete(redirects).where(eq(redirects.id, moved!.id));
    t.app.sites.invalidate(demo.id);
    expect((await get(DEMO_HOST, '/software')).statusCode).toBe(200);
  });

  it('serves robots.txt: the default with its sitemap line, or the site’s own', async () => {
    const robots = await get(DEMO_HOST, '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://demo.localhost:3000/sitemap.xml\n');
    await t.database.db
      .update(landings)
      .set({ robotsTxt: 'User-agent: *\nDisallow: /private\n' })
      .where(eq(landings.id, demo.id));
    t.app.sites.invalidate(demo.id);
    expect((await get(DEMO_HOST, '/robots.txt')).body).toBe('User-agent: *\nDisallow: /private\n');
    await t.database.db.update(landings).set({ robotsTxt: null }).where(eq(landings.id, demo.id));
    t.app.sites.invalidate(demo.id);
  });

  it('lists published pages in a sitemaps.org sitemap with absolute URLs and dates', async () => {
    const sitemap = await get(DEMO_HOST, '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = sitemap.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    // Pages first, then the blog: its index and published posts, newest first (modules/blogs).
    expect(entries.map((m) => m[1])).toEqual([
      'http://demo.localhost:3000/',
      'http://demo.localhost:3000/software',
      'http://demo.localhost:3000/blog',
      'http://demo.localhost:3000/blog/fitness-landing-page-checklist',
      'http://demo.localhost:3000/blog/hvac-ads-in-spring',
      'http://demo.localhost:3000/blog/dental-cost-per-lead',
    ]);
    for (const [, , lastmod] of entries) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // Nothing but <url> entries between the root tags.
    expect(xml.replace(/<url>.*?<\/url>\n/g, '')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
    // Launchpad lists only its own page.
    const other = await get(LAUNCHPAD_HOST, '/sitemap.xml');
    expect([...other.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'http://launchpad.localhost:3000/',
    ]);
  });

  it('answers unknown paths with the site’s 404 page, status 404, or a plain one', async () => {
    const plain = await get(DEMO_HOST, '/no-such-page');
    expect(plain.statusCode).toBe(404);
    expect(plain.body).toContain('Page not found');
    const db = t.database.db;
    const [notFoundPage] = await db
      .insert(pages)
      .values({
        agencyId: demo.agencyId,
        landingId: demo.id,
        name: 'Not found',
        uniqueName: 'not-found',
        title: 'Lost?',
        document: headlineDocument('This page wandered off'),
      })
      .returning();
    await publishPageById(db, notFoundPage!.id);
    await db.update(landings).set({ notFoundPageId: notFoundPage!.id }).where(eq(landings.id, demo.id));
    t.app.sites.invalidate(demo.id);
    const custom = await get(DEMO_HOST, '/no-such-page');
    expect(custom.statusCode).toBe(404);
    expect(custom.body).toContain('This page wandered off');
    expect(custom.headers['content-type']).toBe('text/html; charset=utf-8');
    // The 404 page is not listed in the sitemap.
    expect((await get(DEMO_HOST, '/sitemap.xml')).body).not.toContain('not-found');
    await db.update(landings).set({ notFoundPageId: null }).where(eq(landings.id, demo.id));
    await db.delete(pages).where(eq(pages.id, notFoundPage!.id));
    t.app.sites.invalidate(demo.id);
  });

  it('answers /favicon.ico with the site’s icon, sent on to an outside address, else a drawn one', async () => {
    // The demo white label has no icon of its own (modules/files/favicon.test.ts covers the rest):
    // a plain drawn icon, never a 404 in every visitor's console.
    const none = await get(DEMO_HOST, '/favicon.ico');
    expect(none.statusCode).toBe(200);
    expect(none.headers['content-type']).toBe('image/x-icon');
    await t.database.db
      .update(landings)
      .set({ faviconUrl: 'https://cdn.example.com/icon.png' })
      .where(eq(landings.id, demo.id));
    t.app.sites.invalidate(demo.id);
    const icon = await get(DEMO_HOST, '/favicon.ico');
    expect(icon.statusCode).toBe(302);
    expect(icon.headers.location).toBe('https://cdn.example.com/icon.png');
    await t.database.db.update(landings).set({ faviconUrl: null }).where(eq(landings.id, demo.id));
    t.app.sites.invalidate(demo.id);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await t.request({ method: 'DELETE', url: '/', headers: { host: DEMO_HOST } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('counts page views in memory and writes them per day in a batch', async () => {
    const db = t.database.db;
    await t.app.sites.counters.flush();
    await db.delete(pageViews);
    for (let i = 0; i < 3; i++) await get(LAUNCHPAD_HOST, '/');
    await get(LAUNCHPAD_HOST, '/robots.txt');
    expect(await db.select().from(pageViews)).toEqual([]);
    await t.app.sites.counters.flush();
    const rows = await db.select().from(pageViews);
    expect(rows).toEqual([
      {
        pageId: launchpadHome.id,
        landingId: launchpad.id,
        day: new Date().toISOString().slice(0, 10),
        views: 3,
      },
    ]);
    await get(LAUNCHPAD_HOST, '/');
    await t.app.sites.counters.flush();
    expect((await db.select().from(pageViews))[0]?.views).toBe(4);
  });
});

describe('the render cache', () => {
  it('notices changes made elsewhere once a site is due for its check, serving the old page meanwhile', async () => {
    const before = await get(LAUNCHPAD_HOST, '/robots.txt');
    await t.database.db
      .update(landings)
      .set({ robotsTxt: 'User-agent: *\nDisallow: /\n', updatedAt: new Date() })
      .where(eq(landings.id, launchpad.id));
    // Another instance changed the row: this one still serves what it has cached.
    expect((await get(LAUNCHPAD_HOST, '/robots.txt')).body).toBe(before.body);
    const state = t.app.sites.cache.states.get(launchpad.id)!;
    state.checkAt = 0;
    await get(LAUNCHPAD_HOST, '/robots.txt');
    await expect
      .poll(async () => (await get(LAUNCHPAD_HOST, '/robots.txt')).body)
      .toBe('User-agent: *\nDisallow: /\n');
    await t.database.db.update(landings).set({ robotsTxt: null }).where(eq(landings.id, launchpad.id));
    t.app.sites.invalidate(launchpad.id);
  });

  it('re-renders a site’s published pages from their published documents', async () => {
    const db = t.database.db;
    await db.update(landings).set({ title: 'Launchpad Renamed' }).where(eq(landings.id, launchpad.id));
    expect(await republishLanding(db, launchpad.id, t.app.sites)).toBe(1);
    const page = await get(LAUNCHPAD_HOST, '/');
    expect(page.body).toContain('<meta property="og:site_name" content="Launchpad Renamed">');
    await db.update(landings).set({ title: launchpad.title }).where(eq(landings.id, launchpad.id));
    await republishLanding(db, launchpad.id, t.app.sites);
  });

  it('stays within its byte budget, keeping what was served since the last pass', async () => {
    const origins = new SiteOrigins(t.config, () => 3000);
    const assets = new SiteAssets(null, { warn: () => undefined });
    const probe = new SiteCache(t.database.db, origins, assets);
    const probeState = (await probe.state(demo.id))!;
    const homeBytes = (await probe.response(probeState, '/'))!.bytes;
    const softwareBytes = (await probe.response(probeState, '/software'))!.bytes;

    const indexBytes = probeState.indexBytes;

    const cache = new SiteCache(t.database.db, origins, assets, indexBytes + homeBytes + softwareBytes - 1);
    const state = (await cache.state(demo.id))!;
    const home = (await cache.response(state, '/'))!;
    home.referenced = true;
    await cache.response(state, '/software');
    // Home was served since it was stored, so the newcomer went first... once.
    expect([...state.responses.keys()]).toEqual(['/']);
    expect(cache.size.bytes).toBe(indexBytes + homeBytes);
    expect(home.referenced).toBe(false);
    // Serving a path asks for its site first, which keeps the site (its index) in the cache.
    await cache.state(demo.id);
    await cache.response(state, '/software');
    expect([...state.responses.keys()]).toEqual(['/software']);
    expect(cache.size.bytes).toBe(indexBytes + softwareBytes);
    cache.invalidate(demo.id);
    expect(cache.size).toEqual({ sites: 0, bytes: 0 });
  });

  it('holds a bounded number of sites however many are served: one not served since the last pass goes whole', async () => {
    const origins = new SiteOrigins(t.config, () => 3000);
    const assets = new SiteAssets(null, { warn: () => undefined });
    const probe = new SiteCache(t.database.db, origins, assets);
    const indexBytes = async (landingId: number) => (await probe.state(landingId))!.indexBytes;
    // Room for either site's index, never both.
    const budget = Math.max(await indexBytes(demo.id), await indexBytes(launchpad.id));
    const cache = new SiteCache(t.database.db, origins, assets, budget);
    await cache.state(demo.id);
    await cache.state(launchpad.id);
    expect([...cache.states.keys()]).toEqual([launchpad.id]);
    expect(cache.size).toEqual({ sites: 1, bytes: await indexBytes(launchpad.id) });
    // The evicted site is loaded again when it is asked for, and the budget still holds.
    const again = (await cache.state(demo.id))!;
    expect((await cache.response(again, '/'))?.status).toBe(200);
    expect([...cache.states.keys()]).toEqual([demo.id]);
    expect(cache.size.bytes).toBeLessThanOrEqual(cache.budget);
  });
});

describe('assets', () => {
  it('serves built islands and fonts with immutable caching', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(inject('islandsDir'), 'manifest.json'), 'utf8'),
    ) as Array<{
      file: string;
    }>;
    const island = manifest[0]!.file;
    const script = await get(DEMO_HOST, `/_assets/islands/${island}`);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const font = await get(DEMO_HOST, '/_assets/fonts/poppins-latin-400-normal.woff2', {
      'accept-encoding': 'br',
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
  });

  it('refuses every path that is not exactly a served file', async () => {
    for (const url of [
      '/_assets/fonts/../../etc/passwd',
      '/_assets/fonts/%2e%2e/%2e%2e/etc/passwd',
      '/_assets/fonts/..%2f..%2f..%2fpackage.json',
      '/_assets/islands/../manifest.json',
      '/_assets/islands/manifest.json',
      '/_assets/islands/%2e%2e%2fmanifest.json',
      '/_assets/fonts/poppins-latin-401-normal.woff2',
      '/_assets/../package.json',
    ]) {
      const response = await get(DEMO_HOST, url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('root:');
    }
  });
});

/** A one-section page whose headline says `text`. */
function headlineDocument(text: string): PageDocument {
  const section = createSection();
  const element = createElement('h1', elementRegistry.h1.schema.parse({}));
  section.rows[0]!.columns[0]!.children.push(element);
  return {
    schemaVersion: 1,
    theme: elementThemeDefaults(),
    sections: [section],
    popups: [],
    texts: { [section.id]: { [element.id]: `<h1>${text}</h1>` } },
  };
}

function elementThemeDefaults(): PageDocument['theme'] {
  return {
    ButtonTextColor: '#ffffff',
    ButtonBackground: '#2563eb',
    ButtonBorderColor: '#1d4ed8',
    FontFamily: 'inherit',
  };
}

describe('previews', () => {
  it('renders the current draft for a valid link, marked noindex', async () => {
    const owner = await t.login(DEMO.agency);
    const page = (
      await t.request({ method: 'GET', url: `/api/v1/pages/${launchpadHome.id}`, token: owner })
    ).json().data;
    await t.request({
      method: 'PUT',
      url: `/api/v1/pages/${launchpadHome.id}/document`,
      token: owner,
      payload: { document: headlineDocument('Draft only: not live yet'), version: page.version },
    });
    const link = (
      await t.request({ method: 'POST', url: `/api/v1/pages/${launchpadHome.id}/preview-link`, token: owner })
    ).json().data.url as string;
    const url = new URL(link);
    expect(url.host).toBe(LAUNCHPAD_HOST);
    const preview = await get(url.host, url.pathname);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Draft only: not live yet');
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
    // The live page still shows what was published.
    expect((await get(LAUNCHPAD_HOST, '/')).body).not.toContain('Draft only');
    // On another site's host the same link shows nothing.
    const elsewhere = await get(DEMO_HOST, url.pathname);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain('Draft only');
    // A tampered or expired token is refused.
    const tampered = `${url.pathname.slice(0, -3)}abc`;
    expect((await get(LAUNCHPAD_HOST, tampered)).statusCode).toBe(404);
    const expired = await t.app.sites.previews.sign(
      { kind: 'page', id: launchpadHome.id, landingId: launchpad.id },
      Date.now() - 11 * 60_000,
    );
    const stale = await get(LAUNCHPAD_HOST, `/_preview/${expired.token}`);
    expect(stale.statusCode).toBe(404);
    expect(stale.body).toContain('invalid or has expired');
    expect((await get(LAUNCHPAD_HOST, '/_preview/not-a-token')).statusCode).toBe(404);
  });
});

describe('form submissions', () => {
  let formPage: typeof pages.$inferSelect;
  let formId: string;
  let headlineId: string;

  beforeAll(async () => {
    const db = t.database.db;
    const section = createSection();
    const form = createElement(
      'form',
      elementRegistry.form.schema.parse({
        fields: [
          formFieldFromPreset('fullName'),
          formFieldFromPreset('email'),
          formFieldFromPreset('phone'),
          { name: 'plan', label: 'Plan', type: 'select', rules: 'required', choices: ['Starter', 'Pro'] },
          { name: 'terms', label: 'I accept the terms', type: 'checkbox', rules: 'required' },
        ],
        successMessage: 'Thanks, we will call you.',
      }),
    );
    const headline = createElement('h1', elementRegistry.h1.schema.parse({}));
    section.rows[0]!.columns[0]!.children.push(headline, form);
    formId = form.id;
    headlineId = headline.id;
    const document: PageDocument = {
      schemaVersion: 1,
      theme: elementThemeDefaults(),
      sections: [section],
      popups: [],
      texts: { [section.id]: { [headline.id]: '<h1>Talk to us</h1>' } },
    };
    formPage = await only(
      db
        .insert(pages)
        .values({
          agencyId: demo.agencyId,
          landingId: demo.id,
          name: 'Contact',
          uniqueName: 'contact',
          document,
        })
        .returning(),
    );
    await publishPageById(db, formPage.id);
    t.app.sites.invalidate(demo.id);
  });

  const post = (host: string, url: string, payload: unknown, remoteAddress = '198.51.100.1') =>
    t.request({ method: 'POST', url, headers: { host }, payload: payload as object, remoteAddress });

  const valid = {
    fullName: 'Ada Lovelace',
    email: ' ada@example.com ',
    phone: '',
    plan: 'Pro',
    terms: true,
    unexpected: 'dropped',
  };

  it('stores a valid submission and answers with the form’s message', async () => {
    const page = await get(DEMO_HOST, '/contact');
    expect(page.body).toContain(`action="/_forms/${formPage.id}/${formId}"`);
    // As the island sends it: the hidden field empty, and a person's time since the page loaded.
    const response = await post(DEMO_HOST, `/_forms/${formPage.id}/${formId}`, {
      fields: valid,
      meta: { hp: '', elapsed_ms: 8000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Thanks, we will call you.' });
    const [stored] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.pageId, formPage.id));
    expect(stored).toMatchObject({
      landingId: demo.id,
      agencyId: demo.agencyId,
      elementId: formId,
      data: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '', plan: 'Pro', terms: true },
    });
  });

  it('answers 422 with the SPEC messages per field', async () => {
    const response = await post(DEMO_HOST, `/_forms/${formPage.id}/${formId}`, {
      fields: { fullName: '', email: 'not-an-email', phone: '12', plan: 'Enterprise', terms: false },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This field is required.',
      errors: {
        fullName: ['This field is required.'],
        email: ['Email format is invalid.'],
        phone: ['Phone number is invalid.'],
        plan: ['Please choose one of the options.'],
        terms: ['This field is required.'],
      },
    });
    const malformed = await post(DEMO_HOST, `/_forms/${formPage.id}/${formId}`, { fields: { fullName: 5 } });
    expect(malformed.statusCode).toBe(422);
  });

  it('answers 404 for unpublished pages, other elements, other sites and app hosts', async () => {
    expect(
      (await post(DEMO_HOST, `/_forms/${formPage.id}/${headlineId}`, { fields: valid })).statusCode,
    ).toBe(404);
    expect((await post(DEMO_HOST, `/_forms/${formPage.id}/element-nope`, { fields: valid })).statusCode).toBe(
      404,
    );
    expect(
      (await post(LAUNCHPAD_HOST, `/_forms/${formPage.id}/${formId}`, { fields: valid })).statusCode,
    ).toBe(404);
    expect(
      (await post('localhost:3000', `/_forms/${formPage.id}/${formId}`, { fields: valid })).statusCode,
    ).toBe(404);
    expect(
      (await post('nosuch.localhost', `/_forms/${formPage.id}/${formId}`, { fields: valid })).statusCode,
    ).toBe(404);
    expect((await post(DEMO_HOST, `/_forms/999999/${formId}`, { fields: valid })).statusCode).toBe(404);
    const [draft] = await t.database.db
      .insert(pages)
      .values({ agencyId: demo.agencyId, landingId: demo.id, name: 'Draft form', uniqueName: 'draft-form' })
      .returning();
    expect((await post(DEMO_HOST, `/_forms/${draft!.id}/${formId}`, { fields: valid })).statusCode).toBe(404);
  });

  it('accepts a native form post and answers with a page', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/_forms/${formPage.id}/${formId}`,
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fullName=Grace+Hopper&email=grace%40example.com&plan=Starter&terms=true',
      remoteAddress: '198.51.100.2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Thanks, we will call you.');
    const invalid = await t.request({
      method: 'POST',
      url: `/_forms/${formPage.id}/${formId}`,
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fullName=&email=x',
      remoteAddress: '198.51.100.2',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Email format is invalid.');
  });

  it('caps bodies and rate-limits per IP', async () => {
    const huge = await post(
      DEMO_HOST,
      `/_forms/${formPage.id}/${formId}`,
      {
        fields: { fullName: 'x'.repeat(70_000) },
      },
      '198.51.100.3',
    );
    expect(huge.statusCode).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push(
        (await post(DEMO_HOST, `/_forms/${formPage.id}/${formId}`, { fields: valid }, '198.51.100.4'))
          .statusCode,
      );
    expect(statuses.slice(0, 19).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect(
      (await post(DEMO_HOST, `/_forms/${formPage.id}/${formId}`, { fields: valid }, '198.51.100.5'))
        .statusCode,
    ).toBe(200);
  });
});

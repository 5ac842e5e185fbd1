import { SITE_ICON_LINKS, SITE_ICONS } from '@tessera/renderer';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanSvg, jpegImage, pngImage, scriptSvg } from '../../../test/images.ts';
import { type MultipartFile, multipartBody } from '../../../test/multipart.ts';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { agencies, fileObjects, files, landings, pages, whitelabels } from '../../db/schema/index.ts';
import { createStorage } from '../../lib/storage/index.ts';
import { storeLogo } from '../whitelabels/logos.ts';

let t: TestApp;
let f: SiteFixtures;

beforeAll(async () => {
  ({ t, f } = await siteFixturesApp({ SITES_PORT: 3000 }));
});
afterAll(() => t.close());

let seq = 0;
/** A new site of the demo agency with its home page published. */
async function newSite(): Promise<{ id: number; host: string }> {
  const subdomain = `icon-${process.pid}-${++seq}`;
  const created = await t.api('POST', '/landings', f.owner, { title: 'Icon test', subdomain });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const [home] = await t.database.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.landingId, id), eq(pages.isHome, true)));
  expect((await t.api('POST', `/pages/${home!.id}/publish`, f.owner)).statusCode).toBe(200);
  return { id, host: `${subdomain}.localhost:3000` };
}

async function uploadIcon(landingId: number, file: MultipartFile, token = f.owner) {
  const body = await multipartBody({}, file);
  return t.request({
    method: 'POST',
    url: `/api/v1/landings/${landingId}/favicon`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
}

const onSite = (host: string, url: string) => t.request({ method: 'GET', url, headers: { host } });

/** The frames an ICO file lists: [width, height, bytes] each, read from its directory. */
function icoFrames(ico: Buffer): Array<[number, number]> {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => [
    ico.readUInt8(6 + 16 * i) || 256,
    ico.readUInt8(7 + 16 * i) || 256,
  ]);
}

/** A classic ICO with one 32-bit BMP frame (what Windows tools save), red. */
function bmpIco(size: number): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) pixels.set([0, 0, 255, 255], i * 4); // BGRA
  const mask = Buffer.alloc(Math.ceil(size / 32) * 4 * size);
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(size, 4);
  info.writeInt32LE(size * 2, 8);
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(32, 14);
  const image = Buffer.concat([info, pixels, mask]);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

describe('a site’s icon (favicon)', () => {
  it('makes the icon set from a PNG and serves it at /favicon.ico and the icon paths, cached', async () => {
    const site = await newSite();
    const uploaded = await uploadIcon(site.id, { name: 'Logo Mark.png', bytes: await pngImage(300, 200) });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().data.favicon_url as string;
    expect(url).toMatch(/^http:\/\/icon-.*\.localhost:3000\/_files\/\d+\/[a-z2-7]{16}\/logo-mark\.png$/);
    expect((await t.api('GET', `/landings/${site.id}`, f.owner)).json().data.favicon_url).toBe(url);

    const ico = await onSite(site.host, '/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect(ico.headers['cache-control']).toBe('public, max-age=3600');
    expect(ico.headers.etag).toBeDefined();
    expect(icoFrames(ico.rawPayload)).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
    const again = await t.request({
      method: 'GET',
      url: '/favicon.ico',
      headers: { host: site.host, 'if-none-match': String(ico.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    for (const [path, size] of [
      ['/_icons/favicon-32.png', 32],
      ['/_icons/apple-touch-icon.png', 180],
      ['/_icons/icon-192.png', 192],
      ['/_icons/icon-512.png', 512],
    ] as const) {
      const png = await onSite(site.host, path);
      expect(png.statusCode, path).toBe(200);
      expect(png.headers['content-type'], path).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(['png', size, size]);
    }
    // Apple fills transparency with black: its icon is on white.
    expect(
      (await sharp((await onSite(site.host, '/_icons/apple-touch-icon.png')).rawPayload).stats()).isOpaque,
    ).toBe(true);

    // One file of the site, counted in the agency's storage like any upload.
    const [file] = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.landingId, site.id), eq(files.kind, 'favicon')));
    expect(file).toMatchObject({ name: 'Site icon', contentType: 'image/png', width: 512, height: 512 });
    const objects = await t.database.db.select().from(fileObjects).where(eq(fileObjects.fileId, file!.id));
    expect(objects.map((o) => o.name).sort()).toEqual([
      'logo-mark-180w.png',
      'logo-mark-192w.png',
      'logo-mark-32w.png',
      'logo-mark-48w.ico',
      'logo-mark.png',
    ]);
    // The ICO is served on the site's host as a file too.
    const stored = await t.request({
      method: 'GET',
      url: new URL(url.replace('logo-mark.png', 'logo-mark-48w.ico')).pathname,
      headers: { host: site.host },
    });
    expect(stored.statusCode).toBe(200);
  });

  it('links the icons in every page head of a published site: pages, blog, legal pages and the 404', async () => {
    const site = await newSite();
    await t.api('PUT', `/landings/${site.id}/settings`, f.owner, {
      settings: { legals: { privacy: 'We keep little.', service: '' } },
    });
    const post = await t.api('POST', `/landings/${site.id}/blogs`, f.owner, { title: 'Hello icons' });
    expect(post.statusCode, post.body).toBe(201);
    const publish = await t.api('POST', `/landings/${site.id}/blogs/${post.json().data.id}/publish`, f.owner);
    expect(publish.statusCode, publish.body).toBe(200);
    const links = SITE_ICONS.filter((icon) => icon.rel !== null).map((icon) => `href="${icon.path}"`);
    for (const path of ['/', '/blog', `/blog/${post.json().data.slug}`, '/privacy-policy', '/no-such-page']) {
      const html = (await onSite(site.host, path)).body;
      for (const link of links) expect(html, `${path} ${link}`).toContain(link);
      expect(html, path).toContain('<link rel="apple-touch-icon"');
    }

    // A page published before sites had icons links them too, without being published again.
    const [home] = await t.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.landingId, site.id), eq(pages.isHome, true)));
    const older = home!.publishedHtml!.replace(SITE_ICON_LINKS, '<link rel="icon" href="data:,">');
    expect(older).not.toContain('/favicon.ico');
    await t.database.db.update(pages).set({ publishedHtml: older }).where(eq(pages.id, home!.id));
    t.app.sites.invalidate(site.id);
    const served = (await onSite(site.host, '/')).body;
    for (const link of links) expect(served, link).toContain(link);
    expect(served).not.toContain('href="data:,"');
  });

  it("shows the white label's icon until the site has its own, and again once it is removed", async () => {
    const site = await newSite();
    const [row] = await t.database.db
      .select({ whitelabelId: agencies.whitelabelId })
      .from(agencies)
      .innerJoin(landings, eq(landings.agencyId, agencies.id))
      .where(eq(landings.id, site.id));
    const whitelabelId = row!.whitelabelId!;
    const [before] = await t.database.db.select().from(whitelabels).where(eq(whitelabels.id, whitelabelId));
    await t.database.db
      .update(whitelabels)
      .set({ favicon: null, logo: null })
      .where(eq(whitelabels.id, whitelabelId));
    t.app.sites.invalidate(site.id);
    // No icon anywhere: a plain drawn one, never a 404 for every visitor's browser to log.
    const drawnIco = await onSite(site.host, '/favicon.ico');
    expect(drawnIco.statusCode).toBe(200);
    expect(drawnIco.headers['content-type']).toBe('image/x-icon');
    const drawn = await onSite(site.host, '/_icons/icon-192.png');
    expect(drawn.statusCode).toBe(200);
    expect(await sharp(drawn.rawPayload).metadata()).toMatchObject({ width: 192, height: 192 });
    const drawnColour = (await sharp(drawn.rawPayload).stats()).dominant;
    expect(Math.min(drawnColour.r, drawnColour.g, drawnColour.b)).toBeLessThan(200);

    const blue = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#2456d3' } })
      .png()
      .toBuffer();
    await storeLogo(t.database.db, createStorage(t.config), whitelabelId, 'favicon', blue);
    t.app.sites.invalidate(site.id);
    const fallback = await onSite(site.host, '/favicon.ico');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/x-icon');
    const touch = await onSite(site.host, '/_icons/apple-touch-icon.png');
    const { dominant } = await sharp(touch.rawPayload).stats();
    expect(dominant).toMatchObject({ b: expect.any(Number) });
    expect(dominant.b).toBeGreaterThan(dominant.r);

    // Its own icon wins; removing it brings the white label's back.
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d32424' } })
      .png()
      .toBuffer();
    expect((await uploadIcon(site.id, { name: 'red.png', bytes: red })).statusCode).toBe(201);
    const own = await sharp((await onSite(site.host, '/_icons/icon-192.png')).rawPayload).stats();
    expect(own.dominant.r).toBeGreaterThan(own.dominant.b);
    const removed = await t.api('DELETE', `/landings/${site.id}/favicon`, f.owner);
    expect(removed.json()).toEqual({ data: { favicon_url: null } });
    const back = await sharp((await onSite(site.host, '/_icons/icon-192.png')).rawPayload).stats();
    expect(back.dominant.b).toBeGreaterThan(back.dominant.r);

    await t.database.db
      .update(whitelabels)
      .set({ favicon: before!.favicon, logo: before!.logo })
      .where(eq(whitelabels.id, whitelabelId));
  });

  it('takes SVG (checked like every SVG upload) and ICO, and refuses other formats', async () => {
    const site = await newSite();
    const svg = await uploadIcon(site.id, { name: 'mark.svg', bytes: cleanSvg });
    expect(svg.statusCode, svg.body).toBe(201);
    // Stored rasterised: only PNGs and the ICO, never the SVG document.
    const svgObjects = await t.database.db
      .select({ name: fileObjects.name })
      .from(fileObjects)
      .innerJoin(files, eq(files.id, fileObjects.fileId))
      .where(and(eq(files.landingId, site.id), eq(files.kind, 'favicon')));
    expect(svgObjects.every((o) => /\.(png|ico)$/.test(o.name))).toBe(true);
    const scripted = await uploadIcon(site.id, { name: 'evil.svg', bytes: scriptSvg });
    expect(scripted.statusCode).toBe(422);
    expect(scripted.json().errors.file[0]).toMatch(/script/i);

    const ico = await uploadIcon(site.id, { name: 'old.ico', bytes: bmpIco(32) });
    expect(ico.statusCode, ico.body).toBe(201);
    const png = await onSite(site.host, '/_icons/icon-192.png');
    const stats = await sharp(png.rawPayload).stats();
    expect(stats.dominant.r).toBeGreaterThan(200);

    for (const [name, bytes] of [
      ['photo.jpg', await jpegImage(64, 64)],
      ['fake.ico', Buffer.from('not an icon at all')],
      ['mark.ico', await pngImage(16, 16)],
    ] as const) {
      const refused = await uploadIcon(site.id, { name, bytes });
      expect(refused.statusCode, name).toBe(422);
      expect(refused.json().errors.file, name).toBeDefined();
    }
  });

  it('counts against the storage quota and needs manage_settings on a site the caller sees', async () => {
    const site = await newSite();
    expect((await uploadIcon(site.id, { name: 'first.png', bytes: await pngImage(64, 64) })).statusCode).toBe(
      201,
    );
    const [owned] = await t.database.db.select().from(files).where(eq(files.landingId, site.id)).limit(1);
    const token = 'yyyyyyyyyyyyyyyy';
    await t.database.db.insert(fileObjects).values({
      fileId: owned!.id,
      agencyId: owned!.agencyId,
      token,
      name: 'huge.png',
      storageKey: `${owned!.agencyId}/${token}/huge.png`,
      contentType: 'image/png',
      bytes: 1024 * 1024 * 1024,
      width: 1,
      height: 1,
      primary: false,
    });
    const full = await uploadIcon(site.id, { name: 'a.png', bytes: await pngImage(64, 64) });
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toMatch(/Your storage is full/);
    await t.database.db.delete(fileObjects).where(eq(fileObjects.token, token));

    const icon = { name: 'a.png', bytes: await pngImage(64, 64) };
    expect((await uploadIcon(f.launchpadId, icon, f.websiteUser)).statusCode).toBe(403);
    expect((await uploadIcon(f.otherSiteId, icon, f.owner)).statusCode).toBe(404);
    expect((await t.api('DELETE', `/landings/${f.otherSiteId}/favicon`, f.owner)).statusCode).toBe(404);
  });
});

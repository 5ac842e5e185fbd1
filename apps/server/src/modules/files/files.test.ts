import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animatedGif, cleanSvg, jpegImage, pngBomb, pngImage, scriptSvg } from '../../../test/images.ts';
import { type MultipartFile, multipartBody } from '../../../test/multipart.ts';
import { type SiteFixtures, siteFixturesApp } from '../../../test/site-fixtures.ts';
import { DEMO, type TestApp } from '../../../test/test-app.ts';
import { fileObjects, files } from '../../db/schema/index.ts';

let t: TestApp;
let f: SiteFixtures;
let photo: Buffer;

beforeAll(async () => {
  ({ t, f } = await siteFixturesApp({ SITES_PORT: 3000 }));
  photo = await pngImage(2400, 1200);
});
afterAll(() => t.close());

async function upload(route: string, token: string | null, file: MultipartFile | null, fields = {}) {
  const body = file ? await multipartBody(fields, file) : await multipartBody(fields);
  return t.request({
    method: 'POST',
    url: `/api/v1${route}`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
}

/** Fetches a file URL the way a browser would: on the URL's own host. */
function fetchUrl(url: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  return t.request({ method: 'GET', url: parsed.pathname, headers: { host: parsed.host, ...headers } });
}

function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function fileRows(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(files);
  return row?.value ?? 0;
}

const DEMO_ORIGIN = 'http://demo.localhost:3000';
const LAUNCHPAD_ORIGIN = 'http://launchpad.localhost:3000';

describe('POST /images/upload-image (SPEC §7)', () => {
  it('re-encodes to WebP, scales to 1920 wide, answers url, Ratio and the echoed ids', async () => {
    const response = await upload(
      '/images/upload-image',
      f.owner,
      { name: 'Team Photo.png', bytes: photo, type: 'image/png' },
      { 'resize-image': '1', elementId: 'element-abc', valueKey: 'Image' },
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      Ratio: 0.5,
      elementId: 'element-abc',
      valueKey: 'Image',
      width: 1920,
      height: 960,
    });
    // The first site the owner may design, on its own origin, never the app's.
    expect(data.url).toMatch(/^http:\/\/demo\.localhost:3000\/_files\/\d+\/[a-z2-7]{16}\/team-photo\.webp$/);

    const served = await fetchUrl(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const decoded = await sharp(served.rawPayload).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 1920, height: 960 });
  });

  it('keeps the full size when the resize flag is off, and serves from the site named by landing_id', async () => {
    const response = await upload(
      '/images/upload-image',
      f.owner,
      { name: 'wide.png', bytes: photo },
      { 'resize-image': 'false', landing_id: f.launchpadId },
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ width: 2400, height: 1200, Ratio: 0.5, elementId: null, valueKey: null });
    expect(data.url.startsWith(`${LAUNCHPAD_ORIGIN}/_files/`)).toBe(true);
    expect((await fetchUrl(data.url)).statusCode).toBe(200);
  });

  it('makes 480 and 960 wide variants for responsive images', async () => {
    const response = await upload('/images/upload-image', f.owner, { name: 'v.png', bytes: photo });
    const id = response.json().data.id;
    const item = await t.request({ method: 'GET', url: `/api/v1/media-library/${id}`, token: f.owner });
    const variants = item.json().data.variants as Array<{ url: string; width: number; height: number }>;
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
    ]);
    for (const variant of variants) expect((await fetchUrl(variant.url)).statusCode).toBe(200);
  });

  it('applies the EXIF orientation and drops the metadata', async () => {
    const rotated = await sharp(await pngImage(300, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload('/images/upload-image', f.owner, { name: 'phone.jpg', bytes: rotated });
    expect(response.json().data).toMatchObject({ width: 200, height: 300, Ratio: 1.5 });
    const served = await fetchUrl(response.json().data.url);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('keeps a safe SVG a vector (no raster copies)', async () => {
    const response = await upload('/images/upload-image', f.owner, { name: 'icon.svg', bytes: cleanSvg });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ width: 240, height: 80, Ratio: 0.33 });
    const served = await fetchUrl(response.json().data.url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    const item = await t.request({
      method: 'GET',
      url: `/api/v1/media-library/${response.json().data.id}`,
      token: f.owner,
    });
    expect(item.json().data.variants).toEqual([]);
  });

  it('keeps animations', async () => {
    const response = await upload('/images/upload-image', f.owner, {
      name: 'spinner.gif',
      bytes: await animatedGif(64, 48, 3),
    });
    expect(response.statusCode).toBe(201);
    const served = await fetchUrl(response.json().data.url);
    expect(await sharp(served.rawPayload, { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      pages: 3,
      width: 64,
    });
  });
});

describe('POST /images/upload-logo-image', () => {
  it('answers url, ShowWidth and ShowHeight fitted within 300×60 (SPEC §9)', async () => {
    const response = await upload('/images/upload-logo-image', f.owner, {
      name: 'logo.png',
      bytes: await pngImage(1200, 400),
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ ShowWidth: 180, ShowHeight: 60, elementId: null, valueKey: null });
    // Stored at twice the display box for high-density screens, in its own format.
    expect(data).toMatchObject({ width: 360, height: 120 });
    const served = await fetchUrl(data.url);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('never enlarges a small logo', async () => {
    const response = await upload('/images/upload-logo-image', f.owner, {
      name: 'tiny.png',
      bytes: await pngImage(100, 20),
    });
    expect(response.json().data).toMatchObject({ ShowWidth: 100, ShowHeight: 20, width: 100, height: 20 });
  });

  it('keeps a safe SVG as SVG, served sandboxed from the site', async () => {
    const response = await upload(
      '/images/upload-logo-image',
      f.owner,
      { name: 'brand.svg', bytes: cleanSvg },
      { elementId: 'element-logo', valueKey: 'Logo' },
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      ShowWidth: 180,
      ShowHeight: 60,
      elementId: 'element-logo',
      valueKey: 'Logo',
    });
    const served = await fetchUrl(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.body).toBe(cleanSvg.toString());
  });
});

describe('POST /images/upload-gallery-image', () => {
  it('answers url, Ratio and a thumbnail', async () => {
    const response = await upload(
      '/images/upload-gallery-image',
      f.agencyUser,
      { name: 'g.jpg', bytes: await jpegImage(1600, 1200) },
      { elementId: 'element-gal', valueKey: 'Items.0' },
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ Ratio: 0.75, width: 1600, height: 1200, elementId: 'element-gal' });
    expect(data.thumbnail_url).toMatch(/-480w\.webp$/);
    expect((await sharp((await fetchUrl(data.thumbnail_url)).rawPayload).metadata()).width).toBe(480);
  });
});

describe('POST /images/upload-non-convert-image', () => {
  it('stores a 16:9 meta image in its own format', async () => {
    const response = await upload('/images/upload-non-convert-image', f.owner, {
      name: 'meta.jpg',
      bytes: await jpegImage(1200, 675),
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ width: 1200, height: 675, Ratio: 0.56 });
    expect((await fetchUrl(data.url)).headers['content-type']).toBe('image/jpeg');
  });

  it("refuses a meta image that is not 16:9 with 'Only 16:9 images are allowed.' and stores nothing", async () => {
    const before = storedFiles().length;
    const rows = await fileRows();
    const response = await upload('/images/upload-non-convert-image', f.owner, {
      name: 'square.png',
      bytes: await pngImage(800, 800),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Only 16:9 images are allowed.',
      errors: { file: ['Only 16:9 images are allowed.'] },
    });
    expect(storedFiles()).toHaveLength(before);
    expect(await fileRows()).toBe(rows);
  });

  it('accepts 16:9 within the 0.01 tolerance and refuses just outside it', async () => {
    // 1000/563 = 1.7762 (off by 0.0016); 1000/570 = 1.7544 (off by 0.023).
    const near = await upload('/images/upload-non-convert-image', f.owner, {
      name: 'near.png',
      bytes: await pngImage(1000, 563),
    });
    expect(near.statusCode).toBe(201);
    const off = await upload('/images/upload-non-convert-image', f.owner, {
      name: 'off.png',
      bytes: await pngImage(1000, 570),
    });
    expect(off.statusCode).toBe(422);
  });

  it('crops a blog cover to ratio 1.5 and exports it as 1200×1800 WebP', async () => {
    const response = await upload(
      '/images/upload-non-convert-image',
      f.owner,
      { name: 'cover.png', bytes: await pngImage(3000, 2000) },
      { image_prompt: 'A lighthouse at dawn', landing_id: f.demoId },
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ width: 1200, height: 1800, Ratio: 1.5 });
    expect(data.url.startsWith(`${DEMO_ORIGIN}/_files/`)).toBe(true);
    const decoded = await sharp((await fetchUrl(data.url)).rawPayload).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 1200, height: 1800 });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, data.id));
    expect(row).toMatchObject({ kind: 'cover', prompt: 'A lighthouse at dawn' });
  });

  it('crops a cover from the region a cropper chose, which must have the cover ratio', async () => {
    const good = await upload(
      '/images/upload-non-convert-image',
      f.owner,
      { name: 'cover.png', bytes: await pngImage(1000, 1000) },
      { image_prompt: 'x', landing_id: f.demoId, crop_x: 100, crop_y: 50, crop_width: 600, crop_height: 900 },
    );
    expect(good.statusCode).toBe(201);
    expect(good.json().data).toMatchObject({ width: 1200, height: 1800 });
    const wrongRatio = await upload(
      '/images/upload-non-convert-image',
      f.owner,
      { name: 'cover.png', bytes: await pngImage(1000, 1000) },
      { image_prompt: 'x', landing_id: f.demoId, crop_x: 0, crop_y: 0, crop_width: 500, crop_height: 500 },
    );
    expect(wrongRatio.statusCode).toBe(422);
    const outside = await upload(
      '/images/upload-non-convert-image',
      f.owner,
      { name: 'cover.png', bytes: await pngImage(1000, 1000) },
      { image_prompt: 'x', landing_id: f.demoId, crop_x: 600, crop_y: 0, crop_width: 600, crop_height: 900 },
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.crop_x).toEqual(['The crop area must lie inside the image.']);
    const partial = await upload(
      '/images/upload-non-convert-image',
      f.owner,
      { name: 'cover.png', bytes: await pngImage(100, 100) },
      { image_prompt: 'x', crop_x: 0 },
    );
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(partial.json().errors)).toEqual(['crop_x']);
  });

  it('leaves a cover uncropped, in its own format, when ratio checking is skipped', async () => {
    const response = await upload(
      '/images/upload-non-convert-image',
      f.owner,
      { name: 'cover.png', bytes: await pngImage(900, 300) },
      { image_prompt: 'x', landing_id: f.demoId, skip_ratio_check: 'true' },
    );
    expect(response.json().data).toMatchObject({ width: 900, height: 300, Ratio: 0.33 });
    expect((await fetchUrl(response.json().data.url)).headers['content-type']).toBe('image/png');
  });

  it('takes an upload with an empty image_prompt as a cover (a cover from a file has no prompt), never a meta image', async () => {
    const cropped = await upload(
      '/images/upload-non-convert-image',
      f.owner,
      { name: 'portrait.png', bytes: await pngImage(1000, 1000) },
      { image_prompt: '', landing_id: f.demoId },
    );
    expect(cropped.statusCode, cropped.body).toBe(201);
    expect(cropped.json().data).toMatchObject({ width: 1200, height: 1800, Ratio: 1.5 });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, cropped.json().data.id));
    expect(row).toMatchObject({ kind: 'cover', prompt: null });

    const kept = await upload(
      '/images/upload-non-convert-image',
      f.owner,
      { name: 'square.png', bytes: await pngImage(800, 800) },
      { image_prompt: '', landing_id: f.demoId, skip_ratio_check: '1' },
    );
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().data).toMatchObject({ width: 800, height: 800, Ratio: 1 });
  });

  it('refuses an SVG meta image: social networks do not show SVG', async () => {
    const response = await upload('/images/upload-non-convert-image', f.owner, {
      name: 'm.svg',
      bytes: cleanSvg,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('bad uploads are refused with a clear message and nothing is stored', () => {
  const cases: Array<[string, () => Promise<MultipartFile>, RegExp, number?]> = [
    [
      'HTML named .png',
      async () => ({ name: 'photo.png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }),
      /do not match its \.png extension: it is not a PNG image/,
    ],
    [
      'a JPEG named .png',
      async () => ({ name: 'photo.png', bytes: await jpegImage(50, 50) }),
      /do not match its \.png extension: it is a JPEG image/,
    ],
    [
      'an .exe',
      async () => ({ name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00') }),
      /Only images can be uploaded/,
    ],
    [
      'a 20000×20000 PNG (decompression bomb)',
      async () => ({ name: 'bomb.png', bytes: pngBomb(20_000) }),
      /20000×20000 pixels \(400 megapixels\)\. Images may have at most 40 megapixels/,
    ],
    ['an SVG with a script', async () => ({ name: 'x.svg', bytes: scriptSvg }), /This SVG contains a script/],
    [
      'an SVG with an event handler',
      async () => ({
        name: 'x.svg',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
      }),
      /SVG files with scripts, event handlers or links/,
    ],
    [
      'an SVG that links a javascript: URL',
      async () => ({
        name: 'x.svg',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="java\tscript:alert(1)"><rect width="5" height="5"/></a></svg>',
        ),
      }),
      /SVG files with scripts/,
    ],
    [
      'an SVG that pulls in another file',
      async () => ({
        name: 'x.svg',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png" width="5" height="5"/></svg>',
        ),
      }),
      /links to other files/,
    ],
    [
      'an SVG with entities (billion laughs)',
      async () => ({
        name: 'x.svg',
        bytes: Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
        ),
      }),
      /SVG files with scripts/,
    ],
    [
      'an SVG with foreignObject HTML',
      async () => ({
        name: 'x.svg',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://x"/></foreignObject></svg>',
        ),
      }),
      /SVG files with scripts/,
    ],
    [
      'a damaged PNG',
      async () => ({
        name: 'broken.png',
        bytes: Buffer.concat([(await pngImage(40, 40)).subarray(0, 60), Buffer.alloc(200, 7)]),
      }),
      /could not be read/,
    ],
    [
      'a file over the 10 MB limit',
      async () => ({
        name: 'huge.png',
        bytes: Buffer.concat([(await pngImage(8, 8)).subarray(0, 8), Buffer.alloc(10 * 1024 * 1024 + 1)]),
      }),
      /The file is too large: the limit is 10 MB\./,
      413,
    ],
  ];

  for (const route of ['/images/upload-image', '/images/upload-logo-image']) {
    it.each(cases)(`${route}: %s`, async (_name, make, message, status = 422) => {
      const before = storedFiles().length;
      const rows = await fileRows();
      const response = await upload(route, f.owner, await make());
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(body.message).toMatch(message);
      expect(body.errors.file[0]).toMatch(message);
      expect(storedFiles()).toHaveLength(before);
      expect(await fileRows()).toBe(rows);
    });
  }

  it('the same checks guard the Files tab upload', async () => {
    const before = storedFiles().length;
    const response = await upload(`/landings/${f.demoId}/files`, f.owner, {
      name: 'x.svg',
      bytes: scriptSvg,
    });
    expect(response.statusCode).toBe(422);
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('malformed upload requests answer 422', () => {
  it('a JSON body instead of multipart', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/images/upload-image',
      token: f.owner,
      payload: { file: 'nope' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/multipart\/form-data/);
  });

  it('no file part', async () => {
    const response = await upload('/images/upload-image', f.owner, null, { elementId: 'x' });
    expect(response.json()).toEqual({
      message: 'Choose a file to upload.',
      errors: { file: ['Choose a file to upload.'] },
    });
  });

  it('the file under another field name', async () => {
    const response = await upload('/images/upload-image', f.owner, {
      name: 'a.png',
      bytes: photo,
      field: 'image',
    });
    expect(response.statusCode).toBe(422);
  });

  it('two files', async () => {
    const body = await multipartBody({}, { name: 'a.png', bytes: photo }, { name: 'b.png', bytes: photo });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/images/upload-image',
      token: f.owner,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Send one file per upload.');
  });

  it('an empty file', async () => {
    const response = await upload('/images/upload-image', f.owner, { name: 'a.png', bytes: Buffer.alloc(0) });
    expect(response.json().message).toBe('The file is empty.');
  });

  it.each([
    [{ 'resize-image': 'maybe' }, 'resize-image'],
    [{ landing_id: 'abc' }, 'landing_id'],
    [{ landing_id: '-3' }, 'landing_id'],
    [{ elementId: 'x'.repeat(500) }, 'elementId'],
  ])('bad fields %o', async (fields, field) => {
    const response = await upload('/images/upload-image', f.owner, { name: 'a.png', bytes: photo }, fields);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('a body cut off mid-way', async () => {
    const body = await multipartBody({}, { name: 'a.png', bytes: photo });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/images/upload-image',
      token: f.owner,
      payload: body.payload.subarray(0, 2000),
      headers: body.headers,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('who may upload where', () => {
  it('another agency cannot upload to our site: 404', async () => {
    const response = await upload(
      '/images/upload-image',
      f.otherOwner,
      { name: 'a.png', bytes: photo },
      { landing_id: f.demoId },
    );
    expect(response.statusCode).toBe(404);
  });

  it('a sub-user cannot upload to a site not theirs (404), nor without edit_design (403)', async () => {
    const notTheirs = await upload(
      '/images/upload-image',
      f.websiteUser,
      { name: 'a.png', bytes: photo },
      { landing_id: f.demoId },
    );
    expect(notTheirs.statusCode).toBe(404);
    const viewOnly = await upload('/images/upload-image', f.viewer, { name: 'a.png', bytes: photo });
    expect(viewOnly.statusCode).toBe(403);
    const landingFiles = await upload(`/landings/${f.launchpadId}/files`, f.viewer, {
      name: 'a.png',
      bytes: photo,
    });
    expect(landingFiles.statusCode).toBe(403);
  });

  it('a sub-user without landing_id uploads to a site they may design', async () => {
    const response = await upload('/images/upload-image', f.websiteUser, { name: 'a.png', bytes: photo });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.url.startsWith(`${LAUNCHPAD_ORIGIN}/_files/`)).toBe(true);
  });

  it('an agency without a site is told to create one', async () => {
    const registered = await t.request({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: 'Newcomer',
        agency_name: 'New Co',
        email: 'newcomer@example.com',
        password: 'newcomer-password',
      },
    });
    const token = registered.json().access_token;
    const response = await upload('/images/upload-image', token, { name: 'a.png', bytes: photo });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.landing_id[0]).toMatch(/Create a website first/);
  });

  it('anonymous callers, card users and admins are refused', async () => {
    expect((await upload('/images/upload-image', null, { name: 'a.png', bytes: photo })).statusCode).toBe(
      401,
    );
    for (const email of [DEMO.cardUser, DEMO.admin]) {
      const token = await t.login(email);
      // Admins upload only to template sites (modules/templates): an agency's site is not found.
      expect(
        (
          await upload(
            '/images/upload-image',
            token,
            { name: 'a.png', bytes: photo },
            { landing_id: f.demoId },
          )
        ).statusCode,
      ).toBe(email === DEMO.admin ? 404 : 403);
      expect((await t.request({ method: 'GET', url: '/api/v1/media-library/all', token })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('serving uploaded files', () => {
  let url: URL;
  beforeAll(async () => {
    const response = await upload(
      '/images/upload-image',
      f.owner,
      { name: 'served.png', bytes: await pngImage(300, 200) },
      { landing_id: f.demoId },
    );
    url = new URL(response.json().data.url);
  });

  it('serves on every site host of the same agency', async () => {
    const response = await t.request({
      method: 'GET',
      url: url.pathname,
      headers: { host: 'launchpad.localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('never on the app origin (tenant files must not share it)', async () => {
    const response = await t.request({
      method: 'GET',
      url: url.pathname,
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/image/);
  });

  it("never on another agency's site, nor on an unknown host", async () => {
    for (const host of [`${f.otherSubdomain}.localhost:3000`, 'evil.example:3000']) {
      const response = await t.request({ method: 'GET', url: url.pathname, headers: { host } });
      expect(response.statusCode, host).toBe(404);
    }
  });

  it('only names the database knows: guessed, traversing or encoded paths are 404', async () => {
    const [, , agency, token, name] = url.pathname.split('/');
    for (const path of [
      `/_files/${agency}/${token}/other.webp`,
      `/_files/${agency}/aaaaaaaaaaaaaaaa/${name}`,
      `/_files/${agency}/${token}/..%2f..%2fsecret.key`,
      `/_files/${agency}/../../secret.key`,
      `/_files/${f.otherAgencyId}/${token}/${name}`,
    ]) {
      const response = await t.request({ method: 'GET', url: path, headers: { host: url.host } });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await fetchUrl(url.toString());
    const again = await fetchUrl(url.toString(), { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.request({ method: 'HEAD', url: url.pathname, headers: { host: url.host } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('the media library', () => {
  let demoFile: number;
  let launchpadFile: number;

  beforeAll(async () => {
    demoFile = (
      await upload(
        '/images/upload-image',
        f.owner,
        { name: 'Library Demo.png', bytes: await pngImage(640, 480) },
        { landing_id: f.demoId },
      )
    ).json().data.id;
    launchpadFile = (
      await upload(
        '/images/upload-image',
        f.owner,
        { name: 'Library Launchpad.png', bytes: await pngImage(400, 200) },
        { landing_id: f.launchpadId },
      )
    ).json().data.id;
  });

  it('lists the files of every site the caller may view, paginated and searchable', async () => {
    const all = await t.request({
      method: 'GET',
      url: '/api/v1/media-library/all?search=library&sort=name&order=asc',
      token: f.owner,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((file: { id: number }) => file.id)).toEqual([demoFile, launchpadFile]);
    expect(all.json().meta).toEqual({ total: 2, page: 1, per_page: 10 });

    const paged = await t.request({
      method: 'GET',
      url: '/api/v1/media-library/all?per_page=1&page=2&search=library&sort=name&order=asc',
      token: f.owner,
    });
    expect(paged.json().data.map((file: { id: number }) => file.id)).toEqual([launchpadFile]);

    const sub = await t.request({
      method: 'GET',
      url: '/api/v1/media-library/all?per_page=100',
      token: f.websiteUser,
    });
    const subSites = new Set(sub.json().data.map((file: { landing_id: number }) => file.landing_id));
    expect([...subSites]).toEqual([f.launchpadId]);

    const other = await t.request({ method: 'GET', url: '/api/v1/media-library/all', token: f.otherOwner });
    expect(other.json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 10 } });
  });

  it('filters by kind and site, and sorts by size', async () => {
    const logos = await t.request({
      method: 'GET',
      url: '/api/v1/media-library/all?kind=logo&per_page=100',
      token: f.owner,
    });
    expect(logos.json().data.every((file: { kind: string }) => file.kind === 'logo')).toBe(true);
    const bySite = await t.request({
      method: 'GET',
      url: `/api/v1/media-library/all?landing_id=${f.launchpadId}&per_page=100`,
      token: f.owner,
    });
    expect(
      bySite.json().data.every((file: { landing_id: number }) => file.landing_id === f.launchpadId),
    ).toBe(true);
    const bySize = await t.request({
      method: 'GET',
      url: '/api/v1/media-library/all?sort=bytes&order=desc&per_page=100',
      token: f.owner,
    });
    const sizes = bySize.json().data.map((file: { bytes: number }) => file.bytes);
    expect(sizes).toEqual([...sizes].sort((a: number, b: number) => b - a));
  });

  it.each([
    ['sort=size', 'sort'],
    ['kind=pdf', 'kind'],
    ['per_page=500', 'per_page'],
    ['landing_id=x', 'landing_id'],
  ])('refuses ?%s with 422', async (query, field) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/v1/media-library/all?${query}`,
      token: f.owner,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('shows one item, renames it and sets its alt text', async () => {
    const item = await t.request({ method: 'GET', url: `/api/v1/media-library/${demoFile}`, token: f.owner });
    expect(item.json().data).toMatchObject({
      id: demoFile,
      name: 'Library Demo.png',
      kind: 'image',
      width: 640,
      height: 480,
      Ratio: 0.75,
    });
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/v1/media-library/${demoFile}`,
      token: f.owner,
      payload: { name: '  Hero photo  ', alt: 'Our team at work' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Hero photo', alt: 'Our team at work' });
    // The address stays, so pages that show it keep working.
    expect(renamed.json().data.url).toBe(item.json().data.url);
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ name: 'ok', url: 'https://evil' }, 'body'],
    [{ alt: 5 }, 'alt'],
  ])('refuses the update %o with 422', async (payload, field) => {
    const response = await t.request({
      method: 'PUT',
      url: `/api/v1/media-library/${demoFile}`,
      token: f.owner,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('rotates a quarter turn into a new address, keeping the old one served', async () => {
    const before = (
      await t.request({ method: 'GET', url: `/api/v1/media-library/${launchpadFile}`, token: f.owner })
    ).json().data;
    const rotated = await t.request({
      method: 'POST',
      url: `/api/v1/media-library/${launchpadFile}/rotate`,
      token: f.websiteUser,
      payload: { degrees: 90 },
    });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().data;
    expect(after).toMatchObject({ width: 200, height: 400, Ratio: 2 });
    expect(after.url).not.toBe(before.url);
    const served = await fetchUrl(after.url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 200, height: 400 });
    expect((await fetchUrl(before.url)).statusCode).toBe(200);
    expect(after.bytes).toBeGreaterThan(before.bytes);
  });

  it.each([[{ degrees: 45 }], [{ degrees: '90' }], [{}]])(
    'refuses the rotation %o with 422',
    async (payload) => {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/media-library/${demoFile}/rotate`,
        token: f.owner,
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['degrees']);
    },
  );

  it('keeps other tenants out of every item route: 404, and 403 without edit_design', async () => {
    const routes = [
      { method: 'GET', url: `/api/v1/media-library/${demoFile}` },
      { method: 'PUT', url: `/api/v1/media-library/${demoFile}`, payload: { name: 'x' } },
      { method: 'POST', url: `/api/v1/media-library/${demoFile}/rotate`, payload: { degrees: 90 } },
      { method: 'DELETE', url: `/api/v1/media-library/${demoFile}` },
    ] as const;
    for (const route of routes) {
      for (const token of [f.otherOwner, f.websiteUser, f.viewer]) {
        const response = await t.request({ ...route, token });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      }
    }
    const viewerFile = await t.request({
      method: 'GET',
      url: `/api/v1/media-library/${launchpadFile}`,
      token: f.viewer,
    });
    expect(viewerFile.statusCode).toBe(200);
    for (const route of [
      { method: 'PUT', url: `/api/v1/media-library/${launchpadFile}`, payload: { name: 'x' } },
      { method: 'POST', url: `/api/v1/media-library/${launchpadFile}/rotate`, payload: { degrees: 90 } },
      { method: 'DELETE', url: `/api/v1/media-library/${launchpadFile}` },
    ] as const) {
      expect((await t.request({ ...route, token: f.viewer })).statusCode).toBe(403);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/media-library/99999999', token: f.owner })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/media-library/abc', token: f.owner })).statusCode,
    ).toBe(422);
  });

  it('deletes the file and every stored object, after which the address is gone', async () => {
    const file = (
      await t.request({ method: 'GET', url: `/api/v1/media-library/${launchpadFile}`, token: f.owner })
    ).json().data;
    const objects = await t.database.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.fileId, launchpadFile));
    expect(objects.length).toBeGreaterThan(1);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/v1/media-library/${launchpadFile}`,
      token: f.owner,
    });
    expect(response.json()).toEqual({ success: true, message: 'The file is deleted.' });
    expect((await fetchUrl(file.url)).statusCode).toBe(404);
    const remaining = new Set(storedFiles().map((p) => path.relative(path.join(t.dataDir, 'uploads'), p)));
    for (const object of objects) expect(remaining.has(object.storageKey)).toBe(false);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/media-library/${launchpadFile}`, token: f.owner }))
        .statusCode,
    ).toBe(404);
  });

  it('reports the storage used against the quota', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/media-library/usage',
      token: f.websiteUser,
    });
    const usage = response.json().data;
    expect(usage.used_bytes).toBeGreaterThan(0);
    expect(usage).toMatchObject({ quota_bytes: 1024 * 1024 * 1024, max_upload_bytes: 10 * 1024 * 1024 });
    const other = await t.request({ method: 'GET', url: '/api/v1/media-library/usage', token: f.otherOwner });
    expect(other.json().data).toMatchObject({ used_bytes: 0, files: 0 });
  });
});

describe('files of a site (the Files tab)', () => {
  let fileId: number;

  it('uploads in the original format with a thumbnail, named as asked', async () => {
    const body = await multipartBody(
      { name: 'Brochure cover' },
      { name: 'cover.png', bytes: await pngImage(1000, 500) },
    );
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/landings/${f.demoId}/files`,
      token: f.agencyUser,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    fileId = data.id;
    expect(data).toMatchObject({
      kind: 'file',
      name: 'Brochure cover',
      landing_id: f.demoId,
      content_type: 'image/png',
      width: 1000,
      height: 500,
    });
    expect(data.thumbnail_url).toMatch(/-480w\.webp$/);
    expect((await fetchUrl(data.url)).headers['content-type']).toBe('image/png');
  });

  it('lists only that site, with search and pagination', async () => {
    const list = await t.request({
      method: 'GET',
      url: `/api/v1/landings/${f.demoId}/files?per_page=100`,
      token: f.owner,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.every((file: { landing_id: number }) => file.landing_id === f.demoId)).toBe(true);
    const search = await t.request({
      method: 'GET',
      url: `/api/v1/landings/${f.demoId}/files?search=brochure`,
      token: f.owner,
    });
    expect(search.json().data.map((file: { id: number }) => file.id)).toEqual([fileId]);
    const literal = await t.request({
      method: 'GET',
      url: `/api/v1/landings/${f.demoId}/files?search=%25`,
      token: f.owner,
    });
    expect(literal.json().meta.total).toBe(0);
  });

  it('renames with PUT and deletes with DELETE', async () => {
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/v1/landings/${f.demoId}/files/${fileId}`,
      token: f.owner,
      payload: { name: 'Spring brochure' },
    });
    expect(renamed.json().data.name).toBe('Spring brochure');
    const one = await t.request({
      method: 'GET',
      url: `/api/v1/landings/${f.demoId}/files/${fileId}`,
      token: f.owner,
    });
    expect(one.json().data.name).toBe('Spring brochure');
    const wrongSite = await t.request({
      method: 'PUT',
      url: `/api/v1/landings/${f.launchpadId}/files/${fileId}`,
      token: f.owner,
      payload: { name: 'x' },
    });
    expect(wrongSite.statusCode).toBe(404);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v1/landings/${f.demoId}/files/${fileId}`,
      token: f.owner,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/v1/landings/${f.demoId}/files/${fileId}`,
      token: f.owner,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps other tenants and sub-users without the site out: 404', async () => {
    const upload1 = await multipartBody({}, { name: 'a.png', bytes: photo });
    for (const token of [f.otherOwner, f.websiteUser]) {
      for (const route of [
        { method: 'GET', url: `/api/v1/landings/${f.demoId}/files` },
        {
          method: 'POST',
          url: `/api/v1/landings/${f.demoId}/files`,
          payload: upload1.payload,
          headers: upload1.headers,
        },
        { method: 'GET', url: `/api/v1/landings/${f.demoId}/files/1` },
        { method: 'PUT', url: `/api/v1/landings/${f.demoId}/files/1`, payload: { name: 'x' } },
        { method: 'DELETE', url: `/api/v1/landings/${f.demoId}/files/1` },
      ] as const) {
        expect((await t.request({ ...route, token })).statusCode, `${route.method} ${route.url}`).toBe(404);
      }
    }
  });

  it.each([
    ['GET', '/api/v1/landings/abc/files'],
    ['GET', '/api/v1/landings/1/files?order=sideways'],
    ['PUT', '/api/v1/landings/1/files/abc'],
    ['DELETE', '/api/v1/landings/0/files/1'],
  ] as const)('%s %s is 422', async (method, url) => {
    const response = await t.request({
      method,
      url,
      token: f.owner,
      ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('the storage quota', () => {
  it('refuses an upload that does not fit, storing nothing', async () => {
    const [owned] = await t.database.db.select().from(files).where(eq(files.landingId, f.demoId)).limit(1);
    // Someone filled the agency's space with a 1 GB object.
    await t.database.db.insert(fileObjects).values({
      fileId: owned!.id,
      agencyId: owned!.agencyId,
      token: 'zzzzzzzzzzzzzzzz',
      name: 'huge.png',
      storageKey: `${owned!.agencyId}/zzzzzzzzzzzzzzzz/huge.png`,
      contentType: 'image/png',
      bytes: 1024 * 1024 * 1024,
      width: 1,
      height: 1,
      primary: false,
    });
    const before = storedFiles().length;
    const response = await upload('/images/upload-image', f.owner, { name: 'a.png', bytes: photo });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/Your storage is full/);
    expect(storedFiles()).toHaveLength(before);
    // Known to be full now: refused again before any image work.
    const again = await upload('/images/upload-logo-image', f.owner, { name: 'b.png', bytes: photo });
    expect(again.json()).toMatchObject({ message: expect.stringMatching(/^Your storage is full/) });
    expect(storedFiles()).toHaveLength(before);
    // Space freed elsewhere (another instance, a direct delete) is noticed at once.
    await t.database.db.delete(fileObjects).where(eq(fileObjects.token, 'zzzzzzzzzzzzzzzz'));
    const after = await upload('/images/upload-image', f.owner, { name: 'a.png', bytes: photo });
    expect(after.statusCode).toBe(201);
  });
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDocument } from '../../../test/documents.ts';
import { type FakeS3, fakeS3Settings, startFakeS3 } from '../../../test/fake-s3.ts';
import { pngImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { pages } from '../../db/schema/index.ts';

/** The same upload path with S3_* set: the real SDK against a local S3-compatible server. */
let fake: FakeS3;
let t: TestApp;
let owner: string;

beforeAll(async () => {
  fake = await startFakeS3('tessera-uploads');
  t = await createTestApp({ SITES_PORT: 3000, ...fakeS3Settings(fake), S3_PREFIX: 'uploads' });
  owner = await t.login(DEMO.agency);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('uploads on S3-compatible storage', () => {
  it('stores the file and its variants in the bucket, serves them from the site, and deletes them', async () => {
    const body = await multipartBody({}, { name: 'Bucket Photo.png', bytes: await pngImage(1200, 800) });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/images/upload-image',
      token: owner,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(201);
    const { url, id } = response.json().data;
    const keys = [...fake.objects.keys()];
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => key.startsWith('uploads/') && /\/bucket-photo(-\d+w)?\.webp$/.test(key))).toBe(
      true,
    );
    // Nothing on local disk.
    expect(() => readdirSync(path.join(t.dataDir, 'uploads'))).toThrow();

    const parsed = new URL(url);
    const served = await t.request({ method: 'GET', url: parsed.pathname, headers: { host: parsed.host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1200, height: 800 });

    const rotated = await t.request({
      method: 'POST',
      url: `/api/v1/media-library/${id}/rotate`,
      token: owner,
      payload: { degrees: 180 },
    });
    expect(rotated.statusCode).toBe(200);
    expect(fake.objects.size).toBe(6);

    const deleted = await t.request({ method: 'DELETE', url: `/api/v1/media-library/${id}`, token: owner });
    expect(deleted.statusCode).toBe(200);
    expect(fake.objects.size).toBe(0);
    expect(fake.log.filter((line) => line.startsWith('DELETE'))).toHaveLength(6);
  });

  it('a refused upload leaves the bucket untouched', async () => {
    const before = fake.log.length;
    const body = await multipartBody({}, { name: 'x.png', bytes: Buffer.from('<svg/>') });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/images/upload-image',
      token: owner,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(fake.log.length).toBe(before);
  });
});

describe('files copied with a design on S3-compatible storage', () => {
  it("copies a template's image into the agency's keys and serves it from the new site", async () => {
    const admin = await t.login(DEMO.admin);
    const category = await t.api('POST', '/admin-templates/categories', admin, { name: 'S3 copies' });
    const categoryId = category.json().data.id as number;
    await t.api('POST', `/admin-templates/categories/${categoryId}/publish`, admin, {});
    const made = await t.api('POST', '/admin-templates', admin, {
      name: 'S3 template',
      category_id: categoryId,
    });
    const template = made.json().data as { id: number; landing_id: number };
    await t.api('POST', `/admin-templates/${template.id}/publish`, admin, {});
    const body = await multipartBody(
      { landing_id: template.landing_id },
      { name: 'Template Photo.png', bytes: await pngImage(600, 400) },
    );
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/v1/images/upload-image',
      token: admin,
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().data.url as string;
    const [home] = await t.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.landingId, template.landing_id), eq(pages.isHome, true)));
    const document = headlineDocument('With a picture');
    document.sections[0]!.options.background.image.url = url;
    await t.database.db.update(pages).set({ document }).where(eq(pages.id, home!.id));
    const objectsBefore = fake.objects.size;

    const created = await t.api('POST', '/landings', owner, {
      title: 'From S3 template',
      subdomain: 's3-template-copy',
      description: '',
      template_id: template.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [copy] = await t.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.landingId, created.json().data.id), eq(pages.isHome, true)));
    const copiedUrl = (copy!.document as typeof document).sections[0]!.options.background.image.url;
    const parsed = new URL(copiedUrl);
    expect(parsed.host).toBe('s3-template-copy.localhost:3000');
    // The original and its variants, once more under the agency's own keys.
    expect(fake.objects.size).toBe(objectsBefore * 2);
    const [, , agencyId, token] = parsed.pathname.split('/');
    expect(
      [...fake.objects.keys()].filter((key) => key.startsWith(`uploads/${agencyId}/${token}/`)),
    ).toHaveLength(objectsBefore);
    const served = await t.request({ method: 'GET', url: parsed.pathname, headers: { host: parsed.host } });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 600, height: 400 });
  });
});

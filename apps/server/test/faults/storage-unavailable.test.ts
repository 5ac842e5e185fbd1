import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE } from '../../src/lib/unavailable.ts';
import { type FakeS3, fakeS3Settings, startFakeS3 } from '../fake-s3.ts';
import { pngImage } from '../images.ts';
import { multipartBody } from '../multipart.ts';
import { createTestApp, DEMO, type TestApp } from '../test-app.ts';

/**
 * Issue 20, faults: S3 unavailable while someone uploads. The real SDK talks to the local fake
 * S3 (test/fake-s3.ts), told to fail: the upload is answered with a clear 503, and nothing is
 * left half-written (no file row, no quota used, no object in the bucket).
 */
let fake: FakeS3;
let t: TestApp;
let owner: string;

beforeAll(async () => {
  fake = await startFakeS3('tessera-faults');
  t = await createTestApp(fakeS3Settings(fake));
  owner = await t.login(DEMO.agency);
});
afterEach(() => {
  fake.fault = null;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function upload(name: string) {
  const body = await multipartBody({}, { name, bytes: await pngImage(1200, 800) });
  return t.request({
    method: 'POST',
    url: '/api/v1/images/upload-image',
    token: owner,
    payload: body.payload,
    headers: body.headers,
  });
}

async function usage(): Promise<{ used_bytes: number; files: number }> {
  const response = await t.api('GET', '/media-library/usage', owner);
  expect(response.statusCode).toBe(200);
  const { used_bytes, files } = response.json().data;
  return { used_bytes, files };
}

function expectStorageUnavailable(response: Awaited<ReturnType<typeof upload>>): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE });
  expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
}

describe('uploads while S3 is unavailable', () => {
  it('answers 503 when the bucket cannot be reached, and records nothing', async () => {
    const before = await usage();
    fake.fault = () => 'drop';
    expectStorageUnavailable(await upload('Unreachable.png'));
    fake.fault = null;
    expect(await usage()).toEqual(before);
    expect(fake.objects.size).toBe(0);

    // Once the bucket is back the same upload is stored.
    expect((await upload('Unreachable.png')).statusCode).toBe(201);
  });

  it('removes the original it wrote when a variant cannot be written', async () => {
    const before = await usage();
    const objectsBefore = new Set(fake.objects.keys());
    const logFrom = fake.log.length;
    // The variants are refused at once; the original is stored, but only after they failed.
    fake.fault = ({ method, key }) => {
      if (method !== 'PUT' || !key.includes('/half-written')) return null;
      return /-\d+w\.webp$/.test(key) ? { status: 500, code: 'InternalError' } : { delayMs: 600 };
    };
    expectStorageUnavailable(await upload('Half Written.png'));

    const requests = fake.log.slice(logFrom);
    const original = requests.find((line) => /^PUT .*\/half-written\.webp$/.test(line))?.slice('PUT '.length);
    expect(original).toBeDefined();
    expect(requests).toContain(`DELETE ${original}`);
    expect(new Set(fake.objects.keys())).toEqual(objectsBefore);
    expect(await usage()).toEqual(before);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3.ts';
import { createStorage, type ObjectStorage } from './index.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';

async function read(stream: Readable | null): Promise<string | null> {
  if (stream === null) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

let dataDir: string;
let fake: FakeS3;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-storage-'));
  fake = await startFakeS3();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await fake.close();
});

function backends(): Array<[string, () => ObjectStorage]> {
  return [
    ['local disk', () => createStorage({ DATA_DIR: dataDir })],
    [
      'S3-compatible',
      () =>
        createStorage({
          DATA_DIR: dataDir,
          S3_BUCKET: fake.bucket,
          S3_ENDPOINT: fake.endpoint,
          S3_ACCESS_KEY_ID: fake.accessKeyId,
          S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
          S3_PREFIX: 'install-1',
        }),
    ],
  ];
}

describe.each(backends())('%s storage', (_name, make) => {
  it('puts, gets, replaces and deletes an object', async () => {
    const storage = make();
    expect(await storage.get('7/abc/missing.webp')).toBeNull();
    await storage.put('7/abc/photo.webp', Buffer.from('first'), 'image/webp');
    expect(await read(await storage.get('7/abc/photo.webp'))).toBe('first');
    await storage.put('7/abc/photo.webp', Buffer.from('second'), 'image/webp');
    expect(await read(await storage.get('7/abc/photo.webp'))).toBe('second');
    await storage.delete('7/abc/photo.webp');
    expect(await storage.get('7/abc/photo.webp')).toBeNull();
    // Deleting what is gone is not an error.
    await storage.delete('7/abc/photo.webp');
    storage.close?.();
  });

  it.each(['../escape.png', '7/../../etc/passwd', '/absolute.png', '7//x.png', 'Upper/Case.png', ''])(
    'refuses the key %j before touching the backend',
    async (key) => {
      const storage = make();
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      storage.close?.();
    },
  );
});

describe('backend choice', () => {
  it('uses DATA_DIR/uploads without S3 settings', () => {
    const storage = createStorage({ DATA_DIR: dataDir });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).root).toBe(path.resolve(dataDir, 'uploads'));
  });

  it('uses the bucket when S3_BUCKET is set, keys under S3_PREFIX, through the configured endpoint', async () => {
    const storage = createStorage({
      DATA_DIR: dataDir,
      S3_BUCKET: fake.bucket,
      S3_ENDPOINT: fake.endpoint,
      S3_ACCESS_KEY_ID: fake.accessKeyId,
      S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
      S3_PREFIX: 'tenant-a/',
    });
    expect(storage).toBeInstanceOf(S3Storage);
    await storage.put('1/tok/logo.png', Buffer.from('png bytes'), 'image/png');
    expect(fake.objects.get('tenant-a/1/tok/logo.png')).toEqual({
      body: Buffer.from('png bytes'),
      contentType: 'image/png',
    });
    storage.close?.();
  });

  it('surfaces a refused signature instead of pretending the write worked', async () => {
    const storage = createStorage({
      DATA_DIR: dataDir,
      S3_BUCKET: fake.bucket,
      S3_ENDPOINT: fake.endpoint,
      S3_ACCESS_KEY_ID: 'SOMEONEELSE',
      S3_SECRET_ACCESS_KEY: 'nope',
    });
    await expect(storage.put('1/tok/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(fake.objects.has('1/tok/x.png')).toBe(false);
    storage.close?.();
  });

  it('local writes leave no partial files behind', async () => {
    const storage = new LocalStorage(path.join(dataDir, 'atomic'));
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        storage.put('3/tok/same.png', Buffer.alloc(10_000, i), 'image/png'),
      ),
    );
    expect(await readdir(path.join(dataDir, 'atomic', '3', 'tok'))).toEqual(['same.png']);
  });
});

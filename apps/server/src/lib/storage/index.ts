import path from 'node:path';
import type { ServerConfig } from '../../config.ts';
import { LocalStorage } from './local.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage } from './s3.ts';

export { assertStorageKey, type ObjectStorage, StorageUnavailableError } from './object-storage.ts';

/** The whole object under a key (small objects: images, icons), or null when there is none. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  if (stream === null) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type StorageConfig = Pick<
  ServerConfig,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** S3-compatible storage when `S3_BUCKET` is set; `DATA_DIR/uploads` otherwise. */
export function createStorage(config: StorageConfig): ObjectStorage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION ?? 'us-east-1',
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      // Most S3-compatible servers (MinIO, Ceph, Garage) need path-style addressing.
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
      prefix: config.S3_PREFIX ?? '',
    });
  }
  return new LocalStorage(path.resolve(config.DATA_DIR, 'uploads'));
}

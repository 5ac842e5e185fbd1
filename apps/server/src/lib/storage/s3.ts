import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type ObjectStorage, StorageUnavailableError } from './object-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's URL; AWS itself when undefined. */
  endpoint: string | undefined;
  region: string;
  /** Both unset: the SDK's own credential chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `tessera/`. */
  prefix: string;
}

/** Objects in an S3-compatible bucket through the official SDK. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
    // The SDK warns on Node < 22 about releases after January 2027; this pinned release supports
    // Node 20, which the project targets, so the warning would only be noise in every start log.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Extra checksum headers are newer than many S3-compatible servers; send them only when
      // an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      Body: body,
      ContentType: contentType,
      ContentLength: body.byteLength,
    });
    try {
      await this.client.send(command);
    } catch (error) {
      throw new StorageUnavailableError('put', key, error);
    }
  }

  async get(key: string): Promise<Readable | null> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    try {
      const answer = await this.client.send(command);
      const body = answer.Body;
      if (body instanceof Readable) return body;
      if (body === undefined) return Readable.from([]);
      // Outside Node the SDK answers with web streams; on Node it is always a Readable.
      return Readable.from(Buffer.from(await body.transformToByteArray()));
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw new StorageUnavailableError('get', key, error);
    }
  }

  async delete(key: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    try {
      await this.client.send(command);
    } catch (error) {
      throw new StorageUnavailableError('delete', key, error);
    }
  }

  close(): void {
    this.client.destroy();
  }
}

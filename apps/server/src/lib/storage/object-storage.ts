import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. The database says what exists and who owns it; storage only keeps
 * bytes under keys, so a backend is three operations and nothing else.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores bytes under a key, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Readable | null>;
  /** Removes a key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (S3); called when the app closes. */
  close?(): void;
}

/**
 * The backend could not do what was asked (unreachable, failing, refusing our credentials): not a
 * missing object, and nothing the request did wrong. Answered 503 (lib/unavailable.ts).
 */
export class StorageUnavailableError extends Error {
  constructor(operation: 'put' | 'get' | 'delete', key: string, cause: unknown) {
    super(`storage could not ${operation} ${key}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Keys are made by the files module, never from request text; this guards the boundary anyway. */
const KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

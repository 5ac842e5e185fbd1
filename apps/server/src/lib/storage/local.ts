import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type ObjectStorage, StorageUnavailableError } from './object-storage.ts';

/** Files under one folder (`DATA_DIR/uploads` by default); a key is a relative path. */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  private fileFor(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  // The type is the database's to remember; files on disk carry none.
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const file = this.fileFor(key);
    // Written beside and renamed into place: a reader never sees half a file.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw new StorageUnavailableError('put', key, error);
    }
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.fileFor(key);
    try {
      const handle = await open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StorageUnavailableError('get', key, error);
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileFor(key);
    try {
      await rm(file, { force: true });
    } catch (error) {
      throw new StorageUnavailableError('delete', key, error);
    }
  }
}

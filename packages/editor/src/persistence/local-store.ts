import type { PageDocument } from '@tessera/document';

/**
 * A copy of edits the server has not confirmed yet, kept in the browser so a reload, a crash or
 * an offline spell loses nothing. One record per design and editor session (tab).
 */
export interface PendingRecord {
  /** `${designKey}|${sessionId}`. */
  id: string;
  designKey: string;
  sessionId: string;
  /** The server version `document` was edited from. */
  baseVersion: number;
  /** The newest edited document. */
  document: PageDocument;
  /**
   * A save sent (or about to be sent) whose answer was not received: resent with the same key,
   * so the server applies it once whatever happened to the first answer.
   */
  attempt: { key: string; document: PageDocument; version: number } | null;
  /** Last write; a record nobody touched for a while belongs to a closed tab. */
  touchedAt: number;
}

export interface PendingStore {
  get(id: string): Promise<PendingRecord | null>;
  put(record: PendingRecord): Promise<void>;
  delete(id: string): Promise<void>;
  /** Every record of a design, from any session. */
  forDesign(designKey: string): Promise<PendingRecord[]>;
}

/** In memory: tests, and browsers where neither IndexedDB nor localStorage works. */
export class MemoryPendingStore implements PendingStore {
  readonly records = new Map<string, PendingRecord>();
  async get(id: string) {
    return this.records.get(id) ?? null;
  }
  async put(record: PendingRecord) {
    this.records.set(record.id, record);
  }
  async delete(id: string) {
    this.records.delete(id);
  }
  async forDesign(designKey: string) {
    return [...this.records.values()].filter((r) => r.designKey === designKey);
  }
}

const DB_NAME = 'tessera-editor';
const STORE = 'pending';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** IndexedDB: room for large documents (localStorage stops at ~5 MB and blocks the page). */
export class IndexedDbPendingStore implements PendingStore {
  private db: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory) {}

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const req = this.factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        const store = req.result.createObjectStore(STORE, { keyPath: 'id' });
        store.createIndex('designKey', 'designKey');
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      req.onblocked = () => reject(new Error('The browser storage is blocked by another tab.'));
    });
    return this.db;
  }

  private async store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
    return (await this.open()).transaction(STORE, mode).objectStore(STORE);
  }

  async get(id: string) {
    return ((await request((await this.store('readonly')).get(id))) as PendingRecord | undefined) ?? null;
  }
  async put(record: PendingRecord) {
    await request((await this.store('readwrite')).put(record));
  }
  async delete(id: string) {
    await request((await this.store('readwrite')).delete(id));
  }
  async forDesign(designKey: string) {
    const index = (await this.store('readonly')).index('designKey');
    return (await request(index.getAll(designKey))) as PendingRecord[];
  }
}

/** localStorage, when IndexedDB is unavailable. */
export class LocalStoragePendingStore implements PendingStore {
  private readonly prefix = 'tessera-editor:';
  constructor(private readonly storage: Storage) {}
  async get(id: string) {
    const text = this.storage.getItem(this.prefix + id);
    return text ? (JSON.parse(text) as PendingRecord) : null;
  }
  async put(record: PendingRecord) {
    this.storage.setItem(this.prefix + record.id, JSON.stringify(record));
  }
  async delete(id: string) {
    this.storage.removeItem(this.prefix + id);
  }
  async forDesign(designKey: string) {
    const out: PendingRecord[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (!key?.startsWith(this.prefix)) continue;
      const record = await this.get(key.slice(this.prefix.length));
      if (record?.designKey === designKey) out.push(record);
    }
    return out;
  }
}

/** The best store this browser offers. */
export function browserPendingStore(): PendingStore {
  try {
    if (typeof indexedDB !== 'undefined') return new IndexedDbPendingStore(indexedDB);
  } catch {
    // Some privacy modes throw on access; fall through.
  }
  try {
    if (typeof localStorage !== 'undefined') return new LocalStoragePendingStore(localStorage);
  } catch {
    // Storage disabled entirely.
  }
  return new MemoryPendingStore();
}

/** This tab's editor session: survives reloads of the tab (sessionStorage), not other tabs. */
export function editorSessionId(): string {
  const key = 'tessera-editor-session';
  try {
    const existing = sessionStorage.getItem(key);
    if (existing) return existing;
    const id = crypto.randomUUID();
    sessionStorage.setItem(key, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

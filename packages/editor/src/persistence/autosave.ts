import type { PageDocument } from '@tessera/document';
import { type DocumentSource, type LoadedDesign, SaveError } from '../services.ts';
import type { PendingRecord, PendingStore } from './local-store.ts';

/**
 * - `saved`: the server has everything.
 * - `pending`: edits wait for the debounce (they are already in browser storage).
 * - `saving`: a save is on its way.
 * - `offline`: the server cannot be reached; retried with back-off and when the browser is online.
 * - `error`: the server refused (422, 403, 5xx…); edits are kept, the message says why.
 * - `conflict`: someone else saved first (409); the user chooses whose copy wins.
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'error' | 'conflict';

export interface SaveState {
  status: SaveStatus;
  message: string | null;
  /** The server version the editor's document is based on. */
  version: number;
  lastSavedAt: number | null;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface AutosaverOptions {
  source: Pick<DocumentSource, 'key' | 'save'>;
  store: PendingStore;
  sessionId: string;
  clock?: Clock;
  newKey?: () => string;
  /** Quiet time after the last edit before saving. */
  debounceMs?: number;
  /** Quiet time before writing the browser copy (structured clone of a large page costs a few ms). */
  backupDelayMs?: number;
  onState?: (state: SaveState) => void;
  /**
   * The server stored a repaired copy of `saved` (the document just saved): load its copy and
   * hand it to `reloaded`, which takes it only if nothing was edited meanwhile.
   */
  onReloadNeeded?: (saved: PageDocument) => void;
}

/** Retry delays after a failed save, then the last one again. */
export const RETRY_DELAYS_MS = [2000, 5000, 10_000, 20_000, 30_000];
/** A record untouched this long belongs to a tab that is gone: its edits may be adopted. */
export const ORPHAN_AFTER_MS = 30_000;
/** While edits are pending the record is touched this often, so live tabs are never orphans. */
export const TOUCH_EVERY_MS = 10_000;

const OFFLINE_MESSAGE =
  'You are offline. Your changes are kept in this browser and will be saved when the connection returns.';

/**
 * Autosave that never loses work: every edit is first kept in browser storage, then saved
 * (debounced) with the version it was made from and an idempotency key per attempt. An attempt
 * whose answer never came is resent with the same key, so it is applied exactly once. A 409
 * stops saving until the user picks a copy; nothing is overwritten on either side meanwhile.
 */
export class Autosaver {
  private readonly clock: Clock;
  private readonly newKey: () => string;
  private readonly debounceMs: number;
  private readonly backupDelayMs: number;
  private readonly recordId: string;
  private state: SaveState = { status: 'saved', message: null, version: 0, lastSavedAt: null };
  /** The document the server is known to have. */
  private serverDoc: PageDocument | null = null;
  private latest: PageDocument | null = null;
  private attempt: PendingRecord['attempt'] = null;
  private inFlight = false;
  private saveTimer: unknown = null;
  private backupTimer: unknown = null;
  private retries = 0;
  private disposed = false;
  /** Writes to browser storage happen one after another, in order. */
  private storeQueue: Promise<void> = Promise.resolve();
  private lastTouch = 0;

  constructor(private readonly options: AutosaverOptions) {
    this.clock = options.clock ?? browserClock;
    this.newKey = options.newKey ?? (() => crypto.randomUUID());
    this.debounceMs = options.debounceMs ?? 1500;
    this.backupDelayMs = options.backupDelayMs ?? 300;
    this.recordId = `${options.source.key}|${options.sessionId}`;
  }

  get current(): SaveState {
    return this.state;
  }

  private set(patch: Partial<SaveState>): void {
    this.state = { ...this.state, ...patch };
    this.options.onState?.(this.state);
  }

  /**
   * Starts from what the server sent and what this browser still holds. Returns the document
   * the editor should show (the browser's copy wins: it is the user's newest work) and whether
   * it came from the browser.
   */
  async start(loaded: LoadedDesign): Promise<{ document: PageDocument; restored: boolean }> {
    this.serverDoc = loaded.document;
    this.latest = loaded.document;
    this.set({ version: loaded.version, status: 'saved', message: null });
    const record = await this.findRecord();
    if (record === null) return { document: loaded.document, restored: false };

    this.latest = record.document;
    this.attempt = record.attempt;
    if (record.attempt !== null) {
      // The answer to this attempt never came: send it again; the server applies it at most once.
      this.set({ version: record.attempt.version, status: 'pending' });
      this.persist();
      this.schedule(0);
    } else if (record.baseVersion === loaded.version) {
      this.set({ status: 'pending' });
      this.persist();
      this.schedule(0);
    } else {
      // Someone saved since these edits were made: the user decides.
      this.set({ version: record.baseVersion });
      this.persist();
      this.conflict();
    }
    return { document: record.document, restored: true };
  }

  private async findRecord(): Promise<PendingRecord | null> {
    const own = await this.options.store.get(this.recordId).catch(() => null);
    if (own) return own;
    // A tab closed with unsaved edits (e.g. offline): adopt the newest orphan of this design.
    const all = await this.options.store.forDesign(this.options.source.key).catch(() => []);
    const now = this.clock.now();
    const orphans = all
      .filter((r) => r.sessionId !== this.options.sessionId && now - r.touchedAt > ORPHAN_AFTER_MS)
      .sort((a, b) => b.touchedAt - a.touchedAt);
    const orphan = orphans[0];
    if (!orphan) return null;
    this.enqueue(() => this.options.store.delete(orphan.id));
    return orphan;
  }

  /** The document changed in the editor. */
  changed(document: PageDocument): void {
    if (this.disposed || document === this.latest) return;
    this.latest = document;
    if (this.state.status === 'saved') this.set({ status: 'pending', message: null });
    this.clock.clearTimeout(this.backupTimer);
    this.backupTimer = this.clock.setTimeout(() => this.persist(), this.backupDelayMs);
    if (this.state.status === 'pending' || this.state.status === 'error') this.schedule(this.debounceMs);
  }

  /** Saves now (publish, leaving the editor). Resolves when the server has this document or refused it. */
  async flush(): Promise<SaveStatus> {
    this.clock.clearTimeout(this.saveTimer);
    if (this.state.status === 'conflict') return 'conflict';
    for (let i = 0; i < 5; i++) {
      if (!this.hasUnsaved() && this.attempt === null) return 'saved';
      await this.saveNow();
      const status = this.state.status;
      if (status !== 'pending' && status !== 'saved') return status;
    }
    return this.state.status;
  }

  hasUnsaved(): boolean {
    return this.latest !== null && this.latest !== this.serverDoc;
  }

  private schedule(ms: number): void {
    this.clock.clearTimeout(this.saveTimer);
    this.saveTimer = this.clock.setTimeout(() => {
      void this.saveNow();
    }, ms);
  }

  private enqueue(task: () => Promise<void>): void {
    this.storeQueue = this.storeQueue.then(task).catch(() => undefined);
  }

  /** Writes the browser copy (or removes it when nothing is unsaved). */
  private persist(): void {
    this.clock.clearTimeout(this.backupTimer);
    const latest = this.latest;
    if (latest === null) return;
    if (!this.hasUnsaved() && this.attempt === null) {
      this.enqueue(() => this.options.store.delete(this.recordId));
      return;
    }
    const record: PendingRecord = {
      id: this.recordId,
      designKey: this.options.source.key,
      sessionId: this.options.sessionId,
      baseVersion: this.state.version,
      document: latest,
      attempt: this.attempt,
      touchedAt: this.clock.now(),
    };
    this.lastTouch = record.touchedAt;
    this.enqueue(() => this.options.store.put(record));
  }

  /** Lets browser-storage writes finish (tests, leaving the editor). */
  settled(): Promise<void> {
    return this.storeQueue;
  }

  private async saveNow(): Promise<void> {
    if (this.disposed || this.inFlight || this.state.status === 'conflict') return;
    const latest = this.latest;
    if (latest === null) return;
    if (this.attempt === null) {
      if (!this.hasUnsaved()) {
        this.set({ status: 'saved', message: null });
        this.persist();
        return;
      }
      this.attempt = { key: this.newKey(), document: latest, version: this.state.version };
    }
    const attempt = this.attempt;
    // The attempt is in browser storage before it leaves, so a crash mid-flight resends it.
    this.persist();
    this.inFlight = true;
    this.set({ status: 'saving' });
    try {
      const answer = await this.options.source.save({
        document: attempt.document,
        version: attempt.version,
        idempotencyKey: attempt.key,
      });
      this.inFlight = false;
      if (this.disposed) return;
      this.retries = 0;
      this.attempt = null;
      this.serverDoc = attempt.document;
      const upToDate = this.latest === attempt.document;
      this.set({
        version: answer.version,
        lastSavedAt: this.clock.now(),
        status: upToDate ? 'saved' : 'pending',
        message: null,
      });
      this.persist();
      // With edits made since, the next save is repaired in turn and asks again; reloading now
      // would drop them.
      if (upToDate && answer.shouldReload) this.options.onReloadNeeded?.(attempt.document);
      if (!upToDate) this.schedule(this.debounceMs);
    } catch (error) {
      this.inFlight = false;
      if (this.disposed) return;
      this.failed(error);
    }
  }

  private failed(error: unknown): void {
    const status = error instanceof SaveError ? error.status : 0;
    const message = error instanceof Error ? error.message : 'The page could not be saved.';
    if (status === 409) {
      // Refused: this attempt was not applied, and resending it would be refused again.
      this.attempt = null;
      this.persist();
      this.conflict();
      return;
    }
    if (status === 0 || status === 429 || status >= 500) {
      // Not applied, or applied and the answer lost: resend the same attempt later.
      const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
      this.retries++;
      this.set({
        status: status === 0 ? 'offline' : 'error',
        message:
          status === 0
            ? OFFLINE_MESSAGE
            : `${message} Retrying in ${Math.round(delay / 1000)} s; your changes are kept in this browser.`,
      });
      this.schedule(delay);
      this.touch();
      return;
    }
    // 422, 403, 404…: the server will refuse this content again; keep it, say why, wait for edits.
    this.attempt = null;
    this.persist();
    this.set({ status: 'error', message: `${message} Your changes are kept in this browser.` });
  }

  /** Keeps the record fresh while edits wait, so other tabs never take it for an orphan. */
  private touch(): void {
    if (this.clock.now() - this.lastTouch >= TOUCH_EVERY_MS) this.persist();
  }

  private conflict(): void {
    this.clock.clearTimeout(this.saveTimer);
    this.set({
      status: 'conflict',
      message: 'This page was changed elsewhere. Choose which version to keep; nothing is lost until you do.',
    });
  }

  /** The browser says it is back online: retry at once. */
  online(): void {
    if (this.state.status === 'offline' || (this.state.status === 'error' && this.attempt !== null))
      this.schedule(0);
  }

  /**
   * Ends a conflict. `mine`: save the editor's document over the server's (version `serverVersion`).
   * `theirs`: the editor now shows `serverDocument`; the local copy is dropped.
   */
  resolve(choice: 'mine', serverVersion: number): void;
  resolve(choice: 'theirs', serverVersion: number, serverDocument: PageDocument): void;
  resolve(choice: 'mine' | 'theirs', serverVersion: number, serverDocument?: PageDocument): void {
    this.attempt = null;
    this.retries = 0;
    if (choice === 'theirs' && serverDocument) {
      this.serverDoc = serverDocument;
      this.latest = serverDocument;
      this.set({ status: 'saved', version: serverVersion, message: null });
      this.persist();
      return;
    }
    this.serverDoc = null;
    this.set({ status: 'pending', version: serverVersion, message: null });
    this.persist();
    this.schedule(0);
  }

  /**
   * The server's repaired copy of `saved` (after `shouldReload`), loaded at `version`. Taken only
   * while the editor still holds exactly `saved` with nothing waiting to be sent: an edit made
   * while the copy loaded wins (it is saved and repaired in turn). True when taken; the editor
   * then shows `document`.
   */
  reloaded(document: PageDocument, version: number, saved: PageDocument): boolean {
    if (this.disposed || this.latest !== saved || this.attempt !== null || this.inFlight) return false;
    if (this.state.status !== 'saved') return false;
    this.serverDoc = document;
    this.latest = document;
    this.set({ version, status: 'saved', message: null });
    this.persist();
    return true;
  }

  dispose(): void {
    this.disposed = true;
    this.clock.clearTimeout(this.saveTimer);
    if (this.backupTimer !== null) this.persist();
  }
}

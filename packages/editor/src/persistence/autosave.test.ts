import { DocumentBuilder, type PageDocument } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { type SaveAnswer, SaveError, type SaveRequest } from '../services.ts';
import { Autosaver, type Clock, ORPHAN_AFTER_MS, type SaveState } from './autosave.ts';
import { MemoryPendingStore } from './local-store.ts';

class FakeClock implements Clock {
  time = 1_000_000;
  private timers: Array<{ at: number; fn: () => void; id: number }> = [];
  private next = 1;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.next++;
    this.timers.push({ at: this.time + ms, fn, id });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((t) => t.id !== handle);
  };
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
      await settle();
    }
    this.time = until;
    await settle();
  }
}

async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/**
 * A server with the design route's rules: version check, idempotency receipts. `mode` makes the
 * next call fail the way networks and servers fail.
 */
class FakeServer {
  version = 1;
  document: PageDocument;
  applied = 0;
  receipts = new Map<string, number>();
  mode: 'ok' | 'offline' | 'lose-answer' | 'refuse' | 'repair' = 'ok';
  calls: SaveRequest[] = [];
  constructor(document: PageDocument) {
    this.document = document;
  }
  save = async (request: SaveRequest): Promise<SaveAnswer> => {
    this.calls.push(request);
    if (this.mode === 'offline') throw new SaveError(0, 'The server could not be reached.');
    if (this.mode === 'refuse') throw new SaveError(422, 'The document is invalid.');
    const seen = this.receipts.get(request.idempotencyKey);
    if (seen !== undefined) return { version: seen, shouldReload: false, warnings: [] };
    if (request.version !== this.version) throw new SaveError(409, 'This page was changed elsewhere.');
    this.version++;
    this.applied++;
    this.document = request.document;
    this.receipts.set(request.idempotencyKey, this.version);
    if (this.mode === 'lose-answer') throw new SaveError(0, 'The server could not be reached.');
    if (this.mode === 'repair')
      return { version: this.version, shouldReload: true, warnings: [{ path: 'x', message: 'fixed' }] };
    return { version: this.version, shouldReload: false, warnings: [] };
  };
}

function doc(label: string): PageDocument {
  const b = new DocumentBuilder(label.length + 3);
  return b.build({ sections: [b.section({ name: label }, [])] });
}

function setup(
  options: { store?: MemoryPendingStore; server?: FakeServer; session?: string; clock?: FakeClock } = {},
) {
  const clock = options.clock ?? new FakeClock();
  const store = options.store ?? new MemoryPendingStore();
  const server = options.server ?? new FakeServer(doc('server'));
  const states: SaveState[] = [];
  let keys = 0;
  let reloads = 0;
  const reloadAsked: PageDocument[] = [];
  const saver = new Autosaver({
    source: { key: 'page:1', save: server.save },
    store,
    sessionId: options.session ?? 'tab-a',
    clock,
    newKey: () => `key-${options.session ?? 'tab-a'}-${++keys}`,
    debounceMs: 1000,
    backupDelayMs: 100,
    onState: (s) => states.push(s),
    onReloadNeeded: (saved) => {
      reloads++;
      reloadAsked.push(saved);
    },
  });
  return { clock, store, server, saver, states, reloads: () => reloads, reloadAsked };
}

describe('Autosaver', () => {
  it('saves after the debounce, with the version, and forgets the browser copy', async () => {
    const { clock, store, server, saver } = setup();
    await saver.start({ document: server.document, version: 1 });
    const edited = doc('edited');
    saver.changed(edited);
    expect(saver.current.status).toBe('pending');
    await clock.advance(150);
    expect(store.records.size).toBe(1);
    await clock.advance(1000);
    expect(saver.current).toMatchObject({ status: 'saved', version: 2 });
    expect(server.document).toBe(edited);
    await saver.settled();
    expect(store.records.size).toBe(0);
  });

  it('keeps edits through an offline spell and saves them once when back', async () => {
    const { clock, store, server, saver } = setup();
    await saver.start({ document: server.document, version: 1 });
    server.mode = 'offline';
    const edited = doc('offline edit');
    saver.changed(edited);
    await clock.advance(1100);
    expect(saver.current.status).toBe('offline');
    await saver.settled();
    expect(store.records.get('page:1|tab-a')?.attempt?.document).toBe(edited);
    server.mode = 'ok';
    saver.online();
    await clock.advance(1);
    expect(saver.current.status).toBe('saved');
    expect(server.applied).toBe(1);
    // Every try was the same attempt.
    expect(new Set(server.calls.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it('applies an attempt whose answer was lost exactly once', async () => {
    const { clock, server, saver } = setup();
    await saver.start({ document: server.document, version: 1 });
    server.mode = 'lose-answer';
    saver.changed(doc('lost'));
    await clock.advance(1100);
    expect(server.applied).toBe(1);
    expect(saver.current.status).toBe('offline');
    server.mode = 'ok';
    await clock.advance(2000);
    expect(saver.current).toMatchObject({ status: 'saved', version: 2 });
    expect(server.applied).toBe(1);
  });

  it('after a reload, resends the unanswered attempt with its key and restores the edits', async () => {
    const store = new MemoryPendingStore();
    const server = new FakeServer(doc('server'));
    const first = setup({ store, server });
    await first.saver.start({ document: server.document, version: 1 });
    server.mode = 'lose-answer';
    const edited = doc('before reload');
    first.saver.changed(edited);
    await first.clock.advance(1100);
    await first.saver.settled();
    first.saver.dispose();
    // The tab reloads: the server already has the edit (version 2) but the editor never heard.
    server.mode = 'ok';
    const second = setup({ store, server });
    const started = await second.saver.start({ document: server.document, version: server.version });
    expect(started.restored).toBe(true);
    expect(started.document).toEqual(edited);
    await second.clock.advance(1);
    expect(second.saver.current).toMatchObject({ status: 'saved', version: 2 });
    expect(server.applied).toBe(1);
  });

  it('restores unsent edits after a reload and sends them', async () => {
    const store = new MemoryPendingStore();
    const server = new FakeServer(doc('server'));
    const first = setup({ store, server });
    await first.saver.start({ document: server.document, version: 1 });
    first.saver.changed(doc('typed then reloaded'));
    await first.clock.advance(150);
    await first.saver.settled();
    first.saver.dispose();
    const second = setup({ store, server });
    const started = await second.saver.start({ document: server.document, version: 1 });
    expect(started.restored).toBe(true);
    await second.clock.advance(1);
    expect(second.saver.current.status).toBe('saved');
    expect(server.applied).toBe(1);
  });

  it('stops on a conflict and lets the user keep either copy', async () => {
    const { clock, server, saver, store } = setup();
    await saver.start({ document: server.document, version: 1 });
    // Another tab saves first.
    server.version = 2;
    server.document = doc('theirs');
    const mine = doc('mine');
    saver.changed(mine);
    await clock.advance(1100);
    expect(saver.current.status).toBe('conflict');
    saver.changed(doc('mine, more'));
    await clock.advance(5000);
    expect(server.applied).toBe(0);
    await saver.settled();
    expect(store.records.get('page:1|tab-a')?.document).toEqual(doc('mine, more'));
    saver.resolve('mine', 2);
    await clock.advance(1);
    expect(saver.current).toMatchObject({ status: 'saved', version: 3 });
    expect(server.document).toEqual(doc('mine, more'));
  });

  it('choosing their copy drops the local one', async () => {
    const { clock, server, saver, store } = setup();
    await saver.start({ document: server.document, version: 1 });
    server.version = 2;
    saver.changed(doc('mine'));
    await clock.advance(1100);
    const theirs = doc('theirs');
    saver.resolve('theirs', 2, theirs);
    await saver.settled();
    expect(saver.current).toMatchObject({ status: 'saved', version: 2 });
    expect(store.records.size).toBe(0);
  });

  it('keeps refused content, says why, and tries again after the next edit', async () => {
    const { clock, server, saver, store } = setup();
    await saver.start({ document: server.document, version: 1 });
    server.mode = 'refuse';
    saver.changed(doc('bad'));
    await clock.advance(1100);
    expect(saver.current.status).toBe('error');
    expect(saver.current.message).toMatch(/invalid.*kept in this browser/);
    await clock.advance(60_000);
    expect(server.calls).toHaveLength(1);
    await saver.settled();
    expect(store.records.size).toBe(1);
    server.mode = 'ok';
    saver.changed(doc('fixed'));
    await clock.advance(1100);
    expect(saver.current.status).toBe('saved');
  });

  it('finds a conflict at start when the browser copy is older than the server', async () => {
    const store = new MemoryPendingStore();
    const server = new FakeServer(doc('server'));
    const first = setup({ store, server });
    await first.saver.start({ document: server.document, version: 1 });
    first.saver.changed(doc('unsent'));
    await first.clock.advance(150);
    await first.saver.settled();
    first.saver.dispose();
    server.version = 5;
    const second = setup({ store, server });
    const started = await second.saver.start({ document: server.document, version: 5 });
    expect(started.document).toEqual(doc('unsent'));
    expect(second.saver.current.status).toBe('conflict');
  });

  it('adopts the edits of a closed tab, never those of a live one', async () => {
    const store = new MemoryPendingStore();
    const server = new FakeServer(doc('server'));
    const clock = new FakeClock();
    const other = setup({ store, server, session: 'tab-b', clock });
    await other.saver.start({ document: server.document, version: 1 });
    server.mode = 'offline';
    other.saver.changed(doc('from tab b'));
    await clock.advance(1100);
    await other.saver.settled();
    const live = setup({ store, server, session: 'tab-c', clock });
    expect((await live.saver.start({ document: server.document, version: 1 })).restored).toBe(false);
    other.saver.dispose();
    await clock.advance(ORPHAN_AFTER_MS + 1000);
    server.mode = 'ok';
    const later = setup({ store, server, session: 'tab-d', clock });
    const started = await later.saver.start({ document: server.document, version: 1 });
    expect(started.restored).toBe(true);
    expect(started.document).toEqual(doc('from tab b'));
  });

  it('asks for a reload when the server repaired what it stored', async () => {
    const { clock, server, saver, reloads } = setup();
    await saver.start({ document: server.document, version: 1 });
    server.mode = 'repair';
    saver.changed(doc('needs repair'));
    await clock.advance(1100);
    expect(reloads()).toBe(1);
  });

  it('takes the repaired copy only while nothing was edited since the save', async () => {
    const { clock, server, saver, reloadAsked, states } = setup();
    await saver.start({ document: server.document, version: 1 });
    server.mode = 'repair';
    const sent = doc('needs repair');
    saver.changed(sent);
    await clock.advance(1100);
    expect(reloadAsked).toEqual([sent]);
    const repaired = doc('repaired copy');
    // An edit arrives while the repaired copy loads: the copy is not taken, the edit is kept.
    const edit = doc('typed meanwhile');
    saver.changed(edit);
    expect(saver.reloaded(repaired, server.version, sent)).toBe(false);
    await clock.advance(1100);
    expect(server.document).toBe(edit);
    // Now nothing changed since that save: the next repaired copy is taken.
    expect(saver.reloaded(repaired, server.version, edit)).toBe(true);
    expect(saver.hasUnsaved()).toBe(false);
    expect(states.at(-1)).toMatchObject({ status: 'saved', version: server.version });
    saver.changed(repaired);
    expect(saver.current.status).toBe('saved');
  });

  it('flush saves at once and reports the outcome', async () => {
    const { server, saver } = setup();
    await saver.start({ document: server.document, version: 1 });
    saver.changed(doc('publish me'));
    expect(await saver.flush()).toBe('saved');
    expect(server.applied).toBe(1);
  });
});

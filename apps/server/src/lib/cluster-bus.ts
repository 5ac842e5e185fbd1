import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, databaseConnectionOf } from '../db/client.ts';

/**
 * The cluster bus: what one instance tells every other instance on the same database, at once,
 * over PostgreSQL LISTEN/NOTIFY (PGlite runs the same NOTIFY and has a listen API). Realtime
 * notes (lib/realtime.ts `NotifyTransport`) and the public sites' cache and host invalidations
 * (sites/runtime.ts) travel on it.
 *
 * One rule for an instance's own messages: the publisher applies its change directly (before or
 * while it publishes) and never receives its own message back. Each message carries the id of
 * the instance that sent it, and receivers on that instance skip it. So a received message is
 * always another instance's, and a receiver applies it locally and never publishes it again.
 *
 * Delivery is at most once: a message sent while an instance's listening connection is down is
 * lost. When the connection comes back, `onMissed` listeners are told, so caches can check
 * everything again; the periodic re-checks of each cache stay as the fallback regardless.
 */
export interface ClusterBus {
  /** This instance's id, in every message it sends. */
  readonly instanceId: string;
  /** Sends `payload` (JSON, under 8,000 bytes with its envelope) to the other instances' subscribers of `channel`. */
  publish(channel: string, payload: unknown): Promise<void>;
  /** Receives other instances' messages on `channel`; returns the unsubscribe. */
  subscribe(channel: string, receiver: (payload: unknown) => void): () => void;
  /** Called after listening resumed following a drop: messages may have been missed meanwhile. */
  onMissed(listener: () => void): () => void;
  close(): Promise<void>;
}

export interface ClusterBusLog {
  warn(details: object, message: string): void;
  info?(details: object, message: string): void;
}

/** The one PostgreSQL notification channel; the bus's own channels travel inside the payload. */
export const BUS_CHANNEL = 'tessera_cluster';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;
/** Reconnection back-off of the PostgreSQL listener. */
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

interface Envelope {
  /** The sending instance. */
  i: string;
  /** The bus channel. */
  c: string;
  /** The payload. */
  d: unknown;
}

function envelopeOf(raw: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { i, c } = parsed as Record<string, unknown>;
    if (typeof i !== 'string' || typeof c !== 'string') return null;
    return { i, c, d: (parsed as Record<string, unknown>).d };
  } catch {
    return null;
  }
}

/** Publishing, subscribers and dispatch; subclasses only listen. */
abstract class DatabaseBus implements ClusterBus {
  readonly instanceId = randomUUID();
  protected closed = false;
  readonly #receivers = new Map<string, Set<(payload: unknown) => void>>();
  readonly #missed = new Set<() => void>();

  constructor(
    private readonly db: Database,
    protected readonly log: ClusterBusLog,
  ) {}

  abstract start(): Promise<void>;
  protected abstract stopListening(): Promise<void>;

  async publish(channel: string, payload: unknown): Promise<void> {
    if (this.closed) return;
    const text = JSON.stringify({ i: this.instanceId, c: channel, d: payload } satisfies Envelope);
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES)
      throw new Error(`cluster bus message on ${channel} is over ${MAX_PAYLOAD_BYTES} bytes`);
    await this.db.execute(sql`select pg_notify(${BUS_CHANNEL}, ${text})`);
  }

  subscribe(channel: string, receiver: (payload: unknown) => void): () => void {
    let receivers = this.#receivers.get(channel);
    if (!receivers) {
      receivers = new Set();
      this.#receivers.set(channel, receivers);
    }
    receivers.add(receiver);
    return () => {
      receivers.delete(receiver);
    };
  }

  onMissed(listener: () => void): () => void {
    this.#missed.add(listener);
    return () => {
      this.#missed.delete(listener);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.#receivers.clear();
    this.#missed.clear();
    await this.stopListening();
  }

  /** A raw notification payload: another instance's message goes to that channel's receivers. */
  protected dispatch(raw: string): void {
    if (this.closed) return;
    const envelope = envelopeOf(raw);
    if (!envelope) {
      this.log.warn({ channel: BUS_CHANNEL }, 'unreadable cluster bus message ignored');
      return;
    }
    if (envelope.i === this.instanceId) return;
    for (const receive of this.#receivers.get(envelope.c) ?? []) {
      try {
        receive(envelope.d);
      } catch (error) {
        this.log.warn({ err: error, channel: envelope.c }, 'cluster bus receiver failed');
      }
    }
  }

  protected reportMissed(): void {
    for (const listener of this.#missed) {
      try {
        listener();
      } catch (error) {
        this.log.warn({ err: error }, 'cluster bus missed-messages listener failed');
      }
    }
  }
}

/** Embedded PGlite: every instance on the same PGlite hears its NOTIFYs through its listen API. */
class PgliteBus extends DatabaseBus {
  #unlisten: (() => Promise<void>) | null = null;

  constructor(
    db: Database,
    private readonly client: PGlite,
    log: ClusterBusLog,
  ) {
    super(db, log);
  }

  async start(): Promise<void> {
    this.#unlisten = await this.client.listen(BUS_CHANNEL, (payload) => this.dispatch(payload));
  }

  protected async stopListening(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    if (!unlisten || this.client.closed) return;
    await unlisten().catch(() => undefined);
  }
}

/**
 * PostgreSQL: one dedicated connection (outside the query pool) runs LISTEN. When it drops it is
 * opened again with back-off, and once it listens again the missed-messages listeners are told.
 */
class PostgresBus extends DatabaseBus {
  #client: pg.Client | null = null;
  #timer: NodeJS.Timeout | null = null;
  #delay = RECONNECT_MIN_MS;
  #attempts = 0;

  constructor(
    db: Database,
    private readonly connectionString: string,
    log: ClusterBusLog,
  ) {
    super(db, log);
  }

  /** The first attempt; when it fails, listening is retried in the background. */
  start(): Promise<void> {
    return this.#attempt();
  }

  async #attempt(): Promise<void> {
    this.#attempts++;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: BUS_CHANNEL });
    let gone = false;
    const lost = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (this.#client === client) this.#client = null;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err: error }, 'cluster bus connection lost; reconnecting');
      this.#schedule();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === BUS_CHANNEL && message.payload !== undefined) this.dispatch(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (gone) return;
    if (this.closed) {
      gone = true;
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#delay = RECONNECT_MIN_MS;
    // Anything sent between the start and now (listening was down) may not have arrived.
    if (this.#attempts > 1) {
      this.log.info?.({}, 'cluster bus listening again');
      this.reportMissed();
    }
  }

  #schedule(): void {
    if (this.#timer || this.closed) return;
    const delay = this.#delay;
    this.#delay = Math.min(this.#delay * 2, RECONNECT_MAX_MS);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#attempt();
    }, delay);
    this.#timer.unref();
  }

  protected async stopListening(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }
}

/** One instance alone (a database opened without `openDatabase`): nobody else to tell. */
class LocalBus implements ClusterBus {
  readonly instanceId = randomUUID();
  async publish(): Promise<void> {}
  subscribe(): () => void {
    return () => undefined;
  }
  onMissed(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}
}

/** Opens this instance's bus on the database it was opened on and starts listening. */
export async function openClusterBus(db: Database, log: ClusterBusLog): Promise<ClusterBus> {
  const connection = databaseConnectionOf(db);
  if (!connection) return new LocalBus();
  const bus =
    connection.engine === 'pglite'
      ? new PgliteBus(db, connection.client, log)
      : new PostgresBus(db, connection.connectionString, log);
  await bus.start();
  return bus;
}

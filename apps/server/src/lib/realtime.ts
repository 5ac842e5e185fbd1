import {
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE,
  type RealtimeEvent,
  type RealtimeServerMessage,
  realtimeClientMessage,
  type SiteEventType,
  siteEventTypes,
} from '@tessera/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthContext } from './caller.ts';
import type { ClusterBus } from './cluster-bus.ts';

/**
 * The realtime hub behind the agency app's websocket: sockets authenticate with the bearer token,
 * subscribe to sites, and receive a note whenever something on a subscribed site changes (a new
 * contact, a published page). Notes carry ids only; the app refetches through the API.
 *
 * Delivery goes through a transport. `NotifyTransport` (the default) carries each note to every
 * instance over the cluster bus (PostgreSQL LISTEN/NOTIFY, lib/cluster-bus.ts), the note as its
 * JSON payload; what arrives goes to `deliverLocal`, which checks agency and site again on the
 * receiving side. `InProcessTransport` serves one instance alone.
 */

/** Who may receive a note: the agency that owns the site, and the site itself. */
export interface RealtimeScope {
  agencyId: number;
  landingId: number;
}

export interface RealtimeNote {
  scope: RealtimeScope;
  event: SiteEventType;
  ids: Record<string, number | string>;
  at: string;
}

export interface RealtimeTransport {
  publish(note: RealtimeNote): Promise<void>;
  /** Registers the receiver of notes published on any instance (this one included). */
  subscribe(receiver: (note: RealtimeNote) => void): void;
  close(): Promise<void>;
}

/** One instance: a note goes straight to this instance's sockets. */
export class InProcessTransport implements RealtimeTransport {
  #receivers: Array<(note: RealtimeNote) => void> = [];
  async publish(note: RealtimeNote): Promise<void> {
    for (const receive of this.#receivers) receive(note);
  }
  subscribe(receiver: (note: RealtimeNote) => void): void {
    this.#receivers.push(receiver);
  }
  async close(): Promise<void> {
    this.#receivers = [];
  }
}

/** The cluster bus channel realtime notes travel on. */
export const REALTIME_BUS_CHANNEL = 'realtime';

const eventTypes: ReadonlySet<string> = new Set(siteEventTypes);

/** A note as another instance sent it, or null when it is not one. */
function realtimeNoteFrom(payload: unknown): RealtimeNote | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { scope, event, ids, at } = payload as Record<string, unknown>;
  if (typeof scope !== 'object' || scope === null) return null;
  const { agencyId, landingId } = scope as Record<string, unknown>;
  if (typeof agencyId !== 'number' || typeof landingId !== 'number') return null;
  if (typeof event !== 'string' || !eventTypes.has(event) || typeof at !== 'string') return null;
  if (typeof ids !== 'object' || ids === null) return null;
  const checkedIds: Record<string, number | string> = {};
  for (const [key, value] of Object.entries(ids)) {
    if (typeof value !== 'number' && typeof value !== 'string') return null;
    checkedIds[key] = value;
  }
  return { scope: { agencyId, landingId }, event: event as SiteEventType, ids: checkedIds, at };
}

/**
 * Every instance on one database: a note goes to this instance's sockets at once (the bus's rule:
 * the publisher applies its own message directly) and over the cluster bus to the others'.
 */
export class NotifyTransport implements RealtimeTransport {
  #receivers: Array<(note: RealtimeNote) => void> = [];
  readonly #unsubscribe: () => void;

  constructor(
    private readonly bus: ClusterBus,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.#unsubscribe = bus.subscribe(REALTIME_BUS_CHANNEL, (payload) => {
      const note = realtimeNoteFrom(payload);
      if (note) this.#deliver(note);
      else this.log.warn({}, 'unreadable realtime note from another instance ignored');
    });
  }

  async publish(note: RealtimeNote): Promise<void> {
    this.#deliver(note);
    await this.bus.publish(REALTIME_BUS_CHANNEL, note);
  }

  subscribe(receiver: (note: RealtimeNote) => void): void {
    this.#receivers.push(receiver);
  }

  async close(): Promise<void> {
    this.#unsubscribe();
    this.#receivers = [];
  }

  #deliver(note: RealtimeNote): void {
    for (const receive of this.#receivers) receive(note);
  }
}

export interface RealtimeHubOptions {
  transport: RealtimeTransport;
  /** The session a token belongs to, or null (unknown, expired, revoked). */
  resolveToken(token: string): Promise<AuthContext | null>;
  /** Whether this caller may watch this site: it must be able to see it. */
  maySubscribe(auth: AuthContext, landingId: number): Promise<boolean>;
  log: FastifyBaseLogger;
  /** How often each socket's token and subscriptions are checked again. */
  revalidateMs?: number;
  /** Ping interval; a socket that did not answer the previous ping is dropped. */
  heartbeatMs?: number;
}

/** Subscriptions one socket may hold. */
export const MAX_SUBSCRIPTIONS = 50;
/** A client this far behind is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface Connection {
  socket: WebSocket;
  token: string | null;
  auth: AuthContext | null;
  sites: Set<number>;
  alive: boolean;
}

export class RealtimeHub {
  readonly #options: RealtimeHubOptions;
  readonly #connections = new Set<Connection>();
  readonly #bySite = new Map<number, Set<Connection>>();
  readonly #timers: NodeJS.Timeout[] = [];

  constructor(options: RealtimeHubOptions) {
    this.#options = options;
    options.transport.subscribe((note) => this.deliverLocal(note));
    const revalidate = setInterval(() => void this.#revalidateAll(), options.revalidateMs ?? 60_000);
    const heartbeat = setInterval(() => this.#heartbeat(), options.heartbeatMs ?? 30_000);
    revalidate.unref();
    heartbeat.unref();
    this.#timers.push(revalidate, heartbeat);
  }

  /** Sockets open now (for tests and metrics). */
  get size(): number {
    return this.#connections.size;
  }

  /** Takes over a freshly upgraded socket. */
  attach(socket: WebSocket): void {
    const connection: Connection = { socket, token: null, auth: null, sites: new Set(), alive: true };
    this.#connections.add(connection);
    const authTimer = setTimeout(() => {
      if (!connection.auth) socket.close(REALTIME_CLOSE.authTimeout, 'Authenticate first.');
    }, REALTIME_AUTH_TIMEOUT_MS);
    authTimer.unref();
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (raw, isBinary) => {
      void this.#onMessage(connection, isBinary ? null : raw.toString()).catch((error: unknown) => {
        this.#options.log.error({ err: error }, 'realtime message failed');
        this.#send(connection, { type: 'error', message: 'Something went wrong on our side.' });
      });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      this.#drop(connection);
    });
    socket.on('error', () => this.#drop(connection));
  }

  /** Publishes a note to every socket watching the site, on every instance. */
  async publish(note: RealtimeNote): Promise<void> {
    await this.#options.transport.publish(note);
  }

  /** Hands a note to this instance's sockets: only signed-in sockets of that agency watching that site. */
  deliverLocal(note: RealtimeNote): void {
    const watchers = this.#bySite.get(note.scope.landingId);
    if (!watchers) return;
    const message: RealtimeEvent = {
      type: 'event',
      event: note.event,
      landing_id: note.scope.landingId,
      ids: note.ids,
      at: note.at,
    };
    for (const connection of watchers) {
      if (connection.auth?.agency?.id !== note.scope.agencyId) continue;
      this.#send(connection, message);
    }
  }

  async close(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    for (const connection of this.#connections) connection.socket.close(1001, 'Server shutting down.');
    await this.#options.transport.close();
  }

  async #onMessage(connection: Connection, raw: string | null): Promise<void> {
    let parsed: ReturnType<typeof realtimeClientMessage.safeParse>;
    try {
      parsed = realtimeClientMessage.safeParse(raw === null ? null : JSON.parse(raw));
    } catch {
      parsed = realtimeClientMessage.safeParse(null);
    }
    if (!parsed.success) {
      connection.socket.close(REALTIME_CLOSE.badMessage, 'Unreadable message.');
      return;
    }
    const message = parsed.data;
    if (message.type === 'ping') {
      this.#send(connection, { type: 'pong' });
      return;
    }
    if (message.type === 'auth') {
      const auth = await this.#options.resolveToken(message.token);
      if (!auth) {
        connection.socket.close(REALTIME_CLOSE.unauthenticated, 'Unauthenticated.');
        return;
      }
      // A second auth (a refreshed token) must name the same user: subscriptions were checked for it.
      if (connection.auth && connection.auth.user.id !== auth.user.id) {
        connection.socket.close(REALTIME_CLOSE.unauthenticated, 'The token belongs to someone else.');
        return;
      }
      connection.auth = auth;
      connection.token = message.token;
      this.#send(connection, { type: 'ready', user_id: auth.user.id });
      return;
    }
    const auth = connection.auth;
    if (!auth) {
      connection.socket.close(REALTIME_CLOSE.unauthenticated, 'Authenticate first.');
      return;
    }
    const landingId = message.landing_id;
    if (message.type === 'unsubscribe') {
      this.#unwatch(connection, landingId);
      this.#send(connection, { type: 'unsubscribed', landing_id: landingId });
      return;
    }
    if (!connection.sites.has(landingId) && connection.sites.size >= MAX_SUBSCRIPTIONS) {
      this.#send(connection, {
        type: 'error',
        landing_id: landingId,
        message: `A connection may watch at most ${MAX_SUBSCRIPTIONS} sites.`,
      });
      return;
    }
    if (!(await this.#options.maySubscribe(auth, landingId))) {
      // The same answer whether the site is another tenant's or does not exist.
      this.#send(connection, { type: 'error', landing_id: landingId, message: 'Site not found.' });
      return;
    }
    connection.sites.add(landingId);
    let watchers = this.#bySite.get(landingId);
    if (!watchers) {
      watchers = new Set();
      this.#bySite.set(landingId, watchers);
    }
    watchers.add(connection);
    this.#send(connection, { type: 'subscribed', landing_id: landingId });
  }

  #send(connection: Connection, message: RealtimeServerMessage): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(message));
  }

  #unwatch(connection: Connection, landingId: number): void {
    connection.sites.delete(landingId);
    const watchers = this.#bySite.get(landingId);
    watchers?.delete(connection);
    if (watchers?.size === 0) this.#bySite.delete(landingId);
  }

  #drop(connection: Connection): void {
    if (!this.#connections.delete(connection)) return;
    for (const landingId of [...connection.sites]) this.#unwatch(connection, landingId);
  }

  /** Logged-out or expired tokens close their sockets; sites no longer visible stop being watched. */
  async #revalidateAll(): Promise<void> {
    for (const connection of [...this.#connections]) {
      if (!connection.token || !connection.auth) continue;
      try {
        const auth = await this.#options.resolveToken(connection.token);
        if (!auth) {
          connection.socket.close(REALTIME_CLOSE.unauthenticated, 'The session has ended.');
          continue;
        }
        connection.auth = auth;
        for (const landingId of [...connection.sites]) {
          if (await this.#options.maySubscribe(auth, landingId)) continue;
          this.#unwatch(connection, landingId);
          this.#send(connection, { type: 'unsubscribed', landing_id: landingId });
        }
      } catch (error) {
        this.#options.log.warn({ err: error }, 'realtime revalidation failed');
      }
    }
  }

  #heartbeat(): void {
    for (const connection of this.#connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /** Runs the periodic checks now (tests). */
  revalidateNow(): Promise<void> {
    return this.#revalidateAll();
  }
}

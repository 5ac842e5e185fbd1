import {
  REALTIME_CLOSE,
  type RealtimeEvent,
  type RealtimeServerMessage,
  realtimeEndpoints,
  realtimeServerMessage,
} from '@tessera/api-contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { authStore } from '../state/authStore.ts';
import { urlOf } from './call.ts';

/**
 * The app's one realtime connection (`/api/v1/realtime`), shared by every screen that watches a
 * site. It opens while something is watched, authenticates with the session's token as its
 * first message, re-subscribes after reconnecting (with backoff), and follows sign-in changes.
 */

export type RealtimeStatus = 'idle' | 'connecting' | 'live' | 'offline';
type Listener = (event: RealtimeEvent) => void;

const MAX_BACKOFF_MS = 30_000;

class RealtimeConnection {
  #socket: WebSocket | null = null;
  #token: string | null = null;
  #watchers = new Map<number, Set<Listener>>();
  #status: RealtimeStatus = 'idle';
  #statusListeners = new Set<() => void>();
  #attempt = 0;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    authStore.subscribe((state) => {
      if (state.token === this.#token) return;
      // A new identity: the old socket's subscriptions were checked for someone else.
      this.#close();
      this.#ensure();
    });
  }

  get status(): RealtimeStatus {
    return this.#status;
  }

  onStatus(listener: () => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  watch(landingId: number, listener: Listener): () => void {
    let listeners = this.#watchers.get(landingId);
    const isNew = !listeners;
    if (!listeners) {
      listeners = new Set();
      this.#watchers.set(landingId, listeners);
    }
    listeners.add(listener);
    if (isNew && this.#status === 'live') this.#send({ type: 'subscribe', landing_id: landingId });
    this.#ensure();
    return () => {
      const current = this.#watchers.get(landingId);
      current?.delete(listener);
      if (current && current.size === 0) {
        this.#watchers.delete(landingId);
        if (this.#status === 'live') this.#send({ type: 'unsubscribe', landing_id: landingId });
      }
      if (this.#watchers.size === 0) this.#close();
    };
  }

  #setStatus(status: RealtimeStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener();
  }

  #send(message: object): void {
    if (this.#socket?.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify(message));
  }

  #ensure(): void {
    const token = authStore.getState().token;
    if (this.#socket || this.#retryTimer || this.#watchers.size === 0 || !token) return;
    this.#token = token;
    const url = urlOf(realtimeEndpoints.connect, {});
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.#socket = socket;
    this.#setStatus('connecting');
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.addEventListener('message', (message) => this.#onMessage(message.data));
    socket.addEventListener('close', (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (this.#watchers.size === 0) {
        this.#setStatus('idle');
        return;
      }
      this.#setStatus('offline');
      // A refused token will be refused again: wait for the session to change instead.
      if (event.code === REALTIME_CLOSE.unauthenticated) return;
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.#attempt) * (0.5 + Math.random() / 2);
      this.#attempt++;
      this.#retryTimer = setTimeout(() => {
        this.#retryTimer = null;
        this.#ensure();
      }, delay);
    });
  }

  #onMessage(data: unknown): void {
    let message: RealtimeServerMessage;
    try {
      const parsed = realtimeServerMessage.safeParse(JSON.parse(String(data)));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    if (message.type === 'ready') {
      this.#attempt = 0;
      this.#setStatus('live');
      for (const landingId of this.#watchers.keys()) this.#send({ type: 'subscribe', landing_id: landingId });
    } else if (message.type === 'event') {
      for (const listener of this.#watchers.get(message.landing_id) ?? []) listener(message);
    }
  }

  #close(): void {
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    const socket = this.#socket;
    this.#socket = null;
    this.#token = null;
    this.#attempt = 0;
    socket?.close(1000, 'Done');
    this.#setStatus('idle');
  }
}

let connection: RealtimeConnection | null = null;
function shared(): RealtimeConnection {
  connection ??= new RealtimeConnection();
  return connection;
}

/** Calls `onEvent` for every realtime note about one site while the component is mounted. */
export function useSiteEvents(landingId: number, onEvent: (event: RealtimeEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!Number.isInteger(landingId) || landingId <= 0) return;
    return shared().watch(landingId, (event) => handler.current(event));
  }, [landingId]);
}

/** Whether live updates are flowing (for a "Live" badge). */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (listener) => shared().onStatus(listener),
    () => shared().status,
    () => 'idle' as const,
  );
}

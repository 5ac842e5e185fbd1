import type Stripe from 'stripe';
import { snapshot } from './render.ts';
import { newId, type Store } from './store.ts';

/** The request an event came from; automatic events (a renewal) have neither. */
export interface RequestContext {
  id: string | null;
  idempotency_key: string | null;
}

type Json = Record<string, unknown>;

/** Top-level fields whose value changed, with the value they had: `previous_attributes`. */
export function changes(before: object, after: object): Json | undefined {
  const old = before as Json;
  const now = after as Json;
  const previous: Json = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) previous[key] = old[key] ?? null;
  }
  return Object.keys(previous).length > 0 ? previous : undefined;
}

/**
 * Where every account's events go: one log for the whole fake, in creation order, and the
 * webhook endpoints (the platform's, and the Connect one for connected accounts' events).
 */
export interface EventSink {
  readonly log: Stripe.Event[];
  readonly apiVersion: string;
  /** How many endpoints receive an event of this account (null: the platform's own). */
  endpoints(account: string | null): number;
  deliver(event: Stripe.Event): void;
}

/**
 * One account's events: each carries a snapshot of its object at the moment it happened, and
 * `account` when it happened on a connected account, as Connect endpoints receive them.
 */
export class Events {
  request: RequestContext = { id: null, idempotency_key: null };

  constructor(
    private readonly store: Store,
    private readonly sink: EventSink,
    /** The connected account these events happen on; null for the platform. */
    private readonly account: string | null = null,
  ) {}

  /** Every event of the fake, oldest first (all accounts). */
  get all(): Stripe.Event[] {
    return this.sink.log;
  }

  emit(type: Stripe.Event.Type, object: object, previous?: Json): Stripe.Event {
    const data: Stripe.Event.Data = { object: snapshot(object) };
    if (previous) data.previous_attributes = previous;
    // One cast: the union member is told apart by `type`, which matches the object it carries.
    const event = {
      id: newId('evt'),
      object: 'event',
      ...(this.account ? { account: this.account } : {}),
      api_version: this.sink.apiVersion,
      created: this.store.now(),
      data,
      livemode: false,
      pending_webhooks: this.sink.endpoints(this.account),
      request: { ...this.request },
      type,
    } as Stripe.Event;
    this.sink.log.push(event);
    this.sink.deliver(event);
    return event;
  }

  /**
   * Replaces an event's object with how it is now: a subscription's `created` event is written
   * before its first invoice is charged but shows the status the charge gave it, as Stripe's does.
   */
  refresh(event: Stripe.Event, object: object): void {
    // Each union member types its object; the event is the same one, so the base shape is written.
    (event.data as Stripe.Event.Data).object = snapshot(object);
  }
}

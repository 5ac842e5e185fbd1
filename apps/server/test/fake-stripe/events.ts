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
 * The event log: each event carries a snapshot of its object at the moment it happened, in
 * creation order, and is handed to the webhook queue.
 */
export class Events {
  readonly all: Stripe.Event[] = [];
  request: RequestContext = { id: null, idempotency_key: null };

  constructor(
    private readonly store: Store,
    private readonly apiVersion: string,
    private readonly endpoints: () => number,
    private readonly deliver: (event: Stripe.Event) => void,
  ) {}

  emit(type: Stripe.Event.Type, object: object, previous?: Json): Stripe.Event {
    const data: Stripe.Event.Data = { object: snapshot(object) };
    if (previous) data.previous_attributes = previous;
    // One cast: the union member is told apart by `type`, which matches the object it carries.
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: this.apiVersion,
      created: this.store.now(),
      data,
      livemode: false,
      pending_webhooks: this.endpoints(),
      request: { ...this.request },
      type,
    } as Stripe.Event;
    this.all.push(event);
    this.deliver(event);
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

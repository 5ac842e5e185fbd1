/**
 * Replaying a stream of recorded events into an app, timed, and the disordered stream of replay B:
 * events swapped with one a few places later, and duplicates re-sent right after their first
 * delivery or far later.
 */
import type { FakeStripe } from '@tessera/server/testing/fake-stripe';
import type Stripe from 'stripe';
import { type App, deliver, type Refusals } from './app.ts';

export interface Disordered {
  stream: Stripe.Event[];
  swaps: number;
  /** Duplicates sent right after the event's first delivery. */
  immediate: number;
  /** Duplicates sent 50 or more deliveries later. */
  later: number;
}

/**
 * `swapShare` of the events each change places with one 1 to 5 places later (no event moves
 * twice), then `duplicateShare` of the count is added as copies of random events.
 */
export function disorder(
  events: readonly Stripe.Event[],
  rng: () => number,
  options: { swapShare: number; duplicateShare: number },
): Disordered {
  const order = [...events];
  const moved = new Set<number>();
  const wanted = Math.round(events.length * options.swapShare);
  let swaps = 0;
  for (let tries = 0; swaps < wanted && tries < wanted * 100; tries++) {
    const i = Math.floor(rng() * (order.length - 1));
    const j = Math.min(order.length - 1, i + 1 + Math.floor(rng() * 5));
    if (moved.has(i) || moved.has(j)) continue;
    [order[i], order[j]] = [order[j]!, order[i]!];
    moved.add(i);
    moved.add(j);
    swaps++;
  }
  // Each delivery gets a sort key: its place, and a copy's place after the one it repeats.
  const keyed = order.map((event, place) => ({ key: place, event }));
  let immediate = 0;
  let later = 0;
  const copies = Math.round(events.length * options.duplicateShare);
  for (let n = 0; n < copies; n++) {
    const place = Math.floor(rng() * order.length);
    const event = order[place]!;
    if (rng() < 0.5 || place + 50 >= order.length) {
      keyed.push({ key: place + 0.5, event });
      immediate++;
    } else {
      keyed.push({ key: place + 50 + rng() * (order.length - place - 50), event });
      later++;
    }
  }
  keyed.sort((a, b) => a.key - b.key);
  return { stream: keyed.map((entry) => entry.event), swaps, immediate, later };
}

/**
 * `share` of the events delivered late, each 50 or more deliveries after its place, up to the end
 * (not repeated): a delivery that failed and was retried, so that an object's older state arrives
 * after a newer one.
 */
export function delay(
  events: readonly Stripe.Event[],
  rng: () => number,
  share: number,
): { stream: Stripe.Event[]; delayed: number } {
  const keys = events.map((_, place) => place);
  const chosen = new Set<number>();
  while (chosen.size < Math.round(events.length * share)) chosen.add(Math.floor(rng() * events.length));
  for (const place of chosen) keys[place] = place + 50 + rng() * Math.max(0, events.length - place - 50);
  const order = events.map((event, place) => ({ key: keys[place]!, event }));
  order.sort((a, b) => a.key - b.key);
  return { stream: order.map((entry) => entry.event), delayed: chosen.size };
}

export interface Timing {
  deliveries: number;
  wallSeconds: number;
  /** This process's CPU time (user + system): the app, the in-process fake's reads, PGlite. */
  cpuSeconds: number;
  /** Answers that were not 200. */
  refused: Refusals;
  /** os.loadavg() when the replay ended. */
  load: number[];
}

/** Delivers the stream in order, one at a time (as Stripe does per endpoint), each freshly signed. */
export async function replay(
  app: App,
  fake: FakeStripe,
  stream: readonly Stripe.Event[],
  loadavg: () => number[],
): Promise<Timing> {
  const refused: Refusals = new Map();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (const event of stream) {
    await deliver(app, fake, event, refused);
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    deliveries: stream.length,
    wallSeconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    refused,
    load: loadavg(),
  };
}

/** What the product's ordering rule (sync.ts) does with each delivery of a stream, told from the events alone. */
export interface Paths {
  /** A state newer than the row's (or the first): written as the event carries it. */
  written: number;
  /** As old as the row's state (the same second): settled by reading the object from Stripe. */
  readFromStripe: number;
  /** Older than the row's state: skipped. */
  older: number;
  /** An event id already applied: skipped. */
  duplicates: number;
  /** Events of objects billing keeps no row of (customers, cards, products, …). */
  other: number;
}

export function paths(stream: readonly Stripe.Event[]): Paths {
  const result: Paths = { written: 0, readFromStripe: 0, older: 0, duplicates: 0, other: 0 };
  const applied = new Set<string>();
  const held = new Map<string, number>();
  for (const event of stream) {
    if (applied.has(event.id)) {
      result.duplicates++;
      continue;
    }
    applied.add(event.id);
    const object = event.data.object as { object?: string; id?: string; metadata?: Stripe.Metadata | null };
    const kept =
      object.object === 'subscription' ||
      object.object === 'invoice' ||
      (object.object === 'payment_intent' && object.metadata?.tessera_kind === 'onetime');
    if (!kept || !object.id) {
      result.other++;
      continue;
    }
    const at = held.get(object.id);
    if (at === undefined || event.created > at) {
      result.written++;
      held.set(object.id, event.created);
    } else if (event.created === at) result.readFromStripe++;
    else result.older++;
  }
  return result;
}

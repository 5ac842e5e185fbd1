/**
 * Loading Stripe.js from the URL `/config` names (Stripe's own, or the local fake in tests), once
 * per page, as a small state machine kept apart from the DOM so every step is tested:
 *
 *   idle ── load ──▶ loading ──▶ ready (the Stripe object for the key)
 *                       │
 *                       └──────▶ failed ── retry ──▶ loading …
 *
 * A script that fails (blocked, offline, slow past the timeout) is taken out of the page again,
 * so a retry adds a fresh one instead of waiting on a dead tag. `loadStripe` of @stripe/stripe-js
 * cannot do this: it always loads from js.stripe.com.
 */

/** What the loader needs from the page: adding a script, and the global Stripe.js defines. */
export interface ScriptHost<S> {
  /**
   * Adds `<script src={url} async>` (or reuses one already in the page) and calls back once it
   * has loaded or failed; the returned function takes it out of the page again.
   */
  addScript(url: string, done: (ok: boolean) => void): () => void;
  /** `window.Stripe(key)`, or null when the script defined no `Stripe`. */
  construct(key: string): S | null;
  setTimer(run: () => void, ms: number): () => void;
}

export type StripeLoadState<S> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; stripe: S }
  | { status: 'failed'; message: string };

export const STRIPE_LOAD_FAILED =
  'The secure card form could not be loaded. Check your connection (or an ad blocker) and try again.';
export const STRIPE_LOAD_TIMEOUT_MS = 20_000;

export interface StripeLoader<S> {
  /** The state for this script and key right now (no side effect). */
  state(url: string, key: string): StripeLoadState<S>;
  /** Starts loading unless it is loading or ready; a failed load starts again. */
  load(url: string, key: string): void;
  /** Called on every change of any state. */
  subscribe(listener: () => void): () => void;
}

export function createStripeLoader<S>(
  host: ScriptHost<S>,
  timeoutMs = STRIPE_LOAD_TIMEOUT_MS,
): StripeLoader<S> {
  /** Per script URL: the script's state; per key: the one Stripe object made from it. */
  const scripts = new Map<string, { status: 'loading' | 'loaded' | 'failed'; remove: () => void }>();
  const instances = new Map<string, S>();
  const failures = new Map<string, string>();
  const listeners = new Set<() => void>();
  const IDLE: StripeLoadState<S> = { status: 'idle' };
  const LOADING: StripeLoadState<S> = { status: 'loading' };
  // useSyncExternalStore needs the same object back while nothing changed.
  const cache = new Map<string, StripeLoadState<S>>();

  const emit = () => {
    cache.clear();
    for (const listener of [...listeners]) listener();
  };
  const instanceKey = (url: string, key: string) => `${url}\n${key}`;

  function compute(url: string, key: string): StripeLoadState<S> {
    const script = scripts.get(url);
    if (!script) return IDLE;
    if (script.status === 'loading') return LOADING;
    const id = instanceKey(url, key);
    if (script.status === 'failed')
      return { status: 'failed', message: failures.get(url) ?? STRIPE_LOAD_FAILED };
    const made = instances.get(id);
    if (made) return { status: 'ready', stripe: made };
    const failure = failures.get(id);
    if (failure) return { status: 'failed', message: failure };
    return IDLE;
  }

  function state(url: string, key: string): StripeLoadState<S> {
    const id = instanceKey(url, key);
    const known = cache.get(id);
    if (known) return known;
    const next = compute(url, key);
    cache.set(id, next);
    return next;
  }

  function makeInstance(url: string, key: string) {
    const id = instanceKey(url, key);
    if (instances.has(id)) return;
    try {
      const made = host.construct(key);
      if (made) {
        instances.set(id, made);
        failures.delete(id);
      } else failures.set(id, STRIPE_LOAD_FAILED);
    } catch {
      failures.set(id, STRIPE_LOAD_FAILED);
    }
  }

  function load(url: string, key: string) {
    const script = scripts.get(url);
    if (script?.status === 'loading') return;
    if (script?.status === 'loaded') {
      // The script is there; a key it has not made an object for yet (or that failed) is made now.
      const id = instanceKey(url, key);
      if (!instances.has(id)) {
        failures.delete(id);
        makeInstance(url, key);
        emit();
      }
      return;
    }
    // idle, or failed: (again) add the script.
    script?.remove();
    failures.delete(url);
    let settled = false;
    let cancelTimer = () => {};
    const entry = { status: 'loading' as 'loading' | 'loaded' | 'failed', remove: () => {} };
    const settle = (ok: boolean, message = STRIPE_LOAD_FAILED) => {
      if (settled || scripts.get(url) !== entry) return;
      settled = true;
      cancelTimer();
      if (ok) {
        entry.status = 'loaded';
        makeInstance(url, key);
      } else {
        entry.status = 'failed';
        failures.set(url, message);
        entry.remove();
      }
      emit();
    };
    scripts.set(url, entry);
    const remove = host.addScript(url, (ok) => settle(ok));
    entry.remove = remove;
    // A script already in the page may answer at once.
    if (settled) {
      if (entry.status === 'failed') remove();
      return;
    }
    cancelTimer = host.setTimer(() => settle(false), timeoutMs);
    emit();
  }

  return {
    state,
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Time as the server reads it for its timers: the card lead form's minimum fill time and the
 * counters' flush interval and day. The app is given one (`AppDeps.clock`, the system clock when
 * not), so tests move time by hand (test/manual-clock.ts) instead of waiting for real seconds.
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Runs `tick` every `intervalMs` until the returned function is called; never keeps the process alive. */
  every(intervalMs: number, tick: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(intervalMs, tick) {
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  },
};

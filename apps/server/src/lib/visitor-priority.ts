import { performance } from 'node:perf_hooks';
import { HttpError } from './errors.ts';

/**
 * Visitors of published sites come before the agency app on a shared process.
 *
 * One Node thread answers both. A cached page costs tens of microseconds, an API request
 * milliseconds (on the embedded database its queries run on this very thread), so fifty busy
 * API connections used to leave a visitor waiting seconds behind them. API requests are
 * therefore admitted here, before any of their work starts:
 *
 * - While the process has room (or no visitors are being served), up to `maxConcurrent` run
 *   at once and the rest wait their turn in arrival order; past `maxWaiting` the API answers
 *   503 rather than queueing without end.
 * - While visitors are being served and the event loop is saturated ("contended"), one API
 *   request runs at a time and the next starts only after a pause as long as the last one
 *   took. Visitors get at least half of the thread, and the longest they wait is about one
 *   API request's work rather than the whole queue's.
 *
 * Contention is sampled every `sampleMs` from the event loop's utilization and the visitors
 * served in the sample; it is held for `holdMs` after the last contended sample so the
 * pauses themselves (which lower utilization) do not switch it off.
 */

export interface VisitorPriorityOptions {
  maxConcurrent?: number;
  maxWaiting?: number;
  sampleMs?: number;
  holdMs?: number;
  /** Event loop utilization (0–1) from which a sample with visitors counts as contended. */
  busyUtilization?: number;
  /** The loop's utilization since the last call; Node's own measure when not given (tests set it). */
  utilization?: () => number;
}

export interface PriorityState {
  contended: boolean;
  running: number;
  waiting: number;
}

export class VisitorPriority {
  readonly #maxConcurrent: number;
  readonly #maxWaiting: number;
  readonly #holdMs: number;
  readonly #busyUtilization: number;
  readonly #waiting: Array<(end: () => void) => void> = [];
  readonly #timer: NodeJS.Timeout;
  #visitorsInSample = 0;
  #contendedUntil = 0;
  #running = 0;
  #pausedUntil = 0;
  #wake: NodeJS.Timeout | null = null;
  readonly #utilization: () => number;

  constructor(options: VisitorPriorityOptions = {}) {
    this.#maxConcurrent = options.maxConcurrent ?? 64;
    this.#maxWaiting = options.maxWaiting ?? 2000;
    this.#holdMs = options.holdMs ?? 1000;
    this.#busyUtilization = options.busyUtilization ?? 0.8;
    this.#utilization = options.utilization ?? loopUtilization();
    this.#timer = setInterval(() => this.#sample(), options.sampleMs ?? 50);
    this.#timer.unref();
  }

  /** Called for every request answered as a site visit (cached or not). */
  visitorServed(): void {
    this.#visitorsInSample++;
  }

  get state(): PriorityState {
    return { contended: this.#contended(), running: this.#running, waiting: this.#waiting.length };
  }

  /**
   * Waits for the API request's turn; the returned function ends it (call it once the
   * response is finished or the client went away; later calls do nothing).
   */
  async admit(): Promise<() => void> {
    if (this.#waiting.length === 0 && this.#mayStart()) return this.#begin();
    if (this.#waiting.length >= this.#maxWaiting) {
      throw new HttpError(503, 'The server is busy right now. Please try again in a moment.');
    }
    return new Promise<() => void>((resolve) => this.#waiting.push(resolve));
  }

  close(): void {
    clearInterval(this.#timer);
    if (this.#wake) clearTimeout(this.#wake);
    // Whoever still waits goes ahead: the server is closing and answers them as it can.
    for (const resolve of this.#waiting.splice(0)) resolve(this.#begin());
  }

  #contended(): boolean {
    return performance.now() < this.#contendedUntil;
  }

  #mayStart(): boolean {
    if (!this.#contended()) return this.#running < this.#maxConcurrent;
    return this.#running === 0 && performance.now() >= this.#pausedUntil;
  }

  #begin(): () => void {
    this.#running++;
    const started = performance.now();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#running--;
      const now = performance.now();
      if (this.#contended()) this.#pausedUntil = Math.max(this.#pausedUntil, now + (now - started));
      // A macrotask: the poll phase (visitors' requests) runs before the next API request.
      setImmediate(() => this.#admitWaiting());
    };
  }

  #admitWaiting(): void {
    while (this.#waiting.length > 0 && this.#mayStart()) {
      const resolve = this.#waiting.shift() as (end: () => void) => void;
      resolve(this.#begin());
    }
    if (this.#waiting.length > 0 && this.#running === 0 && !this.#wake) {
      const delay = Math.max(1, this.#pausedUntil - performance.now());
      this.#wake = setTimeout(() => {
        this.#wake = null;
        this.#admitWaiting();
      }, delay);
    }
  }

  #sample(): void {
    if (this.#visitorsInSample > 0 && this.#utilization() >= this.#busyUtilization) {
      this.#contendedUntil = performance.now() + this.#holdMs;
    }
    this.#visitorsInSample = 0;
    // Ending contention frees the waiting queue at once rather than at the next release.
    if (!this.#contended() && this.#waiting.length > 0) this.#admitWaiting();
  }
}

/** The event loop's utilization between one call and the next. */
function loopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const sample = performance.eventLoopUtilization(last);
    last = performance.eventLoopUtilization();
    return sample.utilization;
  };
}

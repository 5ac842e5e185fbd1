import type { Clock } from '../src/lib/clock.ts';

interface Timer {
  intervalMs: number;
  tick: () => void;
  due: number;
}

/** A clock tests move by hand: `advance` runs each timer as often as it fell due, in time order. */
export class ManualClock implements Clock {
  private readonly timers = new Set<Timer>();

  constructor(private time = Date.UTC(2026, 0, 15, 12)) {}

  now(): number {
    return this.time;
  }

  every(intervalMs: number, tick: () => void): () => void {
    const timer: Timer = { intervalMs, tick, due: this.time + intervalMs };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  advance(ms: number): void {
    const end = this.time + ms;
    for (let next = this.nextDue(end); next; next = this.nextDue(end)) {
      this.time = next.due;
      next.due += next.intervalMs;
      next.tick();
    }
    this.time = end;
  }

  private nextDue(end: number): Timer | undefined {
    let next: Timer | undefined;
    for (const timer of this.timers) if (timer.due <= end && (!next || timer.due < next.due)) next = timer;
    return next;
  }
}

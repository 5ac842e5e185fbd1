import { type SQL, sql } from 'drizzle-orm';
import { type Clock, systemClock } from './clock.ts';

export interface CounterLog {
  error(details: object, message: string): void;
}

/** When counts are written: every `intervalMs` (5 s when not given) of `clock` (the system clock). */
export interface CounterTiming {
  intervalMs?: number;
  clock?: Clock;
}

/**
 * The most entries one write is given: each is a row of a `values` list of a few parameters, and
 * PostgreSQL takes 65,535 parameters a statement. Views spread over 100,000 pages come to more
 * than that in one interval; a batch that large would fail, be kept, and fail again each time.
 */
export const MAX_WRITE_ENTRIES = 1_000;

/** One counted thing and how many times it happened since the last write. */
export interface Counted<E> {
  entry: E;
  count: number;
}

/** A batch as the rows of a SQL `values` list, each row written by `row`. */
export function valuesRows<E>(batch: ReadonlyArray<Counted<E>>, row: (entry: E, count: number) => SQL): SQL {
  return sql.join(
    batch.map(({ entry, count }) => row(entry, count)),
    sql`, `,
  );
}

/**
 * Counts kept in memory and written in batches (page views, redirect hits, card analytics).
 * Counting only bumps a number in a Map; `write` sends the sums to the database in one
 * statement every few seconds and on stop, so counting never touches a request's critical path.
 * A failed write keeps its counts for the next one instead of losing them.
 */
export class BatchedCounts<E> {
  private pending = new Map<string, Counted<E>>();
  private cancelTimer: (() => void) | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: CounterTiming & {
      /** Writes one batch; `day` is the UTC day (YYYY-MM-DD) the counts belong to. */
      write: (batch: ReadonlyArray<Counted<E>>, day: string) => Promise<unknown>;
      log: CounterLog;
      /** What is counted, for the log line when a write fails. */
      what: string;
    },
  ) {}

  private get clock(): Clock {
    return this.options.clock ?? systemClock;
  }

  start(): void {
    if (this.cancelTimer) return;
    // Counting must never be what keeps the process alive: the clock's timers never do.
    this.cancelTimer = this.clock.every(this.options.intervalMs ?? 5_000, () => void this.flush());
  }

  /** Counts one more of `entry`; entries with the same `key` are summed. */
  add(key: string, entry: E): void {
    const counted = this.pending.get(key);
    if (counted) counted.count++;
    else this.pending.set(key, { entry, count: 1 });
  }

  /** Writes what was counted so far; flushes never overlap. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async stop(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    // Counts belong to the UTC day they are written on; a flush every few seconds keeps the
    // error at a day boundary to those few seconds.
    const day = new Date(this.clock.now()).toISOString().slice(0, 10);
    for (let start = 0; start < batch.length; start += MAX_WRITE_ENTRIES) {
      const part = batch.slice(start, start + MAX_WRITE_ENTRIES);
      try {
        await this.options.write(
          part.map(([, counted]) => counted),
          day,
        );
      } catch (error) {
        // Only the part that failed is kept: the others are written and must not count twice.
        for (const [key, counted] of part) {
          const current = this.pending.get(key);
          if (current) current.count += counted.count;
          else this.pending.set(key, counted);
        }
        this.options.log.error({ err: error }, `writing ${this.options.what} failed`);
      }
    }
  }
}

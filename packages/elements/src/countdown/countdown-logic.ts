import { nextOccurrence, type Recurrence, type WallTime } from '../shared/time-maths.ts';

export { splitDuration, timerSentence } from '../shared/time-maths.ts';

/** The `data-*` a timer carries (see CountdownView in the elements package). */
export interface TimerData {
  /** A fixed deadline, epoch ms. */
  end?: string;
  /** A repeating deadline: its first wall-clock time (WallTime as JSON), zone and interval. */
  at?: string;
  tz?: string;
  rec?: string;
  /** An evergreen span in ms, and whether every visit starts it again. */
  span?: string;
  restart?: string;
}

const REPEATS: readonly string[] = ['Daily', 'Weekly', 'Monthly', 'Yearly'];

/**
 * When a timer ends, seen at `now`; null when it counts to nothing (no date set yet).
 * `stored` is the evergreen deadline this browser kept from an earlier visit.
 */
export function timerDeadline(data: TimerData, now: number, stored: string | null): number | null {
  const span = Number(data.span);
  if (data.span !== undefined && span > 0) {
    const kept = Number(stored);
    return data.restart === undefined && kept > 0 ? kept : now + span;
  }
  const first: WallTime | null = data.at ? JSON.parse(data.at) : null;
  if (first && data.tz && data.rec && REPEATS.includes(data.rec))
    return nextOccurrence(first, data.tz, data.rec as Recurrence, now);
  return data.end ? Number(data.end) : null;
}

/**
 * Milliseconds until the shown seconds next change, for a positive time left: they are rounded
 * up, so they change as the time left passes a whole second.
 */
export function untilNextTick(remaining: number): number {
  return remaining % 1000 || 1000;
}

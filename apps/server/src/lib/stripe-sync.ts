/**
 * Stripe's objects are written into our tables from its events, which arrive late, twice or out
 * of order. A row keeps the moment of the Stripe state it holds (`stripe_event_at`), and a state
 * older than that is never written over it. Equal moments are ambiguous (Stripe dates events to
 * the second): the caller then reads the object's current state from Stripe instead.
 */

/** An expandable field's id, whether Stripe sent the id or the object. */
export const stripeIdOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A Stripe timestamp (seconds) as a Date; null for none. */
export const stripeDateOf = (seconds: number | null | undefined): Date | null =>
  seconds ? new Date(seconds * 1000) : null;

/**
 * Whether a state at `at` may be written over what a row holds. An object just read from Stripe
 * (`current`) is its present state, newer than any event dated before the read, so it is always
 * written, and keeps the later of the two moments so that those events still count as older.
 */
export function stripeOrdering(
  held: Date | null,
  at: Date,
  current: boolean | undefined,
): 'newer' | 'stale' | 'ambiguous' {
  if (current || !held || at.getTime() > held.getTime()) return 'newer';
  return at.getTime() < held.getTime() ? 'stale' : 'ambiguous';
}

/** The moment a row holds after writing a state of `at`. */
export const laterMoment = (held: Date | null | undefined, at: Date): Date => (held && held > at ? held : at);

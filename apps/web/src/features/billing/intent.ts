import { isApiError } from '../../api/errors.ts';

/**
 * One intent to subscribe or order, and the idempotency key it is sent with. The key is made
 * when the first attempt is sent and kept for every retry of the same choice, so a double click,
 * a retry after a lost answer or a reload of a pending request makes one subscription. It is
 * dropped when the attempt succeeds, when the server refused it for good (a declined card, a
 * wrong field: the next attempt is a new one), or when the choice changes.
 *
 * `paymentMethod` is the card Stripe.js made for a guest's order: a retry of the same intent
 * sends the same card, rather than making another one that would change what the key stands for.
 */
export interface Intent {
  /** What was chosen, as a string (plan, price, coupon, card…). */
  choice: string;
  key: string;
  paymentMethod: string | null;
}

/** The intent to send `choice` with: the current one if it is for the same choice, else a new one. */
export function intentFor(current: Intent | null, choice: string, newKey: () => string): Intent {
  if (current && current.choice === choice) return current;
  return { choice, key: newKey(), paymentMethod: null };
}

export type AttemptOutcome = 'succeeded' | 'refused' | 'unknown';

/**
 * What an attempt's end says about its intent: a success or a refusal ends it; a lost answer, a
 * server error, a conflict (the same key still being worked on) or a rate limit may have been
 * done or may still be, so the next attempt must carry the same key.
 */
export function outcomeOf(error: unknown): AttemptOutcome {
  if (!isApiError(error)) return 'unknown';
  const { status } = error;
  if (status === 0 || status >= 500 || status === 408 || status === 409 || status === 429) return 'unknown';
  return 'refused';
}

export function afterAttempt(current: Intent | null, outcome: AttemptOutcome): Intent | null {
  return outcome === 'unknown' ? current : null;
}

/** A key the contract takes (8 to 100 of letters, digits, - and _). */
export function newIntentKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The choice string of a request: its fields in a fixed order, so equal choices compare equal. */
export function choiceOf(fields: Record<string, string | number | boolean | null | undefined>): string {
  return JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name] ?? null]),
  );
}

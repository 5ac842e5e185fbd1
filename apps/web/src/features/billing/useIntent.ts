import { useMemo, useRef } from 'react';
import { afterAttempt, type Intent, intentFor, newIntentKey, outcomeOf } from './intent.ts';

/**
 * The intent of one subscribe or order form (see intent.ts): `begin` before each attempt gives the
 * key to send, `end` after it says how it went. Kept in a ref: a double click reads the key the
 * first click made before any render.
 */
export function useIntent() {
  const ref = useRef<Intent | null>(null);
  return useMemo(
    () => ({
      begin(choice: string): Intent {
        ref.current = intentFor(ref.current, choice, newIntentKey);
        return ref.current;
      },
      /** The card made for this intent, sent again by its retries. */
      attach(paymentMethod: string) {
        if (ref.current) ref.current = { ...ref.current, paymentMethod };
      },
      /** No error: it succeeded. */
      end(error?: unknown) {
        ref.current = afterAttempt(ref.current, error === undefined ? 'succeeded' : outcomeOf(error));
      },
      /** The choice changed in a way the choice string does not show (the card was edited). */
      reset() {
        ref.current = null;
      },
    }),
    [],
  );
}

import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';

export const AVAILABILITY_DEBOUNCE_MS = 400;

export type Availability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ok'; message: string }
  | { state: 'error'; message: string };

/**
 * Asks the server whether a value passes its half of a rule (uniqueness), a moment after typing
 * stops. Only runs when the client half already passed (`enabled`); the latest answer wins.
 */
export function useAvailability(
  value: string,
  enabled: boolean,
  /** Resolves with the verdict; a thrown 422 counts as "not available" with its field message. */
  ask: (value: string, signal: AbortSignal) => Promise<{ ok: boolean; message: string }>,
  field: string,
): Availability {
  const [result, setResult] = useState<Availability>({ state: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ask` is a fresh closure each render; the value is what matters
  useEffect(() => {
    if (!enabled || value === '') {
      setResult({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResult({ state: 'checking' });
    const timer = setTimeout(() => {
      ask(value, controller.signal).then(
        (answer) =>
          setResult(
            answer.ok
              ? { state: 'ok', message: answer.message }
              : { state: 'error', message: answer.message },
          ),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = isApiError(error)
            ? (error.fieldErrors[field]?.[0] ?? error.message)
            : 'Could not check this.';
          setResult({ state: 'error', message });
        },
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, enabled, field]);
  return result;
}

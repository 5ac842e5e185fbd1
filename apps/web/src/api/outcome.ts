import { actionResult, errorBody, staleVersionBody, validationErrorBody } from '@tessera/api-contract';

export interface Toast {
  tone: 'success' | 'error';
  message: string;
}

/**
 * What the client does with one HTTP answer (SPEC §8). Kept pure so every rule is tested
 * without a network or a DOM.
 */
export type Outcome =
  | { kind: 'success'; toast: Toast | null }
  | {
      kind: 'failure';
      toast: Toast | null;
      /** false: the caller never sees the error (SPEC §8: 401 is swallowed). */
      propagate: boolean;
      signOut: boolean;
      maintenance: boolean;
      fieldErrors: Record<string, string[]>;
      message: string | null;
      /** A stale save (409 with `current_version`): the record's version now. */
      currentVersion: number | null;
    };

export const TOAST_DURATION_MS = 5000;

/** The first message of the first field, which is what the toast shows on a 422. */
export function firstValidationMessage(errors: Record<string, string[]>): string | null {
  for (const messages of Object.values(errors)) {
    const first = messages.find((m) => m.trim() !== '');
    if (first) return first;
  }
  return null;
}

export function classifyResponse(status: number, body: unknown): Outcome {
  if (status >= 200 && status < 300) {
    const action = actionResult.safeParse(body);
    return {
      kind: 'success',
      toast: action.success && action.data.message ? { tone: 'success', message: action.data.message } : null,
    };
  }

  const failure = {
    kind: 'failure' as const,
    toast: null,
    propagate: true,
    signOut: false,
    maintenance: false,
    fieldErrors: {},
    message: null,
    currentVersion: null,
  };
  const message = errorBody.safeParse(body).data?.message ?? null;

  if (status === 401) return { ...failure, propagate: false, signOut: true, message };
  if (status === 406) return { ...failure, message };
  if (status === 422) {
    const parsed = validationErrorBody.safeParse(body);
    const fieldErrors = parsed.success ? parsed.data.errors : {};
    const shown = firstValidationMessage(fieldErrors) ?? message;
    return { ...failure, fieldErrors, message, toast: shown ? { tone: 'error', message: shown } : null };
  }
  if (status === 409) {
    // A stale save names the version there is now: the screen asks whose copy wins (its
    // conflict dialog), so no toast talks over it.
    const stale = staleVersionBody.safeParse(body);
    if (stale.success) return { ...failure, message, currentVersion: stale.data.current_version };
  }
  return {
    ...failure,
    message,
    maintenance: status === 503,
    toast: message ? { tone: 'error', message } : null,
  };
}

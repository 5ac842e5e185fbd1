/** An API call that did not succeed. `status` 0 means the server was never reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  /**
   * True when the global handler has already dealt with it (SPEC §8: a 401 is swallowed). Screens
   * render nothing for it: the session is gone and the guard is already moving to login.
   */
  readonly swallowed: boolean;
  /** The answer's body as sent, for the few refusals that say more than a message (a share link's reason). */
  readonly body: unknown;
  /** A stale save (409): the version the record has now; null for every other failure. */
  readonly currentVersion: number | null;

  constructor(
    status: number,
    message: string,
    options: {
      fieldErrors?: Record<string, string[]>;
      swallowed?: boolean;
      body?: unknown;
      currentVersion?: number | null;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.swallowed = options.swallowed ?? false;
    this.body = options.body ?? null;
    this.currentVersion = options.currentVersion ?? null;
  }
}

/** The version a record has now when `error` is a stale save (409), else null. */
export function staleVersionOf(error: unknown): number | null {
  return isApiError(error) && error.status === 409 ? error.currentVersion : null;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isSwallowed(error: unknown): boolean {
  return isApiError(error) && error.swallowed;
}

/** A sentence for an inline error panel; toasts already carried the server's own message. */
export function describeError(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong.';
  if (error.status === 0) return 'The server could not be reached. Check your connection and try again.';
  if (error.status === 403) return 'You do not have access to this.';
  if (error.status === 404) return 'This could not be found.';
  return error.message || 'Something went wrong.';
}

/**
 * Why an import by unique id failed, for the line under the unique-id field: the field's own
 * message, or the server's reason when the id names nothing the caller may copy.
 */
export function uniqueIdFailure(error: unknown): string {
  if (!isApiError(error)) return describeError(error);
  if (error.status === 422) return error.fieldErrors.unique_id?.[0] ?? error.message;
  if ((error.status === 404 || error.status === 403) && error.message) return error.message;
  return describeError(error);
}

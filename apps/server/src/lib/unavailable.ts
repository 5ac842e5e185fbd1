import { isDatabaseUnavailable } from './db-errors.ts';
import { StorageUnavailableError } from './storage/index.ts';

/**
 * A service a request needs being away for a moment (the database restarting, file storage
 * unreachable) is not the request's fault nor a bug: it is answered 503 with a sentence saying
 * what is away and a Retry-After, never a 500. The API's error handler (app.ts) answers it as
 * JSON, the site hosts (sites/runtime.ts) as a plain page.
 */
export interface UnavailableService {
  service: 'database' | 'storage';
  message: string;
}

/** What a client is told to wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Please try again in a moment.';
export const STORAGE_UNAVAILABLE = 'File storage is unavailable right now. Please try again in a moment.';

/** The service an error says is away, or null for any other error. */
export function unavailableService(error: unknown): UnavailableService | null {
  if (error instanceof StorageUnavailableError) return { service: 'storage', message: STORAGE_UNAVAILABLE };
  if (isDatabaseUnavailable(error)) return { service: 'database', message: DATABASE_UNAVAILABLE };
  return null;
}

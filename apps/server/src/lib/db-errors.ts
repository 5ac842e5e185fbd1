import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabasePort } from '../db/client.ts';

interface ErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  /** A socket error's far end (Node's connect errors). */
  port?: unknown;
  cause?: unknown;
}

/** The errors of a query and of what it was wrapped in: drizzle wraps driver errors as `cause`. */
function* causeChain(error: unknown): Generator<ErrorFields> {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as ErrorFields;
    yield candidate;
    current = candidate.cause;
  }
}

/**
 * Whether a query failed on a unique constraint (PostgreSQL 23505), optionally a named one.
 * Drizzle wraps driver errors, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const candidate of causeChain(error))
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint;
  return false;
}

/** Whether a query failed on a foreign key (PostgreSQL 23503), optionally a named one. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  for (const candidate of causeChain(error))
    if (candidate.code === '23503') return constraint === undefined || candidate.constraint === constraint;
  return false;
}

/** The socket-level failures of reaching a server that is down, restarting or cut off. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own "not now": admin_shutdown (57P01, a restart), crash_shutdown (57P02),
 * cannot_connect_now (57P03, still starting) and too_many_connections (53300). Class 08 is
 * connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres reports a connection that ended under it in words only: "Connection terminated
 * unexpectedly", "Connection terminated due to connection timeout", a query on a client that lost
 * its connection, and a pool that could not connect in time.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

/**
 * Whether a query failed because the database could not be reached (down, restarting, the
 * connection cut): a moment's outage the caller may retry, not a fault of the request or of the
 * code. Drizzle wraps driver errors, so the cause chain is searched. A socket error is the
 * database's when drizzle wrapped it or it names a database's port (a transaction's or pg-boss's
 * connection is asked of the pool unwrapped): other services' refused connections stay theirs.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let query = false;
  for (const candidate of causeChain(error)) {
    const { code, message, port } = candidate;
    if (candidate instanceof DrizzleQueryError) query = true;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (UNREACHABLE_CODES.has(code) && (query || (typeof port === 'number' && isDatabasePort(port))))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

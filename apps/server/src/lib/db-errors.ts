/**
 * Whether a query failed on a unique constraint (PostgreSQL 23505), optionally a named one.
 * Drizzle wraps driver errors, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

/** Whether a query failed on a foreign key (PostgreSQL 23503), optionally a named one. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23503') return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

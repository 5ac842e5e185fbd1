import { z } from 'zod';

/**
 * What every request may carry, checked at the boundary once for all routes (docs/api.md: nothing
 * a client sends produces a 500).
 *
 * Ids and versions are PostgreSQL `integer`s: a number past `INT32_MAX` would reach the database
 * and fail there, so every id, version and other whole number a request carries is one of the
 * pieces below (the route fuzz test sends 2³¹ to each and expects a 422 naming it).
 */
export const INT32_MAX = 2_147_483_647;

/** A record's id in a path or query (text on the wire): a positive whole number up to `INT32_MAX`. */
export const recordId = z.coerce.number().int().positive().max(INT32_MAX);

/**
 * A record's id in a JSON body. `message` replaces every refusal's message when the field is a
 * choice the person made ("Choose a page.").
 */
export function idField(message?: string) {
  return z
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .positive(message)
    .max(INT32_MAX, message);
}

/** The version a draft was loaded at (optimistic concurrency: a stale one is 409). */
export const versionField = z.number().int().positive().max(INT32_MAX);

/** A whole number between `min` and `max` (at most `INT32_MAX`) in a JSON body. */
export const wholeNumber = (min: number, max: number = INT32_MAX) => z.number().int().min(min).max(max);

/** The same, sent as text (a query parameter or a multipart field). */
export const wholeNumberText = (min: number, max: number = INT32_MAX) =>
  z.coerce.number().int().min(min).max(max);

/**
 * U+0000 is refused in every string a request carries (PostgreSQL text cannot hold it, and no
 * person types it): the server answers 422 naming the field with this message.
 */
export const NUL_CHARACTER_MESSAGE = 'This text contains a null character, which is not allowed.';

const NUL = '\u0000';

/**
 * The dotted paths (`items.0.label`) of every string in a parsed request part that holds U+0000,
 * object keys included (a key with one is named by its parent path and the key without it).
 */
export function nulCharacterPaths(value: unknown, prefix = ''): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') return value.includes(NUL) ? [prefix] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => nulCharacterPaths(item, join(String(index))));
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return [];
  const paths: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) paths.push(join(key.replaceAll(NUL, '')));
    else paths.push(...nulCharacterPaths(item, join(key)));
  }
  return paths;
}

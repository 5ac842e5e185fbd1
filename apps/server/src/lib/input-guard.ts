import { NUL_CHARACTER_MESSAGE, nulCharacterPaths, recordId } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * The 422 for request parts holding U+0000, or null. Fields are named as every other 422 names
 * them: body paths joined with dots, query and path parameters as they are; a part that is
 * itself a string (a raw body, an upload's file name) by the part's own name.
 */
export function nulCharacterError(parts: Record<string, unknown>): HttpError | null {
  const fields = Object.entries(parts).flatMap(([name, part]) =>
    nulCharacterPaths(part).map((path) => path || name),
  );
  if (fields.length === 0) return null;
  const errors = Object.fromEntries(fields.map((field) => [field, [NUL_CHARACTER_MESSAGE]]));
  return new HttpError(422, NUL_CHARACTER_MESSAGE, errors);
}

/**
 * Refuses U+0000 anywhere in a request's path parameters, query and parsed body, once for every
 * route of every host (API, site forms, card leads, files), before any schema or handler sees it.
 * Multipart fields are read by the handler, so `files/multipart.ts` asks `nulCharacterError` itself.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const error = nulCharacterError({ params: request.params, query: request.query, body: request.body });
    if (error) throw error;
  });
}

/**
 * A record id from a path segment that a host route reads itself (site forms, files): the
 * digits of a positive whole number PostgreSQL's integer holds (`recordId`), else null.
 */
export function recordIdFromText(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const parsed = recordId.safeParse(text);
  return parsed.success ? parsed.data : null;
}

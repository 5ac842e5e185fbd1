import type { ListMeta } from '@tessera/api-contract';
import { requireAuth } from './access.ts';
import type { AuthContext } from './caller.ts';

export function pageWindow(page: number, perPage: number) {
  return { limit: perPage, offset: (page - 1) * perPage };
}

export function listMeta(total: number, page: number, perPage: number): ListMeta {
  return { total, page, per_page: perPage };
}

/** The list envelope (`{ data, meta }`) of a page of rows, for the page the query asked for. */
export function listAnswer<T>(
  result: { rows: T[]; total: number },
  query: { page: number; per_page: number },
): { data: T[]; meta: ListMeta } {
  return { data: result.rows, meta: listMeta(result.total, query.page, query.per_page) };
}

/**
 * The handler of `GET /landings/:id/<records>`: the page of the site's records the query asks
 * for, as the caller may see them, in the list envelope.
 */
export function siteListHandler<Q extends { page: number; per_page: number }, T>(
  list: (auth: AuthContext, landingId: number, query: Q) => Promise<{ rows: T[]; total: number }>,
) {
  return async (request: { auth: AuthContext | null; params: { id: number }; query: Q }) =>
    listAnswer(await list(requireAuth(request.auth), request.params.id, request.query), request.query);
}

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

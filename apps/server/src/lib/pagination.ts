import type { ListMeta } from '@tessera/api-contract';

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

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

import { lastListPage } from '@tessera/api-contract';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListConfig,
  type ListParams,
  type ListSetup,
  pageCount,
  readListParams,
  type SortOrder,
  writeListParams,
} from './params.ts';

export function useListParams<F extends string>(config: ListConfig<F>) {
  const [query, setQuery] = useSearchParams();
  const { sortFields, defaultSort, defaultOrder } = config;
  const stable = useMemo(
    () => ({ sortFields, defaultSort, defaultOrder }),
    [sortFields, defaultSort, defaultOrder],
  );
  const params = useMemo(() => readListParams(query, stable), [query, stable]);

  const update = useCallback(
    (patch: Partial<ListParams<F>>) => {
      // Typing a search should not fill the history with one entry per keystroke.
      setQuery((prev) => writeListParams(prev, patch, stable), { replace: patch.search !== undefined });
    },
    [setQuery, stable],
  );

  return [params, update] as const;
}

/** A page past the end (after deletions elsewhere, or an edited URL) moves to the last page. */
export function useClampPage(
  page: number,
  total: number | undefined,
  perPage: number,
  go: (page: number) => void,
) {
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total, perPage);
    if (page > last) go(last);
  }, [page, total, perPage, go]);
}

/** A list screen's state: its URL parameters, how to change them, and the API query they make. */
export interface ListState<F extends string> {
  params: ListParams<F>;
  update: (patch: Partial<ListParams<F>>) => void;
  perPage: number;
  /** `page`, `per_page`, `search`, `sort` and `order` as the list endpoints take them. */
  query: { page: number; per_page: number; search: string | undefined; sort: F; order: SortOrder };
}

export function useListState<F extends string>(setup: ListSetup<F>): ListState<F> {
  const [params, update] = useListParams(setup.config);
  const { perPage } = setup;
  const query = useMemo(
    () => ({
      // An edited URL past the rows the API pages through asks for its last page instead.
      page: Math.min(params.page, lastListPage(perPage)),
      per_page: perPage,
      search: params.search || undefined,
      sort: params.sort,
      order: params.order,
    }),
    [params, perPage],
  );
  return { params, update, perPage, query };
}

import { lastListPage } from '@tessera/api-contract';

/** A list screen's state, kept in the URL query so it survives reloads, links and Back. */
export type SortOrder = 'asc' | 'desc';

export interface ListSort<F extends string> {
  sort: F;
  order: SortOrder;
}

export interface ListParams<F extends string> extends ListSort<F> {
  page: number;
  search: string;
}

export interface ListConfig<F extends string> {
  sortFields: readonly F[];
  defaultSort: F;
  defaultOrder: SortOrder;
}

const MAX_SEARCH = 200;

function isField<F extends string>(value: string | null, fields: readonly F[]): value is F {
  return value !== null && (fields as readonly string[]).includes(value);
}

export function readListParams<F extends string>(
  query: URLSearchParams,
  config: ListConfig<F>,
): ListParams<F> {
  const page = Number(query.get('page'));
  const sort = query.get('sort');
  const order = query.get('order');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (query.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    sort: isField(sort, config.sortFields) ? sort : config.defaultSort,
    order: order === 'asc' || order === 'desc' ? order : config.defaultOrder,
  };
}

/**
 * The next URL query after a change. A new search or sort starts again at page 1, and values
 * equal to the defaults are left out so plain list URLs stay plain.
 */
export function writeListParams<F extends string>(
  current: URLSearchParams,
  patch: Partial<ListParams<F>>,
  config: ListConfig<F>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const state = { ...readListParams(current, config), ...patch };
  const resetsPage = patch.search !== undefined || patch.sort !== undefined || patch.order !== undefined;
  if (resetsPage) state.page = patch.page ?? 1;

  const set = (key: string, value: string, isDefault: boolean) => {
    if (isDefault) next.delete(key);
    else next.set(key, value);
  };
  set('page', String(state.page), state.page === 1);
  set('search', state.search.trim(), state.search.trim() === '');
  set('sort', state.sort, state.sort === config.defaultSort);
  set('order', state.order, state.order === config.defaultOrder);
  return next;
}

/** Clicking a column: first ascending, then the other way on each further click. */
export function nextSort<F extends string>(current: ListSort<F>, field: F): ListSort<F> {
  if (current.sort !== field) return { sort: field, order: 'asc' };
  return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
}

export function sortDirection<F extends string>(
  current: ListSort<F>,
  field: F,
): 'ascending' | 'descending' | 'none' {
  if (current.sort !== field) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}

/** Pages of a list of `total` rows, never fewer than one nor past the last page the API answers. */
export function pageCount(total: number, perPage: number): number {
  return Math.min(lastListPage(perPage), Math.max(1, Math.ceil(total / perPage)));
}

/** "11–20 of 42"; "1–10 of about 120000" when the total is the API's estimate (`total_estimated`). */
export function rangeLabel(page: number, perPage: number, total: number, estimated = false): string {
  if (total === 0) return '0 results';
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return `${from}–${to} of ${estimated ? 'about ' : ''}${total}`;
}

/** A list query schema of the contract (`formListQuery` and the like): its defaults and sort fields. */
export interface ListQuerySchema<F extends string> {
  parse(input: object): { per_page: number; sort: F; order: SortOrder };
  shape: { sort: { unwrap(): { options: readonly F[] } } };
}

/** What a list screen needs to know about its list, taken from the contract so the two cannot drift. */
export interface ListSetup<F extends string> {
  perPage: number;
  config: ListConfig<F>;
}

/**
 * The page size, sort fields and default sort of a list, from its contract schema. `overrides`
 * is for screens that show fewer sort fields, another default, or longer pages than the API's.
 */
export function listSetup<F extends string>(
  schema: ListQuerySchema<F>,
  overrides: Partial<ListConfig<F>> & { perPage?: number } = {},
): ListSetup<F> {
  const defaults = schema.parse({});
  const { perPage, ...config } = overrides;
  return {
    perPage: perPage ?? defaults.per_page,
    config: {
      sortFields: schema.shape.sort.unwrap().options,
      defaultSort: defaults.sort,
      defaultOrder: defaults.order,
      ...config,
    },
  };
}

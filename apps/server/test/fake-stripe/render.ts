import { invalid, noSuch } from './errors.ts';
import type { Params } from './params.ts';
import type { Store } from './store.ts';

/**
 * How stored records become answers: fields Stripe leaves out unless asked (`payments` and
 * `confirmation_secret` of an invoice) are dropped, and `expand[]` paths replace ids with the
 * objects they name, up to Stripe's four levels.
 */

type Json = Record<string, unknown>;

const INCLUDABLE: Record<string, readonly string[]> = {
  invoice: ['payments', 'confirmation_secret'],
  'checkout.session': ['line_items'],
};

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a record as a response carries it, with the includable fields named in `keep`. */
export function snapshot<T extends object>(record: T, keep: readonly string[] = []): T {
  const copy = structuredClone(record) as T & Json;
  const hidden = INCLUDABLE[String(copy.object)] ?? [];
  for (const field of hidden) if (!keep.includes(field)) delete copy[field];
  return copy;
}

function expandInto(store: Store, node: unknown, path: string[], whole: string): void {
  if (Array.isArray(node)) {
    for (const entry of node) expandInto(store, entry, path, whole);
    return;
  }
  if (!isRecord(node)) return;
  const [field, ...rest] = path;
  if (field === undefined) return;
  if (node.object === 'list' && field === 'data') {
    expandInto(store, node.data, rest, whole);
    return;
  }
  const value = node[field];
  const resolve = (id: string) => {
    const target = store.lookup(field, id);
    if (!target) throw noSuch(field, id, 'expand');
    return snapshot(target, rest.slice(0, 1));
  };
  if (typeof value === 'string') node[field] = resolve(value);
  else if (Array.isArray(value))
    node[field] = value.map((entry) => (typeof entry === 'string' ? resolve(entry) : entry));
  else if (value === undefined || (value !== null && typeof value !== 'object')) {
    throw invalid(`This property cannot be expanded (${whole}).`, 'expand');
  }
  if (rest.length > 0) expandInto(store, node[field], rest, whole);
}

/** A record as a response carries it: includables asked for kept, `expand` paths resolved. */
export function present<T extends object>(store: Store, record: T, expand: readonly string[]): T {
  const copy = snapshot(
    record,
    expand.map((path) => path.split('.')[0]!),
  );
  for (const path of expand) {
    const parts = path.split('.');
    // Four levels of objects; a list's `data` step is not one.
    if (parts.filter((part) => part !== 'data').length > 4) {
      throw invalid(`You cannot expand more than 4 levels of a property. Property: ${path}`, 'expand');
    }
    expandInto(store, copy, parts, path);
  }
  return copy;
}

export function expandsOf(params: Params): string[] {
  return params.strings('expand');
}

export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/**
 * One page of a list, newest first as Stripe orders them: `limit` (1–100, default 10),
 * `starting_after` / `ending_before` by id, `expand[]=data.x` applied to each entry.
 */
export function listPage<T extends { id: string }>(
  store: Store,
  records: Iterable<T>,
  params: Params,
  url: string,
): ListPage<T> {
  const all = [...records].reverse();
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalid('Invalid limit: must be between 1 and 100', 'limit', 'parameter_invalid_integer');
  }
  let from = 0;
  let to = all.length;
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  if (after) {
    const index = all.findIndex((record) => record.id === after);
    if (index < 0) throw noSuch('object', after, 'starting_after');
    from = index + 1;
  } else if (before) {
    const index = all.findIndex((record) => record.id === before);
    if (index < 0) throw noSuch('object', before, 'ending_before');
    to = index;
    from = Math.max(0, to - limit);
  }
  const slice = all.slice(from, Math.min(to, from + limit));
  const hasMore = before ? from > 0 : from + slice.length < to;
  const expand = expandsOf(params).map((path) => {
    if (!path.startsWith('data.')) throw invalid(`This property cannot be expanded (${path}).`, 'expand');
    return path.slice('data.'.length);
  });
  return {
    object: 'list',
    data: slice.map((record) => present(store, record, expand)),
    has_more: hasMore,
    url,
  };
}

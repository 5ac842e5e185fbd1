import {
  keepPreviousData,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminCategory,
  CatalogueEndpoints,
  CategoryEndpoints,
  DesignRecordEndpoints,
  DocumentEndpoints,
  EndpointDefinition,
  EndpointInput,
  ListMeta,
  SuccessSchema,
} from '@tessera/api-contract';
import type { z } from 'zod';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { userKey } from './keys.ts';

/**
 * The web's half of a design-record kind (packages/api-contract design-records.ts): one set of
 * hooks that every kind (courses, order pages, admin blocks, page templates, templates) uses over
 * its own declarations. A kind describes itself once as a `DesignRecordArea`: the query-key part
 * of all its queries, and its endpoints.
 */
export interface DesignRecordArea<E extends DesignRecordEndpoints = DesignRecordEndpoints> {
  /** Every query of the kind lives under this key part, so they refresh together. */
  key: string;
  endpoints: E;
}

/** What a kind with a page document answers for one record: its id, its draft and its version. */
export interface DesignedDetail {
  id: number;
  document: Record<string, unknown>;
  version: number;
}

/** A kind with a page document: its design, editor data and preview link. */
export type DocumentArea = DesignRecordArea<
  DesignRecordEndpoints &
    DocumentEndpoints & { get: { responses: { 200: z.ZodType<{ data: DesignedDetail }> } } }
>;

/** A kind filed under categories, which agencies browse as a published catalogue. */
export interface CategoryArea
  extends DesignRecordArea<
    DesignRecordEndpoints & { categories: CategoryEndpoints; catalogue: CatalogueEndpoints }
  > {
  /** How category pickers sort the categories (site templates: their position). */
  categorySort: 'name' | 'position';
}

/** What a declared call answers, and what it holds under `data`. */
type Answer<E extends EndpointDefinition> = z.output<SuccessSchema<E>>;
export type DataOf<E extends EndpointDefinition> = Answer<E> extends { data: infer D } ? D : never;
/** What a declared call takes as its query, or its body. */
export type QueryOf<E extends EndpointDefinition> = NonNullable<EndpointInput<E>['query']>;
export type BodyOf<E extends EndpointDefinition> = EndpointInput<E>['body'];

type CallOptions = { signal?: AbortSignal | undefined; notify?: boolean };

/**
 * Calls one of a kind's declarations. Every kind's declaration of a call takes the same parts (an
 * `id`, the kind's query or body), which the declared schemas check; TypeScript cannot resolve
 * `EndpointInput` of a declaration that is a type parameter here, so the input is given as such.
 */
function send<E extends EndpointDefinition>(
  endpoint: E,
  input: { params?: { id: number | string }; query?: unknown; body?: unknown },
  options: CallOptions = {},
): Promise<Answer<E>> {
  return call(endpoint, input as EndpointInput<E>, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.notify === undefined ? {} : { notify: options.notify }),
  });
}

/** The same, answering what the answer holds under `data` (every item answer is `{ data }`). */
async function sendForData<E extends EndpointDefinition>(
  endpoint: E,
  input: Parameters<typeof send>[1],
  options?: CallOptions,
): Promise<DataOf<E>> {
  // `E` answers `{ data }` (an item answer); TypeScript cannot see through `z.output` of a type parameter.
  return ((await send(endpoint, input, options)) as { data: DataOf<E> }).data;
}

/** Every query of the kind for this identity refreshes together. */
export function useInvalidateArea(area: DesignRecordArea) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: userKey(epoch, area.key) });
}

/** The query key of one of the kind's queries. */
export function useAreaKey(area: DesignRecordArea) {
  const epoch = useAuth((s) => s.epoch);
  return (...parts: readonly unknown[]) => userKey(epoch, area.key, ...parts);
}

/** A page of one of the kind's lists (`part` of its query key), kept on screen while the next loads. */
function useAreaPage<E extends EndpointDefinition>(
  area: DesignRecordArea,
  part: string,
  endpoint: E,
  query: QueryOf<E>,
) {
  const key = useAreaKey(area);
  return useQuery({
    queryKey: key(part, query),
    queryFn: ({ signal }) => send(endpoint, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordList<A extends DesignRecordArea>(area: A, query: QueryOf<A['endpoints']['list']>) {
  return useAreaPage<A['endpoints']['list']>(area, 'list', area.endpoints.list, query);
}

/** One record; the designer reads it with `notify: false` (it shows failures itself). */
export function fetchRecord<A extends DesignRecordArea>(area: A, id: number, options: CallOptions = {}) {
  return sendForData<A['endpoints']['get']>(area.endpoints.get, { params: { id } }, options);
}

/**
 * One record of a kind with a page document, with its draft and version. The area's type says its
 * read answers that; TypeScript does not carry it through `SuccessSchema` of an intersection.
 */
export function fetchDesigned(area: DocumentArea, id: number, options: CallOptions = {}) {
  return fetchRecord(area, id, options) as Promise<DesignedDetail>;
}

export function useRecord<A extends DesignRecordArea>(area: A, id: number) {
  const key = useAreaKey(area);
  return useQuery({
    queryKey: key('one', id),
    queryFn: ({ signal }) => fetchRecord(area, id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Creates a record (`id` null) or saves its details (the design saves from the designer). */
export function useSaveRecord<A extends DesignRecordArea>(area: A, id: number | null) {
  const invalidate = useInvalidateArea(area);
  return useMutation({
    mutationFn: async (
      body: BodyOf<A['endpoints']['create']> | BodyOf<A['endpoints']['update']>,
    ): Promise<DataOf<A['endpoints']['create']> | DataOf<A['endpoints']['update']>> =>
      id === null
        ? sendForData<A['endpoints']['create']>(area.endpoints.create, { body })
        : sendForData<A['endpoints']['update']>(area.endpoints.update, { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

/** Publishes (or unpublishes) a record; the answer says what happened. */
export function publishRecord<A extends DesignRecordArea>(
  area: A,
  id: number,
  published: boolean,
  notify = true,
) {
  return send<A['endpoints']['publish']>(
    area.endpoints.publish,
    { params: { id }, body: { published } },
    { notify },
  );
}

/** What a row of an admin list of design records can do to it. */
export interface RecordActions {
  publish: { mutate: (input: { id: number; published: boolean }) => void };
  clone: { mutate: (id: number) => void };
  remove: {
    mutate: (id: number, options: { onSuccess: () => void }) => void;
    isPending: boolean;
  };
}

/** Publish, clone and delete of a row; each refreshes every query of the kind. */
export function useRecordActions(area: DesignRecordArea): RecordActions {
  const invalidate = useInvalidateArea(area);
  const done = { onSuccess: () => invalidate() };
  return {
    publish: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        publishRecord(area, id, published),
      ...done,
    }),
    clone: useMutation({
      mutationFn: (id: number) => send(area.endpoints.clone, { params: { id } }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) => send(area.endpoints.remove, { params: { id } }),
      ...done,
    }),
  };
}

/**
 * A signed link showing a record on the preview host: the draft for admins, what was published
 * for others the declaration lets ask. `id` is as the address gives it.
 */
export function recordPreviewLink(area: DocumentArea, id: number | string, signal?: AbortSignal) {
  return sendForData(area.endpoints.previewLink, { params: { id } }, { notify: false, signal });
}

// Categories and the published catalogue ----------------------------------------------------

/**
 * A page of a category area's other lists: its `categories` (admins), or its published `catalogue`
 * (agencies: published templates in published categories).
 */
export function useCategoryAreaList<A extends CategoryArea, P extends 'categories' | 'catalogue'>(
  area: A,
  part: P,
  query: QueryOf<A['endpoints'][P]['list']>,
) {
  return useAreaPage<A['endpoints'][P]['list']>(area, part, area.endpoints[part].list, query);
}

/** Every category, for pickers (a platform holds a handful; the API pages at 100). */
export function useCategoryOptions(area: CategoryArea) {
  // Every kind's categories are at least the shared category (`adminCategory`, template-catalogue.ts).
  return useCategoryAreaList(area, 'categories', {
    per_page: 100,
    sort: area.categorySort,
    order: 'asc',
  }) as UseQueryResult<{
    data: AdminCategory[];
    meta: ListMeta;
  }>;
}

/** Creates (`id` null) or changes a category. */
export function useSaveCategory<A extends CategoryArea>(area: A, id: number | null) {
  const invalidate = useInvalidateArea(area);
  const { categories } = area.endpoints;
  return useMutation({
    mutationFn: async (
      body: BodyOf<A['endpoints']['categories']['create']>,
    ): Promise<
      DataOf<A['endpoints']['categories']['create']> | DataOf<A['endpoints']['categories']['update']>
    > =>
      id === null
        ? sendForData<A['endpoints']['categories']['create']>(categories.create, { body })
        : sendForData<A['endpoints']['categories']['update']>(categories.update, { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

export function useCategoryActions(area: CategoryArea) {
  const invalidate = useInvalidateArea(area);
  const done = { onSuccess: () => invalidate() };
  const { categories } = area.endpoints;
  return {
    publish: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        send(categories.publish, { params: { id }, body: { published } }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) => send(categories.remove, { params: { id } }),
      ...done,
    }),
  };
}

/** The catalogue's category filter: published categories holding published templates. */
export function useCatalogueCategories(area: CategoryArea) {
  const key = useAreaKey(area);
  return useQuery({
    queryKey: key('catalogue-categories'),
    queryFn: ({ signal }) => sendForData(area.endpoints.catalogue.categories, {}, { signal }),
  });
}

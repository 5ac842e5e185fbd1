import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCategory,
  actionResult,
  type CatalogueItem,
  catalogueCategoriesResponse,
  type ListMeta,
} from '@tessera/api-contract';
import type { z } from 'zod';
import { useAuth } from '../state/authStore.ts';
import { apiRequest, type QueryParams, type RequestOptions } from './client.ts';
import { userKey } from './keys.ts';

/**
 * The hooks both admin template areas share (page templates, `page-templates.ts`; site templates,
 * `templates.ts`): the admins' templates and categories under `adminPath`, and the published
 * catalogue agencies browse under `cataloguePath`. Each area describes itself once as a
 * `TemplateArea`; its answers' shapes are its own schemas.
 */
type ListAnswer<T> = { data: T[]; meta: ListMeta };

export interface TemplateArea {
  /** The query-key part of every query of the area: templates, categories and the catalogue share counts. */
  key: string;
  /** `/admin-page-templates`: the admins' routes. */
  adminPath: string;
  /** `/page-templates`: the agencies' catalogue. */
  cataloguePath: string;
  /** How category pickers sort the categories. */
  categoryOptionsSort: string;
  schemas: {
    list: z.ZodType<ListAnswer<{ id: number }>>;
    one: z.ZodType<{ data: { id: number } }>;
    /** What publishing a template answers. */
    publish: z.ZodType;
    clone: z.ZodType;
    categoryList: z.ZodType<ListAnswer<AdminCategory>>;
    category: z.ZodType<{ data: AdminCategory }>;
    /** What publishing a category answers. */
    categoryPublish: z.ZodType;
    catalogue: z.ZodType<ListAnswer<CatalogueItem>>;
  };
}

/** What an item answer (`{ data }`) of schema `S` holds. */
type DataOf<S extends z.ZodType<{ data: unknown }>> = z.output<S>['data'];

/** Requests an item answer and gives its `data`. */
async function requestItem<S extends z.ZodType<{ data: unknown }>>(
  path: string,
  options: RequestOptions<S>,
): Promise<DataOf<S>> {
  // `S` answers `{ data }` (its constraint); TypeScript cannot see through `z.output` of a type parameter.
  return ((await apiRequest(path, options)) as { data: DataOf<S> }).data;
}

/** Every query of the area for this identity refreshes together. */
export function useInvalidateArea(area: TemplateArea) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: userKey(epoch, area.key) });
}

export function useAdminTemplates<A extends TemplateArea>(area: A, query: QueryParams) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, area.key, 'list', query),
    queryFn: ({ signal }) =>
      apiRequest<A['schemas']['list']>(area.adminPath, { query, schema: area.schemas.list, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTemplate<A extends TemplateArea>(area: A, id: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, area.key, 'one', id),
    queryFn: ({ signal }) =>
      requestItem<A['schemas']['one']>(`${area.adminPath}/${id}`, { schema: area.schemas.one, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Creates (`id` null) or updates a template; `B` is the area's create or update body. */
export function useSaveAdminTemplate<A extends TemplateArea, B>(area: A, id: number | null) {
  const invalidate = useInvalidateArea(area);
  return useMutation({
    mutationFn: (body: B) =>
      requestItem<A['schemas']['one']>(id === null ? area.adminPath : `${area.adminPath}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: area.schemas.one,
      }),
    onSuccess: () => invalidate(),
  });
}

/** The row actions of the admins' templates list; each refreshes templates, categories and the catalogue. */
export function useAdminTemplateActions<A extends TemplateArea>(area: A) {
  const invalidate = useInvalidateArea(area);
  const done = { onSuccess: () => invalidate() };
  return {
    publish: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        apiRequest(`${area.adminPath}/${id}/publish`, {
          method: 'POST',
          body: { published },
          schema: area.schemas.publish,
        }),
      ...done,
    }),
    clone: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`${area.adminPath}/${id}/clone`, { method: 'POST', schema: area.schemas.clone }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`${area.adminPath}/${id}`, { method: 'DELETE', schema: actionResult }),
      ...done,
    }),
  };
}

export function useAdminCategories<A extends TemplateArea>(area: A, query: QueryParams) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, area.key, 'categories', query),
    queryFn: ({ signal }) =>
      apiRequest<A['schemas']['categoryList']>(`${area.adminPath}/categories`, {
        query,
        schema: area.schemas.categoryList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every category, for pickers (a platform holds a handful; the API pages at 100). */
export function useCategoryOptions<A extends TemplateArea>(area: A) {
  return useAdminCategories(area, { per_page: 100, sort: area.categoryOptionsSort, order: 'asc' });
}

/** Creates (`id` null) or changes a category; `B` is the area's category body. */
export function useSaveCategory<A extends TemplateArea, B>(area: A, id: number | null) {
  const invalidate = useInvalidateArea(area);
  return useMutation({
    mutationFn: (body: B) =>
      requestItem<A['schemas']['category']>(
        id === null ? `${area.adminPath}/categories` : `${area.adminPath}/categories/${id}`,
        { method: id === null ? 'POST' : 'PUT', body, schema: area.schemas.category },
      ),
    onSuccess: () => invalidate(),
  });
}

export function useCategoryActions<A extends TemplateArea>(area: A) {
  const invalidate = useInvalidateArea(area);
  const done = { onSuccess: () => invalidate() };
  return {
    publish: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        apiRequest(`${area.adminPath}/categories/${id}/publish`, {
          method: 'POST',
          body: { published },
          schema: area.schemas.categoryPublish,
        }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`${area.adminPath}/categories/${id}`, { method: 'DELETE', schema: actionResult }),
      ...done,
    }),
  };
}

/** The catalogue agencies start from: published templates in published categories. */
export function useCatalogue<A extends TemplateArea>(area: A, query: QueryParams) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, area.key, 'catalogue', query),
    queryFn: ({ signal }) =>
      apiRequest<A['schemas']['catalogue']>(area.cataloguePath, {
        query,
        schema: area.schemas.catalogue,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The catalogue's category filter: published categories holding published templates. */
export function useCatalogueCategories(area: TemplateArea) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, area.key, 'catalogue-categories'),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${area.cataloguePath}/categories`, {
          schema: catalogueCategoriesResponse,
          signal,
        })
      ).data,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actionResult,
  type CreatePageTemplateBody,
  type PageTemplateCatalogueQuery,
  type PageTemplateCategoryBody,
  type PageTemplateCategoryListQuery,
  type PageTemplateListQuery,
  pageTemplateCatalogueCategoriesResponse,
  pageTemplateCatalogueResponse,
  pageTemplateCategoryListResponse,
  pageTemplateCategoryResponse,
  pageTemplateDetailResponse,
  pageTemplateListResponse,
  previewLinkResponse,
  type UpdatePageTemplateBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { userKey } from './keys.ts';

/** Admin page templates and their categories (SPEC §2 `/admin/page-templates`), and the agency catalogue. */
export function pageTemplatesKey(epoch: number, ...parts: readonly unknown[]) {
  return userKey(epoch, 'page-templates', ...parts);
}

/** Every page-template query of this identity: templates, categories and the catalogue share counts. */
function useInvalidatePageTemplates() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: pageTemplatesKey(epoch) });
}

export function usePageTemplates(query: Partial<PageTemplateListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: pageTemplatesKey(epoch, 'list', query),
    queryFn: ({ signal }) =>
      apiRequest('/admin-page-templates', { query, schema: pageTemplateListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePageTemplate(id: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: pageTemplatesKey(epoch, 'one', id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/admin-page-templates/${id}`, { schema: pageTemplateDetailResponse, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function usePageTemplateCategories(query: Partial<PageTemplateCategoryListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: pageTemplatesKey(epoch, 'categories', query),
    queryFn: ({ signal }) =>
      apiRequest('/admin-page-templates/categories', {
        query,
        schema: pageTemplateCategoryListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every category by name, for pickers (a platform holds a handful; the API pages at 100). */
export function useCategoryOptions() {
  return usePageTemplateCategories({ per_page: 100, sort: 'name', order: 'asc' });
}

export function useSavePageTemplate(id: number | null) {
  const invalidate = useInvalidatePageTemplates();
  return useMutation({
    mutationFn: async (body: CreatePageTemplateBody | UpdatePageTemplateBody) =>
      (
        await apiRequest(id === null ? '/admin-page-templates' : `/admin-page-templates/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
          schema: pageTemplateDetailResponse,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

/** The row actions of the templates list; each refreshes templates, categories and the catalogue. */
export function usePageTemplateActions() {
  const invalidate = useInvalidatePageTemplates();
  const done = { onSuccess: () => invalidate() };
  return {
    publish: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        apiRequest(`/admin-page-templates/${id}/publish`, {
          method: 'POST',
          body: { published },
          schema: actionResult,
        }),
      ...done,
    }),
    clone: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`/admin-page-templates/${id}/clone`, {
          method: 'POST',
          schema: pageTemplateDetailResponse,
        }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`/admin-page-templates/${id}`, { method: 'DELETE', schema: actionResult }),
      ...done,
    }),
  };
}

export function useSaveCategory(id: number | null) {
  const invalidate = useInvalidatePageTemplates();
  return useMutation({
    mutationFn: async (body: PageTemplateCategoryBody) =>
      (
        await apiRequest(
          id === null ? '/admin-page-templates/categories' : `/admin-page-templates/categories/${id}`,
          { method: id === null ? 'POST' : 'PUT', body, schema: pageTemplateCategoryResponse },
        )
      ).data,
    onSuccess: () => invalidate(),
  });
}

export function useCategoryActions() {
  const invalidate = useInvalidatePageTemplates();
  const done = { onSuccess: () => invalidate() };
  return {
    publish: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        apiRequest(`/admin-page-templates/categories/${id}/publish`, {
          method: 'POST',
          body: { published },
          schema: actionResult,
        }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`/admin-page-templates/categories/${id}`, { method: 'DELETE', schema: actionResult }),
      ...done,
    }),
  };
}

/** A signed link that shows the template on the preview host (the draft for admins). */
export function pageTemplatePreviewLink(id: number, signal?: AbortSignal) {
  return apiRequest(`/admin-page-templates/${id}/preview-link`, {
    method: 'POST',
    schema: previewLinkResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}

/** The catalogue agencies start pages from: published templates in published categories. */
export function usePageTemplateCatalogue(query: Partial<PageTemplateCatalogueQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: pageTemplatesKey(epoch, 'catalogue', query),
    queryFn: ({ signal }) =>
      apiRequest('/page-templates', { query, schema: pageTemplateCatalogueResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogueCategories() {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: pageTemplatesKey(epoch, 'catalogue-categories'),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/page-templates/categories', {
          schema: pageTemplateCatalogueCategoriesResponse,
          signal,
        })
      ).data,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actionResult,
  type CreateTemplateBody,
  type CreateTemplateCategoryBody,
  previewLinkResponse,
  type TemplateCatalogueQuery,
  type TemplateCategoryListQuery,
  type TemplateListQuery,
  templateCatalogueCategoriesResponse,
  templateCatalogueResponse,
  templateCategoryListResponse,
  templateCategoryResponse,
  templateListResponse,
  templateResponse,
  type UpdateTemplateBody,
  type UpdateTemplateCategoryBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { userKey } from './keys.ts';

/** Admin templates (whole sites) and their categories (SPEC §2 `/admin/templates`), and the agency catalogue. */
export function templatesKey(epoch: number, ...parts: readonly unknown[]) {
  return userKey(epoch, 'templates', ...parts);
}

/** Every template query of this identity: templates, categories and the catalogue share counts. */
export function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: templatesKey(epoch) });
}

export function useTemplates(query: Partial<TemplateListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: templatesKey(epoch, 'list', query),
    queryFn: ({ signal }) => apiRequest('/admin-templates', { query, schema: templateListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: templatesKey(epoch, 'one', id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/admin-templates/${id}`, { schema: templateResponse, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useTemplateCategories(query: Partial<TemplateCategoryListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: templatesKey(epoch, 'categories', query),
    queryFn: ({ signal }) =>
      apiRequest('/admin-templates/categories', { query, schema: templateCategoryListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every category in the admins' order, for pickers (a platform holds a handful; the API pages at 100). */
export function useTemplateCategoryOptions() {
  return useTemplateCategories({ per_page: 100, sort: 'position', order: 'asc' });
}

export function useSaveTemplate(id: number | null) {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: async (body: CreateTemplateBody | UpdateTemplateBody) =>
      (
        await apiRequest(id === null ? '/admin-templates' : `/admin-templates/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
          schema: templateResponse,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

/** The row actions of the templates list; each refreshes templates, categories and the catalogue. */
export function useTemplateActions() {
  const invalidate = useInvalidateTemplates();
  const done = { onSuccess: () => invalidate() };
  return {
    publish: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        apiRequest(`/admin-templates/${id}/publish`, {
          method: 'POST',
          body: { published },
          schema: templateResponse,
        }),
      ...done,
    }),
    clone: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`/admin-templates/${id}/clone`, { method: 'POST', schema: templateResponse }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`/admin-templates/${id}`, { method: 'DELETE', schema: actionResult }),
      ...done,
    }),
  };
}

export function useSaveTemplateCategory(id: number | null) {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: async (body: CreateTemplateCategoryBody | UpdateTemplateCategoryBody) =>
      (
        await apiRequest(id === null ? '/admin-templates/categories' : `/admin-templates/categories/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
          schema: templateCategoryResponse,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

export function useTemplateCategoryActions() {
  const invalidate = useInvalidateTemplates();
  const done = { onSuccess: () => invalidate() };
  return {
    publish: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        apiRequest(`/admin-templates/categories/${id}/publish`, {
          method: 'POST',
          body: { published },
          schema: templateCategoryResponse,
        }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`/admin-templates/categories/${id}`, { method: 'DELETE', schema: actionResult }),
      ...done,
    }),
  };
}

/**
 * A signed link showing a page of the template (its home page when `pageId` is left out) on the
 * template site's own host: admins see any template, others only published ones.
 */
export function templatePreviewLink(id: number, pageId?: number, signal?: AbortSignal) {
  return apiRequest(`/admin-templates/${id}/preview-link`, {
    method: 'POST',
    body: pageId === undefined ? {} : { page_id: pageId },
    schema: previewLinkResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}

/** The catalogue agencies start websites from: published templates in published categories. */
export function useTemplateCatalogue(query: Partial<TemplateCatalogueQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: templatesKey(epoch, 'catalogue', query),
    queryFn: ({ signal }) => apiRequest('/templates', { query, schema: templateCatalogueResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplateCatalogueCategories() {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: templatesKey(epoch, 'catalogue-categories'),
    queryFn: async ({ signal }) =>
      (await apiRequest('/templates/categories', { schema: templateCatalogueCategoriesResponse, signal }))
        .data,
  });
}

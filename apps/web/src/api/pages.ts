import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  actionResult,
  type ClonePageBody,
  type CreatePageBody,
  type ImportPageBody,
  type PageListQuery,
  pageDetailResponse,
  pageListResponse,
  pageOptionsResponse,
  pageSettingsResponse,
  previewLinkResponse,
  type UpdatePageBody,
  uniqueNameResponse,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

/**
 * Pages live under their site's key: publishing or deleting a page also refreshes the site's
 * counts (published pages, home page) shown by the website screen.
 */
export function sitePagesKey(epoch: number, landingId: number, ...parts: readonly unknown[]) {
  return landingsKey(epoch, 'detail', landingId, 'pages', ...parts);
}

export function usePages(landingId: number, query: Partial<PageListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: sitePagesKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/pages`, { query, schema: pageListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every page of a site, small, with its named sections: for menus and other pickers. */
export function usePageOptions(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: sitePagesKey(epoch, landingId, 'options'),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/pages/list`, { schema: pageOptionsResponse, signal }).then(
        (r) => r.data,
      ),
  });
}

export function usePage(pageId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'page', pageId),
    queryFn: ({ signal }) =>
      apiRequest(`/pages/${pageId}`, { schema: pageDetailResponse, signal }).then((r) => r.data),
    enabled: Number.isInteger(pageId) && pageId > 0,
  });
}

export function checkUniqueName(landingId: number, name: string, pageId?: number, signal?: AbortSignal) {
  return apiRequest(`/landings/${landingId}/unique-names/${encodeURIComponent(name)}`, {
    query: pageId ? { page_id: pageId } : {},
    schema: uniqueNameResponse,
    notify: false,
    signal,
  }).then((r) => r.data);
}

export function useCreatePage(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreatePageBody) =>
      (
        await apiRequest(`/landings/${landingId}/pages`, {
          method: 'POST',
          body,
          schema: pageSettingsResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

/** `POST /landings/{id}/pages/import`: a copy of a page of the agency, by its unique id. */
export function useImportPage(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: ImportPageBody) =>
      (
        await apiRequest(`/landings/${landingId}/pages/import`, {
          method: 'POST',
          body,
          schema: pageSettingsResponse,
          notify: false,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdatePage(landingId: number, pageId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdatePageBody) =>
      (await apiRequest(`/pages/${pageId}`, { method: 'PUT', body, schema: pageSettingsResponse })).data,
    onSuccess: () => invalidate(landingId),
  });
}

/** The page actions of the pages list; each refreshes the site (counts, home page, list). */
export function usePageActions(landingId: number) {
  const invalidate = useInvalidateLandings();
  const done = { onSuccess: () => invalidate(landingId) };
  return {
    publish: useMutation({
      mutationFn: (pageId: number) =>
        apiRequest(`/pages/${pageId}/publish`, { method: 'POST', schema: actionResult }),
      ...done,
    }),
    unpublish: useMutation({
      mutationFn: (pageId: number) =>
        apiRequest(`/pages/${pageId}/unpublish`, { method: 'POST', schema: actionResult }),
      ...done,
    }),
    setHome: useMutation({
      mutationFn: (pageId: number) =>
        apiRequest(`/pages/${pageId}/set-home`, { method: 'POST', schema: actionResult }),
      ...done,
    }),
    clone: useMutation({
      mutationFn: ({ pageId, body }: { pageId: number; body: ClonePageBody }) =>
        apiRequest(`/pages/${pageId}/clone`, { method: 'POST', body, schema: pageSettingsResponse }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (pageId: number) =>
        apiRequest(`/pages/${pageId}`, { method: 'DELETE', schema: actionResult }),
      ...done,
    }),
    previewLink: useMutation({
      mutationFn: (pageId: number) =>
        apiRequest(`/pages/${pageId}/preview-link`, { method: 'POST', schema: previewLinkResponse }).then(
          (r) => r.data,
        ),
    }),
  };
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type ClonePageBody,
  type CreatePageBody,
  type EndpointInput,
  pageEndpoints as endpoints,
  type ImportPageBody,
  type UpdatePageBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

/**
 * Pages live under their site's key: publishing or deleting a page also refreshes the site's
 * counts (published pages, home page) shown by the website screen.
 */
export function sitePagesKey(epoch: number, landingId: number, ...parts: readonly unknown[]) {
  return landingsKey(epoch, 'detail', landingId, 'pages', ...parts);
}

/** The list's query as sent (`published` is the text `true` or `false`). */
export type PageListParams = NonNullable<EndpointInput<typeof endpoints.list>['query']>;

export function usePages(landingId: number, query: PageListParams) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: sitePagesKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) => call(endpoints.list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every page of a site, small, with its named sections: for menus and other pickers. */
export function usePageOptions(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: sitePagesKey(epoch, landingId, 'options'),
    queryFn: ({ signal }) =>
      call(endpoints.options, { params: { id: landingId } }, { signal }).then((r) => r.data),
  });
}

export function usePage(pageId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'page', pageId),
    queryFn: ({ signal }) => call(endpoints.get, { params: { id: pageId } }, { signal }).then((r) => r.data),
    enabled: Number.isInteger(pageId) && pageId > 0,
  });
}

export function checkUniqueName(landingId: number, name: string, pageId?: number, signal?: AbortSignal) {
  return call(
    endpoints.uniqueName,
    { params: { id: landingId, name }, query: pageId ? { page_id: pageId } : {} },
    { notify: false, signal },
  ).then((r) => r.data);
}

export function useCreatePage(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreatePageBody) =>
      (await call(endpoints.create, { params: { id: landingId }, body })).data,
    onSuccess: () => invalidate(landingId),
  });
}

/** `POST /landings/{id}/pages/import`: a copy of a page of the agency, by its unique id. */
export function useImportPage(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: ImportPageBody) =>
      (await call(endpoints.import, { params: { id: landingId }, body }, { notify: false })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdatePage(landingId: number, pageId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdatePageBody) =>
      (await call(endpoints.update, { params: { id: pageId }, body })).data,
    onSuccess: () => invalidate(landingId),
  });
}

/** The page actions of the pages list; each refreshes the site (counts, home page, list). */
export function usePageActions(landingId: number) {
  const invalidate = useInvalidateLandings();
  const done = { onSuccess: () => invalidate(landingId) };
  return {
    publish: useMutation({
      mutationFn: (pageId: number) => call(endpoints.publish, { params: { id: pageId } }),
      ...done,
    }),
    unpublish: useMutation({
      mutationFn: (pageId: number) => call(endpoints.unpublish, { params: { id: pageId } }),
      ...done,
    }),
    setHome: useMutation({
      mutationFn: (pageId: number) => call(endpoints.setHome, { params: { id: pageId } }),
      ...done,
    }),
    clone: useMutation({
      mutationFn: ({ pageId, body }: { pageId: number; body: ClonePageBody }) =>
        call(endpoints.clone, { params: { id: pageId }, body }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (pageId: number) => call(endpoints.remove, { params: { id: pageId } }),
      ...done,
    }),
    previewLink: useMutation({
      mutationFn: (pageId: number) =>
        call(endpoints.previewLink, { params: { id: pageId } }).then((r) => r.data),
    }),
  };
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AutoLandingBody,
  actionResult,
  type CopyLandingBody,
  type CreateLandingBody,
  type CustomUrlBody,
  convertEditorResponse,
  type DuplicateLandingBody,
  domainStatusResponse,
  fileEndpoints,
  type LandingListQuery,
  landingDetailResponse,
  landingListResponse,
  type PageRelationsBody,
  pageRelationsResponse,
  sharedLandingResponse,
  type UpdateLandingBody,
  type UpdateSiteSettingsBody,
  uniqueIdResponse,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call, upload } from './call.ts';
import { apiRequest } from './client.ts';
import { userKey } from './keys.ts';

/** Every query about sites lives under this key: one invalidation refreshes lists and details. */
export function landingsKey(epoch: number, ...parts: readonly unknown[]) {
  return userKey(epoch, 'landings', ...parts);
}

/** Refetches every site query of this identity (lists, details, and what lives under them). */
export function useInvalidateLandings() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return (landingId?: number) =>
    queryClient.invalidateQueries({
      queryKey: landingId === undefined ? landingsKey(epoch) : landingsKey(epoch, 'detail', landingId),
    });
}

/** Keeps the previous page on screen while the next one loads, so the table does not flash. */
export function useLandings(query: LandingListQuery) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'list', query),
    queryFn: ({ signal }) => apiRequest('/landings', { query, schema: landingListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One site with the caller's permissions on it. */
export function useLanding(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'detail', landingId),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}`, { schema: landingDetailResponse, signal }).then((r) => r.data),
    enabled: Number.isInteger(landingId) && landingId > 0,
  });
}

export function useCreateLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreateLandingBody) =>
      (await apiRequest('/landings', { method: 'POST', body, schema: landingDetailResponse })).data,
    onSuccess: () => invalidate(),
  });
}

export function useAutoCreateLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: AutoLandingBody) =>
      (await apiRequest('/landings/auto', { method: 'POST', body, schema: landingDetailResponse })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdateLanding(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdateLandingBody) =>
      (await apiRequest(`/landings/${landingId}`, { method: 'PUT', body, schema: landingDetailResponse }))
        .data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdateSiteSettings(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdateSiteSettingsBody) =>
      (
        await apiRequest(`/landings/${landingId}/settings`, {
          method: 'PUT',
          body,
          schema: landingDetailResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (landingId: number) =>
      apiRequest(`/landings/${landingId}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: () => invalidate(),
  });
}

export function useCloneLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ landingId, body }: { landingId: number; body: CopyLandingBody }) =>
      (
        await apiRequest(`/landings/${landingId}/clone`, {
          method: 'POST',
          body,
          schema: landingDetailResponse,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

export function useDuplicateLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: DuplicateLandingBody) =>
      (await apiRequest('/landings/duplicate', { method: 'POST', body, schema: landingDetailResponse })).data,
    onSuccess: () => invalidate(),
  });
}

/** What a share code leads to; asked only once the code looks like one. */
export function useSharedLanding(code: string) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'shared', code),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/shared/${encodeURIComponent(code)}`, {
        schema: sharedLandingResponse,
        signal,
        notify: false,
      }).then((r) => r.data),
    enabled: /^[A-Za-z0-9_-]{16,64}$/.test(code),
    retry: false,
  });
}

export function useShareCode(landingId: number, enabled: boolean) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'detail', landingId, 'share-code'),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/unique-id`, { schema: uniqueIdResponse, signal }).then(
        (r) => r.data.unique_id,
      ),
    enabled,
  });
}

export function useRevokeShareCode(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/landings/${landingId}/unique-id`, { method: 'DELETE', schema: actionResult }),
    onSuccess: () => invalidate(landingId),
  });
}

/** Server half of the SPEC §5 subdomain rule (format and uniqueness); the answer is shown inline. */
export function validateSubdomain(subdomain: string, landingId?: number, signal?: AbortSignal) {
  return apiRequest('/landings/validate-subdomain', {
    method: 'POST',
    body: { subdomain, ...(landingId ? { landing_id: landingId } : {}) },
    schema: actionResult,
    notify: false,
    signal,
  });
}

export function validateDomain(domain: string, landingId?: number, signal?: AbortSignal) {
  return apiRequest('/landings/validate-domain', {
    method: 'POST',
    body: { domain, ...(landingId ? { landing_id: landingId } : {}) },
    schema: actionResult,
    notify: false,
    signal,
  });
}

/** The custom domain's records and what DNS answers (asked each time the screen looks). */
export function useDomainStatus(landingId: number, enabled: boolean) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'detail', landingId, 'domain'),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/domain`, { schema: domainStatusResponse, signal }).then(
        (r) => r.data,
      ),
    enabled,
    staleTime: 0,
  });
}

export function useSetCustomDomain(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CustomUrlBody) =>
      (
        await apiRequest(`/landings/${landingId}/custom-url`, {
          method: 'PUT',
          body,
          schema: domainStatusResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

/** `POST /landings/{id}/favicon`: the site's icon from one PNG, SVG or ICO file. */
export function useUploadFavicon(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // Refusals are shown beside the upload button, not as a toast.
      return (await upload(fileEndpoints.favicon.set, { id: landingId }, { form, notify: false })).data;
    },
    onSuccess: () => invalidate(landingId),
  });
}

/** `DELETE /landings/{id}/favicon`: back to the white label's icon. */
export function useRemoveFavicon(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async () => (await call(fileEndpoints.favicon.remove, { params: { id: landingId } })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useConvertDocuments(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(`/landings/${landingId}/convert-new-editor`, {
          method: 'PUT',
          schema: convertEditorResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function pageRelations(landingId: number, body: PageRelationsBody) {
  return apiRequest(`/landings/${landingId}/page-relations`, {
    method: 'POST',
    body,
    schema: pageRelationsResponse,
    notify: false,
  }).then((r) => r.data);
}

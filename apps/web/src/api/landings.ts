import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AutoLandingBody,
  type CopyLandingBody,
  type CreateLandingBody,
  type CustomUrlBody,
  type DuplicateLandingBody,
  landingEndpoints as endpoints,
  fileEndpoints,
  type LandingListQuery,
  type PageRelationsBody,
  type UpdateLandingBody,
  type UpdateSiteSettingsBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call, upload } from './call.ts';
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
    queryFn: ({ signal }) => call(endpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One site with the caller's permissions on it. */
export function useLanding(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'detail', landingId),
    queryFn: ({ signal }) =>
      call(endpoints.get, { params: { id: landingId } }, { signal }).then((r) => r.data),
    enabled: Number.isInteger(landingId) && landingId > 0,
  });
}

export function useCreateLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreateLandingBody) => (await call(endpoints.create, { body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useAutoCreateLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: AutoLandingBody) => (await call(endpoints.auto, { body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdateLanding(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdateLandingBody) =>
      (await call(endpoints.update, { params: { id: landingId }, body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdateSiteSettings(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdateSiteSettingsBody) =>
      (await call(endpoints.saveSettings, { params: { id: landingId }, body })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (landingId: number) => call(endpoints.remove, { params: { id: landingId } }),
    onSuccess: () => invalidate(),
  });
}

export function useCloneLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ landingId, body }: { landingId: number; body: CopyLandingBody }) =>
      (await call(endpoints.clone, { params: { id: landingId }, body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDuplicateLanding() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: DuplicateLandingBody) => (await call(endpoints.duplicate, { body })).data,
    onSuccess: () => invalidate(),
  });
}

/** What a share code leads to; asked only once the code looks like one. */
export function useSharedLanding(code: string) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'shared', code),
    queryFn: ({ signal }) =>
      call(endpoints.shared, { params: { uniqueId: code } }, { signal, notify: false }).then((r) => r.data),
    enabled: /^[A-Za-z0-9_-]{16,64}$/.test(code),
    retry: false,
  });
}

export function useShareCode(landingId: number, enabled: boolean) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'detail', landingId, 'share-code'),
    queryFn: ({ signal }) =>
      call(endpoints.shareCode, { params: { id: landingId } }, { signal }).then((r) => r.data.unique_id),
    enabled,
  });
}

export function useRevokeShareCode(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: () => call(endpoints.revokeShareCode, { params: { id: landingId } }),
    onSuccess: () => invalidate(landingId),
  });
}

/** Server half of the SPEC §5 subdomain rule (format and uniqueness); the answer is shown inline. */
export function validateSubdomain(subdomain: string, landingId?: number, signal?: AbortSignal) {
  return call(
    endpoints.validateSubdomain,
    { body: { subdomain, ...(landingId ? { landing_id: landingId } : {}) } },
    { notify: false, signal },
  );
}

export function validateDomain(domain: string, landingId?: number, signal?: AbortSignal) {
  return call(
    endpoints.validateDomain,
    { body: { domain, ...(landingId ? { landing_id: landingId } : {}) } },
    { notify: false, signal },
  );
}

/** The custom domain's records and what DNS answers (asked each time the screen looks). */
export function useDomainStatus(landingId: number, enabled: boolean) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: landingsKey(epoch, 'detail', landingId, 'domain'),
    queryFn: ({ signal }) =>
      call(endpoints.domainStatus, { params: { id: landingId } }, { signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
  });
}

export function useSetCustomDomain(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CustomUrlBody) =>
      (await call(endpoints.setCustomDomain, { params: { id: landingId }, body })).data,
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
    mutationFn: async () => (await call(endpoints.convertDocuments, { params: { id: landingId } })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function pageRelations(landingId: number, body: PageRelationsBody) {
  return call(endpoints.pageRelations, { params: { id: landingId }, body }, { notify: false }).then(
    (r) => r.data,
  );
}

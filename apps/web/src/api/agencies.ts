import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AgencyListQuery,
  type AgencySettingsBody,
  agencyEndpoints,
  type CreateAgencyBody,
  type UpdateAgencyBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { userKey } from './keys.ts';

/** Keeps the previous page on screen while the next one loads, so the table does not flash. */
export function useAgencies(query: AgencyListQuery, options: { enabled?: boolean } = {}) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'agencies', 'list', query),
    queryFn: ({ signal }) => call(agencyEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useAgency(id: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'agencies', 'one', id),
    queryFn: async ({ signal }) =>
      (await call(agencyEndpoints.get, { params: { id: id ?? 0 } }, { signal })).data,
    enabled: id !== null,
  });
}

/** Every agency query of this identity; lists and details refetch after any change. */
function useInvalidateAgencies() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: userKey(epoch, 'agencies') });
}

export function useCreateAgency() {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (body: CreateAgencyBody) => (await call(agencyEndpoints.create, { body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdateAgency(id: number) {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (body: UpdateAgencyBody) =>
      (await call(agencyEndpoints.update, { params: { id }, body })).data,
    onSuccess: () => invalidate(),
  });
}

/** SPEC §4: deleting an agency archives it; restore brings it back. */
export function useArchiveAgency() {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: (id: number) => call(agencyEndpoints.archive, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

export function useRestoreAgency() {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: (id: number) => call(agencyEndpoints.restore, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

/** The signed-in owner's own agency; the profile carries the result, so it refetches. */
export function useEditAgencySettings() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return useMutation({
    mutationFn: (body: AgencySettingsBody) => call(agencyEndpoints.editSettings, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey(epoch, 'profile') }),
  });
}

export function useUpdateOpenaiKey(agencyId: number) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return useMutation({
    mutationFn: async (key: string | null) =>
      (
        await call(agencyEndpoints.updateOpenaiKey, {
          params: { id: agencyId },
          body: { openai_api_key: key },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey(epoch) }),
  });
}

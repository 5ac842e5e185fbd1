import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type UpdateWhitelabelBody,
  type WhitelabelBody,
  type WhitelabelListQuery,
  type WhitelabelLogoKind,
  whitelabelEndpoints,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call, upload } from './call.ts';
import { configKey, userKey } from './keys.ts';

/** White labels are the platform's: only admins may list them (`enabled: false` elsewhere). */
export function useWhitelabels(query: WhitelabelListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'whitelabels', query),
    queryFn: ({ signal }) => call(whitelabelEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A white-label change may be the one this app runs under: the config is read again too. */
function useInvalidateWhitelabels() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKey(epoch, 'whitelabels') }),
      queryClient.invalidateQueries({ queryKey: configKey }),
    ]);
}

export function useSaveWhitelabel(id: number | null) {
  const invalidate = useInvalidateWhitelabels();
  return useMutation({
    mutationFn: async (body: WhitelabelBody & UpdateWhitelabelBody) =>
      (id === null
        ? await call(whitelabelEndpoints.create, { body })
        : await call(whitelabelEndpoints.update, { params: { id }, body })
      ).data,
    onSuccess: () => invalidate(),
  });
}

export function useRequestCertificate() {
  const invalidate = useInvalidateWhitelabels();
  return useMutation({
    mutationFn: async (id: number) =>
      (await call(whitelabelEndpoints.requestCertificate, { params: { id } })).data,
    onSuccess: () => invalidate(),
  });
}

/** Uploads one of a white label's images; the server re-encodes it and answers its address. */
export function useUploadWhitelabelLogo(id: number | null) {
  const invalidate = useInvalidateWhitelabels();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: WhitelabelLogoKind; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await upload(whitelabelEndpoints.uploadLogo, { id: id ?? 0, kind }, { form })).data;
    },
    onSuccess: () => invalidate(),
  });
}

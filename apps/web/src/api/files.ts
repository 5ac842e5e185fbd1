import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fileEndpoints,
  type LandingFileListQuery,
  type RotateFileBody,
  type UpdateFileBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call, upload } from './call.ts';
import { userKey } from './keys.ts';

/** Every query about uploaded files: one invalidation refreshes lists, items and the usage meter. */
export function filesKey(epoch: number, ...parts: readonly unknown[]) {
  return userKey(epoch, 'files', ...parts);
}

export function useInvalidateFiles() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: filesKey(epoch) });
}

/** The files of one site (the Files tab), keeping the previous page while the next loads. */
export function useSiteFiles(landingId: number, query: LandingFileListQuery) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: filesKey(epoch, 'site', landingId, query),
    queryFn: ({ signal }) => call(fileEndpoints.site.list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Storage the agency uses against its quota, and the largest upload accepted. */
export function useStorageUsage() {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: filesKey(epoch, 'usage'),
    queryFn: async ({ signal }) => (await call(fileEndpoints.media.usage, {}, { signal })).data,
    staleTime: 30_000,
  });
}

export function uploadSiteFile(
  landingId: number,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload(fileEndpoints.site.upload, { id: landingId }, { form, ...options }).then(
    (answer) => answer.data,
  );
}

export function useUpdateSiteFile(landingId: number) {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateFileBody }) =>
      (await call(fileEndpoints.site.update, { params: { id: landingId, fileId: id }, body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteSiteFile(landingId: number) {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (id: number) => call(fileEndpoints.site.remove, { params: { id: landingId, fileId: id } }),
    onSuccess: () => invalidate(),
  });
}

/** A quarter turn makes a new version at a new address; the old one keeps being served. */
export function useRotateFile() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: async ({ id, degrees }: { id: number; degrees: RotateFileBody['degrees'] }) =>
      (await call(fileEndpoints.media.rotate, { params: { id }, body: { degrees } })).data,
    onSuccess: () => invalidate(),
  });
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  actionResult,
  automaticBackupOptionResponse,
  type BackupListQuery,
  backupListResponse,
  backupResponse,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

export const backupsKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'backups', ...parts);

export function useBackups(landingId: number, query: Partial<BackupListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: backupsKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/backup-records`, { query, schema: backupListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAutomaticBackup(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: backupsKey(epoch, landingId, 'automatic'),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/automatic-backup-option`, {
        schema: automaticBackupOptionResponse,
        signal,
      }).then((r) => r.data),
  });
}

export function useSetAutomaticBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (
        await apiRequest(`/landings/${landingId}/automatic-backup-option`, {
          method: 'PUT',
          body: { enabled },
          schema: automaticBackupOptionResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useInstantBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (note: string) =>
      (
        await apiRequest(`/landings/${landingId}/instant-backup`, {
          method: 'POST',
          body: { note },
          schema: backupResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdateBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ id, note }: { id: number; note: string }) =>
      (
        await apiRequest(`/landings/${landingId}/backup-records/${id}`, {
          method: 'PUT',
          body: { note },
          schema: backupResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/landings/${landingId}/backup-records/${id}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: () => invalidate(landingId),
  });
}

/** Restoring changes pages, menus, forms and settings: everything about the site is refetched. */
export function useRestoreBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/landings/${landingId}/backup-records/${id}/restore`, {
        method: 'PUT',
        schema: actionResult,
      }),
    // Not awaited: the confirmation closes at once while every screen of the site refetches.
    onSuccess: () => {
      void invalidate(landingId);
    },
  });
}

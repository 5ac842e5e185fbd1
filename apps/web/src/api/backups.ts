import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type BackupListQuery, backupEndpoints } from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

export const backupsKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'backups', ...parts);

export function useBackups(landingId: number, query: Partial<BackupListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: backupsKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) => call(backupEndpoints.list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAutomaticBackup(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: backupsKey(epoch, landingId, 'automatic'),
    queryFn: ({ signal }) =>
      call(backupEndpoints.automatic, { params: { id: landingId } }, { signal }).then((r) => r.data),
  });
}

export function useSetAutomaticBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (await call(backupEndpoints.setAutomatic, { params: { id: landingId }, body: { enabled } })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useInstantBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (note: string) =>
      (await call(backupEndpoints.take, { params: { id: landingId }, body: { note } })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdateBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ id, note }: { id: number; note: string }) =>
      (await call(backupEndpoints.update, { params: { id: landingId, backupId: id }, body: { note } })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (id: number) => call(backupEndpoints.remove, { params: { id: landingId, backupId: id } }),
    onSuccess: () => invalidate(landingId),
  });
}

/** Restoring changes pages, menus, forms and settings: everything about the site is refetched. */
export function useRestoreBackup(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (id: number) => call(backupEndpoints.restore, { params: { id: landingId, backupId: id } }),
    // Not awaited: the confirmation closes at once while every screen of the site refetches.
    onSuccess: () => {
      void invalidate(landingId);
    },
  });
}
